import { type TListDetail, ZListDetailSchema } from "@radar/contract/lists";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { listsKeys } from "./lists-keys";

export async function getList(listId: number, signal?: AbortSignal): Promise<TListDetail> {
  return ZListDetailSchema.parse(await api.get<unknown>(`/lists/${listId}/`, { signal }));
}

/**
 * One list with every member (at most 2,000). Filtering and sorting happen on the screen over this
 * one copy: instant, and an inline edit patches a single cache entry instead of one per order.
 */
export function listQuery(userId: number, listId: number) {
  return queryOptions({ queryKey: listsKeys.detail(userId, listId), queryFn: ({ signal }) => getList(listId, signal) });
}

export function useList(listId: number) {
  const user = useCurrentUser();
  return useQuery({ ...listQuery(user?.id ?? 0, listId), enabled: user !== null && Number.isInteger(listId) });
}
