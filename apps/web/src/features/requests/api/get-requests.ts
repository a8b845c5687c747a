import { REQUESTS_REFETCH_MS } from "@radar/contract/requests";
import type { TRequestKind } from "@radar/contract/requests-kinds";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";

/** The part of a request kind's description (contract) that reading its list needs. */
export type RequestKindPath = { kind: TRequestKind; path: string };

/** The user's own requests of one kind (SPEC §7). */
export function requestsQuery<R>({ kind, path }: RequestKindPath, userId: number) {
  return queryOptions({
    queryKey: ["requests", kind, userId],
    queryFn: ({ signal }) => api.get<R[]>(path, { signal }),
    // SPEC §7: both request lists are refetched every 30 seconds.
    refetchInterval: REQUESTS_REFETCH_MS,
  });
}

export function useRequests<R>(kind: RequestKindPath) {
  const user = useCurrentUser();
  return useQuery({ ...requestsQuery<R>(kind, user?.id ?? 0), enabled: user !== null });
}
