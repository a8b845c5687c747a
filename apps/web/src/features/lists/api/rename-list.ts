import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { listsKeys } from "./lists-keys";

export function renameList({ listId, name }: { listId: number; name: string }): Promise<unknown> {
  return api.patch<unknown>(`/lists/${listId}/`, { name });
}

export function useRenameList() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: renameList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKeys.all(user?.id ?? 0) }),
  });
}
