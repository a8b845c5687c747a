import type { TReportListResponse } from "@radar/contract/reports";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";

/** Every report list of the user (all, per profile) sits under this key, so one invalidation reloads them all. */
export const reportListsKey = (userId: number) => ["reports", userId, "list"] as const;

export function getReports(signal?: AbortSignal): Promise<TReportListResponse> {
  return api.get<TReportListResponse>("/reports/", { signal });
}

export function reportsQuery(userId: number) {
  return queryOptions({ queryKey: [...reportListsKey(userId), "all"], queryFn: ({ signal }) => getReports(signal) });
}

export function useReports() {
  const user = useCurrentUser();
  return useQuery({ ...reportsQuery(user?.id ?? 0), enabled: user !== null });
}
