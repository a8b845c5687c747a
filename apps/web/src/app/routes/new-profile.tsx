import { UserPlus } from "lucide-react";
import { PlaceholderPage } from "@/components/placeholder-page";

export function NewProfilePage() {
  return <PlaceholderPage page="newProfile" icon={UserPlus} />;
}
