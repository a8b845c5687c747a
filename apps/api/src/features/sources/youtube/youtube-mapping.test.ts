import { describe, expect, it } from "vitest";
import type { HttpAnswer } from "../http/source-http.ts";
import { ZChannelListSchema, ZPlaylistItemListSchema, ZVideoListSchema } from "./youtube-answers.ts";
import { classifyYoutubeAnswer } from "./youtube-errors.ts";
import { mapChannel } from "./youtube-mapping.ts";
import { categoriesFromTopics } from "./youtube-topics.ts";
import { durationSeconds, uploadFigures } from "./youtube-uploads.ts";

// Fixtures shaped like the documented answers (reference §1): string counts, `items` left out on no match,
// hidden subscriber counts, likeCount / commentCount left out when hidden or disabled.
const CHANNEL_ID = "UC_x5XG1OV2P6uZZ5FSM9Ttw";
const channelAnswer = () => ({
  kind: "youtube#channelListResponse",
  etag: "dd6SPcnOpB6vNpIoVjMdOJ1UDgg",
  pageInfo: { totalResults: 1, resultsPerPage: 5 },
  items: [
    {
      kind: "youtube#channel",
      etag: "w6rhUIhDS5O4tYZSwpqXMsx8b1c",
      id: CHANNEL_ID,
      snippet: {
        title: "Sara Cooks",
        description: "Recipes from Riyadh every week.\nBusiness: sara.cooks@example.com · +966 50 123 4567",
        customUrl: "@Sara.Cooks",
        publishedAt: "2014-03-01T10:11:12Z",
        thumbnails: {
          default: { url: "https://yt3.ggpht.com/a=s88", width: 88, height: 88 },
          medium: { url: "https://yt3.ggpht.com/a=s240", width: 240, height: 240 },
          high: { url: "https://yt3.ggpht.com/a=s800", width: 800, height: 800 },
        },
        defaultLanguage: "ar-SA",
        localized: { title: "Sara Cooks", description: "Recipes" },
        country: "sa",
      },
      contentDetails: { relatedPlaylists: { likes: "", uploads: "UU_x5XG1OV2P6uZZ5FSM9Ttw" } },
      statistics: { viewCount: "98765432", subscriberCount: "1230000", hiddenSubscriberCount: false, videoCount: "412" },
      topicDetails: {
        topicIds: ["/m/02wbm", "/m/019_rr"],
        topicCategories: ["https://en.wikipedia.org/wiki/Lifestyle_(sociology)", "https://en.wikipedia.org/wiki/Food"],
      },
      brandingSettings: { channel: { title: "Sara Cooks", keywords: '"food" "saudi recipes"', country: "SA" } },
    },
  ],
});

const playlistAnswer = {
  kind: "youtube#playlistItemListResponse",
  etag: "x",
  nextPageToken: "CAUQAA",
  items: [
    {
      kind: "youtube#playlistItem",
      etag: "a",
      id: "VVV1",
      contentDetails: { videoId: "vid0000000a", videoPublishedAt: "2026-11-20T18:00:00Z" },
    },
    {
      kind: "youtube#playlistItem",
      etag: "b",
      id: "VVV2",
      contentDetails: { videoId: "vid0000000b", videoPublishedAt: "2026-11-18T18:00:00Z" },
    },
    {
      kind: "youtube#playlistItem",
      etag: "c",
      id: "VVV3",
      contentDetails: { videoId: "vid0000000c", videoPublishedAt: "2026-11-15T18:00:00Z" },
    },
    {
      kind: "youtube#playlistItem",
      etag: "d",
      id: "VVV4",
      contentDetails: { videoId: "vid0000000d", videoPublishedAt: "2026-11-11T18:00:00Z" },
    },
    { kind: "youtube#playlistItem", etag: "e", id: "VVV5", contentDetails: { videoId: "vid0000000e" } },
  ],
  pageInfo: { totalResults: 412, resultsPerPage: 5 },
};

