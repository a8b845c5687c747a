import { type TAddListMembersResponse, ZAddListMembersResponseSchema } from "@radar/contract/lists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { listsKeys } from "./lists-keys";

export async function addMembers({ listId, influencerIds }: { listId: number; influencerIds: string[] }): Promise<TAddListMembersResponse> {
  return ZAddListMembersResponseSchema.parse(await api.post<unknown>(`/lists/${listId}/members/`, { influencer_ids: influencerIds }));
}

export function useAddMembers() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: addMembers,
    onSuccess: (_data, { listId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listsKeys.index(user?.id ?? 0) }),
        queryClient.invalidateQueries({ queryKey: listsKeys.detail(user?.id ?? 0, listId) }),
      ]),
  });
}
