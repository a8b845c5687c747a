import type { TReportListResponse } from "@radar/contract/reports";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { reportListsKey } from "./get-reports";

export function getProfileReports(profileId: number, signal?: AbortSignal): Promise<TReportListResponse> {
  return api.get<TReportListResponse>(`/reports/profile/${profileId}/`, { signal });
}

export function profileReportsQuery(userId: number, profileId: number) {
  return queryOptions({
    queryKey: [...reportListsKey(userId), "profile", profileId],
    queryFn: ({ signal }) => getProfileReports(profileId, signal),
  });
}

export function useProfileReports(profileId: number) {
  const user = useCurrentUser();
  return useQuery({ ...profileReportsQuery(user?.id ?? 0, profileId), enabled: user !== null && profileId > 0 });
}
