import type { AppConfig } from "../../../core/config/config.ts";
import { Prng } from "../sandbox/market/generator/prng.ts";
import { hasWords, type MarketAccount, marketRecord, vendorMarket, wordsOf } from "../sandbox/market/synthetic-market.ts";
import { failsThisTime, sandboxFault } from "../sandbox/sandbox-faults.ts";
import { sandboxDelay } from "../sandbox/sandbox-latency.ts";
import { backendError, type GoogleError, invalidValue, quotaExceeded, rateLimitExceeded } from "./youtube-sandbox-errors.ts";
import { channelThumbnails, isoTime } from "./youtube-sandbox-format.ts";
import { channelIdFor, etagOf, pageToken } from "./youtube-sandbox-ids.ts";
import { type MethodContext, pageStart, partsOf, resultsPerPage, type SandboxAnswer } from "./youtube-sandbox-request.ts";

/**
 * search.list (type=channel) over the synthetic market's YouTube universe (reference §1): q against
 * the channel's title and description, regionCode against its country and relevanceLanguage
 * against its language, strictly, so `pageInfo.totalResults` is the exact count. The ids are the
 * sandbox's channel ids, which channels.list?id= resolves.
 */

const ORDERS = ["date", "rating", "relevance", "title", "videoCount", "viewCount"] as const;
type Order = (typeof ORDERS)[number];

/**
 * What a real channel may leave out: about one in eight declares no country, one in four no
 * language, one in twelve hides its likes, one in ten has comments off, one in thirty hides its
 * subscriber count. channels.list and videos.list answer these channels the same way.
 */
export interface ChannelFacts {
  country: string | null;
  language: string | null;
  /** The owner hides like counts on the uploads. */
  hidesLikes: boolean;
  /** Comments are turned off on the uploads. */
  hidesComments: boolean;
  publishedAt: Date;
  /** The owner hides the subscriber count (about one in thirty). */
  hidesSubscribers: boolean;
}

/** A channel's declared facts: a stream of its own per row, the same every time. */
export function channelFacts(account: MarketAccount): ChannelFacts {
  const random = new Prng(0x79747562, account.row);
  const country = random.next() < 0.12 ? null : account.country;
  const language = random.next() < 0.25 ? null : account.language;
  const hidesLikes = random.next() < 0.08;
  const hidesComments = random.next() < 0.1;
  const publishedAt = new Date(
    Date.UTC(2008 + Math.floor(random.next() * 16), Math.floor(random.next() * 12), 1 + Math.floor(random.next() * 28)),
  );
  // Drawn last, so the draws above stay what they were before it was added.
  const hidesSubscribers = random.next() < 0.03;
  return { country, language, hidesLikes, hidesComments, publishedAt, hidesSubscribers };
}

const googleError = (problem: GoogleError): SandboxAnswer => ({ status: problem.status, body: problem.body });
const isError = (value: unknown): value is GoogleError => typeof value === "object" && value !== null && "body" in value;

/** The channels a query finds, in the order asked (relevance: the most subscribed first). */
export function youtubeMarketSearch(
  q: string,
  regionCode?: string,
  relevanceLanguage?: string,
  order: Order = "relevance",
): MarketAccount[] {
  const words = wordsOf(q);
  const region = regionCode?.toUpperCase();
  const language = relevanceLanguage?.toLowerCase().split("-")[0];
  const found = vendorMarket("youtube", "youtube").filter((account) => {
    if (words.length > 0 && !hasWords(account, words)) return false;
    if (!region && !language) return true;
    const facts = channelFacts(account);
    return (!region || facts.country === region) && (!language || facts.language === language);
  });
  const key: Record<Order, (a: MarketAccount) => number> = {
    relevance: (a) => a.followers,
    viewCount: (a) => a.viewsAvg * a.postsCount,
    videoCount: (a) => a.postsCount,
    rating: (a) => a.erBp,
    date: (a) => channelFacts(a).publishedAt.getTime(),
    title: () => 0,
  };
  if (order === "title") return found.sort((a, b) => (a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : a.row - b.row));
  return found.sort((a, b) => key[order](b) - key[order](a) || a.row - b.row);
}

