import { type TSearchRequest, ZSearchRequestSchema } from "@radar/contract/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES, fixture } from "../../../../test/fixtures/influencers.ts";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { upsertInfluencers } from "../importer/import-records.ts";
import { upsertAccounts } from "../index/index-changes.ts";
import { createSearchEngine, type SearchEngine } from "./search-engine.ts";
import { type PreparedSearch, planCount, planPage, prepareSearch } from "./search-plan.ts";
import { toSearchQuery } from "./search-query.ts";
import { executeCount, executePage } from "./search-repository.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await upsertInfluencers(env.ctx.db, [
    ...FIXTURES,
    ...[1_200_000, 300_000, 80_000].map((followers, i) =>
      fixture(`yt.plan${i}`, { platform: "youtube", followers, categories: [1035, 1041].slice(0, 1 + (i % 2)) }),
    ),
  ]);
});
afterAll(() => env.close());

const prepare = (body: TSearchRequest) => prepareSearch(env.ctx.db, toSearchQuery(ZSearchRequestSchema.parse(body)));
/** The same prepared search, as if its platform held `platformTotal` accounts. */
const atScale = (search: PreparedSearch, platformTotal: number, page = search.query.page): PreparedSearch => ({
  ...search,
  query: { ...search.query, page },
  stats: { total: platformTotal, minFollowers: 0, maxFollowers: 1e9 },
});

describe("planCount: where a search's total comes from", () => {
  it("an unfiltered search reads its platform's stats and counts nothing", async () => {
    const plan = planCount(await prepare({ social_network: "instagram" }));
    expect(plan.kind).toBe("stats");
    expect(await executeCount(env.ctx.search, plan)).toBe(FIXTURES.filter((f) => f.platform === "instagram").length);
  });

  it("a filtered search counts once (in process when it may), then reads the kept total", async () => {
    const body: TSearchRequest = { social_network: "instagram", er: { from: 1 } };
    const first = planCount(await prepare(body));
    expect(first).toMatchObject({ kind: "count", inProcess: true });
    const total = await executeCount(env.ctx.search, first);
    expect(total).toBeGreaterThan(0);
    expect(planCount(await prepare(body))).toEqual({ kind: "cached", total });
  });

  it("a count runs in process when the counter holds the plan's index content, else in PostgreSQL (and the counter catches up)", async () => {
    const engine = createSearchEngine(env.handle, { memoryCount: true });
    const body: TSearchRequest = { social_network: "tiktok", er: { from: 0.5 } };
    const counted = async () => executeCount(engine, planCount({ ...(await prepare(body)), cachedTotal: null }));
    expect(planCount(await prepare(body)).kind).not.toBe("stats");
    // Not loaded yet: PostgreSQL counts, and the counter starts loading this version.
    const total = await counted();
    await engine.counter?.refresh();
    expect(engine.counter?.stats().version).toBe((await prepare(body)).version);
    // A row changed behind the index's back (no pending change recorded): PostgreSQL sees it, the
    // counter's copy of this version does not — so the total tells who counted.
    const { numUpdatedRows } = await env.ctx.db
      .updateTable("influencers")
      .set({ er_bp: 0 })
      .where("platform", "=", "tiktok")
      .where("er_bp", ">=", 50)
      .executeTakeFirst();
    expect(Number(numUpdatedRows)).toBeGreaterThan(0);
    expect(await counted()).toBe(total);
    // An account added a moment ago (not yet published): the search has the counter read that one
    // account first, then counts in process — the same copy (still blind to the row changed behind
    // its back) plus the account; nothing is loaded again.
    const loaded = engine.counter?.stats();
    await upsertAccounts(env.ctx.db, [fixture("zz.unpublished", { platform: "tiktok", followers: 5_000, erBp: 900 })]);
    expect((await prepare(body)).content.changeSeq).toBeGreaterThan(0);
    expect(await counted()).toBe(total + 1);
    expect(engine.counter?.stats()).toMatchObject({ version: loaded?.version, lastLoadMs: loaded?.lastLoadMs, changedAccounts: 1 });
    // A full write (an import) is not caught up with that way: PostgreSQL counts — it sees the row
    // changed behind the copy's back — and the copy loads whole in the background.
    await upsertInfluencers(env.ctx.db, [fixture("zz.imported", { platform: "tiktok", followers: 6_000, erBp: 800 })]);
    expect(await counted()).toBe(2);
    await engine.counter?.refresh();
    expect(engine.counter?.stats()).toMatchObject({ version: (await prepare(body)).version, changedAccounts: 0 });
    expect(await counted()).toBe(2);
  });

  it("a lookalike is always counted by PostgreSQL: its condition is a similarity", async () => {
    expect(planCount(await prepare({ social_network: "youtube", similar: "yt.plan0" }))).toMatchObject({ kind: "count", inProcess: false });
  });
});