const video = (id: string, duration: string, statistics: Record<string, string>, live = "none") => ({
  kind: "youtube#video",
  etag: id,
  id,
  snippet: { publishedAt: "2026-11-01T00:00:00Z", channelId: CHANNEL_ID, title: id, liveBroadcastContent: live },
  contentDetails: { duration, dimension: "2d", definition: "hd", caption: "false" },
  statistics,
});
const videosAnswer = {
  kind: "youtube#videoListResponse",
  etag: "y",
  items: [
    video("vid0000000a", "PT12M3S", { viewCount: "30000", likeCount: "1500", favoriteCount: "0", commentCount: "100" }),
    // likes hidden by the owner: no likeCount
    video("vid0000000b", "PT45S", { viewCount: "90000", favoriteCount: "0", commentCount: "50" }),
    video("vid0000000c", "PT1H2M", { viewCount: "10000", likeCount: "500", favoriteCount: "0" }),
    video("vid0000000d", "PT1M", { viewCount: "70000", likeCount: "4000", favoriteCount: "0", commentCount: "150" }),
    // an upcoming premiere: its counts say nothing yet
    video("vid0000000e", "P0D", { viewCount: "0", likeCount: "0", favoriteCount: "0", commentCount: "0" }, "upcoming"),
  ],
  pageInfo: { totalResults: 5, resultsPerPage: 5 },
};

const answer = (status: number, json: unknown, headers: Record<string, string> = {}): HttpAnswer => ({
  status,
  headers: new Headers(headers),
  text: JSON.stringify(json),
  json,
});
const googleError = (status: number, reason: string, domain: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: { code: status, message, errors: [{ message, domain, reason }], ...extra },
});

describe("YouTube answers", () => {
  it("reads string counts and leaves unknown fields aside", () => {
    const [channel] = ZChannelListSchema.parse(channelAnswer()).items;
    expect(channel?.statistics?.subscriberCount).toBe("1230000");
    expect(ZPlaylistItemListSchema.parse(playlistAnswer).items).toHaveLength(5);
    expect(ZVideoListSchema.parse(videosAnswer).items[1]?.statistics?.likeCount).toBeUndefined();
  });

  it("reads ISO-8601 durations", () => {
    expect(durationSeconds("PT1M3S")).toBe(63);
    expect(durationSeconds("PT45S")).toBe(45);
    expect(durationSeconds("PT1H2M")).toBe(3720);
    expect(durationSeconds("P1DT1S")).toBe(86_401);
    expect(durationSeconds("P0D")).toBe(0);
    expect(durationSeconds("PT")).toBeNull();
    expect(durationSeconds("garbage")).toBeNull();
    expect(durationSeconds(undefined)).toBeNull();
  });
});

