import {
  type TBillingDetails,
  type TCheckoutSession,
  type TPaymentMethod,
  type TPlan,
  ZCheckoutSessionSchema,
} from "@radar/contract/billing";
import { CURRENCY } from "@radar/contract/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

type PrepareCheckoutInput = { plan: TPlan; customer: TBillingDetails; paymentMethod: TPaymentMethod };

/**
 * SPEC §7: debit (DB), SAR, and the chosen method (mada, VISA for the card form, Apple Pay): the
 * server prepares the checkout on that method's entity. The server charges the plan's own price and refuses any
 * other amount, so the amount sent is the price the shopper saw. The answer decides which script the
 * page loads, so it is checked against the contract rather than trusted as typed.
 */
export async function prepareCheckout({ plan, customer, paymentMethod }: PrepareCheckoutInput): Promise<TCheckoutSession> {
  const session = await api.post<unknown>("/payments/prepare_checkout/", {
    amount: plan.price,
    currency: CURRENCY,
    payment_method: paymentMethod,
    payment_type: "DB",
    customer_data: customer,
    plan_id: plan.id,
  });
  return ZCheckoutSessionSchema.parse(session);
}

export function usePrepareCheckout() {
  return useMutation({ mutationFn: prepareCheckout });
}
