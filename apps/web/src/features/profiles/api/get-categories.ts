import type { TCategoriesResponse } from "@radar/contract/search";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The content categories of the index (ids 1000–1052), for the wizard's category step. */
export const categoriesQuery = queryOptions({
  queryKey: ["search", "categories"],
  queryFn: ({ signal }) => api.get<TCategoriesResponse>("/search/categories/", { signal }),
  // Reference data: it changes with a deployment, not during a session.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
