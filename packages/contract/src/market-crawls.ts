import { z } from "zod";
import { PLATFORMS } from "./constants.ts";
import type { SOURCE_IDS } from "./sources.ts";

/** The six Gulf countries the app prefills as markets (migration 0034). */
export const GCC_COUNTRIES = ["SA", "AE", "KW", "QA", "BH", "OM"] as const;

/** Follower bands an admin picks from: a market crawls each one as its own segment. */
export const MARKET_FOLLOWER_BANDS = [
  { from: 1_000, to: 10_000 },
  { from: 10_000, to: 100_000 },
  { from: 100_000, to: 1_000_000 },
  { from: 1_000_000, to: null },
] as const;

/** Languages a market may be narrowed to (the creator's language, ISO 639-1). */
export const MARKET_LANGUAGES = ["ar", "en", "fr", "hi", "ur"] as const;

/** Segments (country × platform × band × category × language) one market may hold: each costs pages every pass. */
export const MARKET_MAX_SEGMENTS = 400;

/** A source's monthly budget ceiling, in its pages. */
export const MARKET_MAX_BUDGET = 100_000;

/** Sources a market's pages can be paid to: the ones that search the market. */
export const MARKET_SOURCE_IDS = ["modash", "hypeauditor", "youtube"] as const satisfies readonly (typeof SOURCE_IDS)[number][];
export type TMarketSourceId = (typeof MARKET_SOURCE_IDS)[number];

const ZCountry = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "countries are ISO 3166-1 alpha-2 codes");

export const ZFollowerBandSchema = z
  .object({
    from: z.number().int("from must be a whole number").min(0, "from must be at least 0").max(2_000_000_000),
    to: z.number().int("to must be a whole number").max(2_000_000_000).nullable(),
  })
  .refine((band) => band.to === null || band.to > band.from, { message: "a band's upper bound must be above its lower bound" });
export type TFollowerBand = z.infer<typeof ZFollowerBandSchema>;

const unique = <T>(items: readonly T[]) => new Set(items.map((item) => JSON.stringify(item))).size === items.length;

/** What an admin writes: the market's definition, its monthly budget per source (pages), and whether it is crawled. */
export const ZMarketCrawlInputSchema = z
  .object({
    name: z.string().trim().min(1, "name is required").max(80, "name must be at most 80 characters"),
    countries: z.array(ZCountry).min(1, "pick at least one country").max(20, "at most 20 countries").refine(unique, "countries repeat"),
    platforms: z
      .array(z.enum(PLATFORMS, { error: (issue) => `Unknown platform '${String(issue.input)}'` }))
      .min(1, "pick at least one platform")
      .refine(unique, "platforms repeat"),
    follower_bands: z.array(ZFollowerBandSchema).min(1, "pick at least one follower band").max(8).refine(unique, "bands repeat"),
    /** Category ids; empty: every category (one segment). */
    categories: z.array(z.number().int().positive()).max(30).refine(unique, "categories repeat"),
    /** The creator's language; null: any. */
    language: z.enum(MARKET_LANGUAGES).nullable(),
    /** Pages per source per calendar month (UTC); a source left out has no budget. */
    budgets: z.partialRecord(
      z.enum(MARKET_SOURCE_IDS),
      z.number().int("a budget is a whole number of pages").min(0).max(MARKET_MAX_BUDGET, `at most ${MARKET_MAX_BUDGET} pages`),
    ),
    active: z.boolean(),
  })
  .refine(
    (market) =>
      market.countries.length * market.platforms.length * market.follower_bands.length * Math.max(1, market.categories.length) <=
      MARKET_MAX_SEGMENTS,
    {
      message: `a market may hold at most ${MARKET_MAX_SEGMENTS} segments (countries × platforms × bands × categories)`,
      path: ["countries"],
    },
  );
export type TMarketCrawlInput = z.input<typeof ZMarketCrawlInputSchema>;
export type TMarketCrawlInputParsed = z.output<typeof ZMarketCrawlInputSchema>;

/** One source's spend this month for a market, against its budget. */
export const ZMarketSpendSchema = z.object({
  source: z.enum(MARKET_SOURCE_IDS),
  /** Pages fetched this calendar month (UTC). */
  used: z.number().int(),
  budget: z.number().int(),
});
export type TMarketSpend = z.infer<typeof ZMarketSpendSchema>;

export const ZMarketCrawlSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  countries: z.array(z.string()),
  platforms: z.array(z.enum(PLATFORMS)),
  follower_bands: z.array(z.object({ from: z.number().int(), to: z.number().int().nullable() })),
  categories: z.array(z.number().int()),
  language: z.enum(MARKET_LANGUAGES).nullable(),
  budgets: z.partialRecord(z.enum(MARKET_SOURCE_IDS), z.number().int()),
  active: z.boolean(),
  /** Distinct accounts the crawl has brought into (or refreshed in) our index. */
  size: z.number().int(),
  segments: z.number().int(),
  segments_fetched: z.number().int(),
  /** The least fresh segment's last fetch; null while some segment was never fetched. */
  oldest_fetch_at: z.string().nullable(),
  spend: z.array(ZMarketSpendSchema),
  /** When the crawl job next runs for this market; null when the market is inactive. */
  next_run_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TMarketCrawl = z.infer<typeof ZMarketCrawlSchema>;

export const ZMarketCrawlListSchema = z.object({ markets: z.array(ZMarketCrawlSchema) });
export type TMarketCrawlList = z.infer<typeof ZMarketCrawlListSchema>;
