import type { TPaymentStatusResult } from "@radar/contract/billing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

type PaymentStatusInput = { checkoutId: string; resourcePath?: string | undefined };

/** Asks the server to verify the payment with the gateway; it answers from its own record once final. */
export function getPaymentStatus({ checkoutId, resourcePath }: PaymentStatusInput, signal?: AbortSignal): Promise<TPaymentStatusResult> {
  return api.get<TPaymentStatusResult>("/payments/payment_status/", {
    query: { checkout_id: checkoutId, resourcePath },
    signal,
  });
}

export function paymentStatusQuery(input: PaymentStatusInput) {
  return queryOptions({
    queryKey: ["payments", "status", input.checkoutId],
    queryFn: ({ signal }) => getPaymentStatus(input, signal),
    // A succeeded or failed payment never changes; a pending one is re-checked on request.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentStatus(input: PaymentStatusInput) {
  return useQuery(paymentStatusQuery(input));
}
