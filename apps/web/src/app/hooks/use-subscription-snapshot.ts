import { useQuery } from "@tanstack/react-query";
import { currentSubscriptionQuery } from "@/features/subscriptions/api/get-current-subscription";
import { useCurrentUser } from "@/lib/auth-storage";

/**
 * The current subscription as RequireSubscription already loaded it, for pages behind that guard.
 * It only observes the cache: a second observer that fetched on mount would, after a failed check,
 * put the query back to pending — the guard would unmount the page, the check fail again, the page
 * mount again, and so on.
 */
export function useSubscriptionSnapshot() {
  const user = useCurrentUser();
  return useQuery({ ...currentSubscriptionQuery(user?.id ?? 0), enabled: false });
}
