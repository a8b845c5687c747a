import { useParams } from "react-router";
import { SharedListView } from "@/features/lists/components/shared-list-view";

export function SharedListPage() {
  const { token } = useParams();
  return <SharedListView token={token ?? ""} />;
}
