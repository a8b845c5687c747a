import type { TListsResponse } from "@radar/contract/lists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { listsKeys } from "./lists-keys";

export function deleteList(listId: number): Promise<unknown> {
  return api.delete<unknown>(`/lists/${listId}/`);
}

/** The list leaves the page at once; a failure puts it back. */
export function useDeleteList() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const queryKey = listsKeys.index(user?.id ?? 0);
  return useMutation({
    mutationFn: deleteList,
    onMutate: async (listId: number) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TListsResponse>(queryKey);
      queryClient.setQueryData<TListsResponse>(queryKey, (data) =>
        data ? { ...data, lists: data.lists.filter((list) => list.id !== listId) } : data,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
