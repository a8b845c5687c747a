import type {
  TAdminUpdateCampaignRequest,
  TAdminUpdateComparisonRequest,
  TCampaignRequest,
  TComparisonRequest,
  TRequestStatus,
} from "@radar/contract/requests";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Every user's requests for the admin (the normal paths with scope=all) and the admin's answers. */

const adminRequestsKey = ["admin", "requests"] as const;

export type AdminRequestsPage = { status?: TRequestStatus; limit: number; offset: number };

export function useAdminCampaignRequests(page: AdminRequestsPage) {
  return useQuery({
    queryKey: [...adminRequestsKey, "campaign", page],
    queryFn: ({ signal }) => api.get<TCampaignRequest[]>("/campaign-requests/", { query: { scope: "all", ...page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminComparisonRequests(page: AdminRequestsPage) {
  return useQuery({
    queryKey: [...adminRequestsKey, "comparison", page],
    queryFn: ({ signal }) => api.get<TComparisonRequest[]>("/comparison-requests/", { query: { scope: "all", ...page }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateRequests() {
  const queryClient = useQueryClient();
  // The admin's own /requests lists share the ["requests"] prefix; refresh them too.
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminRequestsKey }), queryClient.invalidateQueries({ queryKey: ["requests"] })]);
}

export function useAnswerCampaignRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: ({ id, ...body }: TAdminUpdateCampaignRequest & { id: number }) =>
      api.put<TCampaignRequest>(`/campaign-requests/${id}/`, body),
    onSuccess: invalidate,
  });
}

export function useAnswerComparisonRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: ({ id, ...body }: TAdminUpdateComparisonRequest & { id: number }) =>
      api.put<TComparisonRequest>(`/comparison-requests/${id}/`, body),
    onSuccess: invalidate,
  });
}
