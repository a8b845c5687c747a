import type { TSubscription } from "@radar/contract/subscriptions";
import { useQueryClient } from "@tanstack/react-query";
import { currentSubscriptionQuery } from "@/features/subscriptions/api/get-current-subscription";
import { useCurrentUser } from "@/lib/auth-storage";

/**
 * Billing changes the current subscription (cancel, plan change, a payment) but does not own its
 * query: the pages that mount billing components hand them these two functions. The top bar's
 * credits and the guards read the same query, so they follow at once.
 */
export function useCurrentSubscriptionCache() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const queryKey = currentSubscriptionQuery(user?.id ?? 0).queryKey;
  return {
    replace: (subscription: TSubscription) => queryClient.setQueryData(queryKey, subscription),
    invalidate: () => queryClient.invalidateQueries({ queryKey }),
  };
}
