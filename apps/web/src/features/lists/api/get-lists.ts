import { type TListsResponse, ZListsResponseSchema } from "@radar/contract/lists";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { listsKeys } from "./lists-keys";

export async function getLists(signal?: AbortSignal): Promise<TListsResponse> {
  return ZListsResponseSchema.parse(await api.get<unknown>("/lists/", { signal }));
}

export function listsQuery(userId: number) {
  return queryOptions({ queryKey: listsKeys.index(userId), queryFn: ({ signal }) => getLists(signal) });
}

/** GET /api/lists/: the user's lists and their plan's limits. */
export function useLists(enabled = true) {
  const user = useCurrentUser();
  return useQuery({ ...listsQuery(user?.id ?? 0), enabled: enabled && user !== null });
}
