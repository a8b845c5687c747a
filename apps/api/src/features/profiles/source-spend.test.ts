import { PREVIEW_VENDOR_ALLOWANCE, SPEND_MSG } from "@radar/contract/sources";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createUser, workspaceIdOf } from "../../../test/helpers.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { setCredits } from "../../core/credits/ledger.ts";
import { pollDueReports } from "../sources/public.ts";

/**
 * Every paid source call is somebody's budgeted decision: attribution rows for previews, adds and
 * market searches; the verified-address, plan and allowance refusals; 20 users at once within the
 * caps; a platform's "not found" kept; a HypeAuditor report being generated never bought again from
 * Modash; the admin's spend answer and its 80 % alarm. Real PostgreSQL, sandboxes over loopback HTTP.
 */
const GLOBAL_CAP = 60;
let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv({
    PREVIEW_VENDOR_GLOBAL_DAILY: String(GLOBAL_CAP),
    PREVIEW_VENDOR_PER_IP_DAILY: "1000",
    HYPEAUDITOR_REPORT_WAIT_MS: "0",
    MODASH_DAILY_QUOTA: "400",
  });
});
afterAll(() => env.close());

async function member(planId: number | null = 1) {
  const user = await createUser(env.ctx);
  if (planId !== null) await createSubscription(env.ctx, user.id, planId);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}
const preview = (headers: Record<string, string>, profile_url: string) =>
  env.app.inject({ method: "POST", url: "/api/social_profiles/preview/", headers, payload: { profile_url } });
const spendRows = async (where: { userId?: number; purpose?: string; sources?: string[] } = {}) => {
  let query = env.ctx.db.selectFrom("source_spend").select(["source", "units", "user_id", "crawl_id", "purpose"]);
  if (where.userId !== undefined) query = query.where("user_id", "=", where.userId);
  if (where.purpose) query = query.where("purpose", "=", where.purpose);
  if (where.sources) query = query.where("source", "in", where.sources);
  return query.orderBy("id").execute();
};
const requestsAt = async (source: string) =>
  (await sql<{ n: number }>`SELECT coalesce(sum(requests), 0)::int AS n FROM source_usage WHERE source = ${source}`.execute(env.ctx.db))
    .rows[0]?.n ?? 0;

describe("who each paid call was for", () => {
  it("records a preview's and an add's source calls as the user's", async () => {
    const { user, headers } = await member();
    expect((await preview(headers, "https://www.youtube.com/@spend.preview.channel")).statusCode).toBe(200);
    const rows = await spendRows({ userId: user.id });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.purpose === "preview" && row.source === "youtube" && row.crawl_id === null)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.units, 0)).toBe(3);

    const added = await env.app.inject({
      method: "POST",
      url: "/api/social_profiles/add/",
      headers,
      payload: {
        username: "spend.add.channel",
        profile_url: "https://www.youtube.com/@spend.add.channel",
        platform: "youtube",
        category_id: 1035,
        targeted_category: "",
        age_groups: [],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const adds = await spendRows({ userId: user.id, purpose: "add" });
    expect(adds.reduce((sum, row) => sum + row.units, 0)).toBe(3);
  });

  it("records a market search's page as the user's market_search", async () => {
    const { user, headers } = await member(2);
    await setCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, balance: 500, reason: "admin_adjustment" });
    const response = await env.app.inject({
      method: "POST",
      url: "/api/search/market/",
      headers,
      payload: { social_network: "instagram", subscribers_count: { from: 50_000, to: 500_000 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await spendRows({ userId: user.id });
    expect(rows).toEqual([{ source: "modash", units: 1, user_id: user.id, crawl_id: null, purpose: "market_search" }]);
  });
});

describe("who may spend", () => {
  it("refuses previews and adds to an unverified address (403)", async () => {
    const user = await createUser(env.ctx, { is_email_verified: false });
    await createSubscription(env.ctx, user.id, 1);
    const headers = bearer(await accessTokenFor(env.ctx, user));
    const before = await requestsAt("youtube");
    const refused = await preview(headers, "https://www.youtube.com/@unverified.owner");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: "email_unverified", detail: SPEND_MSG.email_unverified });
    expect(await requestsAt("youtube")).toBe(before);
  });

  it("refuses a vendor-backed preview without a plan (403) and buys nothing", async () => {
    const { user, headers } = await member(null);
    const refused = await preview(headers, "https://www.tiktok.com/@noplan.vendor.creator");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "vendor_needs_plan", detail: SPEND_MSG.vendor_needs_plan });
    expect(await spendRows({ userId: user.id })).toEqual([]);
  });

  it("counts vendor-backed previews against the plan's daily allowance: then 429 with the seconds to midnight UTC", async () => {
    const { user, headers } = await member(1);
    const allowance = PREVIEW_VENDOR_ALLOWANCE.basic;
    for (let n = 0; n < allowance; n += 1) {
      const answer = await preview(headers, `https://www.tiktok.com/@allowance.creator${n}`);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const refused = await preview(headers, "https://www.tiktok.com/@allowance.creator.extra");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "preview_allowance", detail: SPEND_MSG.preview_allowance });
    const now = new Date();
    const toMidnight = (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;
    expect(Math.abs(Number(refused.headers["retry-after"]) - toMidnight)).toBeLessThan(10);
    expect(await spendRows({ userId: user.id, sources: ["modash", "hypeauditor"] })).toHaveLength(allowance);
  });

  it("keeps 20 users previewing at once within their allowances and the global cap", async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => member(1)));
    const answers = await Promise.all(
      users.flatMap(({ headers }, u) =>
        Array.from({ length: 4 }, (_, n) => preview(headers, `https://www.tiktok.com/@crowd.u${u}.n${n}`).then((r) => r.statusCode)),
      ),
    );
    expect(answers.every((status) => status === 200 || status === 429)).toBe(true);
    const vendorPreviews = await spendRows({ purpose: "preview", sources: ["modash", "hypeauditor"] });
    expect(vendorPreviews.length).toBeLessThanOrEqual(GLOBAL_CAP);
    // The first test user took the basic allowance (10); the crowd could take only what the cap left.
    expect(answers.filter((status) => status === 200).length).toBe(GLOBAL_CAP - PREVIEW_VENDOR_ALLOWANCE.basic);
    for (const { user } of users) expect((await spendRows({ userId: user.id })).length).toBeLessThanOrEqual(4);
  });
});

