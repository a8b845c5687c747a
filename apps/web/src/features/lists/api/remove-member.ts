import type { TListDetail } from "@radar/contract/lists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { listsKeys } from "./lists-keys";

export function removeMember(listId: number, influencerId: string): Promise<unknown> {
  return api.delete<unknown>(`/lists/${listId}/members/${influencerId}/`);
}

/** The row leaves at once; a failure brings the list back as it was. */
export function useRemoveMember(listId: number) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const queryKey = listsKeys.detail(user?.id ?? 0, listId);
  return useMutation({
    mutationFn: (influencerId: string) => removeMember(listId, influencerId),
    onMutate: async (influencerId: string) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TListDetail>(queryKey);
      queryClient.setQueryData<TListDetail>(queryKey, (data) =>
        data ? { ...data, members: data.members.filter((member) => member.influencer_id !== influencerId) } : data,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKeys.all(user?.id ?? 0) }),
  });
}
