import type { TListDetail, TListMember, TUpdateListMemberRequest } from "@radar/contract/lists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { listsKeys } from "./lists-keys";

export type MemberChange = { influencerId: string; change: TUpdateListMemberRequest };

export function updateMember(listId: number, { influencerId, change }: MemberChange): Promise<unknown> {
  return api.patch<unknown>(`/lists/${listId}/members/${influencerId}/`, change);
}

/** Replaces one member and keeps every other member object as it was, so their rows skip rendering. */
export function patchMember(data: TListDetail | undefined, influencerId: string, patch: (member: TListMember) => TListMember) {
  if (!data) return data;
  return { ...data, members: data.members.map((member) => (member.influencer_id === influencerId ? patch(member) : member)) };
}

/**
 * Status, price and note save optimistically: the cell shows the new value at once, a failure puts
 * the member's previous fields back (only that member's, so a parallel edit of another row stays).
 */
export function useUpdateMember(listId: number) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const queryKey = listsKeys.detail(user?.id ?? 0, listId);
  return useMutation({
    mutationFn: (variables: MemberChange) => updateMember(listId, variables),
    onMutate: async ({ influencerId, change }: MemberChange) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<TListDetail>(queryKey)?.members.find((member) => member.influencer_id === influencerId);
      queryClient.setQueryData<TListDetail>(queryKey, (data) =>
        patchMember(data, influencerId, (member) => ({
          ...member,
          ...(change.status === undefined ? {} : { status: change.status }),
          ...(change.price_sar === undefined ? {} : { price_sar: change.price_sar }),
          ...(change.note === undefined ? {} : { note: change.note }),
        })),
      );
      return { before };
    },
    onError: (_error, { influencerId, change }, context) => {
      const before = context?.before;
      if (!before) return;
      queryClient.setQueryData<TListDetail>(queryKey, (data) =>
        patchMember(data, influencerId, (member) => ({
          ...member,
          ...(change.status === undefined ? {} : { status: before.status }),
          ...(change.price_sar === undefined ? {} : { price_sar: before.price_sar }),
          ...(change.note === undefined ? {} : { note: before.note }),
        })),
      );
    },
    // The lists page shows status counts; the open list computes its own from its members.
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKeys.index(user?.id ?? 0) }),
  });
}
