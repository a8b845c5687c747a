import { REQUESTS_REFETCH_MS } from "@radar/contract/requests";
import type { TRequestKind } from "@radar/contract/requests-kinds";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { useEventStreamLive, useServerEvents } from "@/lib/event-stream";

/** The part of a request kind's description (contract) that reading its list needs. */
export type RequestKindPath = { kind: TRequestKind; path: string };

/** The user's own requests of one kind (SPEC §7). */
export function requestsQuery<R>({ kind, path }: RequestKindPath, userId: number) {
  return queryOptions({
    queryKey: ["requests", kind, userId],
    queryFn: ({ signal }) => api.get<R[]>(path, { signal }),
    // SPEC §7 refetches both lists every 30 seconds; useRequests does so only while the event stream is down.
    refetchInterval: REQUESTS_REFETCH_MS,
  });
}

/**
 * A list of the user's requests, read again the moment the server says one of that kind changed
 * (an admin answered, another tab created one) or the event stream reconnected; polled every 30 s
 * only while the stream is down.
 */
export function useRequests<R>(kind: RequestKindPath) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const live = useEventStreamLive();
  const options = requestsQuery<R>(kind, user?.id ?? 0);
  useServerEvents((event) => {
    if ((event.type === "request" && event.kind === kind.kind) || event.type === "ready")
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
  }, user !== null);
  return useQuery({ ...options, enabled: user !== null, refetchInterval: live ? false : REQUESTS_REFETCH_MS });
}
