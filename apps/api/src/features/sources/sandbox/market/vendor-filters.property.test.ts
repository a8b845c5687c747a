import type { TPlatform } from "@radar/contract/constants";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../../../test/helpers.ts";
import { categoryById, type InfluencerRecord, normalizeText } from "../../../discovery/public.ts";
import { SANDBOX_CREDENTIALS, SANDBOX_PATHS } from "../../source-settings.ts";
import { findMarketAccount, MARKET_AS_OF, type MarketAccount, type MarketVendor, marketRecord, vendorMarket } from "./synthetic-market.ts";

/**
 * Random bodies the Modash and HypeAuditor sandboxes accept, each two to four filters at once, over
 * real HTTP: every returned row satisfies every filter of its body in its generated record, and the
 * total is a brute-force count over the vendor's market. The conditions below are written from the
 * vendors' documentation, independently of the sandboxes' own filter code; the runs are seeded, so
 * a failure repeats.
 */

const PLATFORMS: TPlatform[] = ["instagram", "tiktok", "youtube"];
const DAY = 86_400;

type Check = (record: InfluencerRecord, account: MarketAccount) => boolean;
/** One filter: what it adds to the body, and what each row it lets through must satisfy. */
interface Atom {
  name: string;
  body: Record<string, unknown>;
  holds: Check;
}

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ SOURCES_SANDBOX: "true", SOURCES_SANDBOX_LATENCY_MS: "0" });
});
afterAll(() => env.close());

const records = new Map<string, InfluencerRecord>();
function recordOf(platform: TPlatform, row: number): InfluencerRecord {
  const key = `${platform}:${row}`;
  let record = records.get(key);
  if (!record) {
    record = marketRecord(platform, row);
    records.set(key, record);
  }
  return record;
}

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
const ageBp = (r: InfluencerRecord, ...groups: number[]) => groups.reduce((sum, i) => sum + (r.audience?.ageBp[i] ?? 0), 0);
const dominantAge = (r: InfluencerRecord) => {
  const ages = r.audience?.ageBp ?? [];
  return ages.indexOf(Math.max(...ages));
};
const posted = (r: InfluencerRecord, days: number) => (r.lastMediaAt ?? 0) >= MARKET_AS_OF - days * DAY;

/** Deep merge of body fragments (filters of one object side by side). */
function merge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const old = out[key];
    const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
    out[key] = isObject(old) && isObject(value) ? merge(old, value) : value;
  }
  return out;
}

/** A lookalike seed: an account of the vendor with one category and an audience. */
function seedOf(vendor: MarketVendor, platform: TPlatform, pick: number): MarketAccount {
  const candidates = vendorMarket(vendor, platform).filter((a) => a.categories.length === 1 && a.audience);
  return candidates[pick % candidates.length] as MarketAccount;
}

