import { FileText } from "lucide-react";
import { PlaceholderPage } from "@/components/placeholder-page";

export function ReportsPage() {
  return <PlaceholderPage page="reports" icon={FileText} />;
}
