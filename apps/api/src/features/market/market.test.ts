import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createUser, workspaceIdOf } from "../../../test/helpers.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { getBalance, setCredits } from "../../core/credits/ledger.ts";

let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv({ SOURCES_SANDBOX_LATENCY_MS: "0" });
});
afterAll(() => env?.close());

/** A user on the Growth plan (market search 80 credits, further pages 20) with `credits`. */
async function member(credits: number) {
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id, 2);
  await setCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, balance: credits, reason: "admin_adjustment" });
  return { id: user.id, workspaceId: workspaceIdOf(user), headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const market = (headers: Record<string, string>, payload: object) =>
  env.app.inject({ method: "POST", url: "/api/search/market/", headers, payload });

/** Female beauty creators on Instagram, 50k–500k followers, at least 30 % of the audience in Saudi Arabia. */
const BRIEF = {
  social_network: "instagram",
  subscribers_count: { from: 50_000, to: 500_000 },
  account_gender: "female",
  category: { include: [1020] },
  audience_geo: { countries: [{ id: "SA", prc: 30 }] },
};

const ledger = async (userId: number) =>
  (
    await sql<{
      delta: string;
      reason: string;
    }>`SELECT delta, reason FROM credit_ledger WHERE user_id = ${userId} AND reason = 'market_search' ORDER BY id`.execute(env.ctx.db)
  ).rows.map((row) => Number(row.delta));

describe("GET /api/search/market/offer/", () => {
  it("names the source and the plan's prices before anything is paid", async () => {
    const { headers } = await member(0);
    const response = await env.app.inject({ url: "/api/search/market/offer/?platform=instagram", headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      available: true,
      source: "modash",
      first_page_cost: 80,
      next_page_cost: 20,
      auto_threshold: 100,
    });
    const twitter = await env.app.inject({ url: "/api/search/market/offer/?platform=twitter", headers });
    expect(twitter.json()).toMatchObject({ available: true, source: "hypeauditor" });
  });
});

describe("POST /api/search/market/", () => {
  it("finds the market's matches, writes them into the index, and charges the plan's price once per page", async () => {
    const user = await member(500);
    const first = await market(user.headers, BRIEF);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json();
    expect(answer.results.search_results.length).toBeGreaterThan(0);
    expect(answer.market).toMatchObject({ source: "modash", via_sandbox: true, page: 1, charged: 80 });
    expect(answer.market.total).toBeGreaterThanOrEqual(answer.results.search_results.length);
    expect(answer.credits_remaining).toBe(420);
    for (const result of answer.results.search_results) {
      expect(result.basic.platform).toBe("instagram");
      expect(result.metrics.subscribers_count).toBeGreaterThanOrEqual(50_000);
      expect(result.metrics.subscribers_count).toBeLessThanOrEqual(500_000);
    }
    // In our index now, with what the search guaranteed (the creator's gender, the category).
    const ids = answer.results.search_results.map((r: { basic: { id: string } }) => r.basic.id);
    const stored = await sql<{ n: number }>`SELECT count(*)::int AS n FROM influencers WHERE id = ANY(${ids}::bigint[])`.execute(
      env.ctx.db,
    );
    expect(stored.rows[0]?.n).toBe(ids.length);
    const local = await env.app.inject({
      method: "POST",
      url: "/api/search/",
      headers: user.headers,
      payload: {
        social_network: "instagram",
        account_gender: "female",
        category: { include: [1020] },
        subscribers_count: BRIEF.subscribers_count,
      },
    });
    const localIds = local.json().results.search_results.map((r: { basic: { id: string } }) => r.basic.id);
    expect(ids.filter((id: string) => localIds.includes(id)).length).toBeGreaterThan(0);

    // The same page again within the window: the same accounts, free.
    const again = (await market(user.headers, { ...BRIEF, sort: { field: "engagement", order: "asc" } })).json();
    expect(again.market.charged).toBe(0);
    expect(again.results.search_results.map((r: { basic: { id: string } }) => r.basic.id)).toEqual(ids);
    // A further page: the page price.
    const second = (await market(user.headers, { ...BRIEF, market_page: 2 })).json();
    expect(second.market.charged).toBe(second.results.search_results.length > 0 ? 20 : 0);
    expect(await ledger(user.id)).toEqual([-80, ...(second.market.charged > 0 ? [-20] : [0])]);
    // The local search above found them, so it cost the plan's search price (40) as any search does.
    expect(await getBalance(env.ctx.db, user.workspaceId)).toBe(500 - 80 - 40 - second.market.charged);
  });

  it("charges nothing for an answer without results, and says so in the ledger", async () => {
    const user = await member(100);
    const response = await market(user.headers, { social_network: "instagram", subscribers_count: { from: 2_000_000_000 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results.search_results).toEqual([]);
    expect(response.json().market.charged).toBe(0);
    expect(await ledger(user.id)).toEqual([0]);
    expect(await getBalance(env.ctx.db, user.workspaceId)).toBe(100);
  });

  it("charges nothing and keeps no page when the accounts cannot be written (the charge runs beside the write)", async () => {
    const user = await member(500);
    // The write fails after the accounts are resolved, i.e. while the charge is being made beside it.
    await sql`
      CREATE FUNCTION refuse_market_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full (test)'; END $$;
      CREATE TRIGGER refuse_market_rows BEFORE INSERT ON influencers FOR EACH ROW EXECUTE FUNCTION refuse_market_rows();`.execute(
      env.ctx.db,
    );
    try {
      const failed = await market(user.headers, BRIEF);
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_market_rows ON influencers; DROP FUNCTION refuse_market_rows();`.execute(env.ctx.db);
    }
    expect(await ledger(user.id)).toEqual([]);
    expect(await getBalance(env.ctx.db, user.workspaceId)).toBe(500);
    const kept = await sql<{ n: number }>`SELECT count(*)::int AS n FROM market_fetches WHERE workspace_id = ${user.workspaceId}`.execute(
      env.ctx.db,
    );
    expect(kept.rows[0]?.n).toBe(0);
    // Asked again, the page is fetched, written and charged once.
    const again = await market(user.headers, BRIEF);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().market.charged).toBe(80);
    expect(await ledger(user.id)).toEqual([-80]);
  });

  it("holds the rows to what the source could not filter, and names what no row could be checked against", async () => {
    const user = await member(500);
    // Modash has no views filter; its TikTok rows carry average views: held to it here.
    const views = await market(user.headers, { social_network: "tiktok", views_avg: { from: 5_000 } });
    expect(views.statusCode, views.body).toBe(200);
    expect(views.json().market).toMatchObject({ applied_after: ["views_avg"], unverified: [] });
    expect(views.json().results.search_results.length).toBeGreaterThan(0);
    for (const result of views.json().results.search_results) expect(result.metrics.views_avg).toBeGreaterThanOrEqual(5_000);
    // Nor an audience-interest filter, and its rows carry no interests: kept, and the filter named as unchecked.
    const interests = await market(user.headers, { social_network: "instagram", interests: [3] });
    expect(interests.json().market).toMatchObject({ applied_after: [], unverified: ["interests"] });
    expect(interests.json().results.search_results.length).toBeGreaterThan(0);
  });

  it("refuses before any spend: 402 when the balance is short, 403 without a plan, 400 for a bad body", async () => {
    const poor = await member(79);
    const short = await market(poor.headers, BRIEF);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ error: "Insufficient credits" });
    const planless = await createUser(env.ctx);
    const denied = await market(bearer(await accessTokenFor(env.ctx, planless)), BRIEF);
    expect(denied.statusCode).toBe(403);
    expect((await market(poor.headers, { ...BRIEF, market_page: 0 })).statusCode).toBe(400);
    expect((await market(poor.headers, { ...BRIEF, account_gender: "robot" })).statusCode).toBe(400);
    const fetches = await sql<{ n: number }>`SELECT count(*)::int AS n FROM market_fetches WHERE user_id = ${poor.id}`.execute(env.ctx.db);
    expect(fetches.rows[0]?.n).toBe(0);
  });

  it("never overspends under concurrency: identical searches pay once, different ones stop at the balance", async () => {
    const user = await member(200);
    const same = await Promise.all(Array.from({ length: 5 }, () => market(user.headers, BRIEF)));
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(same.map((r) => r.json().market.charged).sort()).toEqual([0, 0, 0, 0, 80]);
    // 120 credits left: of four different first pages, at most one more can be paid.
    const different = await Promise.all(
      [60_000, 70_000, 80_000, 90_000].map((from) =>
        market(user.headers, { social_network: "instagram", subscribers_count: { from, to: 900_000 } }),
      ),
    );
    const paid = different.filter((r) => r.statusCode === 200 && r.json().market.charged > 0).length;
    expect(paid).toBe(1);
    expect(different.filter((r) => r.statusCode === 402).length).toBe(3);
    expect(await getBalance(env.ctx.db, user.workspaceId)).toBe(40);
  });
});