describe("planPage: how a page is read, knowing the total", () => {
  it("empty: a page beyond the matches reads nothing", async () => {
    const search = await prepare({ social_network: "tiktok", er: { from: 0.1 }, page: 3, limit: 50 });
    expect(planPage(search, 0)).toEqual({ strategy: "empty" });
    expect(planPage(search, 100)).toEqual({ strategy: "empty" });
    expect(await executePage(env.ctx.search, planPage(search, 100))).toEqual([]);
  });

  it("ordered: a short walk of the sort index, or ranges on the sort key alone, under the index-walk settings", async () => {
    const search = await prepare({ social_network: "tiktok", er: { from: 0.1 }, limit: 50 });
    // The walk reads about (offset + limit) × platform total / total rows.
    expect(planPage(atScale(search, 1_000_000), 100_000)).toMatchObject({
      strategy: "ordered",
      settings: { enable_bitmapscan: "off", enable_seqscan: "off" },
    });
    expect(planPage(atScale(search, 100_000_000), 200_000).strategy).toBe("ordered");
    const range = await prepare({ subscribers_count: { from: 5_000 } });
    expect(planPage(atScale(range, 1e9), 10).strategy).toBe("ordered");
  });

  it("sorted: few matches spread thinly keep their sorted ids; a lookalike always does", async () => {
    const search = await prepare({ social_network: "tiktok", er: { from: 0.1 }, limit: 50 });
    expect(planPage(atScale(search, 1_000_000), 5_000)).toMatchObject({ strategy: "sorted" });
    expect(planPage(atScale(search, 10_000_000), 90_000).strategy).toBe("sorted");
    const like = await prepare({ social_network: "youtube", similar: "yt.plan0" });
    expect(planPage(like, 2)).toMatchObject({ strategy: "sorted", idsKey: expect.stringContaining(":similarity:") });
  });

  it("sorted: the in-process counter lists the matches when it holds the content; PostgreSQL lists a lookalike's", async () => {
    const loadedEngine = async () => {
      const engine = createSearchEngine(env.handle, { memoryCount: true });
      await engine.counter?.refresh();
      return engine;
    };
    const search = await prepare({ social_network: "instagram", er: { from: 0.1 }, limit: 50 });
    const total = await executeCount(env.ctx.search, planCount({ ...search, cachedTotal: null }));
    expect(planPage(search, total, "sorted")).toMatchObject({
      strategy: "sorted",
      listing: { query: search.query, content: search.content },
    });
    // Each engine keeps the lists it made: every listing below is an engine's first.
    const names = async (engine: SearchEngine) => (await executePage(engine, planPage(search, total, "sorted"))).map((row) => row.username);
    const listed = await names(await loadedEngine());
    expect(listed).toEqual(await names(env.ctx.search));
    // The top match changed behind the index's back (no change recorded): PostgreSQL's list drops it,
    // a copy loaded before still holds it — so the page tells who listed.
    const top = listed[0] as string;
    const engine = await loadedEngine();
    const row = () => env.ctx.db.updateTable("influencers").where("platform", "=", "instagram").where("username", "=", top);
    const { er_bp } = await env.ctx.db
      .selectFrom("influencers")
      .select("er_bp")
      .where("platform", "=", "instagram")
      .where("username", "=", top)
      .executeTakeFirstOrThrow();
    await row().set({ er_bp: 0 }).execute();
    try {
      expect(await names(createSearchEngine({ db: env.ctx.db }))).not.toContain(top);
      expect(await names(engine)).toContain(top);
      // Not loaded: the counter says nothing (and starts loading), and PostgreSQL lists.
      const fresh = createSearchEngine(env.handle, { memoryCount: true });
      expect(await names(fresh)).not.toContain(top);
      await fresh.counter?.refresh();
    } finally {
      await row().set({ er_bp }).execute();
    }
    const like = await prepare({ social_network: "youtube", similar: "yt.plan0" });
    expect(planPage(like, 2)).toMatchObject({ strategy: "sorted", listing: null });
  });

  it("bitmap: deep in many matches, where a walk would read more rows than match", async () => {
    const search = await prepare({ social_network: "tiktok", er: { from: 0.1 }, limit: 50 });
    expect(planPage(atScale(search, 10_000_000, 100), 150_000).strategy).toBe("bitmap");
  });

  it("every strategy reads the same page, with or without the engine's index-walk pool", async () => {
    const search = await prepare({ social_network: "instagram", limit: 3, sort: { field: "engagement", order: "desc" } });
    const total = await executeCount(env.ctx.search, planCount(search));
    const bare = createSearchEngine({ db: env.ctx.db });
    expect(bare.indexWalk).toBeNull();
    const names = async (engine: typeof bare, strategy: "ordered" | "bitmap" | "sorted") =>
      (await executePage(engine, planPage(search, total, strategy))).map((row) => row.username);
    const bitmap = await names(env.ctx.search, "bitmap");
    expect(bitmap).toHaveLength(3);
    expect(await names(env.ctx.search, "ordered")).toEqual(bitmap);
    expect(await names(bare, "ordered")).toEqual(bitmap);
    expect(await names(env.ctx.search, "sorted")).toEqual(bitmap);
  });
});
