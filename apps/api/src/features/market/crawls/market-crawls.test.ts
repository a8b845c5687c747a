import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInAdmin, signedInUser } from "../../../../test/fixtures/admin.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../../test/sources-test-env.ts";
import { usageToday } from "../../sources/public.ts";
import { allowanceBy, runMarketCrawls } from "./market-crawl-runner.ts";

let env: SourcesTestEnv;
let admin: Record<string, string>;
beforeAll(async () => {
  env = await createSourcesTestEnv({ SOURCES_SANDBOX_LATENCY_MS: "0" });
  admin = (await signedInAdmin(env.ctx)).headers;
});
afterAll(() => env?.close());
// Each test crawls only the markets it defines.
beforeEach(async () => {
  await sql`UPDATE market_crawls SET active = false`.execute(env.ctx.db);
});

/** The last day of this month: the whole monthly budget is allowed by then. */
function endOfMonth(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0, 12));
}

const MARKET = {
  name: "Saudi and Emirati Instagram",
  countries: ["SA", "AE"],
  platforms: ["instagram"],
  follower_bands: [
    { from: 10_000, to: 100_000 },
    { from: 100_000, to: 1_000_000 },
  ],
  categories: [],
  language: null,
  budgets: { modash: 3 },
  active: true,
};

async function createMarket(body: object) {
  const response = await env.app.inject({ method: "POST", url: "/api/admin/markets/", headers: admin, payload: { ...MARKET, ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; segments: number };
}

async function segmentsOf(crawlId: number) {
  return env.ctx.db.selectFrom("market_crawl_segments").selectAll().where("crawl_id", "=", crawlId).orderBy("id").execute();
}

async function runsOf(crawlId: number) {
  return env.ctx.db
    .selectFrom("market_crawl_runs")
    .select(["segment_id", "page", "source", "accounts", "influencer_ids"])
    .where("crawl_id", "=", crawlId)
    .orderBy("id")
    .execute();
}

describe("the migration", () => {
  it("prefills the six Gulf countries as markets, switched off", async () => {
    const rows = await env.ctx.db.selectFrom("market_crawls").select(["countries", "active", "budgets"]).orderBy("id").limit(6).execute();
    expect(rows.map((row) => row.countries[0])).toEqual(["SA", "AE", "KW", "QA", "BH", "OM"]);
    expect(rows.every((row) => row.active === false && (row.budgets.modash ?? 0) > 0)).toBe(true);
  });
});

describe("the crawl run", () => {
  it("fetches the least fresh segments first, writes their accounts into the index, and stops at the budget", async () => {
    const market = await createMarket({});
    expect(market.segments).toBe(4);
    const [a, b, c, d] = await segmentsOf(market.id);
    if (!a || !b || !c || !d) throw new Error("four segments expected");
    const at = (id: number, when: string | null) =>
      sql`UPDATE market_crawl_segments SET last_fetched_at = ${when}::timestamptz WHERE id = ${id}`.execute(env.ctx.db);
    await at(a.id, "2020-01-01T00:00:00Z");
    await at(b.id, "2021-01-01T00:00:00Z");
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await at(c.id, hourAgo);
    await at(d.id, null);

    expect(await runMarketCrawls(env.ctx, { now: endOfMonth() })).toBe(3);
    const runs = await runsOf(market.id);
    expect(runs.map((run) => run.segment_id)).toEqual([d.id, a.id, b.id]);
    expect(runs.every((run) => run.source === "modash" && run.page === 1)).toBe(true);
    const ids = runs.flatMap((run) => run.influencer_ids);
    expect(ids.length).toBeGreaterThan(0);
    const stored = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM influencers WHERE id = ANY(${ids}::bigint[]) AND platform = 'instagram'`.execute(env.ctx.db);
    expect(stored.rows[0]?.n).toBe(new Set(ids).size);
    // Each account is from its segment's country and band.
    const rows = await sql<{
      country_code: string;
      followers: number;
    }>`SELECT country_code, followers FROM influencers WHERE id = ANY(${runs[0]?.influencer_ids ?? []}::bigint[])`.execute(env.ctx.db);
    for (const row of rows.rows) {
      expect(row.country_code).toBe(d.country);
    }
    const advanced = await segmentsOf(market.id);
    expect(advanced.find((s) => s.id === d.id)?.next_page).toBe(2);
    expect(advanced.find((s) => s.id === c.id)?.next_page).toBe(1);

    // The source calls are the crawl's in the spend ledger.
    const spend = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM source_spend WHERE purpose = 'crawl' AND crawl_id = ${market.id}`.execute(env.ctx.db);
    expect(spend.rows[0]?.n).toBeGreaterThanOrEqual(3);

    // The budget is spent: another run this month fetches nothing.
    expect(await runMarketCrawls(env.ctx, { now: endOfMonth() })).toBe(0);
    const list = await env.app.inject({ url: "/api/admin/markets/", headers: admin });
    expect(list.statusCode, list.body).toBe(200);
    const shown = list.json().markets.find((entry: { id: number }) => entry.id === market.id);
    expect(shown).toMatchObject({ segments: 4, segments_fetched: 4, size: new Set(ids).size, active: true });
    expect(shown.spend).toEqual([{ source: "modash", used: 3, budget: 3 }]);
    expect(shown.oldest_fetch_at).toBe(hourAgo);
    expect(Date.parse(shown.next_run_at)).toBeGreaterThan(Date.now());
  });

  it("spreads a budget over the month", () => {
    expect(allowanceBy(30, new Date("2026-11-01T00:00:00Z"))).toBe(1);
    expect(allowanceBy(30, new Date("2026-11-15T10:00:00Z"))).toBe(15);
    expect(allowanceBy(30, new Date("2026-11-30T23:00:00Z"))).toBe(30);
  });

  it("never fetches a page twice in a month, even when a segment has gone round its pages", async () => {
    // No account has two billion followers: one empty page, then the segment is back at a page it fetched.
    const market = await createMarket({ countries: ["KW"], follower_bands: [{ from: 2_000_000_000, to: null }], budgets: { modash: 10 } });
    const settings = env.settings.modash;
    const before = (await usageToday(env.ctx.db, settings)).used;
    expect(await runMarketCrawls(env.ctx, { now: endOfMonth() })).toBe(1);
    const between = (await usageToday(env.ctx.db, settings)).used;
    expect(between).toBeGreaterThan(before);
    expect(await runMarketCrawls(env.ctx, { now: endOfMonth() })).toBe(0);
    expect((await usageToday(env.ctx.db, settings)).used).toBe(between);
    expect((await runsOf(market.id)).map((run) => run.page)).toEqual([1]);
    // Next month the same page is fetched again: the market is kept warm.
    const nextMonth = new Date(endOfMonth().getTime() + 2 * 86_400_000);
    expect(await runMarketCrawls(env.ctx, { now: nextMonth })).toBe(1);
  });

  it("resumes a run killed mid-way without fetching or recording any page twice", async () => {
    const market = await createMarket({ countries: ["QA"], budgets: { modash: 7 } });
    const stop = new Error("killed");
    await expect(
      runMarketCrawls(env.ctx, {
        now: endOfMonth(),
        afterPage: (pages) => {
          if (pages === 3) throw stop;
        },
      }),
    ).rejects.toBe(stop);
    expect((await runsOf(market.id)).length).toBe(3);
    expect(await runMarketCrawls(env.ctx, { now: endOfMonth() })).toBe(4);
    const runs = await runsOf(market.id);
    expect(runs.length).toBe(7);
    const keys = runs.map((run) => `${run.segment_id}:${run.page}`);
    expect(new Set(keys).size).toBe(7);
    for (const segment of await segmentsOf(market.id)) {
      const pages = runs.filter((run) => run.segment_id === segment.id).map((run) => run.page);
      expect(pages).toEqual(pages.map((_, index) => index + 1));
      // A segment that has gone round its pages starts over at page 1.
      expect(segment.next_page).toBe(pages.length === segment.last_page ? 1 : pages.length + 1);
    }
  });

  it("leaves inactive markets alone", async () => {
    const market = await createMarket({ countries: ["BH"], active: false });
    expect(await runMarketCrawls(env.ctx, { now: endOfMonth() })).toBe(0);
    expect(await runsOf(market.id)).toEqual([]);
  });
});

describe("/api/admin/markets/", () => {
  it("is for admins only", async () => {
    const user = await signedInUser(env.ctx);
    const count = async () => (await env.ctx.db.selectFrom("market_crawls").select("id").execute()).length;
    const before = await count();
    for (const call of [
      { method: "GET" as const, url: "/api/admin/markets/" },
      { method: "POST" as const, url: "/api/admin/markets/", payload: MARKET },
      { method: "PUT" as const, url: "/api/admin/markets/1/", payload: MARKET },
    ]) {
      expect((await env.app.inject({ ...call, headers: user.headers })).statusCode).toBe(403);
      expect((await env.app.inject(call)).statusCode).toBe(401);
    }
    expect(await count()).toBe(before);
  });

  it("refuses bad bodies with 400 and a missing market with 404", async () => {
    const bad = [
      { ...MARKET, countries: [] },
      { ...MARKET, countries: ["Saudi"] },
      { ...MARKET, platforms: ["myspace"] },
      { ...MARKET, follower_bands: [{ from: 100_000, to: 10_000 }] },
      { ...MARKET, budgets: { modash: -1 } },
      { ...MARKET, budgets: { instagram: 5 } },
      { ...MARKET, language: "xx" },
      { ...MARKET, name: "" },
      { ...MARKET, countries: ["SA", "SA"] },
      { ...MARKET, categories: Array.from({ length: 30 }, (_, i) => i + 1), platforms: ["instagram", "tiktok", "youtube", "twitter"] },
      { ...MARKET, active: "yes" },
    ];
    for (const payload of bad) {
      const response = await env.app.inject({ method: "POST", url: "/api/admin/markets/", headers: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const garbled = await env.app.inject({
      method: "POST",
      url: "/api/admin/markets/",
      headers: { ...admin, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(garbled.statusCode).toBe(400);
    expect((await env.app.inject({ method: "PUT", url: "/api/admin/markets/abc/", headers: admin, payload: MARKET })).statusCode).toBe(400);
    expect((await env.app.inject({ method: "PUT", url: "/api/admin/markets/999999/", headers: admin, payload: MARKET })).statusCode).toBe(
      404,
    );
  });

  it("keeps a surviving segment's page when the market is edited, and activates a seeded market", async () => {
    const market = await createMarket({ countries: ["OM"], active: false });
    const [first] = await segmentsOf(market.id);
    if (!first) throw new Error("a segment expected");
    await sql`UPDATE market_crawl_segments SET next_page = 5 WHERE id = ${first.id}`.execute(env.ctx.db);
    const edited = await env.app.inject({
      method: "PUT",
      url: `/api/admin/markets/${market.id}/`,
      headers: admin,
      payload: { ...MARKET, countries: ["OM", "SA"], active: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ countries: ["OM", "SA"], active: true, segments: 4 });
    const after = await segmentsOf(market.id);
    expect(after.find((s) => s.id === first.id)?.next_page).toBe(5);

    const seeded = (await env.app.inject({ url: "/api/admin/markets/", headers: admin })).json().markets[0];
    const activated = await env.app.inject({
      method: "PUT",
      url: `/api/admin/markets/${seeded.id}/`,
      headers: admin,
      payload: { ...seeded, active: true },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ countries: ["SA"], active: true, segments: 12, next_run_at: expect.any(String) });
  });
});
