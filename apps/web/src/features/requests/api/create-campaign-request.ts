import type { TCampaignRequest, TCreateCampaignRequest } from "@radar/contract/requests";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { campaignRequestsQuery } from "./get-campaign-requests";

export function createCampaignRequest(body: TCreateCampaignRequest): Promise<TCampaignRequest> {
  return api.post<TCampaignRequest>("/campaign-requests/", body);
}

export function useCreateCampaignRequest() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: createCampaignRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignRequestsQuery(user?.id ?? 0).queryKey }),
  });
}
