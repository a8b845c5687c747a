import type { TSubscription } from "@radar/contract/subscriptions";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /subscriptions/: records the plan a user without a subscription is about to pay for (pending, no credits). */
export function createSubscription(planId: number): Promise<TSubscription> {
  return api.post<TSubscription>("/subscriptions/", { plan_id: planId });
}

/** PATCH /subscriptions/{id}/: a plan change on a paid subscription, which takes effect with the next payment. */
export function changeSubscriptionPlan(subscriptionId: number, planId: number): Promise<TSubscription> {
  return api.patch<TSubscription>(`/subscriptions/${subscriptionId}/`, { plan_id: planId });
}

type ChoosePlanInput = { planId: number; current: TSubscription | null };

/**
 * Before billing, the wizard tells the server which plan is being bought: a new pending subscription
 * without a current one, otherwise a plan change of the current one. The payment then activates it.
 */
export function useChoosePlan({ onChanged }: { onChanged?: (subscription: TSubscription) => void } = {}) {
  return useMutation({
    mutationFn: ({ planId, current }: ChoosePlanInput) =>
      current?.is_active ? changeSubscriptionPlan(current.id, planId) : createSubscription(planId),
    onSuccess: (subscription, { current }) => {
      // Only a plan change alters the current subscription (its next_plan); a pending choice is not current.
      if (current?.is_active) onChanged?.(subscription);
    },
  });
}
