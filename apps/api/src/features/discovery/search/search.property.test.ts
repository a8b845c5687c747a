import { PLATFORMS } from "@radar/contract/constants";
import { ACCOUNT_TYPES, AGE_GROUPS, SORT_FIELDS, ZSearchRequestSchema } from "@radar/contract/search";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../../test/billing-factories.ts";
import { FIXTURES, satisfies, T0, withDerived, writeDerived, writeLicences } from "../../../../test/fixtures/influencers.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../../test/helpers.ts";
import { grantCredits } from "../../../core/credits/ledger.ts";
import { upsertInfluencers } from "../importer/import-records.ts";
import { publishIndexChanges, upsertAccounts } from "../index/index-changes.ts";
import type { InfluencerRecord } from "../index/influencer-record.ts";
import { recordMatches } from "./filters/registry.ts";
import { createSearchEngine, type SearchEngine } from "./search-engine.ts";
import { type PageStrategy, planCount, planPage, prepareSearch } from "./search-plan.ts";
import { toSearchQuery } from "./search-query.ts";
import { countSql, executeCount, executePage } from "./search-repository.ts";
import { pageWhere } from "./search-where.ts";

let env: TestEnv;
let headers: Record<string, string>;
beforeAll(async () => {
  env = await createTestEnv();
  await upsertInfluencers(env.ctx.db, FIXTURES);
  await writeDerived(env.ctx.db, FIXTURES);
  await writeLicences(env.ctx.db, (username) => {
    const record = FIXTURES.find((r) => r.username === username);
    if (!record) throw new Error(`no fixture account ${username}`);
    return record.platform;
  });
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id);
  await grantCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 1_000_000, reason: "admin_adjustment" });
  headers = bearer(await accessTokenFor(env.ctx, user));
});
afterAll(() => env.close());

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
/** Present one time in six: bodies with a few filters, most of which still find someone. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.tuple(fc.integer({ min: 0, max: 5 }), arb).map(([dice, value]) => (dice === 0 ? value : undefined));
const percent = fc.integer({ min: 0, max: 100 });
const range = (max: number) =>
  fc.tuple(optional(fc.integer({ min: 0, max })), optional(fc.integer({ min: 0, max }))).map(([a, b]) => {
    const [from, to] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
    return { from, to };
  });
// Values the fixtures hold, and some they do not.
const categories = fc.constantFrom(1035, 1041, 1018, 1020, 1021, 1009, 1049, 1027, 1033, 1046, 1052, 1013, 1000);
const countries = fc.constantFrom("SA", "AE", "KW", "QA", "EG", "OM", "US");
const cities = fc.constantFrom(108410, 292223, 290030, 105343, 285787, 360630, 287286);

const body = fc.record(
  {
    social_network: fc.constantFrom(...PLATFORMS),
    page: fc.constant(1),
    limit: fc.integer({ min: 1, max: 50 }),
    // Needles within one token (the counter's token index answers them) and across two (it searches the
    // text); in PostgreSQL, pieces that are a whole token, a token's start or end, or inside one (search-needle.ts).
    search: sometimes(
      fc.constantFrom("food", "سفر", "احمد", "beauty", "a.", "zz", "o b", " ال", "قهوة coffee", " food", "coffee ", "وصول جديد food"),
    ),
    subscribers_count: sometimes(range(2_000_000)),
    er: sometimes(range(12).map((r) => ({ from: r.from === undefined ? undefined : r.from / 2, to: r.to }))),
    views_avg: sometimes(range(500_000)),
    aqs: sometimes(range(100)),
    // Percent with up to two decimals, losses too; around the fixtures' figures (-25 % … +100 %).
    follower_growth: sometimes(
      fc
        .record({
          period: fc.constantFrom(30 as const, 90 as const),
          from: optional(fc.integer({ min: -3_000, max: 11_000 }).map((bp) => bp / 100)),
          to: optional(fc.integer({ min: -3_000, max: 11_000 }).map((bp) => bp / 100)),
        })
        .map((g) => (g.from !== undefined && g.to !== undefined && g.from > g.to ? { ...g, from: g.to, to: g.from } : g)),
    ),
    category: sometimes(fc.record({ include: fc.array(categories, { maxLength: 3 }), exclude: fc.array(categories, { maxLength: 2 }) })),
    interests: sometimes(fc.array(fc.integer({ min: 1, max: 82 }), { maxLength: 3 })),
    audience_geo: sometimes(
      fc.record({
        countries: fc.array(fc.record({ id: countries, prc: percent }), { maxLength: 2 }),
        cities: fc.array(fc.record({ id: cities, prc: fc.integer({ min: 0, max: 40 }) }), { maxLength: 1 }),
      }),
    ),
    audience_age: sometimes(fc.record({ groups: fc.subarray([...AGE_GROUPS], { minLength: 1, maxLength: 3 }), prc: percent })),
    audience_gender: sometimes(fc.record({ gender: fc.constantFrom("male" as const, "female" as const), prc: percent })),
    account_geo: sometimes(
      fc.oneof(
        fc.record({ country: fc.array(countries, { minLength: 1, maxLength: 2 }) }),
        fc.record({ city: fc.array(cities, { minLength: 1, maxLength: 2 }) }),
      ),
    ),
    last_media_time: sometimes(fc.record({ from: fc.integer({ min: T0 - 400 * 86_400, max: T0 }) })),
    verified_only: sometimes(fc.boolean()),
    account_has_contacts: sometimes(fc.boolean()),
    account_type: sometimes(fc.constantFrom(...ACCOUNT_TYPES)),
    account_languages: sometimes(fc.subarray(["ar", "en", "fr"], { minLength: 1 })),
    account_gender: sometimes(fc.constantFrom("male" as const, "female" as const, "any" as const)),
    // The fixtures hold licences valid, expiring within 30 days and expired, recorded and in bios; one
    // body in four asks for one (few accounts hold any, so it is drawn more often than the others).
    licensed_in: fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.constantFrom("SA" as const, "AE" as const))
      .map(([dice, country]) => (dice === 0 ? country : undefined)),
    sort: sometimes(fc.record({ field: fc.constantFrom(...SORT_FIELDS), order: fc.constantFrom("asc" as const, "desc" as const) })),
  },
  { requiredKeys: [] },
);

describe("POST /api/search/ with random valid bodies", () => {
  it("never answers 500, and every result satisfies every filter of the body", async () => {
    let withResults = 0;
    let licensedWithResults = 0;
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await env.app.inject({ method: "POST", url: "/api/search/", headers, payload });
        expect(response.statusCode, response.body).toBe(200);
        const query = toSearchQuery(ZSearchRequestSchema.parse(payload));
        const results = response.json().results.search_results as { basic: { platform: string; username: string } }[];
        expect(results.length).toBeLessThanOrEqual(query.limit);
        for (const result of results) {
          const record = FIXTURES.find((r) => r.platform === result.basic.platform && r.username === result.basic.username);
          expect(record, result.basic.username).toBeDefined();
          expect(record && satisfies(record, query), `${result.basic.username} vs ${JSON.stringify(payload)}`).toBe(true);
        }
        // The exact total: every fixture that satisfies the body is counted.
        const expected = FIXTURES.filter((r) => satisfies(r, query)).length;
        // The filters' own test of a record (what a source's rows are checked with) reads the body alike,
        // knowing of licences only what the record's own text states.
        for (const record of FIXTURES.filter((r) => r.platform === query.platform)) {
          expect(recordMatches(record, query), `${record.username} vs ${JSON.stringify(payload)}`).toBe(satisfies(record, query, "record"));
        }
        expect(response.json().results.filters.total_results).toBe(expected);
        if (results.length > 0) withResults += 1;
        if (results.length > 0 && query.licensedIn !== null) licensedWithResults += 1;
      }),
      { numRuns: 150 },
    );
    // Guards the generator: a property that only ever sees empty pages proves little.
    expect(withResults).toBeGreaterThan(10);
    expect(licensedWithResults).toBeGreaterThan(0);
  }, 120_000);
});

/**
 * An import that changes matches: accounts grow and shrink, change categories, audiences and
 * places, and new accounts arrive (the index version moves on).
 */
