import { type TPaymentMethods, ZPaymentMethodsSchema } from "@radar/contract/billing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The ways to pay this server offers, in its order (mada, Visa / Mastercard, Apple Pay by default). */
export async function getPaymentMethods(signal?: AbortSignal): Promise<TPaymentMethods> {
  return ZPaymentMethodsSchema.parse(await api.get<unknown>("/payments/methods/", { signal }));
}

export const paymentMethodsQuery = queryOptions({
  queryKey: ["payments", "methods"],
  queryFn: ({ signal }) => getPaymentMethods(signal),
  // Configuration: it changes with a deployment, not during a checkout.
  staleTime: 30 * 60 * 1000,
});

/** Asked for only once the checkout reaches the question (Cancel on Review sends nothing). */
export function usePaymentMethods({ enabled }: { enabled: boolean }) {
  return useQuery({ ...paymentMethodsQuery, enabled });
}
