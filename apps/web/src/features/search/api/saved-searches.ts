import {
  type TSavedSearch,
  type TSavedSearchesResponse,
  ZSavedSearchesResponseSchema,
  ZSavedSearchSchema,
} from "@radar/contract/saved-searches";
import type { TSearchRequest } from "@radar/contract/search";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";

const savedSearchesKey = (userId: number) => ["saved-searches", userId] as const;

export async function getSavedSearches(signal?: AbortSignal): Promise<TSavedSearchesResponse> {
  return ZSavedSearchesResponseSchema.parse(await api.get<unknown>("/saved-searches/", { signal }));
}

/** GET /api/saved-searches/: free of credits; the new-match counts come with it. */
export function useSavedSearches() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: savedSearchesKey(user?.id ?? 0),
    queryFn: ({ signal }) => getSavedSearches(signal),
    enabled: user !== null,
  });
}

export function useRefreshSavedSearches() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(user?.id ?? 0) });
}

export async function createSavedSearch(body: { name: string; filters: TSearchRequest }): Promise<TSavedSearch> {
  return ZSavedSearchSchema.parse(await api.post<unknown>("/saved-searches/", body));
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(user?.id ?? 0) }),
  });
}

/** Leaves the menu at once; a failure brings it back. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const queryKey = savedSearchesKey(user?.id ?? 0);
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/saved-searches/${id}/`),
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TSavedSearchesResponse>(queryKey);
      queryClient.setQueryData<TSavedSearchesResponse>(queryKey, (data) =>
        data ? { saved_searches: data.saved_searches.filter((saved) => saved.id !== id) } : data,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
