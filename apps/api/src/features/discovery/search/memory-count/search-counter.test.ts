import { randomBytes } from "node:crypto";
import { PLATFORMS } from "@radar/contract/constants";
import { ACCOUNT_TYPES, AGE_GROUPS, SORT_FIELDS, ZSearchRequestSchema } from "@radar/contract/search";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { FIXTURES, T0 } from "../../../../../test/fixtures/influencers.ts";
import { connectDatabase, type DatabaseHandle } from "../../../../core/db/database.ts";
import { ensureDatabase } from "../../../../core/db/embedded-postgres.ts";
import { migrateToLatest } from "../../../../core/db/migrate.ts";
import { seedRecordAt } from "../../../../tools/seed/seed-records.ts";
import { upsertInfluencers } from "../../importer/import-records.ts";
import { publishIndexChanges, upsertAccounts } from "../../index/index-changes.ts";
import type { InfluencerRecord } from "../../index/influencer-record.ts";
import { type IndexState, readIndexState } from "../index-state.ts";
import { GROWTH_SQL, orderBy, QUALITY_SQL, sortColumn } from "../search-order.ts";
import type { PageRead } from "../search-plan.ts";
import { type SearchQuery, toSearchQuery } from "../search-query.ts";
import { matchIdsSql } from "../search-repository.ts";
import { buildFilter, pageWhere } from "../search-where.ts";
import { parseIds } from "../sorted-matches.ts";
import { SearchCounter, type SearchCounterOptions } from "./search-counter.ts";

let handle: DatabaseHandle;
const GENERATED = 3_000;
const generated: InfluencerRecord[] = Array.from({ length: GENERATED }, (_, row) => seedRecordAt({ seed: 7, asOf: T0 }, row));

/** Values the data holds (and some it does not), so random filters often find someone. */
let samples: { words: string[]; cities: number[]; countries: string[]; categories: number[] };

beforeAll(async () => {
  const database = `t_${randomBytes(6).toString("hex")}`;
  const server = inject("pgServerUrl");
  await ensureDatabase(server, database);
  handle = connectDatabase(`${server}/${database}`, { max: 4 });
  await migrateToLatest(handle.db);
  await upsertInfluencers(handle.db, [...generated, ...FIXTURES]);
  const texts = (await sql<{ t: string }>`SELECT search_text AS t FROM influencers ORDER BY id LIMIT 60`.execute(handle.db)).rows;
  const words = texts.flatMap(({ t }) =>
    t
      .split(" ")
      .filter((w) => w.length >= 2)
      .slice(0, 3),
  );
  const cut = words.map((w) => [...w].slice(1, 4).join("")).filter((w) => w.length >= 2);
  const cities = (
    await sql<{
      c: number;
    }>`SELECT city_id AS c FROM influencers WHERE city_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 8`.execute(handle.db)
  ).rows.map((r) => r.c);
  samples = {
    words: [...new Set([...words.slice(0, 30), ...cut.slice(0, 30), "سفر", "احمد", "zz", "a."])],
    cities: [...cities, 292223, 360630],
    countries: ["SA", "AE", "KW", "QA", "EG", "OM", "BH", "US"],
    categories: [1000, 1009, 1013, 1018, 1020, 1021, 1027, 1033, 1035, 1041, 1046, 1049, 1052],
  };
}, 120_000);
afterAll(() => handle.close());

