import type { TPlatform } from "@radar/contract/constants";
import {
  type TMarketOffer,
  type TMarketSearchRequest,
  type TMarketSearchResponse,
  ZMarketSearchResponseSchema,
} from "@radar/contract/market";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { InvalidResponseError } from "../utils/search-error";

/** POST /api/search/market/: one page of the market for the same body as a search (priced by the plan). */
export async function searchMarket(body: TMarketSearchRequest, signal?: AbortSignal): Promise<TMarketSearchResponse> {
  const response = await api.post<unknown>("/search/market/", body, { signal });
  const parsed = ZMarketSearchResponseSchema.safeParse(response);
  if (!parsed.success) throw new InvalidResponseError();
  return parsed.data;
}

export const marketOfferQuery = (platform: TPlatform) =>
  queryOptions({
    queryKey: ["search", "market-offer", platform],
    queryFn: ({ signal }) => api.get<TMarketOffer>(`/search/market/offer/?platform=${platform}`, { signal }),
    staleTime: 5 * 60_000,
  });

/** GET /api/search/market/offer/: whether the market can be searched for `platform`, and at what price. */
export function useMarketOffer(platform: TPlatform, enabled = true) {
  return useQuery({ ...marketOfferQuery(platform), enabled });
}
