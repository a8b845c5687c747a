import { REQUESTS_REFETCH_MS, type TComparisonRequest } from "@radar/contract/requests";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";

export function getComparisonRequests(signal?: AbortSignal): Promise<TComparisonRequest[]> {
  return api.get<TComparisonRequest[]>("/comparison-requests/", { signal });
}

export function comparisonRequestsQuery(userId: number) {
  return queryOptions({
    queryKey: ["requests", "comparison", userId],
    queryFn: ({ signal }) => getComparisonRequests(signal),
    // SPEC §7: both request lists are refetched every 30 seconds.
    refetchInterval: REQUESTS_REFETCH_MS,
  });
}

export function useComparisonRequests() {
  const user = useCurrentUser();
  return useQuery({ ...comparisonRequestsQuery(user?.id ?? 0), enabled: user !== null });
}
