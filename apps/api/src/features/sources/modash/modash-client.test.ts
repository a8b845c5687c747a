import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../../test/sources-test-env.ts";
import { UNKNOWN_QUALITY_SCORE } from "../record-builder.ts";
import { findMarketAccount, vendorMarket } from "../sandbox/market/synthetic-market.ts";
import { sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { SourceError } from "../source-errors.ts";
import { ModashClient } from "./modash-client.ts";
import { SEARCH_SAMPLE } from "./modash-fixtures.ts";
import { MODASH_SANDBOX_DAILY_CREDITS } from "./modash-sandbox.routes.ts";
import { sandboxUserId } from "./modash-sandbox-data.ts";

let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv();
  // The sandbox's market is generated on its first search; made here, a loaded machine cannot push that search past the client's timeout.
  for (const platform of ["instagram", "tiktok", "youtube"] as const) vendorMarket("modash", platform);
});
afterAll(() => env.close());
beforeEach(async () => {
  // Each test starts with a healthy, unpaused source and an unspent sandbox budget.
  await sql`TRUNCATE source_state, source_usage, sandbox_source_usage`.execute(env.ctx.db);
  env.sleeps.length = 0;
});

const client = (overrides: Partial<SourcesTestEnv["settings"]["modash"]> = {}) =>
  new ModashClient({ ...env.settings.modash, ...overrides }, env.deps("modash"));

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

const usage = () => env.ctx.db.selectFrom("source_usage").select(["units", "requests"]).where("source", "=", "modash").executeTakeFirst();

