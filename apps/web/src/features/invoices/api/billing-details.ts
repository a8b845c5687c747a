import type { TBillingDetails, TBillingDetailsInput } from "@radar/contract/invoices";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const billingDetailsQuery = queryOptions({
  queryKey: ["billing", "details"],
  queryFn: ({ signal }) => api.get<{ details: TBillingDetails | null }>("/billing/details/", { signal }),
});

export function useBillingDetails() {
  return useQuery(billingDetailsQuery);
}

export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBillingDetailsInput) => api.put<TBillingDetails>("/billing/details/", body),
    onSuccess: (details) => queryClient.setQueryData(billingDetailsQuery.queryKey, { details }),
  });
}
