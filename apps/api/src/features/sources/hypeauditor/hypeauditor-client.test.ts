import { AGE_GROUPS } from "@radar/contract/search";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../../test/sources-test-env.ts";
import { findMarketAccount, vendorMarket } from "../sandbox/market/synthetic-market.ts";
import { sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { SourceError } from "../source-errors.ts";
import { HypeAuditorClient } from "./hypeauditor-client.ts";
import { HYPEAUDITOR_SANDBOX_DAILY_CREDITS, HYPEAUDITOR_SANDBOX_RETRY_TTL } from "./hypeauditor-sandbox.routes.ts";

let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv();
  // The sandbox's market is generated on its first search; made here, a loaded machine cannot push that search past the client's timeout.
  for (const platform of ["instagram", "tiktok", "youtube", "twitter"] as const) vendorMarket("hypeauditor", platform);
});
afterAll(() => env.close());
beforeEach(async () => {
  // Each test starts with a healthy, unpaused source and an unspent sandbox budget.
  await sql`TRUNCATE source_state, source_usage, sandbox_source_usage`.execute(env.ctx.db);
  env.sleeps.length = 0;
});

const client = (overrides: Partial<SourcesTestEnv["settings"]["hypeauditor"]> = {}) =>
  new HypeAuditorClient({ ...env.settings.hypeauditor, ...overrides }, env.deps("hypeauditor"));

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