function modashAtoms(platform: TPlatform, locations: Record<string, number>, pick: number): Atom[] {
  const seed = seedOf("modash", platform, pick);
  const seedRecord = recordOf(platform, seed.row);
  const influencer = (filter: Record<string, unknown>) => ({ filter: { influencer: filter } });
  const audience = (filter: Record<string, unknown>) => ({ filter: { audience: filter } });
  const top = (r: InfluencerRecord) => r.audience?.countries[0]?.[0];
  return [
    // Bounds on Modash's own grid, which its rounding leaves as they are.
    {
      name: "followers",
      body: influencer({ followers: { min: 10_000, max: 1_000_000 } }),
      holds: (r) => r.followers >= 10_000 && r.followers <= 1_000_000,
    },
    { name: "engagementRate", body: influencer({ engagementRate: 0.03 }), holds: (r) => r.erBp >= 300 },
    { name: "language", body: influencer({ language: "ar" }), holds: (r) => r.language === "ar" },
    { name: "gender", body: influencer({ gender: "FEMALE" }), holds: (r) => r.gender === "female" },
    {
      name: "age",
      body: influencer({ age: { min: 25, max: 34 } }),
      holds: (r, a) => r.accountType !== "brand" && a.age !== null && a.age >= 25 && a.age <= 34,
    },
    { name: "lastposted", body: influencer({ lastposted: 30 }), holds: (r) => posted(r, 30) },
    { name: "location", body: influencer({ location: [locations.SA] }), holds: (r) => r.countryCode === "SA" },
    {
      name: "contacts",
      body: influencer({ hasContactDetails: [{ contactType: "email", filterAction: "must" }] }),
      holds: (r) => r.email !== null,
    },
    {
      name: "no phone",
      body: influencer({ hasContactDetails: [{ contactType: "phone", filterAction: "not" }] }),
      holds: (r) => r.phone === null,
    },
    { name: "accountTypes", body: influencer({ accountTypes: [1, 3] }), holds: (r) => r.accountType !== "brand" },
    { name: "keywords", body: influencer({ keywords: "food" }), holds: (r) => text(r).includes("food") },
    {
      name: "relevance",
      body: influencer({ relevance: [`@${seed.username}`] }),
      holds: (r) => r.username !== seed.username && r.categories.includes(seed.categories[0] ?? -1),
    },
    {
      name: "audienceRelevance",
      body: influencer({ audienceRelevance: [`@${seed.username}`] }),
      holds: (r) =>
        r.username !== seed.username &&
        top(r) === top(seedRecord) &&
        (r.audience?.femaleBp ?? 0) > 5_000 === (seedRecord.audience?.femaleBp ?? 0) > 5_000 &&
        dominantAge(r) === dominantAge(seedRecord),
    },
    {
      name: "audience location",
      body: audience({ location: [{ id: locations.SA, weight: 0.2 }] }),
      holds: (r) => countryBp(r, "SA") >= 2_000,
    },
    {
      name: "audience gender",
      body: audience({ gender: { id: "FEMALE", weight: 0.55 } }),
      holds: (r) => (r.audience?.femaleBp ?? 0) >= 5_500,
    },
    {
      name: "audience language",
      body: audience({ language: { id: "ar", weight: 0.4 } }),
      holds: (_r, a) => (a.audienceLanguages.find(([code]) => code === "ar")?.[1] ?? 0) >= 4_000,
    },
    { name: "audience age", body: audience({ age: [{ id: "25-34", weight: 0.25 }] }), holds: (r) => ageBp(r, 2) >= 2_500 },
    {
      name: "audience ageRange",
      body: audience({ ageRange: { min: "18", max: "34", weight: 0.5 } }),
      holds: (r) => ageBp(r, 1, 2) >= 5_000,
    },
    { name: "credibility", body: audience({ credibility: 0.7 }), holds: (r) => (r.credibility ?? 0) >= 70 },
  ];
}

function hypeauditorAtoms(platform: TPlatform, pick: number): Atom[] {
  const seed = seedOf("hypeauditor", platform, pick);
  const atoms: Atom[] = [
    {
      name: "subscribers",
      body: { subscribers_count: { from: 5_000, to: 800_000 } },
      holds: (r) => r.followers >= 5_000 && r.followers <= 800_000,
    },
    platform === "youtube"
      ? { name: "cqs", body: { cqs: { from: 50 } }, holds: (r) => r.aqs >= 50 }
      : { name: "aqs", body: { aqs: { from: 50 } }, holds: (r) => r.aqs >= 50 },
    {
      name: "account_geo",
      body: { account_geo: { country: ["sa", "ae"] } },
      holds: (r) => r.countryCode === "SA" || r.countryCode === "AE",
    },
    { name: "account_gender", body: { account_gender: "male" }, holds: (r) => r.gender === "male" },
    {
      name: "account_age",
      body: { account_age: { from: 18, to: 34 } },
      holds: (r, a) => r.accountType !== "brand" && a.age !== null && a.age >= 18 && a.age <= 34,
    },
    { name: "account_languages", body: { account_languages: ["ar"] }, holds: (r) => r.language === "ar" },
    { name: "account_type", body: { account_type: "human" }, holds: (r) => r.accountType !== "brand" },
    { name: "account_has_contacts", body: { account_has_contacts: true }, holds: (r) => r.email !== null || r.phone !== null },
    { name: "audience_geo", body: { audience_geo: { countries: [{ id: "sa", prc: 25 }] } }, holds: (r) => countryBp(r, "SA") >= 2_500 },
    { name: "audience_age", body: { audience_age: { groups: ["18_24", "25_34"], prc: 50 } }, holds: (r) => ageBp(r, 1, 2) >= 5_000 },
    {
      name: "audience_gender",
      body: { audience_gender: { gender: "female", prc: 55 } },
      holds: (r) => (r.audience?.femaleBp ?? 0) >= 5_500,
    },
    {
      name: "category",
      body: { category: { include: [1020, 1035], exclude: [1009] } },
      holds: (r) => (r.categories.includes(1020) || r.categories.includes(1035)) && !r.categories.includes(1009),
    },
    { name: "search", body: { search: ["food"] }, holds: (r) => text(r).includes("food") },
    // last_media_time is a date: the market keeps a post's age, so "since" moves with today.
    {
      name: "last_media_time",
      body: { last_media_time: { from: Math.floor(Date.now() / 1000 / DAY) * DAY - 30 * DAY } },
      holds: (r) => posted(r, 30),
    },
    {
      name: "similar",
      body: { similar: seed.username },
      holds: (r) => r.username !== seed.username && r.categories.includes(seed.categories[0] ?? -1),
    },
  ];
  if (platform !== "youtube") atoms.push({ name: "er", body: { er: { from: 2 } }, holds: (r) => r.erBp >= 200 });
  return atoms;
}

