import { FileText } from "lucide-react";
import { PlaceholderPage } from "@/components/placeholder-page";

export function ProfileReportsPage() {
  return <PlaceholderPage page="profileReports" icon={FileText} />;
}