describe("HypeAuditorClient.lookup against the sandbox", () => {
  it("waits retryTtl for a report being generated, then maps the ready Instagram report", async () => {
    const persona = sandboxPersona("instagram", "sara.reports");
    const account = await client().lookup({ platform: "instagram", handle: "@Sara.Reports" });
    expect(env.sleeps).toEqual([HYPEAUDITOR_SANDBOX_RETRY_TTL * 1000]);
    const { record } = account;
    expect(record).toMatchObject({
      platform: "instagram",
      username: "sara.reports",
      fullName: persona.title,
      followers: persona.followers,
      erBp: Math.round(persona.er * 100),
      countryCode: persona.country,
      language: persona.language,
      categories: persona.categories,
      source: "hypeauditor",
      aqs: persona.aqs,
      realSubscribers: Math.round(persona.followers * persona.credibility),
    });
    expect(record.credibility).toBeCloseTo(persona.credibility * 100, 1);
    expect(record.avatarUrl).toBe(`${env.baseUrl}/sandbox/avatars/instagram/sara.reports.svg`);
    expect(record.reelsViewsAvg).toBeGreaterThan(0);
    expect(record.postPrice).toBe(Math.round(Math.max(50, Math.round((persona.followers / 1000) * 6)) * 3.75));
    expect(account.sourceRef).toBe(persona.numericId);
    expect(account.estimated).toEqual(["prices"]);
    expect(account.missing).toEqual([]);
    const audience = record.audience;
    expect(audience).not.toBeNull();
    expect((audience?.maleBp ?? 0) + (audience?.femaleBp ?? 0)).toBe(10_000);
    expect(audience?.ageBp).toHaveLength(AGE_GROUPS.length);
    expect(audience?.ageBp.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(audience?.countries[0]).toEqual([persona.audience.countries[0]?.code, (persona.audience.countries[0]?.prc ?? 0) * 100]);
    expect(audience?.cities.map(([id]) => id)).toEqual(persona.audience.cities.map((c) => c.id));
  });

  it("answers at once for a report already generated", async () => {
    await client().lookup({ platform: "tiktok", handle: "again.and.again" });
    env.sleeps.length = 0;
    const account = await client().lookup({ platform: "tiktok", handle: "again.and.again" });
    expect(env.sleeps).toEqual([]);
    expect(account.record.likesCount).toBeGreaterThan(0);
    expect(account.record.viewsAvg).toBe(sandboxPersona("tiktok", "again.and.again").viewsAvg);
  });

  it("looks up YouTube channels (CQS as the quality score, shorts views) and X accounts (no audience)", async () => {
    const youtube = await client().lookup({ platform: "youtube", handle: "gulf.gamer" });
    const persona = sandboxPersona("youtube", "gulf.gamer");
    expect(youtube.record).toMatchObject({ followers: persona.followers, aqs: persona.aqs, viewsAvg: persona.viewsAvg });
    expect(youtube.record.shortsViewsAvg).toBeGreaterThan(0);
    expect(youtube.sourceRef).toMatch(/^UC[\w-]{22}$/);
    expect(youtube.record.categories).toEqual(persona.categories);

    const x = await client().lookup({ platform: "twitter", handle: "riyadh.news" });
    expect(x.record.audience).toBeNull();
    expect(x.record.avgTweets).toBeGreaterThan(0);
    expect(x.missing).toEqual(expect.arrayContaining(["audience", "aqs", "credibility"]));
  });

  it("maps the reserved handles to our error kinds", async () => {
    expect((await failure(client().lookup({ platform: "instagram", handle: "notfound" }))).kind).toBe("not_found");
    expect((await failure(client().lookup({ platform: "tiktok", handle: "notfound" }))).kind).toBe("not_found");
    expect((await failure(client().lookup({ platform: "instagram", handle: "personalaccount" }))).kind).toBe("not_found");
    expect((await failure(client().lookup({ platform: "instagram", handle: "malformed" }))).kind).toBe("unavailable");
    expect((await failure(client().lookup({ platform: "instagram", handle: "unauthorized" }))).kind).toBe("unauthorised");
    const server = await failure(client().lookup({ platform: "instagram", handle: "servererror" }));
    expect(server.kind).toBe("unavailable");
    expect(env.sleeps).toHaveLength(env.settings.hypeauditor.maxRetries);
  });

  it("retries a 429 after its Retry-After and a 503 after a backoff", async () => {
    const limited = await client().lookup({ platform: "instagram", handle: "ratelimited" });
    expect(limited.record.username).toBe("ratelimited");
    expect(env.sleeps).toEqual([1000]);
    env.sleeps.length = 0;
    const flaky = await client().lookup({ platform: "youtube", handle: "flaky" });
    expect(flaky.record.username).toBe("flaky");
    expect(env.sleeps).toHaveLength(1);
  });

  it("gives up on a slow answer after the timeout", async () => {
    const error = await failure(client({ timeoutMs: 500, maxRetries: 0 }).lookup({ platform: "instagram", handle: "slowpoke" }));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toContain("no answer within 500 ms");
  });

  it("turns out of credits into quota_exhausted and pauses the source for the day", async () => {
    expect((await failure(client().lookup({ platform: "instagram", handle: "quotaexceeded" }))).kind).toBe("quota_exhausted");
    const state = await env.ctx.db.selectFrom("source_state").select("paused_until").where("source", "=", "hypeauditor").executeTakeFirst();
    expect(state?.paused_until).not.toBeNull();
  });

  it("answers a report that needs longer than a request may wait as pending, having bought it once and asked no one else", async () => {
    let requests = 0;
    const notReady: typeof fetch = async () => {
      requests += 1;
      return new Response(JSON.stringify({ result: { report_state: "NOT_READY", report_quality: null, retryTtl: 45 } }), { status: 202 });
    };
    const slow = new HypeAuditorClient(env.settings.hypeauditor, env.deps("hypeauditor", { fetchImpl: notReady }));
    const error = await failure(slow.lookup({ platform: "tiktok", handle: "busy.creator" }));
    expect(error).toMatchObject({ kind: "unavailable", options: { retryable: true, retryAfterMs: 30_000, reportPending: true } });
    expect(requests).toBe(1);
    expect(env.sleeps).toEqual([]);
    // Polling the report it bought costs nothing more.
    expect(await failure(slow.lookup({ platform: "tiktok", handle: "busy.creator", poll: true }))).toMatchObject({
      options: { reportPending: true },
    });
    const usage = await env.ctx.db
      .selectFrom("source_usage")
      .select(["units", "requests"])
      .where("source", "=", "hypeauditor")
      .executeTakeFirst();
    expect(usage).toEqual({ units: 1, requests: 2 });
  });

  it("refuses wrong credentials", async () => {
    const error = await failure(client({ token: "not-the-token" }).lookup({ platform: "instagram", handle: "sara" }));
    expect(error.kind).toBe("unauthorised");
    expect(error.message).toContain("Wrong X-Auth-Id or X-Auth-Token");
  });
});

describe("HypeAuditorClient.search against the sandbox", () => {
  const filters = { followers_from: 10_000, followers_to: 2_000_000, country: "SA", er_from: 1 };

  it("applies the filters and pages through consistent totals", async () => {
    const first = await client().search({ platform: "instagram", filters, page: 1 });
    const second = await client().search({ platform: "instagram", filters, page: 2 });
    expect(first.totalPages).toBeGreaterThanOrEqual(2);
    expect(second.totalPages).toBe(first.totalPages);
    expect(first.accounts).toHaveLength(20);
    const all = [...first.accounts, ...second.accounts];
    for (const { record } of all) {
      expect(record.followers).toBeGreaterThanOrEqual(10_000);
      expect(record.followers).toBeLessThanOrEqual(2_000_000);
      expect(record.countryCode).toBe("SA");
      expect(record.erBp).toBeGreaterThanOrEqual(100);
      expect(findMarketAccount("hypeauditor", "instagram", record.username)?.country).toBe("SA");
    }
    const names = all.map((a) => a.record.username);
    expect(new Set(names).size).toBe(names.length);
    // Biggest first, as we asked.
    expect(first.accounts[0]?.record.followers).toBeGreaterThanOrEqual(second.accounts[0]?.record.followers ?? 0);
    expect(first.accounts[0]?.missing).toEqual(expect.arrayContaining(["audience", "aqs"]));
  });

  it("keeps only verified accounts when asked, on every platform", async () => {
    for (const platform of ["instagram", "tiktok", "youtube", "twitter"] as const) {
      const page = await client().search({ platform, filters: { verified_only: true }, page: 1 });
      expect(page.accounts.length).toBeGreaterThan(0);
      for (const { record } of page.accounts) {
        expect(record.isVerified).toBe(true);
        expect(findMarketAccount("hypeauditor", platform, record.username)?.isVerified).toBe(true);
      }
    }
  });

  it("holds YouTube rows to the ER filter HypeAuditor does not offer there", async () => {
    const page = await client().search({ platform: "youtube", filters: { er_from: 2 }, page: 1 });
    for (const { record } of page.accounts) expect(record.erBp).toBeGreaterThanOrEqual(200);
  });

  it("counts queries_left down and answers 402 when the day's credits are spent", async () => {
    const ask = (page: number) =>
      fetch(`${env.settings.hypeauditor.baseUrl}/auditor.search/`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-auth-id": "sandbox-client-id", "x-auth-token": "sandbox-hypeauditor-token" },
        body: JSON.stringify({ social_network: "tiktok", page }),
      }).then((r) => r.json() as Promise<{ result: { queries_left: number } }>);
    const a = await ask(1);
    const b = await ask(2);
    expect(b.result.queries_left).toBe(a.result.queries_left - 1);
    await sql`UPDATE sandbox_source_usage SET units = ${HYPEAUDITOR_SANDBOX_DAILY_CREDITS}`.execute(env.ctx.db);
    expect((await failure(client().search({ platform: "tiktok", filters: {}, page: 3 }))).kind).toBe("quota_exhausted");
  });

  it("answers a form-encoded search like a JSON one", async () => {
    const body = "social_network=instagram&page=1&account_geo[country][]=sa&verified=0&subscribers_count[from]=5000";
    const answer = await fetch(`${env.settings.hypeauditor.baseUrl}/auditor.search`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-auth-id": "sandbox-client-id",
        "x-auth-token": "sandbox-hypeauditor-token",
      },
      body,
    }).then((r) => r.json() as Promise<{ result: { search_results: { basic: { username: string } }[] } }>);
    expect(answer.result.search_results.length).toBeGreaterThan(0);
    for (const row of answer.result.search_results) {
      const account = findMarketAccount("hypeauditor", "instagram", row.basic.username);
      expect([account?.country, account?.isVerified, (account?.followers ?? 0) >= 5000]).toEqual(["SA", false, true]);
    }
  });

  it("turns fault keywords into the import's failure paths", async () => {
    expect((await failure(client().search({ platform: "instagram", filters: { keywords: "quotaexceeded" }, page: 1 }))).kind).toBe(
      "quota_exhausted",
    );
    await sql`TRUNCATE source_state`.execute(env.ctx.db);
    expect((await failure(client().search({ platform: "instagram", filters: { keywords: "servererror" }, page: 1 }))).kind).toBe(
      "unavailable",
    );
    expect((await failure(client().search({ platform: "instagram", filters: { keywords: "malformed" }, page: 1 }))).kind).toBe(
      "unavailable",
    );
    const flaky = await client().search({ platform: "instagram", filters: { keywords: "flaky" }, page: 1 });
    expect(flaky.accounts).toEqual([]);
  });

  it("tests the connection on auditor.searchSandbox without spending credits", async () => {
    expect(await client().testConnection()).toMatch(/accepted our credentials; [\d,]+ discovery queries left/);
    expect((await failure(client({ clientId: "someone-else" }).testConnection())).kind).toBe("unauthorised");
  });
});
