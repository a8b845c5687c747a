import type { TPlatform } from "@radar/contract/constants";
import type { TFollowerBand, TMarketCrawlInputParsed } from "@radar/contract/market-crawls";
import type { TSearchRequest } from "@radar/contract/search";

/** One combination of a market's definition, crawled page by page as its own search. */
export interface SegmentSpec {
  key: string;
  platform: TPlatform;
  country: string;
  body: TSearchRequest;
}

type Definition = Pick<TMarketCrawlInputParsed, "countries" | "platforms" | "follower_bands" | "categories" | "language">;

function bandKey(band: TFollowerBand): string {
  return `${band.from}-${band.to ?? ""}`;
}

/**
 * Every country × platform × band × category × language of a market, with the search body that asks
 * a source for it. The key is stable across edits, so a segment that survives an edit keeps its page.
 */
export function segmentsOf(market: Definition): SegmentSpec[] {
  const categories: (number | null)[] = market.categories.length > 0 ? market.categories : [null];
  const specs: SegmentSpec[] = [];
  for (const country of market.countries) {
    for (const platform of market.platforms) {
      for (const band of market.follower_bands) {
        for (const category of categories) {
          const body: TSearchRequest = {
            social_network: platform,
            account_geo: { country: [country] },
            subscribers_count: band.to === null ? { from: band.from } : { from: band.from, to: band.to },
            ...(category === null ? {} : { category: { include: [category] } }),
            ...(market.language === null ? {} : { account_languages: [market.language] }),
          };
          specs.push({
            key: [platform, country, bandKey(band), category ?? "*", market.language ?? "*"].join(":"),
            platform,
            country,
            body,
          });
        }
      }
    }
  }
  return specs;
}
