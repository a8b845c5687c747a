import type { TCategoriesResponse } from "@radar/contract/search";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/search/categories/: the 49 content categories and 82 interests, in English and Arabic. */
export const searchCategoriesQuery = queryOptions({
  queryKey: ["search", "categories"],
  queryFn: ({ signal }) => api.get<TCategoriesResponse>("/search/categories/", { signal }),
  // Reference data: it changes with a deployment, not during a session.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSearchCategories() {
  return useQuery(searchCategoriesQuery);
}
