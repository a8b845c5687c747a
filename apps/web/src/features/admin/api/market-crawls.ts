import type { TMarketCrawl, TMarketCrawlInput, TMarketCrawlList } from "@radar/contract/market-crawls";
import type { TCategoriesResponse } from "@radar/contract/search";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const marketCrawlsKey = ["admin", "market-crawls"] as const;

/** GET /api/admin/markets/: every market with its size, freshness, this month's spend and next run. */
export function getMarketCrawls(signal?: AbortSignal): Promise<TMarketCrawlList> {
  return api.get<TMarketCrawlList>("/admin/markets/", { signal });
}

export function marketCrawlsQuery() {
  return queryOptions({ queryKey: marketCrawlsKey, queryFn: ({ signal }) => getMarketCrawls(signal) });
}

export function useMarketCrawls() {
  return useQuery(marketCrawlsQuery());
}

/** POST /api/admin/markets/ for a new market, PUT /api/admin/markets/{id}/ for an existing one. */
export function saveMarketCrawl({ id, body }: { id: number | null; body: TMarketCrawlInput }): Promise<TMarketCrawl> {
  return id === null ? api.post<TMarketCrawl>("/admin/markets/", body) : api.put<TMarketCrawl>(`/admin/markets/${id}/`, body);
}

export function useSaveMarketCrawl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarketCrawl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketCrawlsKey }),
  });
}

/** GET /api/search/categories/: the categories a market may be narrowed to (titles in both languages). */
export function useMarketCategories() {
  return useQuery({
    queryKey: ["admin", "market-categories"],
    queryFn: ({ signal }) => api.get<TCategoriesResponse>("/search/categories/", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
