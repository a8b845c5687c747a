import type { TLicenceStatusEntry } from "@radar/contract/licences";
import { QueryClientContext } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { useCurrentUser } from "@/lib/auth-storage";
import { useLicenceStatuses } from "./licence-api";

const PageLicencesContext = createContext<Map<string, TLicenceStatusEntry[]> | undefined>(undefined);

function FetchingPageLicences({ ids, children }: { ids: readonly string[]; children: ReactNode }) {
  const signedIn = useCurrentUser() !== null;
  const { data } = useLicenceStatuses(ids, signedIn);
  return <PageLicencesContext.Provider value={data}>{children}</PageLicencesContext.Provider>;
}

/** The licence statuses of a page of results, read in one request and handed to each card or row. */
export function PageLicences({ ids, children }: { ids: readonly string[]; children: ReactNode }) {
  // Screens rendered without a query client (static previews, some tests) show no licence badges.
  if (useContext(QueryClientContext) === undefined) return children;
  return <FetchingPageLicences ids={ids}>{children}</FetchingPageLicences>;
}

/** One account's statuses from the page's request; undefined until it answered. */
export function useLicenceStatusOf(id: string): TLicenceStatusEntry[] | undefined {
  return useContext(PageLicencesContext)?.get(id);
}
