import type { TSourceStatusList } from "@radar/contract/sources";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const sourcesKey = ["admin", "sources"] as const;

/** GET /api/admin/sources/: each data source's mode, today's quota, last success and last error. */
export function getSources(signal?: AbortSignal): Promise<TSourceStatusList> {
  return api.get<TSourceStatusList>("/admin/sources/", { signal });
}

export function sourcesQuery() {
  return queryOptions({ queryKey: sourcesKey, queryFn: ({ signal }) => getSources(signal) });
}

export function useSources() {
  return useQuery(sourcesQuery());
}
