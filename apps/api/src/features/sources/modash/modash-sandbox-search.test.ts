import type { TPlatform } from "@radar/contract/constants";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { categoryById, type InfluencerRecord, normalizeText } from "../../discovery/public.ts";
import {
  findMarketAccount,
  MARKET_AS_OF,
  type MarketAccount,
  marketRecord,
  marketToday,
  vendorMarket,
} from "../sandbox/market/synthetic-market.ts";
import { SANDBOX_CREDENTIALS, SANDBOX_PATHS } from "../source-settings.ts";
import { MODASH_SANDBOX_INTERESTS } from "./modash-sandbox-data.ts";

/**
 * The Modash sandbox's search over real HTTP, held to the synthetic market: for each filter, every
 * returned row satisfies it in its generated record, and `total` equals a count over the whole
 * market written here independently of the sandbox's own filter code.
 */

interface Row {
  userId: string;
  profile: {
    userId: string;
    username: string;
    followers: number;
    engagementRate: number;
    engagements: number;
    url: string;
    averageViews?: number;
  };
}
interface Answer {
  error: boolean;
  total: number;
  directs: Row[];
  lookalikes: unknown[];
  isExactMatch: boolean;
}

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ SOURCES_SANDBOX: "true", SOURCES_SANDBOX_LATENCY_MS: "0" });
});
afterAll(() => env.close());
// The sandbox's daily credits (100) would run out across the cases: each test starts a fresh day's budget.
beforeEach(async () => {
  await sql`DELETE FROM sandbox_source_usage`.execute(env.ctx.db);
});

const auth = { authorization: `Bearer ${SANDBOX_CREDENTIALS.modash.apiToken}` };