const IMPORTED: InfluencerRecord[] = [
  ...FIXTURES.filter((_, i) => i % 3 === 0).map((r, i) => ({
    ...r,
    followers: i % 2 === 0 ? r.followers * 7 : Math.max(1_000, Math.round(r.followers / 9)),
    // A source without a quality score: the quality filter reads our estimate.
    aqs: i % 4 === 1 ? 0 : r.aqs,
    erBp: r.erBp + 150,
    categories: i % 2 === 0 ? [1049] : [...r.categories, 1018],
    countryCode: i % 2 === 0 ? "AE" : r.countryCode,
    audience: r.audience && {
      ...r.audience,
      countries: [
        ["QA", 5_500],
        ["SA", 2_000],
      ] as [string, number][],
    },
  })),
  ...PLATFORMS.map((platform, i) => ({
    ...(FIXTURES.find((r) => r.platform === platform) as InfluencerRecord),
    username: `new.arrival${i}`,
    fullName: "وصول جديد food",
    followers: 42_000 + i,
  })),
].map(withDerived);
/** Then accounts written one batch at a time (enrichment, index-changes.ts): the in-process counter lays them over its copy. */
const ENRICHED: InfluencerRecord[] = [
  ...FIXTURES.filter((_, i) => i % 3 === 1).map((r, i) => ({
    ...r,
    followers: i % 2 === 0 ? r.followers * 3 : 1_500,
    erBp: Math.max(0, r.erBp - 90),
    categories: i % 2 === 0 ? [1035, 1041] : [],
    // A new bio, not an empty one: an empty bio is an unknown fact, which keeps the stored bio (field-groups.ts).
    bio: i % 2 === 0 ? `${r.bio} قهوة coffee` : "وصف جديد",
    isVerified: !r.isVerified,
  })),
  ...PLATFORMS.map((platform, i) => ({
    ...(FIXTURES.find((r) => r.platform === platform) as InfluencerRecord),
    username: `enriched.arrival${i}`,
    fullName: "حساب مضاف travel",
    // Licences stated in the bio, in both scripts: the index picks them up on the write.
    bio: ["موثوق 7654321", "advertiser permit 98765", "", "رقم موثوق: ٤٤٠٠١٢٣"][i] ?? "",
    followers: 77_000 + i,
  })),
].map(withDerived);

