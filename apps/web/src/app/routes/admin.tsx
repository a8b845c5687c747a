import { ShieldCheck } from "lucide-react";
import { PlaceholderPage } from "@/components/placeholder-page";

export function AdminPage() {
  return <PlaceholderPage page="admin" icon={ShieldCheck} />;
}