describe("classifyYoutubeAnswer", () => {
  it("takes a channel list without items (HTTP 200) for not found", () => {
    const empty = { kind: "youtube#channelListResponse", etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 5 } };
    expect(classifyYoutubeAnswer(answer(200, empty))?.kind).toBe("not_found");
    expect(classifyYoutubeAnswer(answer(200, channelAnswer()))).toBeNull();
    expect(classifyYoutubeAnswer(answer(200, videosAnswer))).toBeNull();
  });

  it("maps Google's error bodies onto our kinds", () => {
    const quota = classifyYoutubeAnswer(answer(403, googleError(403, "quotaExceeded", "youtube.quota", "The request cannot be completed")));
    expect(quota).toMatchObject({ kind: "quota_exhausted", options: { status: 403 } });
    expect(classifyYoutubeAnswer(answer(403, googleError(403, "dailyLimitExceeded", "usageLimits", "Daily Limit Exceeded")))?.kind).toBe(
      "quota_exhausted",
    );

    const rate = classifyYoutubeAnswer(
      answer(403, googleError(403, "userRateLimitExceeded", "usageLimits", "slow down"), { "retry-after": "2" }),
    );
    expect(rate).toMatchObject({ kind: "unavailable", options: { retryable: true, retryAfterMs: 2000 } });
    expect(
      classifyYoutubeAnswer(answer(429, googleError(429, "rateLimitExceeded", "global", "Resource has been exhausted")))?.options.retryable,
    ).toBe(true);

    // YouTube's rate limit is a 403 too; its reason decides, whichever domain it comes in.
    for (const domain of ["usageLimits", "youtube.quota"]) {
      const limited = classifyYoutubeAnswer(answer(403, googleError(403, "rateLimitExceeded", domain, "Rate Limit Exceeded")));
      expect(limited).toMatchObject({ kind: "unavailable", options: { retryable: true, status: 403 } });
    }

    const legacyKey = googleError(400, "keyInvalid", "usageLimits", "Bad Request");
    const currentKey = googleError(400, "badRequest", "global", "API key not valid. Please pass a valid API key.", {
      status: "INVALID_ARGUMENT",
      details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID", domain: "googleapis.com" }],
    });
    const notEnabled = googleError(403, "accessNotConfigured", "usageLimits", "YouTube Data API v3 has not been used in project 1");
    const noKey = googleError(403, "forbidden", "global", "The request is missing a valid API key.", { status: "PERMISSION_DENIED" });
    for (const body of [legacyKey, currentKey, notEnabled, noKey]) {
      expect(classifyYoutubeAnswer(answer(body.error.code, body))?.kind).toBe("unauthorised");
    }

    const playlist = googleError(404, "playlistNotFound", "youtube.playlistItem", "The playlist cannot be found.");
    expect(classifyYoutubeAnswer(answer(404, playlist))?.kind).toBe("not_found");
    const hidden = googleError(403, "playlistItemsNotAccessible", "youtube.playlistItem", "not accessible");
    expect(classifyYoutubeAnswer(answer(403, hidden))?.kind).toBe("not_found");
    // 5xx and unknown 400s are left to the status (SourceHttp retries 5xx).
    expect(classifyYoutubeAnswer(answer(500, googleError(500, "backendError", "global", "Internal error encountered.")))).toBeNull();
    expect(classifyYoutubeAnswer(answer(400, googleError(400, "invalidPageToken", "youtube.parameter", "bad token")))).toBeNull();
    expect(classifyYoutubeAnswer({ status: 502, headers: new Headers(), text: "<html>", json: undefined })).toBeNull();
  });
});

