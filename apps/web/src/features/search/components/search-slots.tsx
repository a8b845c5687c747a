import type { ReactNode } from "react";
import { AddToListProvider, type AddToListSlot } from "./add-to-list-slot";
import { CreatorReportProvider, type CreatorReportSlot } from "./creator-report-slot";

/** The controls other features lend the search screen (see the slot files), provided once. */
export function SearchSlots({
  addToList,
  creatorReport,
  children,
}: {
  addToList?: AddToListSlot;
  creatorReport?: CreatorReportSlot;
  children: ReactNode;
}) {
  return (
    <AddToListProvider value={addToList ?? null}>
      <CreatorReportProvider value={creatorReport ?? null}>{children}</CreatorReportProvider>
    </AddToListProvider>
  );
}
