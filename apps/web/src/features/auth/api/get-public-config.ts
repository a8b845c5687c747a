import type { TPublicConfig } from "@radar/contract/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function getPublicConfig(signal?: AbortSignal): Promise<TPublicConfig> {
  return api.get<TPublicConfig>("/config/", { signal, auth: false });
}

export const publicConfigQuery = queryOptions({
  queryKey: ["config"],
  queryFn: ({ signal }) => getPublicConfig(signal),
  // The server's configuration does not change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
