import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { ConfigError, parseConfig } from "../../../core/config/config.ts";
import { categoryById, type InfluencerRecord, normalizeText } from "../../discovery/public.ts";
import { marketRecord, vendorMarket } from "../sandbox/market/synthetic-market.ts";
import { DEFAULT_SANDBOX_LATENCY, drawLatency, latencyStream, sandboxLatency } from "../sandbox/sandbox-latency.ts";
import { SANDBOX_CREDENTIALS, SANDBOX_PATHS } from "../source-settings.ts";
import { channelIdFor } from "./youtube-sandbox-ids.ts";
import { channelFacts } from "./youtube-sandbox-search.ts";

/**
 * search.list over the synthetic YouTube market, over real HTTP: q, regionCode and
 * relevanceLanguage hold for every channel found, totalResults is a brute-force count, pages follow
 * nextPageToken without overlap, and channels.list resolves the ids found. This file's app answers
 * after 30–60 ms (SOURCES_SANDBOX_LATENCY_MS), which the searches are timed against.
 */

interface SearchAnswer {
  kind: string;
  nextPageToken?: string;
  prevPageToken?: string;
  regionCode: string;
  pageInfo: { totalResults: number; resultsPerPage: number };
  items: { id: { kind: string; channelId: string }; snippet: { title: string; channelId: string } }[];
  error?: { code: number; errors: { reason: string; domain: string }[] };
}

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ SOURCES_SANDBOX: "true", SOURCES_SANDBOX_LATENCY_MS: "30-60" });
});
afterAll(() => env.close());

const KEY = SANDBOX_CREDENTIALS.youtube.apiKey;

async function get(path: string, query: Record<string, string>) {
  const started = performance.now();
  const response = await env.app.inject({
    method: "GET",
    url: `${SANDBOX_PATHS.youtube}${path}?${new URLSearchParams(query)}`,
    headers: { "x-goog-api-key": KEY },
  });
  return { status: response.statusCode, body: response.json() as SearchAnswer, ms: performance.now() - started };
}

