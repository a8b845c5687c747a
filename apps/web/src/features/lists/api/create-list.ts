import { type TCreateListRequest, type TListSummary, ZListSummarySchema } from "@radar/contract/lists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { listsKeys } from "./lists-keys";

export async function createList(body: TCreateListRequest): Promise<TListSummary> {
  return ZListSummarySchema.parse(await api.post<unknown>("/lists/", body));
}

export function useCreateList() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: createList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKeys.index(user?.id ?? 0) }),
  });
}
