import type { TPlan } from "@radar/contract/billing";
import { PLANS_GC_TIME_MS, PLANS_STALE_TIME_MS } from "@radar/contract/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Public: the plans page is readable before a subscription exists. */
export function getPlans(signal?: AbortSignal): Promise<TPlan[]> {
  return api.get<TPlan[]>("/subscriptions/plans/", { signal, auth: false });
}

/** SPEC §7/§9: plans stay fresh for 5 minutes and are kept for 30. */
export const plansQuery = queryOptions({
  queryKey: ["plans"],
  queryFn: ({ signal }) => getPlans(signal),
  staleTime: PLANS_STALE_TIME_MS,
  gcTime: PLANS_GC_TIME_MS,
});

export function usePlans() {
  return useQuery(plansQuery);
}
