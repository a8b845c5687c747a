import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { dayIn } from "../source-meter.ts";
import { SANDBOX_CREDENTIALS, SANDBOX_PATHS } from "../source-settings.ts";
import { isoDuration, threeSignificant } from "./youtube-sandbox-format.ts";
import { channelIdFor, handleOfChannelId, pageToken, readPageToken } from "./youtube-sandbox-ids.ts";
import { youtubeMarketSearch } from "./youtube-sandbox-search.ts";

const KEY = SANDBOX_CREDENTIALS.youtube.apiKey;

describe("YouTube sandbox ids", () => {
  it("derives channel ids from handles and reads the handle back", () => {
    for (const handle of ["sara.cooks", "a", "abcdefghijklmnopqrstu", "x_y-z.9", "quotaexceeded"]) {
      const id = channelIdFor(handle);
      expect(id).toMatch(/^UC[A-Za-z0-9_-]{21}[AQgw]$/);
      expect(channelIdFor(handle)).toBe(id);
      expect(handleOfChannelId(id)).toBe(handle);
    }
    // Similar handles share no visible prefix.
    expect(channelIdFor("sara.cooks").slice(0, 5)).not.toBe(channelIdFor("sara.cook").slice(0, 5));
    // Longer or non-Latin handles get a hashed id this process remembers.
    const long = "a-very-long-handle-of-thirty-chars";
    expect(channelIdFor(long)).toMatch(/^UC[A-Za-z0-9_-]{21}[AQgw]$/);
    expect(handleOfChannelId(channelIdFor(long))).toBe(long);
    expect(handleOfChannelId(channelIdFor("سارة"))).toBe("سارة");
    // Ids the sandbox did not make are nobody's.
    expect(handleOfChannelId("UC_x5XG1OV2P6uZZ5FSM9Ttw")).toBeNull();
    expect(handleOfChannelId("UCshort")).toBeNull();
  });

  it("writes Google's page tokens", () => {
    expect(pageToken(5)).toBe("CAUQAA");
    expect(readPageToken("CAUQAA")).toEqual({ offset: 5, backwards: false });
    expect(readPageToken(pageToken(300, true))).toEqual({ offset: 300, backwards: true });
    expect(readPageToken("nonsense")).toBeNull();
  });

  it("rounds subscriber counts down to three significant figures and writes ISO durations", () => {
    expect(threeSignificant(1_234_567)).toBe(1_230_000);
    expect(threeSignificant(45_678)).toBe(45_600);
    expect(threeSignificant(999)).toBe(999);
    expect(isoDuration(59)).toBe("PT59S");
    expect(isoDuration(253)).toBe("PT4M13S");
    expect(isoDuration(3720)).toBe("PT1H2M");
  });
});

