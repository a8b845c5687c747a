import { ERROR_CODE, errorCodeOf } from "@radar/contract/error-codes";
import type { TSubscription } from "@radar/contract/subscriptions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth-storage";
import { ApiError } from "@/lib/http";
import { isRetryable } from "@/lib/query-client";

type Options = { signal?: AbortSignal; token?: string };

/** The user's subscription, or null when the server answers 404 `no_active_subscription`. */
export async function getCurrentSubscription({ signal, token }: Options = {}): Promise<TSubscription | null> {
  try {
    return await api.get<TSubscription>("/subscriptions/current/", { signal, token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && errorCodeOf(error.body) === ERROR_CODE.noActiveSubscription) return null;
    throw error;
  }
}

/** Keyed by user so an account switch in the same tab never shows the previous user's credits. */
export function currentSubscriptionQuery(userId: number) {
  return queryOptions({
    queryKey: ["subscriptions", "current", userId],
    queryFn: ({ signal }) => getCurrentSubscription({ signal }),
    // SPEC §7: the subscription query retries once after 1 s.
    retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
    retryDelay: 1000,
    // A failed check lets the page open (RequireSubscription); a page that reads the plan too must not
    // start the check again as it mounts: the query would be pending again, the guard would show its
    // spinner instead of the page, and the page would mount again — for ever.
    retryOnMount: false,
  });
}

export function useCurrentSubscription() {
  const user = useCurrentUser();
  return useQuery({ ...currentSubscriptionQuery(user?.id ?? 0), enabled: user !== null });
}
