import type { TComparisonRequest, TCreateComparisonRequest } from "@radar/contract/requests";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { comparisonRequestsQuery } from "./get-comparison-requests";

export function createComparisonRequest(body: TCreateComparisonRequest): Promise<TComparisonRequest> {
  return api.post<TComparisonRequest>("/comparison-requests/", body);
}

export function useCreateComparisonRequest() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: createComparisonRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: comparisonRequestsQuery(user?.id ?? 0).queryKey }),
  });
}