describe("YouTube sandbox over HTTP", () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv({ SOURCES_SANDBOX: "true" });
  });
  afterAll(() => env.close());

  const get = async (path: string, query: Record<string, string | undefined>, headers: Record<string, string> = {}) => {
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const response = await env.app.inject({ method: "GET", url: `${SANDBOX_PATHS.youtube}${path}?${params}`, headers });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> & { items?: Record<string, never>[] } };
  };
  const unitsUsed = async () => {
    const day = dayIn("America/Los_Angeles", new Date());
    const row = await sql<{
      units: number;
    }>`SELECT units FROM sandbox_source_usage WHERE source = 'youtube' AND credential = ${KEY} AND day = ${day}::date`.execute(env.ctx.db);
    return row.rows[0]?.units ?? 0;
  };

  it("refuses requests without a valid key as Google does, before they count", async () => {
    const missing = await get("/channels", { part: "id", forHandle: "@sara" });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ error: { code: 403, status: "PERMISSION_DENIED", errors: [{ reason: "forbidden" }] } });
    const wrong = await get("/channels", { part: "id", forHandle: "@sara", key: "AIza-wrong" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: { message: "API key not valid. Please pass a valid API key.", details: [{ reason: "API_KEY_INVALID" }] },
    });
    expect(await unitsUsed()).toBe(0);
    const byHeader = await get("/channels", { part: "id", forHandle: "@sara" }, { "x-goog-api-key": KEY });
    expect(byHeader.status).toBe(200);
  });

  it("answers channels.list with string counts, a handle and the uploads playlist", async () => {
    const { status, body } = await get("/channels", {
      part: "snippet,statistics,contentDetails,topicDetails",
      forHandle: "@Sara.Cooks",
      key: KEY,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: "youtube#channelListResponse", pageInfo: { totalResults: 1, resultsPerPage: 5 } });
    expect(body.etag).toMatch(/^[A-Za-z0-9_-]{27}$/);
    const [channel] = body.items as unknown as Record<string, Record<string, unknown>>[];
    expect(channel).toMatchObject({ kind: "youtube#channel", snippet: { customUrl: "@sara.cooks" } });
    expect(channel?.id).toBe(channelIdFor("sara.cooks"));
    expect(channel?.contentDetails).toEqual({ relatedPlaylists: { likes: "", uploads: `UU${String(channel?.id).slice(2)}` } });
    expect(channel?.statistics).toMatchObject({ subscriberCount: expect.stringMatching(/^\d+$/), hiddenSubscriberCount: false });
    expect(channel?.statistics?.viewCount).toEqual(expect.any(String));
    expect(channel).not.toHaveProperty("brandingSettings");

    const byId = await get("/channels", { part: "id", id: String(channel?.id), key: KEY });
    expect(byId.body.items).toEqual([{ kind: "youtube#channel", etag: expect.any(String), id: channel?.id }]);
  });

  it("leaves items out when nothing matches; legacy usernames resolve by forUsername only", async () => {
    const none = await get("/channels", { part: "id", forHandle: "@notfound", key: KEY });
    expect(none.status).toBe(200);
    expect(none.body).not.toHaveProperty("items");
    expect(none.body.pageInfo).toEqual({ totalResults: 0, resultsPerPage: 5 });
    expect((await get("/channels", { part: "id", forHandle: "@legacyfoodie", key: KEY })).body).not.toHaveProperty("items");
    // Reserved handles fail by id and by username as well.
    expect((await get("/channels", { part: "id", id: channelIdFor("notfound"), key: KEY })).body).not.toHaveProperty("items");
    expect((await get("/channels", { part: "id", id: channelIdFor("quotaexceeded"), key: KEY })).status).toBe(403);
    expect((await get("/channels", { part: "id", forUsername: "ServerError", key: KEY })).status).toBe(500);
    const legacy = await get("/channels", { part: "snippet", forUsername: "LegacyFoodie", key: KEY });
    expect(legacy.body.items).toHaveLength(1);
    expect((legacy.body.items as unknown as { snippet: Record<string, unknown> }[])[0]?.snippet).not.toHaveProperty("customUrl");
  });

  it("answers parameter errors with Google's 400 bodies, and they cost quota", async () => {
    const before = await unitsUsed();
    expect((await get("/channels", { forHandle: "@sara", key: KEY })).body).toMatchObject({
      error: { code: 400, errors: [{ reason: "required" }] },
    });
    expect((await get("/channels", { part: "id", forHandle: "@sara", id: "UCx", key: KEY })).body).toMatchObject({
      error: { errors: [{ reason: "incompatibleParameters" }] },
    });
    expect((await get("/channels", { part: "id", key: KEY })).body).toMatchObject({
      error: { errors: [{ reason: "missingRequiredParameter" }] },
    });
    expect((await get("/channels", { part: "nonsense", forHandle: "@sara", key: KEY })).status).toBe(400);
    expect((await get("/playlistItems", { part: "id", playlistId: "PLnope", key: KEY })).body).toMatchObject({
      error: { code: 404, errors: [{ reason: "playlistNotFound" }] },
    });
    expect(await unitsUsed()).toBe(before + 5);
  });

  it("pages through the uploads playlist and answers its videos", async () => {
    const playlistId = `UU${channelIdFor("sara.cooks").slice(2)}`;
    const first = await get("/playlistItems", { part: "contentDetails", playlistId, maxResults: "10", key: KEY });
    expect(first.body).toMatchObject({
      kind: "youtube#playlistItemListResponse",
      nextPageToken: "CAoQAA",
      pageInfo: { totalResults: 24, resultsPerPage: 10 },
    });
    expect(first.body.items).toHaveLength(10);
    const third = await get("/playlistItems", { part: "contentDetails", playlistId, maxResults: "10", pageToken: "CBQQAA", key: KEY });
    expect(third.body.items).toHaveLength(4);
    expect(third.body).not.toHaveProperty("nextPageToken");
    expect(third.body.prevPageToken).toEqual(expect.any(String));
    expect((await get("/playlistItems", { part: "id", playlistId, pageToken: "bogus", key: KEY })).body).toMatchObject({
      error: { errors: [{ reason: "invalidPageToken" }] },
    });

    const ids = (first.body.items as unknown as { contentDetails: { videoId: string } }[]).map((item) => item.contentDetails.videoId);
    const videos = await get("/videos", { part: "statistics,contentDetails", id: [...ids.slice(0, 3), "unknownVid1"].join(","), key: KEY });
    expect(videos.body).toMatchObject({ kind: "youtube#videoListResponse", pageInfo: { totalResults: 3 } });
    const [video] = videos.body.items as unknown as {
      id: string;
      statistics: Record<string, string>;
      contentDetails: { duration: string };
    }[];
    expect(video?.id).toBe(ids[0]);
    expect(video?.statistics).toEqual({
      viewCount: expect.stringMatching(/^\d+$/),
      likeCount: expect.stringMatching(/^\d+$/),
      favoriteCount: "0",
      commentCount: expect.stringMatching(/^\d+$/),
    });
    expect(video?.contentDetails.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
  });

  it("searches channels for 100 units a page, without statistics", async () => {
    const before = await unitsUsed();
    const { body } = await get("/search", { part: "snippet", type: "channel", q: "food", maxResults: "5", key: KEY });
    expect(await unitsUsed()).toBe(before + 100);
    expect(body).toMatchObject({ kind: "youtube#searchListResponse", nextPageToken: "CAUQAA", regionCode: "US" });
    expect(body.items).toHaveLength(5);
    const [first] = body.items as unknown as Record<string, Record<string, unknown>>[];
    // The synthetic market's channels that match "food", the most subscribed first.
    const expected = youtubeMarketSearch("food");
    expect(first?.id).toEqual({ kind: "youtube#channel", channelId: channelIdFor(expected[0]?.username ?? "") });
    expect(first?.snippet).toMatchObject({ title: expected[0]?.fullName, channelTitle: expected[0]?.fullName });
    expect(first).not.toHaveProperty("statistics");
    const next = await get("/search", { part: "snippet", type: "channel", q: "food", pageToken: "CAUQAA", key: KEY });
    expect((next.body.items as unknown as { id: { channelId: string } }[])[0]?.id.channelId).toBe(
      channelIdFor(expected[5]?.username ?? ""),
    );
    expect((await get("/search", { part: "snippet", type: "video", q: "food", key: KEY })).body.items).toEqual([]);
  });

  it("answers the quotaExceeded body once 10,000 units are spent today", async () => {
    const day = dayIn("America/Los_Angeles", new Date());
    await sql`UPDATE sandbox_source_usage SET units = 9950 WHERE source = 'youtube' AND credential = ${KEY} AND day = ${day}::date`.execute(
      env.ctx.db,
    );
    const search = await get("/search", { part: "snippet", type: "channel", q: "food", key: KEY });
    expect(search.status).toBe(403);
    expect(search.body).toMatchObject({ error: { code: 403, errors: [{ domain: "youtube.quota", reason: "quotaExceeded" }] } });
    await sql`UPDATE sandbox_source_usage SET units = 9999 WHERE source = 'youtube' AND credential = ${KEY} AND day = ${day}::date`.execute(
      env.ctx.db,
    );
    expect((await get("/channels", { part: "id", forHandle: "@sara", key: KEY })).status).toBe(200);
    expect((await get("/channels", { part: "id", forHandle: "@sara", key: KEY })).status).toBe(403);
  });
});
