import { useParams } from "react-router";
import { ListDetailView } from "@/features/lists/components/list-detail-view";

export function ListDetailPage() {
  const { listId } = useParams();
  const id = listId && /^\d+$/.test(listId) ? Number(listId) : Number.NaN;
  // A different list is a different screen: filters and sort start over.
  return <ListDetailView key={listId} listId={id} />;
}
