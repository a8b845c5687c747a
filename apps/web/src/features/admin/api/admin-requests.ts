import type {
  TAdminUpdateCampaignRequest,
  TAdminUpdateComparisonRequest,
  TCampaignRequest,
  TComparisonRequest,
  TRequestStatus,
} from "@radar/contract/requests";
import { CAMPAIGN_REQUEST_KIND, COMPARISON_REQUEST_KIND } from "@radar/contract/requests-kinds";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Every user's requests for the admin (the normal paths with scope=all) and the admin's answers. */

const adminRequestsKey = ["admin", "requests"] as const;

export type AdminRequestsPage = { status?: TRequestStatus; limit: number; offset: number };

type Kind = { kind: string; path: string };

function useAdminRequests<R>({ kind, path }: Kind, page: AdminRequestsPage) {
  return useQuery({
    queryKey: [...adminRequestsKey, kind, page],
    queryFn: ({ signal }) => api.get<R[]>(path, { query: { scope: "all", ...page }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useAnswerRequest<B, R>({ path }: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: B & { id: number }) => api.put<R>(`${path}${id}/`, body),
    // The admin's own /requests lists share the ["requests"] prefix; refresh them too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRequestsKey }),
        queryClient.invalidateQueries({ queryKey: ["requests"] }),
      ]),
  });
}

export const useAdminCampaignRequests = (page: AdminRequestsPage) => useAdminRequests<TCampaignRequest>(CAMPAIGN_REQUEST_KIND, page);
export const useAdminComparisonRequests = (page: AdminRequestsPage) => useAdminRequests<TComparisonRequest>(COMPARISON_REQUEST_KIND, page);
export const useAnswerCampaignRequest = () => useAnswerRequest<TAdminUpdateCampaignRequest, TCampaignRequest>(CAMPAIGN_REQUEST_KIND);
export const useAnswerComparisonRequest = () =>
  useAnswerRequest<TAdminUpdateComparisonRequest, TComparisonRequest>(COMPARISON_REQUEST_KIND);
