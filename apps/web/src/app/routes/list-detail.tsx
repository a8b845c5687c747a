import { useParams } from "react-router";
import { CompactCreatorReportSlot } from "@/app/creator-report-slot";
import { MemberReportProvider } from "@/features/lists/components/creator-report-slot";
import { ListDetailView } from "@/features/lists/components/list-detail-view";

export function ListDetailPage() {
  const { listId } = useParams();
  const id = listId && /^\d+$/.test(listId) ? Number(listId) : Number.NaN;
  // A different list is a different screen: filters and sort start over.
  // A member row offers a report on that creator (the reports feature, composed here).
  return (
    <MemberReportProvider value={CompactCreatorReportSlot}>
      <ListDetailView key={listId} listId={id} />
    </MemberReportProvider>
  );
}