describe("mapChannel", () => {
  const channel = () =>
    ZChannelListSchema.parse(channelAnswer()).items[0] as NonNullable<ReturnType<typeof ZChannelListSchema.parse>["items"][0]>;
  const uploads = () => uploadFigures(ZPlaylistItemListSchema.parse(playlistAnswer).items, ZVideoListSchema.parse(videosAnswer).items);

  it("maps a channel and its recent uploads onto an index row", () => {
    const account = mapChannel(channel(), uploads());
    const { record } = account;
    expect(account.sourceRef).toBe(CHANNEL_ID);
    expect(record).toMatchObject({
      platform: "youtube",
      source: "youtube",
      username: "sara.cooks",
      fullName: "Sara Cooks",
      avatarUrl: "https://yt3.ggpht.com/a=s800",
      followers: 1_230_000,
      postsCount: 412,
      countryCode: "SA",
      language: "ar",
      categories: [1035, 1041],
      email: "sara.cooks@example.com",
      phone: "+966 50 123 4567",
      isVerified: false,
      // Long-form videos a (30,000 views, 12 min) and c (10,000, 1 h): median 20,000.
      viewsAvg: 20_000,
      // Shorts b (45 s, 90,000) and d (60 s, 70,000): median 80,000.
      shortsViewsAvg: 80_000,
      // Likes of a, c, d (b hides them): (1500 + 500 + 4000) / 3; comments of a, b, d: (100 + 50 + 150) / 3.
      likesAvg: 2000,
      commentsAvg: 100,
      lastMediaAt: Date.parse("2026-11-20T18:00:00Z") / 1000,
    });
    expect(record.bio).toContain("Recipes from Riyadh");
    // ER = (2000 + 100) / 1,230,000 × 100 = 0.1707 % → 17 bp.
    expect(record.erBp).toBe(17);
    expect(account.estimated.sort()).toEqual(
      ["categories", "comments_avg", "er", "followers", "likes_avg", "shorts_views_avg", "views_avg"].sort(),
    );
    expect(account.missing.sort()).toEqual(["aqs", "audience", "credibility", "prices"]);
  });

  it("leaves a hidden subscriber count unknown, and the engagement with it", () => {
    const hidden = channel();
    hidden.statistics = { viewCount: "1000", hiddenSubscriberCount: true, videoCount: "412" };
    const account = mapChannel(hidden, uploads());
    expect(account.record.followers).toBe(0);
    expect(account.record.erBp).toBe(0);
    expect(account.missing).toEqual(expect.arrayContaining(["followers", "er"]));
    expect(account.estimated).not.toContain("followers");
    expect(account.estimated).toContain("views_avg");
  });

  it("names a channel without a handle by its id and resolves one without uploads with its figures missing", () => {
    const bare = channel();
    bare.snippet = { title: "Old Channel", description: "" };
    bare.topicDetails = undefined;
    bare.statistics = { viewCount: "5", subscriberCount: "1200", hiddenSubscriberCount: false, videoCount: "0" };
    const account = mapChannel(bare, null);
    expect(account.record.username).toBe(CHANNEL_ID.toLowerCase());
    expect(account.sourceRef).toBe(CHANNEL_ID);
    expect(account.record).toMatchObject({ viewsAvg: null, shortsViewsAvg: null, likesAvg: null, lastMediaAt: null, categories: [] });
    expect(account.record.countryCode).toBe("SA"); // from brandingSettings.channel.country
    expect(account.missing).toEqual(
      expect.arrayContaining(["views_avg", "shorts_views_avg", "likes_avg", "comments_avg", "er", "categories"]),
    );
    expect(account.estimated).toEqual(["followers"]);
  });

  it("leaves a country and language the channel never declared unknown", () => {
    const undeclared = channel();
    undeclared.snippet = { title: "Quiet Channel", description: "", customUrl: "@quiet" };
    undeclared.brandingSettings = { channel: { title: "Quiet Channel" } };
    const { record } = mapChannel(undeclared, uploads());
    expect(record).toMatchObject({ countryCode: null, cityId: null, language: null });
  });

  it("gives no engagement when every recent upload hides its likes", () => {
    const videos = ZVideoListSchema.parse(videosAnswer).items.map((item) => ({
      ...item,
      statistics: { viewCount: item.statistics?.viewCount, commentCount: "10" },
    }));
    const account = mapChannel(channel(), uploadFigures(ZPlaylistItemListSchema.parse(playlistAnswer).items, videos));
    expect(account.record.likesAvg).toBeNull();
    expect(account.record.commentsAvg).toBe(10);
    expect(account.missing).toEqual(expect.arrayContaining(["likes_avg", "er"]));
  });
});

describe("categoriesFromTopics", () => {
  it("maps topic URLs to our categories, precise ones first, unknown ones left out", () => {
    const wiki = (name: string) => `https://en.wikipedia.org/wiki/${name}`;
    expect(categoriesFromTopics([wiki("Entertainment"), wiki("Video_game_culture"), wiki("Action_game")])).toEqual([1049, 1036]);
    expect(categoriesFromTopics([wiki("Sport"), wiki("Association_football"), wiki("Religion")])).toEqual([1013]);
    expect(categoriesFromTopics([wiki("Physical_attractiveness"), wiki("Fashion"), wiki("Pet"), wiki("Health")])).toEqual([
      1020, 1021, 1026, 1022,
    ]);
    expect(categoriesFromTopics([])).toEqual([]);
  });
});