/** 2–4 distinct atoms of a list whose length is known only per platform: indexes taken modulo it. */
const picks = fc.record({
  platform: fc.constantFrom(...PLATFORMS),
  atoms: fc.uniqueArray(fc.nat({ max: 40 }), { minLength: 2, maxLength: 4 }),
  seed: fc.nat({ max: 1_000 }),
  page: fc.nat({ max: 3 }),
});

function chosen(atoms: Atom[], indexes: number[]): Atom[] {
  const unique = [...new Set(indexes.map((i) => i % atoms.length))];
  return unique.map((i) => atoms[i] as Atom);
}

describe("vendor sandboxes: every row of a random accepted body satisfies each of its filters", () => {
  it("Modash /{platform}/search", async () => {
    const auth = { authorization: `Bearer ${SANDBOX_CREDENTIALS.modash.apiToken}` };
    const locations: Record<string, number> = {};
    for (const [code, name] of [["SA", "Saudi Arabia"]] as const) {
      const response = await env.app.inject({
        method: "GET",
        url: `${SANDBOX_PATHS.modash}/instagram/locations?query=${encodeURIComponent(name)}`,
        headers: auth,
      });
      const found = (response.json() as { locations: { id: number; name: string }[] }).locations.find((l) => l.name === name);
      if (!found) throw new Error(`no location ${name}`);
      locations[code] = found.id;
    }
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(picks, async ({ platform, atoms: indexes, seed, page }) => {
        const atoms = chosen(modashAtoms(platform, locations, seed), indexes);
        const body = atoms.reduce<Record<string, unknown>>((all, atom) => merge(all, atom.body), { page });
        // Each search spends the sandbox's daily credits: a fresh day for every body.
        await sql`DELETE FROM sandbox_source_usage`.execute(env.ctx.db);
        const response = await env.app.inject({
          method: "POST",
          url: `${SANDBOX_PATHS.modash}/${platform}/search`,
          headers: auth,
          payload: body,
        });
        expect(response.statusCode, response.body).toBe(200);
        const answer = response.json() as { total: number; directs: { profile: { username: string } }[] };
        const expected = vendorMarket("modash", platform).filter((a) => atoms.every((atom) => atom.holds(recordOf(platform, a.row), a)));
        expect(answer.total, JSON.stringify(body)).toBe(expected.length);
        if (answer.directs.length > 0) nonEmpty += 1;
        for (const row of answer.directs) {
          const account = findMarketAccount("modash", platform, row.profile.username);
          if (!account) throw new Error(`${row.profile.username} is not in Modash's market`);
          for (const atom of atoms)
            expect(atom.holds(recordOf(platform, account.row), account), `${row.profile.username} fails ${atom.name}`).toBe(true);
        }
      }),
      { numRuns: 30, seed: 0x6d6f64 },
    );
    // The property would hold vacuously if every body found nobody.
    expect(nonEmpty).toBeGreaterThan(5);
  });

  it("HypeAuditor auditor.search/", async () => {
    const headers = { "x-auth-id": SANDBOX_CREDENTIALS.hypeauditor.clientId, "x-auth-token": SANDBOX_CREDENTIALS.hypeauditor.token };
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(picks, async ({ platform, atoms: indexes, seed, page }) => {
        const atoms = chosen(hypeauditorAtoms(platform, seed), indexes);
        const body = atoms.reduce<Record<string, unknown>>((all, atom) => merge(all, atom.body), {
          social_network: platform,
          page: page + 1,
        });
        await sql`DELETE FROM sandbox_source_usage`.execute(env.ctx.db);
        const response = await env.app.inject({
          method: "POST",
          url: `${SANDBOX_PATHS.hypeauditor}/auditor.search/`,
          headers,
          payload: body,
        });
        expect(response.statusCode, response.body).toBe(200);
        const answer = response.json() as { result: { total_pages: number; search_results: { basic: { username: string } }[] } };
        const expected = vendorMarket("hypeauditor", platform).filter((a) =>
          atoms.every((atom) => atom.holds(recordOf(platform, a.row), a)),
        );
        expect(answer.result.total_pages, JSON.stringify(body)).toBe(Math.min(500, Math.ceil(expected.length / 20)));
        if (answer.result.search_results.length > 0) nonEmpty += 1;
        for (const row of answer.result.search_results) {
          const account = findMarketAccount("hypeauditor", platform, row.basic.username);
          if (!account) throw new Error(`${row.basic.username} is not in HypeAuditor's market`);
          for (const atom of atoms)
            expect(atom.holds(recordOf(platform, account.row), account), `${row.basic.username} fails ${atom.name}`).toBe(true);
        }
      }),
      { numRuns: 30, seed: 0x687970 },
    );
    expect(nonEmpty).toBeGreaterThan(5);
  });
});

