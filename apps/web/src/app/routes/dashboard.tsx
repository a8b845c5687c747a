import { LayoutDashboard } from "lucide-react";
import { PlaceholderPage } from "@/components/placeholder-page";

export function DashboardPage() {
  return <PlaceholderPage page="dashboard" icon={LayoutDashboard} />;
}