const withChanges = (records: InfluencerRecord[], changes: InfluencerRecord[]) => {
  const byKey = new Map(records.map((r) => [`${r.platform}:${r.username}`, r]));
  for (const r of changes) byKey.set(`${r.platform}:${r.username}`, r);
  return [...byKey.values()];
};

const STRATEGIES: PageStrategy[] = ["ordered", "bitmap", "sorted"];

/**
 * Every way of answering one body against the reference (`satisfies` over `records`): the plain
 * count(*) of its WHERE, its count plan executed by `engine`, and its page read by every strategy —
 * each result satisfying the body, every strategy the same rows in the same order.
 */
async function answersAlike(engine: SearchEngine, records: InfluencerRecord[], payload: unknown): Promise<number> {
  const query = toSearchQuery(ZSearchRequestSchema.parse(payload));
  const expected = records.filter((r) => satisfies(r, query)).length;
  const search = await prepareSearch(engine.db, query);
  const plain = (await countSql(pageWhere(query, search.filter)).execute(engine.db)).rows[0]?.total;
  expect(plain, JSON.stringify(payload)).toBe(expected);
  expect(await executeCount(engine, planCount({ ...search, cachedTotal: null })), JSON.stringify(payload)).toBe(expected);
  let first: string[] | null = null;
  for (const strategy of STRATEGIES) {
    const rows = await executePage(engine, planPage(search, expected, strategy));
    const names = rows.map((row) => `${row.platform}:${row.username}`);
    for (const row of rows) {
      const record = records.find((r) => r.platform === row.platform && r.username === row.username);
      expect(record && satisfies(record, query), `${strategy}: ${row.username} vs ${JSON.stringify(payload)}`).toBe(true);
    }
    expect(names.length, `${strategy} ${JSON.stringify(payload)}`).toBe(Math.min(expected, query.limit));
    if (first === null) first = names;
    else expect(names, `${strategy} ${JSON.stringify(payload)}`).toEqual(first);
  }
  return expected;
}

