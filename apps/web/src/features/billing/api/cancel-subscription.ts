import type { TSubscription } from "@radar/contract/subscriptions";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Status becomes cancelled; access and credits last until end_date, and nothing renews. */
export function cancelSubscription(subscriptionId: number): Promise<TSubscription> {
  return api.post<TSubscription>(`/subscriptions/${subscriptionId}/cancel/`);
}

export function useCancelSubscription({ onCancelled }: { onCancelled?: (subscription: TSubscription) => void } = {}) {
  return useMutation({ mutationFn: cancelSubscription, onSuccess: (subscription) => onCancelled?.(subscription) });
}