describe("YouTube search.list: every channel found declares what the search asked for", () => {
  it("q, regionCode and relevanceLanguage hold in channels.list's answer for each channel found", async () => {
    const key = { "x-goog-api-key": SANDBOX_CREDENTIALS.youtube.apiKey };
    const get = async <T>(path: string, query: Record<string, string>): Promise<T> => {
      const response = await env.app.inject({
        method: "GET",
        url: `${SANDBOX_PATHS.youtube}${path}?${new URLSearchParams(query)}`,
        headers: key,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const byUsername = new Map(vendorMarket("youtube", "youtube").map((a) => [a.username, a]));
    const params = fc.record(
      {
        q: fc.constantFrom("food", "travel", "style", "gaming", "قهوة"),
        regionCode: fc.constantFrom("SA", "AE", "KW", "QA", "EG"),
        relevanceLanguage: fc.constantFrom("ar", "en"),
        order: fc.constantFrom("relevance", "viewCount", "date", "title"),
      },
      { requiredKeys: [] },
    );
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(params, async (asked) => {
        const query: Record<string, string> = { part: "snippet", type: "channel", maxResults: "50" };
        for (const [name, value] of Object.entries(asked)) if (value !== undefined) query[name] = value;
        const found = await get<{ pageInfo: { totalResults: number }; items: { id: { channelId: string } }[] }>("/search", query);
        if (found.items.length === 0) return;
        nonEmpty += 1;
        const { items } = await get<{
          items: { id: string; snippet: { title: string; customUrl?: string; country?: string; defaultLanguage?: string } }[];
        }>("/channels", { part: "snippet", id: found.items.map((item) => item.id.channelId).join(","), maxResults: "50" });
        expect(items).toHaveLength(found.items.length);
        for (const channel of items) {
          if (asked.regionCode) expect(channel.snippet.country, channel.id).toBe(asked.regionCode);
          if (asked.relevanceLanguage) expect(channel.snippet.defaultLanguage, channel.id).toBe(asked.relevanceLanguage);
          const username = channel.snippet.customUrl?.replace(/^@/, "").replace(/_2$/, "") ?? "";
          const account = byUsername.get(username);
          if (!account) throw new Error(`${channel.id} is no market channel`);
          if (asked.q) expect(text(recordOf("youtube", account.row)), channel.id).toContain(normalizeText(asked.q));
        }
      }),
      { numRuns: 25, seed: 0x797462 },
    );
    expect(nonEmpty).toBeGreaterThan(5);
  });
});
