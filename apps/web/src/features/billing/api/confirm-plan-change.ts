import { type TSubscription, WITHDRAW_PLAN_CHANGE_PATH } from "@radar/contract/subscriptions";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

type ChangeHandlers = { onChanged?: (subscription: TSubscription) => void };

/** PATCH /subscriptions/{id}/: the subscriber's explicit choice to move to a plan with the next payment. */
export function confirmPlanChange({ subscriptionId, planId }: { subscriptionId: number; planId: number }): Promise<TSubscription> {
  return api.patch<TSubscription>(`/subscriptions/${subscriptionId}/`, { plan_id: planId });
}

export function useConfirmPlanChange({ onChanged }: ChangeHandlers = {}) {
  return useMutation({ mutationFn: confirmPlanChange, onSuccess: (subscription) => onChanged?.(subscription) });
}

/** Withdraws the requested change: the next payment renews the current plan. */
export function withdrawPlanChange(subscriptionId: number): Promise<TSubscription> {
  return api.post<TSubscription>(WITHDRAW_PLAN_CHANGE_PATH(subscriptionId));
}

export function useWithdrawPlanChange({ onChanged }: ChangeHandlers = {}) {
  return useMutation({ mutationFn: withdrawPlanChange, onSuccess: (subscription) => onChanged?.(subscription) });
}