describe("what ends a lookup", () => {
  it("keeps a platform's 'not found' for a day: the second preview asks no source and no vendor is paid", async () => {
    const { headers } = await member(3);
    const before = {
      youtube: await requestsAt("youtube"),
      hypeauditor: await requestsAt("hypeauditor"),
      modash: await requestsAt("modash"),
    };
    const first = await preview(headers, "https://www.youtube.com/@notfound");
    expect(first.statusCode).toBe(404);
    expect(await requestsAt("youtube")).toBe(before.youtube + 1);
    const second = await preview(headers, "https://www.youtube.com/@NotFound");
    expect(second.statusCode).toBe(404);
    expect(second.json()).toMatchObject({ code: "not_found" });
    expect(await requestsAt("youtube")).toBe(before.youtube + 1);
    expect(await requestsAt("hypeauditor")).toBe(before.hypeauditor);
    expect(await requestsAt("modash")).toBe(before.modash);
  });

  it("answers a HypeAuditor report being generated as 409 with Retry-After, never buys it from Modash, and shows it once polled", async () => {
    await sql`DELETE FROM source_allowances`.execute(env.ctx.db);
    // YouTube's own quota is spent today, so the lookup goes to the vendors: HypeAuditor first, then Modash.
    await sql`
      INSERT INTO source_usage (source, day, units, requests) VALUES ('youtube', ${new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date())}::date, ${env.settings.youtube.dailyQuota}, 1)
      ON CONFLICT (source, day) DO UPDATE SET units = EXCLUDED.units`.execute(env.ctx.db);
    const { user, headers } = await member(3);
    const link = "https://www.youtube.com/@pending.report.channel";
    const first = await preview(headers, link);
    expect(first.statusCode, first.body).toBe(409);
    expect(first.json()).toMatchObject({ code: "report_pending", detail: SPEND_MSG.report_pending });
    expect(Number(first.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    const again = await preview(headers, link);
    expect(again.statusCode).toBe(409);
    expect(await spendRows({ userId: user.id })).toEqual([
      { source: "hypeauditor", units: 1, user_id: user.id, crawl_id: null, purpose: "preview" },
    ]);

    await new Promise((done) => setTimeout(done, Number(first.headers["retry-after"]) * 1000 + 200));
    expect(await pollDueReports(env.ctx)).toBe(1);
    const ready = await preview(headers, link);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().preview.provenance.source).toBe("hypeauditor");
    const paid = await spendRows({ userId: user.id });
    expect(paid.map((row) => row.source)).toEqual(["hypeauditor"]);
  });
});

describe("GET /api/admin/sources/spend/", () => {
  it("answers spend per source per day and per user, and mails one alarm at 80 % of a daily quota", async () => {
    // Only this test's spend: the file's earlier tests' users (20 at once, several calls each) would
    // otherwise fill the top 20 ahead of this one's two calls, in an order that depends on timing.
    await sql`DELETE FROM source_allowances; DELETE FROM source_spend`.execute(env.ctx.db);
    const admin = await createUser(env.ctx, { role: "admin" });
    const adminHeaders = bearer(await accessTokenFor(env.ctx, admin));
    const quota = env.settings.modash.dailyQuota;
    await sql`UPDATE source_usage SET units = ${Math.ceil(quota * 0.8) - 1} WHERE source = 'modash'`.execute(env.ctx.db);
    const alarms = () => env.ctx.db.selectFrom("mail_outbox").select("subject").where("template", "=", "source-spend-alarm").execute();
    expect(await alarms()).toEqual([]);
    const { user, headers } = await member(3);
    expect((await preview(headers, "https://www.tiktok.com/@alarm.crossing.one")).statusCode).toBe(200);
    expect((await preview(headers, "https://www.tiktok.com/@alarm.crossing.two")).statusCode).toBe(200);
    const mails = await alarms();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("Modash");

    const response = await env.app.inject({ url: "/api/admin/sources/spend/", headers: adminHeaders });
    expect(response.statusCode, response.body).toBe(200);
    const spend = response.json();
    const today = new Date().toISOString().slice(0, 10);
    const modashToday = spend.days.find((day: { day: string; source: string }) => day.day === today && day.source === "modash");
    const counted = await spendRows({ sources: ["modash"] });
    expect(modashToday).toMatchObject({ units: counted.reduce((sum, row) => sum + row.units, 0), calls: counted.length });
    expect(spend.top_users.length).toBeLessThanOrEqual(20);
    expect(spend.top_users.find((row: { user_id: number }) => row.user_id === user.id)).toMatchObject({
      units: 2,
      by_purpose: { preview: 2 },
    });
    expect(spend.budgets.find((row: { source: string }) => row.source === "modash")).toMatchObject({ alarm: "daily", daily_quota: quota });
    expect((await env.app.inject({ url: "/api/admin/sources/spend/", headers })).statusCode).toBe(403);
  });
});
