import { ListsView } from "@/features/lists/components/lists-view";

export function ListsPage() {
  return <ListsView />;
}
