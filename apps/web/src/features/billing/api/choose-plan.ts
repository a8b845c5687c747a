import type { TSubscription } from "@radar/contract/subscriptions";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /subscriptions/: records the plan a user without a subscription is about to pay for (pending, no credits). */
export function createSubscription(planId: number): Promise<TSubscription> {
  return api.post<TSubscription>("/subscriptions/", { plan_id: planId });
}

/**
 * Before billing, a user without a current subscription records the plan they are buying as pending;
 * the payment activates it. A subscriber records nothing here: their plan changes only when the
 * payment succeeds, or when they confirm a change for the next payment (confirm-plan-change.ts).
 */
export function useChoosePlan() {
  return useMutation({ mutationFn: createSubscription });
}