/** A sandbox answer read as the shape the test expects of it. */
async function read<T>(path: string, query: Record<string, string>): Promise<T> {
  const response = await env.app.inject({
    method: "GET",
    url: `${SANDBOX_PATHS.youtube}${path}?${new URLSearchParams(query)}`,
    headers: { "x-goog-api-key": KEY },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const search = (query: Record<string, string>) => get("/search", { part: "snippet", type: "channel", ...query });

const records = new Map<number, InfluencerRecord>();
const recordOf = (row: number) => {
  let record = records.get(row);
  if (!record) {
    record = marketRecord("youtube", row);
    records.set(row, record);
  }
  return record;
};
const textOf = (r: InfluencerRecord) =>
  normalizeText(
    [
      r.username,
      r.fullName,
      r.bio,
      ...r.categories.flatMap((id) => [categoryById.get(id)?.title ?? "", categoryById.get(id)?.title_ar ?? ""]),
    ].join(" "),
  );
const market = () => vendorMarket("youtube", "youtube");
const byChannelId = () => new Map(market().map((a) => [channelIdFor(a.username), a]));
describe("YouTube sandbox search.list over the synthetic market", () => {
  it("finds channels by q in title and description, counting them exactly, 50 at most a page", async () => {
    const { status, body, ms } = await search({ q: "Food", maxResults: "50" });
    expect(status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(30);
    const expected = market()
      .filter((a) => textOf(recordOf(a.row)).includes("food"))
      .sort((a, b) => b.followers - a.followers || a.row - b.row);
    expect(body.pageInfo).toEqual({ totalResults: expected.length, resultsPerPage: 50 });
    expect(body.items.map((item) => item.id.channelId)).toEqual(expected.slice(0, 50).map((a) => channelIdFor(a.username)));
    const ids = byChannelId();
    for (const item of body.items) {
      const account = ids.get(item.id.channelId);
      expect(account && textOf(recordOf(account.row)).includes("food")).toBe(true);
      expect(item.snippet.title).toBe(account && recordOf(account.row).fullName);
    }
    expect((await search({ q: "food", maxResults: "51" })).status).toBe(400);
  });

  it("regionCode and relevanceLanguage hold the channel's declared country and language", async () => {
    const { body } = await search({ regionCode: "ae", relevanceLanguage: "en", maxResults: "50" });
    const expected = market().filter((a) => {
      const facts = channelFacts(a);
      return facts.country === "AE" && facts.language === "en" && recordOf(a.row).countryCode === "AE" && recordOf(a.row).language === "en";
    });
    expect(body.regionCode).toBe("AE");
    expect(body.pageInfo.totalResults).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    const ids = byChannelId();
    for (const item of body.items) {
      const account = ids.get(item.id.channelId);
      expect(account && [recordOf(account.row).countryCode, recordOf(account.row).language]).toEqual(["AE", "en"]);
    }
  });

  it("leaves some channels without a declared country or language, as real ones are", () => {
    const all = market();
    const noCountry = all.filter((a) => channelFacts(a).country === null).length / all.length;
    const noLanguage = all.filter((a) => channelFacts(a).language === null).length / all.length;
    const hidden = all.filter((a) => channelFacts(a).hidesLikes || channelFacts(a).hidesComments).length / all.length;
    const noSubscribers = all.filter((a) => channelFacts(a).hidesSubscribers).length / all.length;
    expect(noSubscribers).toBeGreaterThan(0.01);
    expect(noSubscribers).toBeLessThan(0.06);
    expect(noCountry).toBeGreaterThan(0.08);
    expect(noCountry).toBeLessThan(0.16);
    expect(noLanguage).toBeGreaterThan(0.2);
    expect(noLanguage).toBeLessThan(0.3);
    expect(hidden).toBeGreaterThan(0.1);
    const sample = all[7];
    expect(sample && channelFacts(sample)).toEqual(sample && channelFacts(sample));
  });

  it("channels.list and videos.list answer a market channel as it declares itself: some without country, language, likes, comments or subscribers", async () => {
    const all = market();
    const pick = (wanted: (facts: ReturnType<typeof channelFacts>) => boolean) => {
      const found = all.find((a) => a.username.length <= 21 && wanted(channelFacts(a)));
      if (!found) throw new Error("no such channel in the market");
      return found;
    };
    const noCountry = pick((f) => f.country === null && f.language !== null);
    const noLanguage = pick((f) => f.language === null && f.country !== null);
    const full = pick((f) => f.country !== null && f.language !== null && !f.hidesLikes && !f.hidesComments && !f.hidesSubscribers);
    const noLikes = pick((f) => f.hidesLikes && !f.hidesComments);
    const noComments = pick((f) => f.hidesComments && !f.hidesLikes);
    const noSubscribers = pick((f) => f.hidesSubscribers);
    const ids = [noCountry, noLanguage, full, noLikes, noComments, noSubscribers].map((a) => channelIdFor(a.username));
    type Channel = {
      id: string;
      snippet: { title: string; country?: string; defaultLanguage?: string };
      statistics: { subscriberCount?: string; hiddenSubscriberCount: boolean };
      brandingSettings: { channel: { country?: string; defaultLanguage?: string } };
    };
    const { items } = await read<{ items: Channel[] }>("/channels", {
      part: "snippet,statistics,brandingSettings",
      id: ids.join(","),
      maxResults: "50",
    });
    const channels = new Map(items.map((item) => [item.id, item]));
    const of = (account: { username: string }) => channels.get(channelIdFor(account.username));
    expect(of(noCountry)?.snippet).not.toHaveProperty("country");
    expect(of(noCountry)?.brandingSettings.channel).not.toHaveProperty("country");
    expect(of(noCountry)?.snippet.defaultLanguage).toBe(channelFacts(noCountry).language);
    expect(of(noLanguage)?.snippet).not.toHaveProperty("defaultLanguage");
    expect(of(noLanguage)?.snippet.country).toBe(channelFacts(noLanguage).country);
    // A market channel shows its market record: the name and (rounded) subscribers its search row had.
    expect(of(full)?.snippet).toMatchObject({ title: recordOf(full.row).fullName, country: full.country, defaultLanguage: full.language });
    expect(Number(of(full)?.statistics.subscriberCount)).toBeLessThanOrEqual(full.followers);
    expect(Number(of(full)?.statistics.subscriberCount)).toBeGreaterThan(full.followers * 0.99);
    expect(of(noSubscribers)?.statistics).toEqual(expect.objectContaining({ hiddenSubscriberCount: true }));
    expect(of(noSubscribers)?.statistics).not.toHaveProperty("subscriberCount");

    const counts = async (account: { username: string }) => {
      const playlistId = `UU${channelIdFor(account.username).slice(2)}`;
      const uploads = await read<{ items: { contentDetails: { videoId: string } }[] }>("/playlistItems", {
        part: "contentDetails",
        playlistId,
        maxResults: "10",
      });
      const id = uploads.items.map((item) => item.contentDetails.videoId).join(",");
      const videos = await read<{ items: { statistics: Record<string, string> }[] }>("/videos", { part: "statistics", id });
      return videos.items.map((video) => video.statistics);
    };
    const withoutLikes = await counts(noLikes);
    expect(withoutLikes.length).toBeGreaterThan(0);
    for (const statistics of withoutLikes) {
      expect(statistics).not.toHaveProperty("likeCount");
      expect(statistics.commentCount).toMatch(/^\d+$/);
    }
    for (const statistics of await counts(noComments)) {
      expect(statistics).not.toHaveProperty("commentCount");
      expect(statistics.likeCount).toMatch(/^\d+$/);
    }
    for (const statistics of await counts(full))
      expect(Object.keys(statistics).sort()).toEqual(["commentCount", "favoriteCount", "likeCount", "viewCount"]);
  });

  it("a channel found by regionCode and relevanceLanguage declares them in channels.list", async () => {
    const found = await search({ regionCode: "SA", relevanceLanguage: "ar", maxResults: "50" });
    const ids = found.body.items.map((item) => item.id.channelId);
    expect(ids.length).toBeGreaterThan(0);
    const { items } = await read<{ items: { snippet: { country?: string; defaultLanguage?: string } }[] }>("/channels", {
      part: "snippet",
      id: ids.join(","),
      maxResults: "50",
    });
    expect(items).toHaveLength(ids.length);
    for (const item of items) expect([item.snippet.country, item.snippet.defaultLanguage]).toEqual(["SA", "ar"]);
  });

  it("pages by nextPageToken without overlap, the same answer twice, and channels.list resolves the ids", async () => {
    const first = await search({ q: "style", maxResults: "50" });
    expect(first.body.nextPageToken).toBeDefined();
    const second = await search({ q: "style", maxResults: "50", pageToken: first.body.nextPageToken ?? "" });
    expect(second.body.prevPageToken).toBeDefined();
    expect(second.body.pageInfo.totalResults).toBe(first.body.pageInfo.totalResults);
    const ids = [...first.body.items, ...second.body.items].map((item) => item.id.channelId);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await search({ q: "style", maxResults: "50" })).body).toEqual(first.body);
    const channels = await get("/channels", { part: "snippet,statistics", id: ids.slice(0, 50).join(","), maxResults: "50" });
    expect(channels.status).toBe(200);
    const found = (channels.body as unknown as { items: { id: string }[] }).items.map((item) => item.id);
    expect(new Set(found)).toEqual(new Set(ids.slice(0, 50)));
  });

  it("answers a rate limit as 403 rateLimitExceeded (and the retry), and finds nothing for videos", async () => {
    const limited = await search({ q: "ratelimited" });
    expect(limited.status).toBe(403);
    expect(limited.body.error?.errors[0]?.reason).toBe("rateLimitExceeded");
    expect((await search({ q: "ratelimited" })).status).toBe(200);
    expect((await get("/search", { part: "snippet", type: "video", q: "food" })).body.items).toEqual([]);
  });
});

describe("SOURCES_SANDBOX_LATENCY_MS", () => {
  const base = { JWT_SECRET: "test-secret-test-secret-test-secret-0123" };
  it("is a range or one figure, validated with the configuration", () => {
    expect(parseConfig({ ...base, SOURCES_SANDBOX_LATENCY_MS: "300-900" }).SOURCES_SANDBOX_LATENCY_MS).toEqual({ min: 300, max: 900 });
    expect(parseConfig({ ...base, SOURCES_SANDBOX_LATENCY_MS: "0" }).SOURCES_SANDBOX_LATENCY_MS).toEqual({ min: 0, max: 0 });
    for (const wrong of ["900-300", "fast", "-5", "1-99999"])
      expect(() => parseConfig({ ...base, SOURCES_SANDBOX_LATENCY_MS: wrong })).toThrow(ConfigError);
    expect(sandboxLatency(parseConfig({ ...base, NODE_ENV: "development" }))).toEqual(DEFAULT_SANDBOX_LATENCY);
    expect(sandboxLatency(parseConfig({ ...base, NODE_ENV: "test" }))).toEqual({ min: 0, max: 0 });
  });

  it("draws uniformly in the range from a seeded stream", () => {
    const a = latencyStream(7);
    const b = latencyStream(7);
    const draws = Array.from({ length: 200 }, () => drawLatency(DEFAULT_SANDBOX_LATENCY, a));
    expect(Array.from({ length: 200 }, () => drawLatency(DEFAULT_SANDBOX_LATENCY, b))).toEqual(draws);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(300);
    expect(Math.max(...draws)).toBeLessThanOrEqual(900);
    expect(new Set(draws).size).toBeGreaterThan(100);
    expect(drawLatency({ min: 0, max: 0 }, a)).toBe(0);
  });
});
