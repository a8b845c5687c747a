import { describe, expect, it } from "vitest";
import type { HttpAnswer } from "../http/source-http.ts";
import { ZReportAnswerSchema, ZSearchAnswerSchema } from "./hypeauditor-answers.ts";
import { classifyHypeAuditorAnswer } from "./hypeauditor-errors.ts";
import { INSTAGRAM_SEARCH_SAMPLE, TIKTOK_REPORT_SAMPLE, YOUTUBE_SEARCH_SAMPLE } from "./hypeauditor-fixtures.ts";
import { SAR_PER_USD, toSourceAccount } from "./hypeauditor-mapping.ts";
import { formToObject } from "./hypeauditor-sandbox-http.ts";
import { hypeAuditorSearchBody } from "./hypeauditor-search-body.ts";

describe("HypeAuditor reports → index rows", () => {
  const report = ZReportAnswerSchema.parse(TIKTOK_REPORT_SAMPLE).result.report;
  if (!report) throw new Error("the sample has a report");
  const { record, sourceRef, estimated, missing } = toSourceAccount("tiktok", "LittleBig", report);

  it("reads basic and the headline metrics, and a period's value where the headline is missing", () => {
    expect(record).toMatchObject({
      platform: "tiktok",
      username: "littlebig",
      fullName: "littlebig",
      bio: "Russian punk-rave band LITTLE BIG",
      followers: 4_900_000,
      erBp: 548,
      viewsAvg: 1_500_000,
      likesAvg: 120_000,
      commentsAvg: 950,
      likesCount: 76_400_000,
      postsCount: 312,
      aqs: 67,
      countryCode: "RU",
      language: "ru",
      email: "booking@littlebig.example",
      source: "hypeauditor",
    });
    expect(sourceRef).toBe("6557821753438371845");
  });

  it("splits the audience into basis points: gender, the seven age groups (65+ last), countries and cities with ids", () => {
    const audience = record.audience;
    expect(audience?.maleBp).toBe(4254);
    expect(audience?.femaleBp).toBe(5746);
    expect(audience?.ageBp).toEqual([2652, 3868, 2487, 607, 276, 55, 55]);
    expect(audience?.ageBp.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(audience?.countries).toEqual([
      ["RU", 4120],
      ["UA", 980],
      ["KZ", 710],
    ]);
    expect(audience?.cities).toEqual([[524901, 1250]]);
  });

  it("takes credibility from the audience types, categories from our taxonomy, and prices in SAR as estimates", () => {
    expect(record.credibility).toBe(74.5);
    expect(record.categories).toEqual([1027, 1036]);
    expect(record.postPrice).toBe(12_000 * SAR_PER_USD);
    expect(record.storyPrice).toBeNull();
    expect(estimated).toEqual(["prices"]);
    expect(missing).toEqual([]);
  });

  it("lists what a bare report does not give as missing", () => {
    const bare = toSourceAccount("instagram", "someone", { basic: { username: "someone" }, metrics: {}, features: {} });
    expect(bare.missing).toEqual(
      expect.arrayContaining([
        "followers",
        "er",
        "views_avg",
        "aqs",
        "credibility",
        "location",
        "categories",
        "prices",
        "audience",
        "reels_views_avg",
      ]),
    );
    expect(bare.record.audience).toBeNull();
    expect(bare.sourceRef).toBeNull();
  });
});

describe("HypeAuditor discovery rows → index rows", () => {
  it("maps the documented Instagram page (queries_left included)", () => {
    const answer = ZSearchAnswerSchema.parse(INSTAGRAM_SEARCH_SAMPLE);
    expect(answer.result.queries_left).toBe(99959);
    const row = answer.result.search_results[0];
    if (!row) throw new Error("one row");
    const { record, sourceRef, missing } = toSourceAccount("instagram", "", row, { country: "KR", verified: true });
    expect(record).toMatchObject({
      username: "songkang_b",
      fullName: "송강",
      followers: 22_124_473,
      erBp: 2099,
      realSubscribers: 18_626_593,
    });
    expect(record.countryCode).toBe("KR");
    expect(record.isVerified).toBe(true);
    expect(record.credibility).toBe(84.2);
    expect(sourceRef).toBe("1595239835");
    expect(record.reelsViewsAvg).toBeNull();
    expect(missing).toEqual(expect.arrayContaining(["reels_views_avg", "views_avg", "audience", "aqs"]));
    expect(missing).not.toContain("credibility");
  });

  it("takes a YouTube row's ER from its social network entry and its id from basic", () => {
    const row = ZSearchAnswerSchema.parse(YOUTUBE_SEARCH_SAMPLE).result.search_results[0];
    if (!row) throw new Error("one row");
    const account = toSourceAccount("youtube", "", row);
    expect(account.record.erBp).toBe(643);
    expect(account.sourceRef).toBe("UC4QobU6STFB0P71PMvOGN5A");
    expect(account.missing).toEqual(expect.arrayContaining(["shorts_views_avg", "location"]));
    expect(account.missing).not.toContain("er");
  });
});

describe("HypeAuditor search body", () => {
  it("writes countries lower-case, leaves the ER filter out on YouTube and splits keywords on commas", () => {
    const filters = { followers_from: 1000, country: "SA", er_from: 2.5, verified_only: true, keywords: "coffee, travel" };
    expect(hypeAuditorSearchBody("instagram", filters, 3)).toEqual({
      social_network: "instagram",
      page: 3,
      sort: { field: "subscribers_count", order: "desc" },
      subscribers_count: { from: 1000 },
      account_geo: { country: ["sa"] },
      er: { from: 2.5 },
      verified: 1,
      search: ["coffee", "travel"],
    });
    expect(hypeAuditorSearchBody("youtube", filters, 1).er).toBeUndefined();
  });

  it("reads PHP-style form fields into the same shape (sandbox)", () => {
    expect(formToObject("social_network=tiktok&search[]=a&search[]=b&subscribers_count[from]=10&account_geo[country][]=sa")).toEqual({
      social_network: "tiktok",
      search: ["a", "b"],
      subscribers_count: { from: "10" },
      account_geo: { country: ["sa"] },
    });
  });
});

describe("HypeAuditor error bodies", () => {
  const answer = (status: number, error: unknown, headers: Record<string, string> = {}): HttpAnswer => ({
    status,
    headers: new Headers(headers),
    text: JSON.stringify({ error }),
    json: { error },
  });

  it("maps statuses, codes and descriptions onto our kinds", () => {
    expect(classifyHypeAuditorAnswer(answer(402, { code: 402, description: "Not enough credits" }))?.kind).toBe("quota_exhausted");
    expect(classifyHypeAuditorAnswer(answer(200, { code: 7, description: "Your report credits are exhausted" }))?.kind).toBe(
      "quota_exhausted",
    );
    expect(classifyHypeAuditorAnswer(answer(200, { code: "CHANNEL_NOT_FOUND", description: "" }))?.kind).toBe("not_found");
    expect(classifyHypeAuditorAnswer(answer(200, { code: "NO_VIDEOS" }))?.kind).toBe("not_found");
    expect(classifyHypeAuditorAnswer(answer(403, { code: 403, description: "Account is private" }))?.kind).toBe("not_found");
    expect(classifyHypeAuditorAnswer(answer(403, { code: 403, description: "Forbidden" }))?.kind).toBe("unauthorised");
    const refused = classifyHypeAuditorAnswer(answer(400, { code: 400, description: "social_network is required" }));
    expect(refused?.kind).toBe("unavailable");
    expect(refused?.options.retryable).toBeUndefined();
    const limited = classifyHypeAuditorAnswer(answer(429, { code: 429, description: "Too many requests" }, { "retry-after": "7" }));
    expect(limited?.options).toMatchObject({ retryable: true, retryAfterMs: 7000 });
    expect(classifyHypeAuditorAnswer(answer(502, { code: 502 }))?.options.retryable).toBe(true);
    expect(classifyHypeAuditorAnswer({ status: 500, headers: new Headers(), text: "oops", json: undefined })).toBeNull();
  });
});
