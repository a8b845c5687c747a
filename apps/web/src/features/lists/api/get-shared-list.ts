import { type TSharedListResponse, ZSharedListResponseSchema } from "@radar/contract/lists";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export async function getSharedList(token: string, signal?: AbortSignal): Promise<TSharedListResponse> {
  return ZSharedListResponseSchema.parse(await api.get<unknown>(`/shared/lists/${encodeURIComponent(token)}/`, { signal, auth: false }));
}

/** GET /api/shared/lists/{token}/: no login, so no token is sent even when the viewer has one. */
export function useSharedList(token: string) {
  return useQuery({ queryKey: ["shared-list", token], queryFn: ({ signal }) => getSharedList(token, signal), retry: false });
}