describe("every count and page strategy, before and after an import, then single-account changes", () => {
  it("counts exactly what a plain count(*) counts, and every strategy reads the same satisfying rows", async () => {
    const inProcess = createSearchEngine(env.handle, { memoryCount: true });
    const engines: [string, SearchEngine][] = [
      ["PostgreSQL", env.ctx.search],
      ["in-process counter", inProcess],
    ];
    const imported = withChanges(FIXTURES, IMPORTED);
    for (const [records, phase] of [
      [FIXTURES, "before"],
      [imported, "after an import"],
      [withChanges(imported, ENRICHED), "after single-account changes"],
    ] as const) {
      if (phase === "after an import") {
        await upsertInfluencers(env.ctx.db, IMPORTED);
        await writeDerived(env.ctx.db, IMPORTED);
      }
      if (phase === "after single-account changes") {
        await upsertAccounts(env.ctx.db, ENRICHED.slice(0, 5));
        await upsertAccounts(env.ctx.db, ENRICHED.slice(5));
        // Their followers moved: growth follows from the history, as the writers' refreshGrowthFor does.
        await writeDerived(env.ctx.db, ENRICHED);
        await inProcess.counter?.refresh();
        await inProcess.counter?.textIndexed();
        // Kept sorted id lists follow such changes when they are published (index-changes.ts); the
        // counter's overlay is of the content, which a publication does not change: it keeps answering.
        expect(await publishIndexChanges(env.ctx.db, 0)).toBe(true);
        const search = await prepareSearch(
          env.ctx.db,
          toSearchQuery(ZSearchRequestSchema.parse({ social_network: "tiktok", er: { from: 1 } })),
        );
        expect(await inProcess.counter?.count(search.query, search.content, search.stats)).toEqual(expect.any(Number));
      } else {
        await inProcess.counter?.refresh();
        // Every strategy below then counts with the token index too (needles with a space are searched).
        await inProcess.counter?.textIndexed();
      }
      expect(inProcess.counter?.stats()).toMatchObject({
        rows: records.length,
        changedAccounts: phase === "after single-account changes" ? ENRICHED.length : 0,
      });
      for (const [name, engine] of engines) {
        // Every platform and country of the licence filter, whatever the random bodies draw: the fixtures'
        // recorded licences (valid, expiring, expired) and, after the changes, the ones stated in bios.
        let licensed = 0;
        for (const platform of PLATFORMS) {
          for (const country of ["SA", "AE"] as const) {
            licensed += await answersAlike(engine, records, { social_network: platform, licensed_in: country, limit: 50 });
          }
        }
        expect(licensed, `${name} ${phase}: licensed accounts`).toBeGreaterThan(phase === "after single-account changes" ? 10 : 6);
        let found = 0;
        await fc.assert(
          fc.asyncProperty(body, async (payload) => {
            if ((await answersAlike(engine, records, payload)) > 0) found += 1;
          }),
          { numRuns: 60 },
        );
        expect(found, `${name} ${phase}`).toBeGreaterThan(5);
      }
    }
  }, 240_000);
});
