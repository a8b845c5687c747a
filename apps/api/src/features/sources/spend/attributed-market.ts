import type { TSpendAttribution } from "@radar/contract/sources";
import type { AppContext } from "../../../core/context.ts";
import type { SearchQuery } from "../../discovery/public.ts";
import { fetchMarketPage as fetchUnattributed, type MarketFetch, type WhileWriting } from "../market/market-fetch.ts";
import { withAttribution } from "./spend-attribution.ts";

/** A market page fetched for someone: the source calls it makes are recorded as theirs (a user's search, a crawl). */
export function fetchMarketPage(
  ctx: AppContext,
  query: SearchQuery,
  page: number,
  attribution?: TSpendAttribution,
  whileWriting?: WhileWriting,
): Promise<MarketFetch | null> {
  const run = () => fetchUnattributed(ctx, query, page, whileWriting);
  return attribution ? withAttribution(attribution, run) : run();
}
