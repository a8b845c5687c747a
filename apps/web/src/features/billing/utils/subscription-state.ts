import type { TSubscription } from "@radar/contract/subscriptions";

/**
 * The current subscription as the page that mounts a billing component loaded it (a React Query
 * result fits): billing does not load it itself, the app composes it from the subscriptions feature.
 */
export type CurrentSubscriptionState = {
  status: "pending" | "error" | "success";
  /** null: the server answered 404 'No active subscription found'. */
  data: TSubscription | null | undefined;
};

export function activeSubscription(state: CurrentSubscriptionState): TSubscription | null {
  return state.status === "success" && state.data?.is_active ? state.data : null;
}
