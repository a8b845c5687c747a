import { Users } from "lucide-react";
import { PlaceholderPage } from "@/components/placeholder-page";

export function ProfilesPage() {
  return <PlaceholderPage page="profiles" icon={Users} />;
}