describe("ModashClient.lookup against the sandbox", () => {
  it("finds the exact username among near matches, then maps its report", async () => {
    const persona = sandboxPersona("instagram", "noura.styles");
    const account = await client().lookup({ platform: "instagram", handle: "@Noura.Styles" });
    const { record } = account;
    expect(record).toMatchObject({
      platform: "instagram",
      username: "noura.styles",
      fullName: persona.title,
      followers: persona.followers,
      erBp: Math.round(persona.er * 100),
      isVerified: persona.verified,
      countryCode: persona.country,
      cityId: persona.city.id,
      language: persona.language,
      categories: persona.categories,
      email: persona.email,
      lastMediaAt: persona.media[0]?.publishedAt,
      aqs: UNKNOWN_QUALITY_SCORE,
      source: "modash",
    });
    expect(record.credibility).toBeCloseTo(persona.credibility * 100, 1);
    expect(record.reelsViewsAvg).toBeGreaterThan(0);
    expect(record.viewsAvg).toBe(record.reelsViewsAvg);
    expect(account.sourceRef).toBe(sandboxUserId("instagram", "noura.styles"));
    expect(account.missing).toEqual(["aqs", "prices"]);
    expect(account.estimated).toEqual(["audience"]);
    const audience = record.audience;
    expect((audience?.maleBp ?? 0) + (audience?.femaleBp ?? 0)).toBe(10_000);
    expect(audience?.ageBp.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(audience?.countries.map(([code]) => code)).toEqual(persona.audience.countries.map((c) => c.code));
    expect(audience?.cities.map(([id]) => id)).toEqual(persona.audience.cities.map((c) => c.id));
    // The handle lookup is free; the report is one credit.
    expect(await usage()).toEqual({ units: 1, requests: 2 });
  });

  it("looks up TikTok and YouTube accounts, a YouTube channel id without the handle lookup", async () => {
    const tiktok = await client().lookup({ platform: "tiktok", handle: "dana.bakes" });
    expect(tiktok.record.viewsAvg).toBe(sandboxPersona("tiktok", "dana.bakes").viewsAvg);
    const youtube = await client().lookup({ platform: "youtube", handle: "gulf.gamer" });
    expect(youtube.record.followers).toBe(sandboxPersona("youtube", "gulf.gamer").followers);
    expect(youtube.missing).toContain("shorts_views_avg");
    await sql`TRUNCATE source_usage`.execute(env.ctx.db);
    const byId = await client().lookup({ platform: "youtube", handle: "UCX6OQ3DkcsbYNE6H8uQQuVA" });
    expect(byId.sourceRef).toBe("UCX6OQ3DkcsbYNE6H8uQQuVA");
    expect(await usage()).toEqual({ units: 1, requests: 1 });
  });

  it("refuses X accounts as unsupported", async () => {
    expect((await failure(client().lookup({ platform: "twitter", handle: "someone" }))).kind).toBe("unsupported");
  });

  it("maps the reserved handles to our error kinds", async () => {
    expect((await failure(client().lookup({ platform: "instagram", handle: "notfound" }))).kind).toBe("not_found");
    expect((await failure(client().lookup({ platform: "tiktok", handle: "personalaccount" }))).kind).toBe("not_found");
    expect((await failure(client().lookup({ platform: "instagram", handle: "malformed" }))).kind).toBe("unavailable");
    expect((await failure(client().lookup({ platform: "instagram", handle: "unauthorized" }))).kind).toBe("unauthorised");
    expect((await failure(client().lookup({ platform: "instagram", handle: "servererror" }))).kind).toBe("unavailable");
    expect(env.sleeps).toHaveLength(env.settings.modash.maxRetries);
  });

  it("retries a 429 after its Retry-After and a 503 after a backoff, on the lookup and on the report", async () => {
    expect((await client().lookup({ platform: "instagram", handle: "ratelimited" })).record.username).toBe("ratelimited");
    expect(env.sleeps).toEqual([1000, 1000]);
    env.sleeps.length = 0;
    expect((await client().lookup({ platform: "tiktok", handle: "flaky" })).record.username).toBe("flaky");
    expect(env.sleeps).toHaveLength(2);
  });

  it("gives up on a slow answer after the timeout", async () => {
    const error = await failure(client({ timeoutMs: 500, maxRetries: 0 }).lookup({ platform: "instagram", handle: "slowpoke" }));
    expect(error.message).toContain("no answer within 500 ms");
  });

  it("turns the not-enough-credits answer into quota_exhausted, from a reserved handle and from a spent day", async () => {
    expect((await failure(client().lookup({ platform: "instagram", handle: "quotaexceeded" }))).kind).toBe("quota_exhausted");
    await sql`TRUNCATE source_state`.execute(env.ctx.db);
    await client().lookup({ platform: "instagram", handle: "one.more" });
    await sql`UPDATE sandbox_source_usage SET units = ${MODASH_SANDBOX_DAILY_CREDITS}`.execute(env.ctx.db);
    const spent = await failure(client().lookup({ platform: "instagram", handle: "one.more" }));
    expect(spent.kind).toBe("quota_exhausted");
    expect(spent.message).toContain("enough credits");
  });

  it("refuses a wrong token", async () => {
    expect((await failure(client({ apiToken: "wrong" }).lookup({ platform: "instagram", handle: "sara" }))).kind).toBe("unauthorised");
    expect((await failure(client({ apiToken: "wrong" }).testConnection())).kind).toBe("unauthorised");
  });

  it("tests the connection with user/info and reports the credits left", async () => {
    expect(await client().testConnection()).toBe(`Modash accepted our token; ${MODASH_SANDBOX_DAILY_CREDITS} credits left`);
  });
});

describe("ModashClient.search against the sandbox", () => {
  const filters = { followers_from: 12_345, followers_to: 2_000_000, country: "SA", er_from: 1 };

  it("applies the filters (the country through its location id, looked up once) and pages without overlap", async () => {
    const first = await client().search({ platform: "instagram", filters, page: 1 });
    const second = await client().search({ platform: "instagram", filters, page: 2 });
    expect(first.totalPages).toBeGreaterThanOrEqual(2);
    expect(second.totalPages).toBe(first.totalPages);
    const all = [...first.accounts, ...second.accounts];
    expect(first.accounts.length).toBeGreaterThan(0);
    for (const { record } of all) {
      expect(record.followers).toBeGreaterThanOrEqual(12_345);
      expect(record.followers).toBeLessThanOrEqual(2_000_000);
      expect(record.countryCode).toBe("SA");
      expect(findMarketAccount("modash", "instagram", record.username)?.country).toBe("SA");
      expect(record.erBp).toBeGreaterThanOrEqual(100);
    }
    const names = all.map((a) => a.record.username);
    expect(new Set(names).size).toBe(names.length);
    // locations (free) + 2 search pages; the location id is remembered for the second page.
    expect(await usage()).toEqual({ units: 2, requests: 3 });
  });

  it("keeps only verified accounts when asked, on every platform", async () => {
    for (const platform of ["instagram", "tiktok", "youtube"] as const) {
      const page = await client().search({ platform, filters: { verified_only: true }, page: 1 });
      expect(page.accounts.length).toBeGreaterThan(0);
      for (const { record } of page.accounts) {
        expect(record.isVerified).toBe(true);
        expect(findMarketAccount("modash", platform, record.username)?.isVerified).toBe(true);
      }
    }
  });

  it("imports direct matches only, never lookalikes, and counts pages of 15 (the documented answer, served as is)", async () => {
    const documented: typeof fetch = async () => new Response(JSON.stringify(SEARCH_SAMPLE), { status: 200 });
    const page = await new ModashClient(env.settings.modash, env.deps("modash", { fetchImpl: documented })).search({
      platform: "instagram",
      filters: {},
      page: 1,
    });
    expect(page.accounts.map((a) => a.record.username)).toEqual(["instagram", "riyadheats"]);
    expect(page.totalPages).toBe(1);
  });

  it("answers an empty page for a country Modash has no location for, without a search", async () => {
    expect(await client().search({ platform: "instagram", filters: { country: "QQ" }, page: 1 })).toEqual({ accounts: [], totalPages: 0 });
    expect(await usage()).toBeUndefined();
  });

  it("turns fault keywords into the import's failure paths", async () => {
    expect((await failure(client().search({ platform: "tiktok", filters: { keywords: "quotaexceeded" }, page: 1 }))).kind).toBe(
      "quota_exhausted",
    );
    await sql`TRUNCATE source_state`.execute(env.ctx.db);
    expect((await failure(client().search({ platform: "tiktok", filters: { keywords: "servererror" }, page: 1 }))).kind).toBe(
      "unavailable",
    );
    expect((await failure(client().search({ platform: "tiktok", filters: { keywords: "malformed" }, page: 1 }))).kind).toBe("unavailable");
    expect((await client().search({ platform: "tiktok", filters: { keywords: "ratelimited" }, page: 1 })).accounts).toEqual([]);
  });
});
