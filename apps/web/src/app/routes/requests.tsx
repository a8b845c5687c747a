import { Inbox } from "lucide-react";
import { PlaceholderPage } from "@/components/placeholder-page";

export function RequestsPage() {
  return <PlaceholderPage page="requests" icon={Inbox} />;
}