/** What PostgreSQL counts for the query: the search's own WHERE (search-where.ts), same stats. */
async function sqlCount(query: SearchQuery): Promise<number> {
  const state = await readIndexState(handle.db);
  const where = pageWhere(query, buildFilter(query, state.platforms.get(query.platform)));
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM influencers i WHERE ${where}`.execute(handle.db);
  return rows[0]?.n ?? -1;
}

const current = () => readIndexState(handle.db);
/** The counter's total for the query over `state` (its content, its platform's stats). */
const countAt = (counter: SearchCounter, query: SearchQuery, state: IndexState) =>
  counter.count(query, state.content, state.platforms.get(query.platform));

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.tuple(fc.integer({ min: 0, max: 4 }), arb).map(([dice, value]) => (dice === 0 ? value : undefined));
const range = (max: number) =>
  fc.tuple(optional(fc.integer({ min: 0, max })), optional(fc.integer({ min: 0, max }))).map(([a, b]) => {
    const [from, to] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
    return { from, to };
  });
/** Whole percents, often between two "at least" thresholds (12, 37 …) and at the edges. */
const percent = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(1, 5, 10, 12, 15, 37, 50, 99, 100));

function bodies() {
  const word = fc.constantFrom(...samples.words);
  const country = fc.constantFrom(...samples.countries);
  const city = fc.constantFrom(...samples.cities);
  const category = fc.constantFrom(...samples.categories);
  // Custom categories: text that is no category title, matched as keywords.
  const keyword = fc.oneof(category, word);
  return fc.record(
    {
      social_network: fc.constantFrom(...PLATFORMS),
      search: sometimes(word),
      subscribers_count: sometimes(range(2_000_000)),
      er: sometimes(range(15).map((r) => ({ from: r.from === undefined ? undefined : r.from / 4, to: r.to }))),
      views_avg: sometimes(range(300_000)),
      aqs: sometimes(range(100)),
      category: sometimes(fc.record({ include: fc.array(keyword, { maxLength: 3 }), exclude: fc.array(keyword, { maxLength: 2 }) })),
      interests: sometimes(fc.array(fc.integer({ min: 1, max: 82 }), { maxLength: 3 })),
      audience_geo: sometimes(
        fc.record({
          countries: fc.array(fc.record({ id: country, prc: percent }), { maxLength: 2 }),
          cities: fc.array(fc.record({ id: city, prc: fc.integer({ min: 0, max: 40 }) }), { maxLength: 2 }),
        }),
      ),
      audience_age: sometimes(fc.record({ groups: fc.subarray([...AGE_GROUPS], { minLength: 1, maxLength: 3 }), prc: percent })),
      audience_gender: sometimes(fc.record({ gender: fc.constantFrom("male" as const, "female" as const), prc: percent })),
      account_geo: sometimes(
        fc.oneof(
          fc.record({ country: fc.array(country, { minLength: 1, maxLength: 2 }) }),
          fc.record({ city: fc.array(city, { minLength: 1, maxLength: 2 }) }),
        ),
      ),
      last_media_time: sometimes(fc.record({ from: fc.integer({ min: T0 - 400 * 86_400, max: T0 }) })),
      verified_only: sometimes(fc.boolean()),
      account_has_contacts: sometimes(fc.boolean()),
      account_type: sometimes(fc.oneof(fc.constantFrom(...ACCOUNT_TYPES), fc.subarray([...ACCOUNT_TYPES], { minLength: 1 }))),
      account_languages: sometimes(fc.subarray(["ar", "en", "fr", "hi"], { minLength: 1 })),
      sort: optional(fc.record({ field: fc.constantFrom(...SORT_FIELDS), order: fc.constantFrom("asc" as const, "desc" as const) })),
    },
    { requiredKeys: ["social_network"] },
  );
}

/** What PostgreSQL lists for the query's `sorted` page strategy: every match's id in page order. */
async function sqlMatchIds(query: SearchQuery): Promise<bigint[]> {
  const state = await readIndexState(handle.db);
  const order = orderBy(query.platform, query.sort, true);
  const where = pageWhere(query, buildFilter(query, state.platforms.get(query.platform)));
  const read: PageRead = { where, order, outerOrder: order, score: null, limit: 0, offset: 0 };
  return [...parseIds((await matchIdsSql(read).execute(handle.db)).rows[0]?.ids)];
}

/** A listing stops past this many matches (the engine's limit is SORTED_MATCHES_LIMIT). */
const LIST_LIMIT = 400;

/**
 * Random queries: the counter's total equals PostgreSQL's count(*) for every one of them, and its
 * list of the matches' ids (the `sorted` strategy's) is PostgreSQL's, in the same order — or null
 * when the sort key is one the copy does not hold or the matches are more than the limit.
 */
async function expectCountsMatch(counter: SearchCounter, runs: number): Promise<void> {
  const state = await current();
  let nonZero = 0;
  let listed = 0;
  await fc.assert(
    fc.asyncProperty(bodies(), async (payload) => {
      const query = toSearchQuery(ZSearchRequestSchema.parse({ page: 1, limit: 10, ...payload }));
      const expected = await sqlCount(query);
      expect(await countAt(counter, query, state), JSON.stringify(payload)).toBe(expected);
      if (expected > 0) nonZero += 1;
      // Listed from the rows the count kept (the same query object), and by a scan of its own.
      const ids = await counter.matchIds(query, state.content, state.platforms.get(query.platform), LIST_LIMIT);
      const scanned = await counter.matchIds({ ...query }, state.content, state.platforms.get(query.platform), LIST_LIMIT);
      const held = ["i.followers", "i.er_bp", QUALITY_SQL, GROWTH_SQL[30], GROWTH_SQL[90]].includes(
        sortColumn(query.platform, query.sort.field),
      );
      if (!held || expected > LIST_LIMIT) {
        expect(ids, JSON.stringify(payload)).toBeNull();
        expect(scanned, JSON.stringify(payload)).toBeNull();
      } else {
        const listing = await sqlMatchIds(query);
        expect(ids && [...ids], JSON.stringify(payload)).toEqual(listing);
        expect(scanned && [...scanned], JSON.stringify(payload)).toEqual(listing);
        if (expected > 1) listed += 1;
      }
    }),
    { numRuns: runs },
  );
  // Guards the generator: a property that only ever sees empty results proves little.
  expect(nonZero).toBeGreaterThan(runs / 4);
  expect(listed).toBeGreaterThan(runs / 10);
}

const plain = (platform: (typeof PLATFORMS)[number], extra: Record<string, unknown> = {}) =>
  toSearchQuery(ZSearchRequestSchema.parse({ social_network: platform, page: 1, limit: 10, ...extra }));

/**
 * Every counter here counts each block in two halves at once, the second on the count thread (as
 * blocks of DEFAULT_PARALLEL_FROM_ROWS rows and more are); one case also counts on one thread.
 */
describe("SearchCounter: the search engine's MemoryCounter over PostgreSQL", () => {
  const counters: SearchCounter[] = [];
  const newCounter = (options: SearchCounterOptions = { parallelFromRows: 0 }) => {
    const counter = new SearchCounter(handle.pool, options);
    counters.push(counter);
    return counter;
  };
  afterEach(async () => {
    await Promise.all(counters.splice(0).map((counter) => counter.close()));
  });

  it("answers null until loaded, and null for other content or a lookalike search", async () => {
    const counter = newCounter();
    const state = await current();
    expect(await countAt(counter, plain("instagram"), state)).toBeNull();
    await counter.refresh();
    expect(await countAt(counter, plain("instagram"), state)).toBe(await sqlCount(plain("instagram")));
    const later = { ...state, content: { ...state.content, changeSeq: state.content.changeSeq + 1 } };
    expect(await countAt(counter, plain("instagram"), later)).toBeNull();
    const reloaded = { ...state, content: { ...state.content, loadVersion: state.content.loadVersion + 1 } };
    expect(await countAt(counter, plain("instagram"), reloaded)).toBeNull();
    expect(await countAt(counter, plain("instagram", { similar: FIXTURES[0]?.username }), state)).toBeNull();
    const stats = counter.stats();
    expect(stats.rows).toBe(GENERATED + FIXTURES.length);
    expect(stats.version).toBe(state.version);
    expect(stats.changedAccounts).toBe(0);
    expect(stats.bytes).toBeGreaterThan(stats.rows * 40);
  });

  it("counts exactly what PostgreSQL counts, for random filters of every kind", async () => {
    const counter = newCounter();
    await counter.refresh();
    // Needles without a space are then answered from the engine's token index (packages/search-engine), the rest searched.
    await counter.textIndexed();
    expect(counter.stats().textIndexMs).toEqual(expect.any(Number));
    await expectCountsMatch(counter, 300);
    // The count thread really counted its halves (it does not fall back to counting them here).
    expect(counter.stats().threadRanges).toBeGreaterThan(300);
  }, 120_000);

  it("counts the same on one thread (blocks below DEFAULT_PARALLEL_FROM_ROWS rows)", async () => {
    const counter = newCounter({ parallelFromRows: Number.POSITIVE_INFINITY });
    await counter.refresh();
    await counter.textIndexed();
    await expectCountsMatch(counter, 200);
    expect(counter.stats().threadRanges).toBe(0);
  }, 120_000);

  it("after an import that changes matches: null for the new content until refresh() has loaded it whole, then exact again", async () => {
    const counter = newCounter();
    await counter.refresh();
    const before = await current();
    const query = plain("instagram", { subscribers_count: { from: 5_000_000 }, search: "memcount" });
    expect(await countAt(counter, query, before)).toBe(0);

    // Accounts grow past the range and gain the text; new accounts join; a category moves.
    const changed = generated
      .filter((r) => r.platform === "instagram")
      .slice(0, 40)
      .map((r, i) => ({ ...r, followers: 6_000_000 + i, bio: `${r.bio} memcount`, categories: [1052] }));
    const added = changed.slice(0, 5).map((r) => ({ ...r, username: `${r.username}.memcount` }));
    await upsertInfluencers(handle.db, [...changed, ...added]);
    const after = await current();
    expect(after.version).toBeGreaterThan(before.version);
    expect(await sqlCount(query)).toBe(45);

    // The old copy answers only for its own content: never a stale number for the new one.
    expect(await countAt(counter, query, after)).toBeNull();
    expect(await countAt(counter, query, before)).toBe(0);
    const loading = counter.refresh();
    expect(counter.refresh()).toBe(loading);
    expect(await countAt(counter, query, after)).toBeNull();
    await loading;
    expect(await countAt(counter, query, after)).toBe(45);
    expect(await countAt(counter, query, before)).toBeNull();
    expect(counter.stats()).toMatchObject({ version: after.version, changedAccounts: 0 });
    await expectCountsMatch(counter, 100);
  }, 120_000);

  it("after single-account changes: catches up with the changed accounts only — replaced rows stop counting, their new rows count", async () => {
    const counter = newCounter();
    await counter.refresh();
    const loaded = counter.stats();
    const query = plain("tiktok", { subscribers_count: { from: 7_000_000 }, search: "overlay" });
    expect(await countAt(counter, query, await current())).toBe(0);

    // Existing accounts move into the range (one twice: the last write wins), others leave the
    // platform's biggest bucket, and new accounts arrive with a category and a language the copy never saw.
    const tiktok = generated.filter((r) => r.platform === "tiktok");
    const grown = tiktok.slice(0, 12).map((r, i) => ({ ...r, followers: 7_000_000 + i, bio: `${r.bio} overlay` }));
    const shrunk = tiktok.slice(12, 20).map((r) => ({ ...r, followers: 10, categories: [], bio: "" }));
    const fresh = grown.slice(0, 3).map((r) => ({ ...r, username: `${r.username}.overlay`, categories: [1999], language: "sw" }));
    await upsertAccounts(handle.db, grown.slice(0, 6));
    await upsertAccounts(handle.db, [...grown.slice(6), ...shrunk]);
    await upsertAccounts(handle.db, [...fresh, { ...(grown[0] as InfluencerRecord), followers: 6_999_999 }]);
    const after = await current();
    expect(after.version).toBe(loaded.version); // nothing published: single-account changes keep the version
    expect(await sqlCount(query)).toBe(14);

    expect(await countAt(counter, query, after)).toBeNull();
    await counter.refresh();
    expect(await countAt(counter, query, after)).toBe(14);
    // Not loaded again: the same copy, with the 23 accounts laid over it.
    expect(counter.stats()).toMatchObject({ version: loaded.version, lastLoadMs: loaded.lastLoadMs, changedAccounts: 23 });
    expect(counter.stats().rows).toBe(loaded.rows + 3);
    expect(await countAt(counter, plain("tiktok", { account_languages: ["sw"] }), after)).toBe(
      await sqlCount(plain("tiktok", { account_languages: ["sw"] })),
    );
    await expectCountsMatch(counter, 150);

    // Another change later: only it is looked up, and the count follows — and so does a listing of
    // matches kept by a count before it.
    const listed = plain("tiktok", { search: "overlay" });
    expect(await countAt(counter, listed, after)).toBe(await sqlCount(listed));
    // A new bio (an empty one would keep the stored bio: an unknown fact, field-groups.ts).
    await upsertAccounts(handle.db, [{ ...(grown[1] as InfluencerRecord), bio: "moved on" }]);
    const later = await current();
    expect(await countAt(counter, query, later)).toBeNull();
    await counter.refresh();
    expect(await countAt(counter, query, later)).toBe(13);
    const relisted = await counter.matchIds(listed, later.content, later.platforms.get("tiktok"), LIST_LIMIT);
    expect(relisted && [...relisted]).toEqual(await sqlMatchIds(listed));
    expect(relisted).toHaveLength(await sqlCount(listed));
    expect(counter.stats().changedAccounts).toBe(23);

    // A publication prunes entries older than a day; the copy holds the same content and keeps
    // answering, but once more changes come, its base is older than the pruned stamps: it loads whole.
    await sql`UPDATE discovery_account_changes SET changed_at = now() - interval '2 days'`.execute(handle.db);
    expect(await publishIndexChanges(handle.db, 0)).toBe(true);
    const published = await current();
    expect(published.content.changesPrunedTo).toBe(published.content.changeSeq);
    expect(await countAt(counter, query, published)).toBe(13);
    await upsertAccounts(handle.db, [{ ...(grown[2] as InfluencerRecord), followers: 5 }]);
    const pruned = await current();
    await counter.refresh();
    expect(await countAt(counter, query, pruned)).toBe(12);
    expect(counter.stats()).toMatchObject({ version: pruned.version, changedAccounts: 0 });
    await expectCountsMatch(counter, 50);
  }, 120_000);
});