function searchResult(account: MarketAccount, avatarUrl: string): Record<string, unknown> {
  const record = marketRecord("youtube", account.row);
  const channelId = channelIdFor(account.username);
  const published = isoTime(channelFacts(account).publishedAt);
  const snippet = {
    publishedAt: published,
    channelId,
    title: record.fullName,
    description: record.bio,
    thumbnails: Object.fromEntries(Object.entries(channelThumbnails(avatarUrl)).map(([size, { url }]) => [size, { url }])),
    channelTitle: record.fullName,
    liveBroadcastContent: "none",
    publishTime: published,
  };
  const id = { kind: "youtube#channel", channelId };
  return { kind: "youtube#searchResult", etag: etagOf([id, snippet]), id, snippet };
}

/** A reserved word as `q` makes the search fail the way Google does (README "Data sources"). */
async function fault(q: string, method: MethodContext): Promise<SandboxAnswer | null | undefined> {
  switch (sandboxFault(q.trim())) {
    case "quota":
      return googleError(quotaExceeded());
    case "rate_limited":
      return failsThisTime(`youtube:search:${q}`) ? googleError(rateLimitExceeded()) : undefined;
    case "server_error":
      return googleError(backendError(500));
    case "flaky":
      return failsThisTime(`youtube:search:${q}`) ? googleError(backendError(503)) : undefined;
    case "malformed":
      return { status: 200, raw: "<html><body>Service unavailable</body></html>" };
    case "slow":
      return (await method.waitSlowly()) ? googleError(backendError(503)) : null;
    default:
      return undefined;
  }
}

/** GET /search (100 units): the method the sandbox routes register. */
export function marketSearch(config: Pick<AppConfig, "SOURCES_SANDBOX_LATENCY_MS" | "NODE_ENV">) {
  return async (method: MethodContext): Promise<SandboxAnswer | null> => {
    const { query } = method;
    const parts = partsOf(query, ["id", "snippet"]);
    if ("error" in parts) return googleError(parts.error);
    const perPage = resultsPerPage(query);
    if (isError(perPage)) return googleError(perPage);
    const start = pageStart(query, perPage);
    if (isError(start)) return googleError(start);
    const order = ORDERS.find((o) => o === (query.order ?? "relevance"));
    if (!order) return googleError(invalidValue("order", query.order ?? "", ORDERS.join(", ")));
    if (query.regionCode !== undefined && !/^[A-Za-z]{2}$/.test(query.regionCode))
      return googleError(invalidValue("regionCode", query.regionCode, "an ISO 3166-1 alpha-2 country code"));
    const failed = await fault(query.q ?? "", method);
    if (failed !== undefined) return failed;
    const types = (query.type ?? "channel,playlist,video").split(",").map((type) => type.trim());
    // The sandbox has channels only: a search for videos or playlists finds nothing.
    const found = types.includes("channel") ? youtubeMarketSearch(query.q ?? "", query.regionCode, query.relevanceLanguage, order) : [];
    await sandboxDelay(config);
    const items = found.slice(start, start + perPage).map((account) => {
      const result = searchResult(account, method.avatarUrl(account.username));
      return parts.parts.has("snippet") ? result : { kind: result.kind, etag: result.etag, id: result.id };
    });
    const kind = "youtube#searchListResponse";
    return {
      status: 200,
      body: {
        kind,
        etag: etagOf([kind, items.map((item) => item.etag)]),
        ...(perPage > 0 && start + perPage < found.length ? { nextPageToken: pageToken(start + perPage) } : {}),
        ...(start > 0 ? { prevPageToken: pageToken(start, true) } : {}),
        regionCode: (query.regionCode ?? "US").toUpperCase(),
        pageInfo: { totalResults: found.length, resultsPerPage: perPage },
        items,
      },
    };
  };
}
