import { describe, expect, it } from "vitest";
import type { HttpAnswer } from "../http/source-http.ts";
import { UNKNOWN_QUALITY_SCORE } from "../record-builder.ts";
import { ZReportAnswerSchema, ZSearchAnswerSchema } from "./modash-answers.ts";
import { classifyModashAnswer } from "./modash-errors.ts";
import { REPORT_SAMPLE, SEARCH_SAMPLE } from "./modash-fixtures.ts";
import { reportToAccount, searchRowToAccount } from "./modash-mapping.ts";
import { cityIdOf, countryCodeOf } from "./modash-places.ts";
import { handleOfUserId, sandboxUserId } from "./modash-sandbox-data.ts";
import { roundFollowers } from "./modash-sandbox-search.ts";
import { modashSearchBody } from "./modash-search-body.ts";

describe("Modash reports → index rows", () => {
  const { record, sourceRef, estimated, missing } = reportToAccount(
    "instagram",
    "Instagram",
    ZReportAnswerSchema.parse(REPORT_SAMPLE).profile,
  );

  it("reads the profile, engagement as a percent and Modash's own averages", () => {
    expect(record).toMatchObject({
      platform: "instagram",
      username: "instagram",
      fullName: "Instagram",
      followers: 313_560_626,
      erBp: 27,
      isVerified: true,
      postsCount: 37,
      likesAvg: 859_004,
      commentsAvg: 4120,
      viewsAvg: 48,
      reelsViewsAvg: 5727,
      source: "modash",
    });
    expect(sourceRef).toBe("173560420");
  });

  it("maps place names to codes and known GeoNames ids, contacts, language and the newest post", () => {
    expect(record.countryCode).toBe("SA");
    expect(record.cityId).toBe(105343);
    expect(record.language).toBe("ar");
    expect(record.email).toBe("influenceremail@example.com");
    expect(record.phone).toBe("+966 55 123 4567");
    expect(record.lastMediaAt).toBe(Date.parse("2024-05-03T08:30:00.000Z") / 1000);
    expect(record.categories).toEqual([1020, 1032]);
  });

  it("turns audience weights into basis points, splitting 45–64 evenly, and keeps credibility without inventing an AQS", () => {
    const audience = record.audience;
    expect([audience?.maleBp, audience?.femaleBp]).toEqual([3866, 6134]);
    expect(audience?.ageBp).toEqual([800, 3500, 3300, 1400, 450, 450, 100]);
    expect(audience?.countries).toEqual([
      ["SA", 5200],
      ["AE", 1100],
      ["EG", 700],
    ]);
    expect(audience?.cities).toEqual([
      [108410, 2100],
      [105343, 1200],
    ]);
    expect(record.credibility).toBe(75.3);
    expect(record.aqs).toBe(UNKNOWN_QUALITY_SCORE);
    expect(missing).toEqual(["aqs", "prices"]);
    expect(estimated).toEqual(["audience"]);
  });
});

describe("Modash search rows → index rows", () => {
  const answer = ZSearchAnswerSchema.parse(SEARCH_SAMPLE);

  it("reads the documented page and maps direct matches with what the filters say of them", () => {
    expect(answer.total).toBe(2);
    expect(answer.isExactMatch).toBe(true);
    const row = answer.directs?.[1];
    if (!row) throw new Error("two directs");
    const { record, sourceRef, missing } = searchRowToAccount("instagram", row, { country: "SA", verified: false });
    expect(record).toMatchObject({ username: "riyadheats", fullName: "Riyadh Eats", followers: 48_210, erBp: 446, countryCode: "SA" });
    expect(sourceRef).toBe("25025320");
    expect(missing).toEqual(expect.arrayContaining(["aqs", "credibility", "audience", "views_avg", "reels_views_avg"]));
    expect(missing).not.toContain("location");
  });
});

describe("Modash search body and places", () => {
  it("uses a 0-based page, a fraction for ER and the country's location id", () => {
    expect(modashSearchBody({ followers_from: 20_000, er_from: 2.5, verified_only: true, keywords: " coffee " }, 1, 148838)).toEqual({
      page: 0,
      sort: { field: "followers", direction: "desc" },
      filter: {
        influencer: { followers: { min: 20_000 }, engagementRate: 0.025, location: [148838], isVerified: true, keywords: "coffee" },
      },
    });
  });

  it("reads countries by code or name and cities we know", () => {
    expect([countryCodeOf("us"), countryCodeOf("United Arab Emirates"), countryCodeOf("KSA"), countryCodeOf("Atlantis")]).toEqual([
      "US",
      "AE",
      "SA",
      null,
    ]);
    expect([cityIdOf("Makkah", "SA"), cityIdOf("Dubai", "SA"), cityIdOf("Paris")]).toEqual([104515, null, null]);
  });

  it("rounds follower bounds like Modash, and its sandbox userIds carry their handle", () => {
    expect([roundFollowers(1_400), roundFollowers(4_600), roundFollowers(12_345), roundFollowers(17_600)]).toEqual([
      1_000, 5_000, 10_000, 20_000,
    ]);
    expect(handleOfUserId("instagram", sandboxUserId("instagram", "sara.ali"))).toBe("sara.ali");
    expect(handleOfUserId("youtube", sandboxUserId("youtube", "gulf.gamer"))).toBe("gulf.gamer");
    expect(handleOfUserId("instagram", "173560420")).toBeNull();
  });
});

describe("Modash error bodies", () => {
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}): HttpAnswer => ({
    status,
    headers: new Headers(headers),
    text: JSON.stringify(body),
    json: body,
  });

  it("maps statuses and messages onto our kinds", () => {
    const credits = { error: true, message: "You don't have enough credits for this action" };
    expect(classifyModashAnswer(answer(402, credits))?.kind).toBe("quota_exhausted");
    expect(classifyModashAnswer(answer(403, credits))?.kind).toBe("quota_exhausted");
    expect(classifyModashAnswer(answer(401, { error: true, message: "Invalid access token" }))?.kind).toBe("unauthorised");
    expect(classifyModashAnswer(answer(404, { error: true, message: "Profile not found" }))?.kind).toBe("not_found");
    expect(classifyModashAnswer(answer(200, { error: true, message: "User not found" }))?.kind).toBe("not_found");
    expect(classifyModashAnswer(answer(429, { error: true }, { "retry-after": "3" }))?.options).toMatchObject({
      retryable: true,
      retryAfterMs: 3000,
    });
    expect(classifyModashAnswer(answer(429, { error: true }))?.options).toMatchObject({ retryable: true, retryAfterMs: undefined });
    expect(classifyModashAnswer(answer(503, { error: true, message: "down" }))?.options.retryable).toBe(true);
    expect(classifyModashAnswer(answer(400, { error: true, message: "page: too big" }))?.kind).toBe("unavailable");
    expect(classifyModashAnswer(answer(200, { error: false, users: [] }))).toBeNull();
  });
});
