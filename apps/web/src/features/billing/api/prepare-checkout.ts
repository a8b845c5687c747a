import { type TBillingDetails, type TCheckoutSession, type TPlan, ZCheckoutSessionSchema } from "@radar/contract/billing";
import { CURRENCY } from "@radar/contract/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

type PrepareCheckoutInput = { plan: TPlan; customer: TBillingDetails };

/**
 * SPEC §7: card (VISA), debit (DB), SAR. The server charges the plan's own price and refuses any
 * other amount, so the amount sent is the price the shopper saw. The answer decides which script the
 * page loads, so it is checked against the contract rather than trusted as typed.
 */
export async function prepareCheckout({ plan, customer }: PrepareCheckoutInput): Promise<TCheckoutSession> {
  const session = await api.post<unknown>("/payments/prepare_checkout/", {
    amount: plan.price,
    currency: CURRENCY,
    payment_method: "VISA",
    payment_type: "DB",
    customer_data: customer,
    plan_id: plan.id,
  });
  return ZCheckoutSessionSchema.parse(session);
}

export function usePrepareCheckout() {
  return useMutation({ mutationFn: prepareCheckout });
}