async function search(platform: TPlatform, body: Record<string, unknown>): Promise<Answer> {
  const response = await env.app.inject({
    method: "POST",
    url: `${SANDBOX_PATHS.modash}/${platform}/search`,
    headers: auth,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}

async function locationId(query: string): Promise<number> {
  const response = await env.app.inject({
    method: "GET",
    url: `${SANDBOX_PATHS.modash}/instagram/locations?query=${encodeURIComponent(query)}`,
    headers: auth,
  });
  const { locations } = response.json() as { locations: { id: number; name: string }[] };
  const found = locations.find((l) => l.name === query);
  if (!found) throw new Error(`no location ${query}`);
  return found.id;
}

const DAY = 86_400;
const text = (r: InfluencerRecord) =>
  normalizeText(
    [
      r.username,
      r.fullName,
      r.bio,
      ...r.categories.flatMap((id) => [categoryById.get(id)?.title ?? "", categoryById.get(id)?.title_ar ?? ""]),
    ].join(" "),
  );
const countryBp = (r: InfluencerRecord, code: string) => r.audience?.countries.find(([c]) => c === code)?.[1] ?? 0;

/** The market's generated records, made once per platform for the brute-force counts. */
const records = new Map<TPlatform, Map<number, InfluencerRecord>>();
function recordOf(platform: TPlatform, row: number): InfluencerRecord {
  let byRow = records.get(platform);
  if (!byRow) {
    byRow = new Map(vendorMarket("modash", platform).map((a) => [a.row, marketRecord(platform, a.row)]));
    records.set(platform, byRow);
  }
  return byRow.get(row) ?? marketRecord(platform, row);
}

/** The expected order: followers, biggest first, then row. */
const byFollowers = (a: MarketAccount, b: MarketAccount) => b.followers - a.followers || a.row - b.row;

/**
 * Checks one body: every row of the first page is an account of the market whose record passes
 * `check`; the total is the number of market accounts passing `count`; the page is the first 15 of
 * them in the expected order.
 */
async function expectFilter(
  platform: TPlatform,
  filter: Record<string, unknown>,
  check: (record: InfluencerRecord, account: MarketAccount) => boolean,
  count: (account: MarketAccount) => boolean = (account) => check(recordOf(platform, account.row), account),
  minimum = 1,
) {
  const answer = await search(platform, { page: 0, filter });
  const expected = vendorMarket("modash", platform).filter(count).sort(byFollowers);
  expect(answer.total).toBe(expected.length);
  expect(answer.total).toBeGreaterThanOrEqual(minimum);
  expect(answer.directs.map((row) => row.profile.username)).toEqual(expected.slice(0, 15).map((a) => a.username));
  for (const row of answer.directs) {
    const account = findMarketAccount("modash", platform, row.profile.username);
    if (!account) throw new Error(`${row.profile.username} is not in the market`);
    const record = marketRecord(platform, account.row);
    expect(check(record, account), `${row.profile.username} fails ${JSON.stringify(filter)}`).toBe(true);
    expect(row.profile.followers).toBe(record.followers);
    expect(row.profile.engagementRate).toBeCloseTo(record.erBp / 10_000, 6);
  }
  return answer;
}

describe("Modash sandbox search: influencer filters", () => {
  it("rounds the follower bounds as Modash does and counts exactly", async () => {
    // 12,345 → 10,000; 203,000 → 205,000; 3,400 → 3,000.
    await expectFilter(
      "instagram",
      { influencer: { followers: { min: 12_345, max: 203_000 } } },
      (r) => r.followers >= 10_000 && r.followers <= 205_000,
    );
    await expectFilter("tiktok", { influencer: { followers: { min: 3_400 } } }, (r) => r.followers >= 3_000);
  });

  it("engagement rate (a fraction), language, verification and account types", async () => {
    await expectFilter("instagram", { influencer: { engagementRate: 0.05 } }, (r) => r.erBp >= 500);
    await expectFilter("youtube", { influencer: { language: "en" } }, (r) => r.language === "en");
    await expectFilter("instagram", { influencer: { isVerified: true } }, (r) => r.isVerified);
    await expectFilter("instagram", { influencer: { accountTypes: [2] } }, (r) => r.accountType === "brand");
    await expectFilter("tiktok", { influencer: { accountTypes: [1, 3] } }, (r) => r.accountType !== "brand");
  });

  it("location ids from the sandbox's dictionary: a country, a city", async () => {
    const saudi = await locationId("Saudi Arabia");
    const riyadh = await locationId("Riyadh");
    await expectFilter("instagram", { influencer: { location: [saudi] } }, (r) => r.countryCode === "SA");
    await expectFilter("instagram", { influencer: { location: [riyadh] } }, (r) => r.cityId === 108410);
  });

  it("last posted within N days, the creator's gender and age", async () => {
    await expectFilter("instagram", { influencer: { lastposted: 7 } }, (r) => (r.lastMediaAt ?? 0) >= MARKET_AS_OF - 7 * DAY);
    await expectFilter("tiktok", { influencer: { gender: "FEMALE" } }, (r) => r.gender === "female");
    await expectFilter("tiktok", { influencer: { gender: "UNKNOWN" } }, (r) => !r.gender);
    await expectFilter("tiktok", { influencer: { gender: "KNOWN" } }, (r) => r.gender === "male" || r.gender === "female");
    await expectFilter(
      "instagram",
      { influencer: { age: { min: 25, max: 34 } } },
      (r, a) => r.accountType !== "brand" && a.age !== null && a.age >= 25 && a.age <= 34,
    );
  });

  it("bio and keywords (every word, both scripts folded)", async () => {
    const sample = vendorMarket("modash", "instagram").find((a) => a.language === "en" && /[a-z]{5,}/.test(a.bioText));
    const word = sample?.bioText.match(/[a-z]{5,}/)?.[0] ?? "";
    await expectFilter("instagram", { influencer: { bio: word.toUpperCase() } }, (r) => normalizeText(r.bio).includes(word));
    await expectFilter("youtube", { influencer: { keywords: "food" } }, (r) => text(r).includes("food"));
    await expectFilter("instagram", { influencer: { keywords: "طبخ" } }, (r) => text(r).includes("طبخ"), undefined, 0);
  });

  it("lookalikes: relevance @user shares a category, audienceRelevance @user an audience", async () => {
    const seed = vendorMarket("modash", "instagram").find((a) => a.categories.length === 1 && a.audience) as MarketAccount;
    await expectFilter(
      "instagram",
      { influencer: { relevance: [`@${seed.username}`] } },
      (r) => r.username !== seed.username && r.categories.includes(seed.categories[0] ?? -1),
    );
    const top = (r: InfluencerRecord) => r.audience?.countries[0]?.[0];
    const dominant = (ages: number[]) => ages.indexOf(Math.max(...ages));
    const seedRecord = marketRecord("instagram", seed.row);
    await expectFilter(
      "instagram",
      { influencer: { audienceRelevance: [`@${seed.username}`] } },
      (r) =>
        r.username !== seed.username &&
        top(r) === top(seedRecord) &&
        (r.audience?.femaleBp ?? 0) > 5_000 === (seedRecord.audience?.femaleBp ?? 0) > 5_000 &&
        dominant(r.audience?.ageBp ?? []) === dominant(seedRecord.audience?.ageBp ?? []),
    );
    // An account the vendor does not hold finds nothing.
    expect((await search("instagram", { filter: { influencer: { relevance: ["@nobody.at.all"] } } })).total).toBe(0);
  });

  it("interests (the sandbox's interest ids), contact details", async () => {
    const beauty = MODASH_SANDBOX_INTERESTS.find((i) => i.category === 1020);
    await expectFilter("instagram", { influencer: { interests: [beauty?.id] } }, (r) => r.categories.includes(1020));
    await expectFilter(
      "instagram",
      { influencer: { hasContactDetails: [{ contactType: "email", filterAction: "must" }] } },
      (r) => r.email !== null,
    );
    await expectFilter(
      "tiktok",
      { influencer: { hasContactDetails: [{ contactType: "email", filterAction: "not" }] } },
      (r) => r.email === null,
    );
    await expectFilter(
      "tiktok",
      { influencer: { hasContactDetails: [{ contactType: "phone", filterAction: "must" }] } },
      (r) => r.phone !== null,
    );
  });
});

describe("Modash sandbox search: audience filters", () => {
  it("location with a weight, language, gender", async () => {
    const saudi = await locationId("Saudi Arabia");
    await expectFilter("instagram", { audience: { location: [{ id: saudi, weight: 0.3 }] } }, (r) => countryBp(r, "SA") >= 3_000);
    await expectFilter("instagram", { audience: { gender: { id: "FEMALE", weight: 0.6 } } }, (r) => (r.audience?.femaleBp ?? 0) >= 6_000);
    await expectFilter(
      "tiktok",
      { audience: { language: { id: "ar", weight: 0.6 } } },
      (_r, a) => (a.audienceLanguages.find(([code]) => code === "ar")?.[1] ?? 0) >= 6_000,
    );
  });

  it("age groups and an age range, credibility", async () => {
    await expectFilter("instagram", { audience: { age: [{ id: "18-24", weight: 0.3 }] } }, (r) => (r.audience?.ageBp[1] ?? 0) >= 3_000);
    await expectFilter(
      "youtube",
      { audience: { age: [{ id: "45-64", weight: 0.2 }] } },
      (r) => (r.audience?.ageBp[4] ?? 0) + (r.audience?.ageBp[5] ?? 0) >= 2_000,
    );
    await expectFilter(
      "instagram",
      { audience: { ageRange: { min: "18", max: "34", weight: 0.6 } } },
      (r) => (r.audience?.ageBp[1] ?? 0) + (r.audience?.ageBp[2] ?? 0) >= 6_000,
    );
    await expectFilter("tiktok", { audience: { credibility: 0.8 } }, (r) => (r.credibility ?? 0) >= 80);
  });

  it("several filters at once", async () => {
    const saudi = await locationId("Saudi Arabia");
    await expectFilter(
      "instagram",
      {
        influencer: { followers: { min: 5_000 }, location: [saudi], gender: "FEMALE" },
        audience: { gender: { id: "FEMALE", weight: 0.5 } },
      },
      (r) => r.followers >= 5_000 && r.countryCode === "SA" && r.gender === "female" && (r.audience?.femaleBp ?? 0) >= 5_000,
    );
  });
});

describe("Modash sandbox search: answers", () => {
  it("sorts by engagement rate and engagements, both ways", async () => {
    const market = vendorMarket("modash", "instagram");
    const rate = await search("instagram", { sort: { field: "engagementRate", direction: "desc" } });
    expect(rate.directs.map((r) => r.profile.username)).toEqual(
      [...market]
        .sort((a, b) => b.erBp - a.erBp || b.followers - a.followers || a.row - b.row)
        .slice(0, 15)
        .map((a) => a.username),
    );
    const low = await search("instagram", { sort: { field: "engagements", direction: "asc" } });
    const values = low.directs.map((r) => r.profile.engagements);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[0]).toBe(Math.min(...market.map((a) => a.engagements)));
  });

  it("gives the same answer twice, pages of 15 that never overlap, and the documented shape", async () => {
    const body = { page: 0, filter: { influencer: { followers: { min: 20_000 } } } };
    const once = await search("instagram", body);
    expect(await search("instagram", body)).toEqual(once);
    expect(once).toMatchObject({ error: false, lookalikes: [], isExactMatch: true });
    expect(once.directs).toHaveLength(15);
    const row = once.directs[0];
    expect(row?.userId).toBe(row?.profile.userId);
    expect(row?.profile.url).toBe(`https://www.instagram.com/${row?.profile.username}/`);
    const pages = await Promise.all([1, 2, 3].map((page) => search("instagram", { ...body, page })));
    const names = [once, ...pages].flatMap((page) => page.directs.map((r) => r.profile.username));
    expect(new Set(names).size).toBe(60);
    expect(pages.every((page) => page.total === once.total)).toBe(true);
    // Past the last match: an empty page with the same total.
    const last = Math.ceil(once.total / 15);
    expect((await search("instagram", { ...body, page: last })).directs).toEqual([]);
    // YouTube rows carry average views.
    expect((await search("youtube", {})).directs[0]?.profile.averageViews).toBeGreaterThan(0);
  });

  it("refuses bodies outside the documented shapes with a 400", async () => {
    for (const body of [
      { page: 666 },
      { filter: { influencer: { gender: "OTHER" } } },
      { filter: { audience: { age: [{ id: "20-30", weight: 0.2 }] } } },
    ]) {
      const response = await env.app.inject({
        method: "POST",
        url: `${SANDBOX_PATHS.modash}/instagram/search`,
        headers: auth,
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: "validation_error" });
    }
  });

  it("accepts the documented filters it has no data for and ignores them", async () => {
    const plain = await search("tiktok", { filter: { influencer: { followers: { min: 50_000 } } } });
    const extra = await search("tiktok", {
      filter: {
        influencer: {
          followers: { min: 50_000 },
          brands: [1],
          hasSponsoredPosts: true,
          hasYouTube: false,
          followersGrowthRate: { interval: "i1month", value: 0.01, operator: "gt" },
          filterOperations: [{ operator: "and", filter: "followers" }],
        },
        audience: { interests: [{ id: 3, weight: 0.2 }] },
      },
    });
    expect(extra).toEqual(plain);
  });

  it("reports and looks up a found account with the figures its search row showed", async () => {
    const [row] = (await search("tiktok", { filter: { influencer: { followers: { min: 100_000 } } } })).directs;
    if (!row) throw new Error("no row");
    const report = await env.app.inject({
      method: "GET",
      url: `${SANDBOX_PATHS.modash}/tiktok/profile/${row.userId}/report`,
      headers: auth,
    });
    const account = findMarketAccount("modash", "tiktok", row.profile.username);
    const record = account && marketRecord("tiktok", account.row);
    expect(report.json()).toMatchObject({
      error: false,
      profile: {
        profile: { username: row.profile.username, followers: row.profile.followers },
        country: record?.countryCode,
        isVerified: record?.isVerified,
      },
    });
    const users = await env.app.inject({
      method: "GET",
      url: `${SANDBOX_PATHS.modash}/tiktok/users?query=${row.profile.username}`,
      headers: auth,
    });
    const found = (users.json() as { users: { username: string; followers: number }[] }).users.find(
      (u) => u.username === row.profile.username,
    );
    expect(found?.followers).toBe(row.profile.followers);
  });

  it("answers the interests and locations dictionaries with the market's places", async () => {
    const interests = await env.app.inject({
      method: "GET",
      url: `${SANDBOX_PATHS.modash}/instagram/interests?query=beauty`,
      headers: auth,
    });
    expect(interests.json()).toMatchObject({ error: false, interests: [{ name: "Beauty & Cosmetics" }] });
    // A city the market's creators live in that is not one of the well-known ones (Hawalli, Kuwait).
    const hawalli = await env.app.inject({
      method: "GET",
      url: `${SANDBOX_PATHS.modash}/instagram/locations?query=Hawalli`,
      headers: auth,
    });
    expect((hawalli.json() as { locations: { name: string }[] }).locations.map((l) => l.name)).toContain("Hawalli");
    expect(marketToday(Date.UTC(2026, 0, 2, 15))).toBe(Date.UTC(2026, 0, 2) / 1000);
  });
});
