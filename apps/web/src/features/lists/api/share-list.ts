import { type TShareListResponse, ZShareListResponseSchema } from "@radar/contract/lists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { listsKeys } from "./lists-keys";

export async function shareList({ listId, includeNotes }: { listId: number; includeNotes: boolean }): Promise<TShareListResponse> {
  return ZShareListResponseSchema.parse(await api.post<unknown>(`/lists/${listId}/share/`, { include_notes: includeNotes }));
}

export function revokeShare(listId: number): Promise<unknown> {
  return api.delete<unknown>(`/lists/${listId}/share/`);
}

/** Creating again rotates the token: the old link stops working (contract). */
export function useShareList() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: shareList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKeys.all(user?.id ?? 0) }),
  });
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKeys.all(user?.id ?? 0) }),
  });
}
