import { z } from "zod";
import { PLATFORMS } from "./constants.ts";
import { ZSearchRequestSchema, ZSearchResultSchema } from "./search.ts";
import { SOURCE_IDS } from "./sources.ts";

/**
 * Searching the market: the same search body, answered by a data source that searches (a vendor's
 * discovery, YouTube's channel search) rather than by our index, one of the source's pages at a time.
 */

/** Below this many matches in our index, the screen reaches the market by itself (the price shown beforehand). */
export const MARKET_AUTO_THRESHOLD = 100;

export const ZMarketSearchRequestSchema = ZSearchRequestSchema.extend({
  market_page: z.number().int("market_page must be a whole number").min(1, "market_page must be at least 1").max(1_000).default(1),
});
export type TMarketSearchRequest = z.input<typeof ZMarketSearchRequestSchema>;
export type TMarketSearchRequestParsed = z.output<typeof ZMarketSearchRequestSchema>;

export const ZMarketInfoSchema = z.object({
  source: z.enum(SOURCE_IDS),
  source_name: z.string(),
  via_sandbox: z.boolean().describe("The source's built-in sandbox answered in place of the real service"),
  fetched_at: z.string().describe("When the source answered this page (ISO 8601)"),
  page: z.number().int(),
  last_page: z.number().int().describe("The last page the source answers for this search"),
  total: z.number().int().nullable().describe("The source's own count of its matches (about; null when it gives none)"),
  applied_after: z.array(z.string()).describe("Search body fields the source could not apply: its rows were held to them after the fetch"),
  unverified: z
    .array(z.string())
    .describe("Search body fields some rows could not be checked against: the source gives no such figure for them (shown as —)"),
  charged: z.number().describe("Credits charged for this page (0: already fetched within the window, or no results)"),
});
export type TMarketInfo = z.infer<typeof ZMarketInfoSchema>;

export const ZMarketSearchResponseSchema = z.object({
  results: z.object({ search_results: z.array(ZSearchResultSchema) }),
  market: ZMarketInfoSchema,
  credits_remaining: z.number(),
});
export type TMarketSearchResponse = z.infer<typeof ZMarketSearchResponseSchema>;

export const ZMarketOfferQuerySchema = z.object({ platform: z.enum(PLATFORMS) });

/** What reaching the market would cost the caller, shown before they pay. */
export const ZMarketOfferSchema = z.object({
  available: z.boolean().describe("A source that searches this platform is connected"),
  source: z.enum(SOURCE_IDS).nullable(),
  source_name: z.string().nullable(),
  first_page_cost: z.number().nullable().describe("Credits for a market search (its first page); null without a plan"),
  next_page_cost: z.number().nullable().describe("Credits for each further page of the same search"),
  auto_threshold: z.number().int(),
});
export type TMarketOffer = z.infer<typeof ZMarketOfferSchema>;
