import { REQUESTS_REFETCH_MS, type TCampaignRequest } from "@radar/contract/requests";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";

export function getCampaignRequests(signal?: AbortSignal): Promise<TCampaignRequest[]> {
  return api.get<TCampaignRequest[]>("/campaign-requests/", { signal });
}

export function campaignRequestsQuery(userId: number) {
  return queryOptions({
    queryKey: ["requests", "campaign", userId],
    queryFn: ({ signal }) => getCampaignRequests(signal),
    // SPEC §7: both request lists are refetched every 30 seconds.
    refetchInterval: REQUESTS_REFETCH_MS,
  });
}

export function useCampaignRequests() {
  const user = useCurrentUser();
  return useQuery({ ...campaignRequestsQuery(user?.id ?? 0), enabled: user !== null });
}
