/**
 * What other features may use of the data sources: resolving an account (index first,
 * then its sources), the API answer of a source failure, and keeping a report's account fresh.
 */
export { type ResolvedAccount, resolveAccount } from "./account-resolver.ts";
// Searching the market (vendors' discovery, YouTube's channel search) in our own filters.
export { type MarketFetch, marketSourceOf } from "./market/market-fetch.ts";
export { refreshIfStale } from "./refresh.service.ts";
// The sources-report-poll job's run: tests drive it without a job queue.
export { pollDueReports } from "./report-poll.ts";
// The synthetic Gulf market's generator: the vendor sandboxes search it, and the seed tool fills the index with it.
export { generateAudience } from "./sandbox/market/generator/audience-generator.ts";
export { fakeShareSql } from "./sandbox/market/generator/authenticity.ts";
export { type GeneratorOptions, generateInfluencer } from "./sandbox/market/generator/generate-influencer.ts";
export { COUNTRY_PROFILES } from "./sandbox/market/generator/geography.ts";
export { estimatePrices, generateMetrics } from "./sandbox/market/generator/metrics-generator.ts";
export { Prng } from "./sandbox/market/generator/prng.ts";
export { isSourceError, SourceError } from "./source-errors.ts";
export { sourceFailure } from "./source-failure.ts";
// The quota meter and each source's settings: the admin tab's figures, and test environments that build clients.
export { DatabaseSourceMeter, usageToday } from "./source-meter.ts";
export { type AllSourceSettings, sourceSettings } from "./source-settings.ts";
export type { ClientDeps } from "./source-types.ts";
// The market fetch with who it is for (source_spend): a user's market search, a crawl.
export { fetchMarketPage } from "./spend/attributed-market.ts";
// Who the source calls made inside a function are for (source_spend): crawls and other callers name themselves.
export { withAttribution } from "./spend/spend-attribution.ts";
// The YouTube sandbox's ids of a handle's channel and uploads: tests that paste channel and video links.
export { channelIdFor as sandboxChannelIdFor, videoIdFor as sandboxVideoIdFor } from "./youtube/youtube-sandbox-ids.ts";
