import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { signedInAdmin } from "../../../test/fixtures/admin.ts";
import { indexAccount } from "../../../test/fixtures/indexed-accounts.ts";
import { accessTokenFor, bearer, createUser, workspaceIdOf } from "../../../test/helpers.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { setCredits } from "../../core/credits/ledger.ts";
import { JobQueue } from "../../core/jobs/job-queue.ts";
import { startJobWorkers } from "../../job-workers.ts";
import { influencerId } from "../discovery/public.ts";
import { refreshIfStale } from "../sources/public.ts";

/** Issue 37: every writer leaves the day's point, once a day; the details' history, growth and signals. */
let env: SourcesTestEnv;
let headers: Record<string, string>;
beforeAll(async () => {
  env = await createSourcesTestEnv({ SOURCES_SANDBOX_LATENCY_MS: "0" });
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id, 2);
  await setCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, balance: 1_000, reason: "admin_adjustment" });
  headers = bearer(await accessTokenFor(env.ctx, user));
});
afterAll(async () => {
  await env?.ctx.jobs?.stop();
  await env?.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function points(ids: string[]) {
  const { rows } = await sql<{ influencer_id: string; day: string; followers: number; source: number }>`
    SELECT influencer_id::text AS influencer_id, day::text AS day, followers, source FROM account_history
    WHERE influencer_id = ANY(${ids}::bigint[]) ORDER BY influencer_id, day`.execute(env.ctx.db);
  return rows;
}

describe("history written by every writer", () => {
  it("a lookup writes today's point and a refresh the same day replaces it", async () => {
    const preview = await env.app.inject({
      method: "POST",
      url: "/api/social_profiles/preview/",
      headers,
      payload: { profile_url: "https://www.youtube.com/@history.channel" },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const id = influencerId("youtube", "history.channel");
    const first = await points([id]);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ day: today(), source: 2 });

    // A refresh later the same day: still one point, with the refreshed figures.
    await sql`UPDATE account_history SET followers = 1 WHERE influencer_id = ${id}::bigint`.execute(env.ctx.db);
    await sql`UPDATE influencer_profiles SET fetched_at = now() - interval '8 days', checked_at = now() - interval '8 days'
      WHERE id = ${id}::bigint`.execute(env.ctx.db);
    expect(await refreshIfStale(env.ctx, id, 1)).toBe(true);
    const after = await points([id]);
    expect(after).toHaveLength(1);
    expect(after[0]?.followers).toBe(first[0]?.followers);
  });

  it("a vendor's lookup also brings the vendor's own history", async () => {
    // TikTok lookups go to Modash first, whose report has a monthly statHistory.
    const preview = await env.app.inject({
      method: "POST",
      url: "/api/social_profiles/preview/",
      headers,
      payload: { profile_url: "https://www.tiktok.com/@vendor.history" },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const written = await points([influencerId("tiktok", "vendor.history")]);
    expect(written.map((point) => point.source)).toEqual(written.map(() => 6));
    // Twelve monthly points (the first of each month) and today's own.
    expect(written).toHaveLength(13);
    expect(written.slice(0, 12).every((point) => point.day.endsWith("-01"))).toBe(true);
    expect(written.at(-1)?.day).toBe(today());
    expect((written[0]?.followers ?? 0) < (written.at(-1)?.followers ?? 0)).toBe(true);
  });

  it("a vendor import writes a point for every account it imports", async () => {
    const { rows: database } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(env.ctx.db);
    env.ctx.jobs = await JobQueue.start(`${inject("pgServerUrl")}/${database[0]?.name}`, env.ctx.logger);
    await startJobWorkers(env.ctx);
    const { headers: admin } = await signedInAdmin(env.ctx);
    const started = await env.app.inject({
      method: "POST",
      url: "/api/admin/sources/imports/",
      headers: admin,
      payload: { source: "modash", platform: "tiktok", pages: 1, filters: { followers_from: 5_000 } },
    });
    expect(started.statusCode, started.body).toBe(202);
    const importId: number = started.json().id;
    for (let waited = 0; waited < 20_000; waited += 100) {
      const row = await env.ctx.db.selectFrom("source_imports").select("status").where("id", "=", importId).executeTakeFirstOrThrow();
      if (row.status === "completed" || row.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows } = await sql<{ id: string }>`
      SELECT i.id::text AS id FROM influencers i JOIN influencer_profiles p ON p.id = i.id
      WHERE p.source = 'modash' AND i.platform = 'tiktok'`.execute(env.ctx.db);
    expect(rows.length).toBeGreaterThan(0);
    const written = await points(rows.map((entry) => entry.id));
    expect(written.filter((point) => point.day === today())).toHaveLength(rows.length);
    expect(new Set(written.map((point) => point.source))).toEqual(new Set([6]));
  });

  it("a market search writes a point for every account it finds", async () => {
    const response = await env.app.inject({
      method: "POST",
      url: "/api/search/market/",
      headers,
      payload: { social_network: "instagram", subscribers_count: { from: 50_000, to: 500_000 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const ids: string[] = response.json().results.search_results.map((result: { basic: { id: string } }) => result.basic.id);
    expect(ids.length).toBeGreaterThan(0);
    const written = await points(ids);
    expect(written.map((point) => point.influencer_id).sort()).toEqual([...ids].sort());
    expect(written.every((point) => point.day === today())).toBe(true);
  });
});

describe("GET /api/influencers/{id}/history/", () => {
  async function accountWithHistory(username: string, spikeAgo: number | null) {
    const id = await indexAccount(env.ctx, { platform: "instagram", username, followers: 120_000 });
    // A steady +100 a day for a year, daily; a spike buys 9,000 followers in one day.
    await sql`
      INSERT INTO account_history (influencer_id, day, followers, following, source)
      SELECT ${id}::bigint, (now() AT TIME ZONE 'UTC')::date - ago,
        84_000 + (365 - ago) * 100 + CASE WHEN ${spikeAgo}::integer IS NOT NULL AND ago < ${spikeAgo}::integer THEN 9_000 ELSE 0 END,
        400, 6
      FROM generate_series(0, 365) ago`.execute(env.ctx.db);
    return id;
  }

  it("flags a seeded spike with its date, and gives the chart's points and growth", async () => {
    const id = await accountWithHistory("spiky.account", 40);
    const response = await env.app.inject({ url: `/api/influencers/${id}/history/?days=90`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.points).toHaveLength(91);
    expect(body.points.at(-1)).toMatchObject({ day: today(), followers: 84_000 + 36_500 + 9_000 });
    expect(body.growth).toEqual([
      { days: 30, measured_days: 30, change: 3_000, rate: expect.any(Number) },
      { days: 90, measured_days: 90, change: 18_000, rate: expect.any(Number) },
    ]);
    const spike = body.signals.find((entry: { kind: string }) => entry.kind === "growth_spike");
    expect(spike).toMatchObject({ verdict: "warning", reason: "spike", date: daysAgo(39), value: 9_100, benchmark: 100 });
    expect(body.signals.find((entry: { kind: string }) => entry.kind === "follower_following")).toMatchObject({ verdict: "good" });
    expect(body.quality.estimate.score).toBeGreaterThan(0);
  });

  it("finds no spike in steady growth", async () => {
    const id = await accountWithHistory("steady.account", null);
    const body = (await env.app.inject({ url: `/api/influencers/${id}/history/?days=30`, headers })).json();
    expect(body.points).toHaveLength(31);
    expect(body.signals.find((entry: { kind: string }) => entry.kind === "growth_spike")).toMatchObject({
      verdict: "good",
      reason: "no_spikes",
      date: null,
    });
  });

  it("answers 404 for an account it does not hold, 400 for a span it does not offer, 401 without a login", async () => {
    expect((await env.app.inject({ url: "/api/influencers/12345/history/", headers })).statusCode).toBe(404);
    expect((await env.app.inject({ url: "/api/influencers/99999999999999999999/history/", headers })).statusCode).toBe(404);
    expect((await env.app.inject({ url: "/api/influencers/not-an-id/history/", headers })).statusCode).toBe(404);
    const id = await indexAccount(env.ctx, { platform: "tiktok", username: "span.account" });
    expect((await env.app.inject({ url: `/api/influencers/${id}/history/?days=7`, headers })).statusCode).toBe(400);
    expect((await env.app.inject({ url: `/api/influencers/${id}/history/` })).statusCode).toBe(401);
  });
});
