import { type TSearchRequest, ZSearchRequestSchema } from "@radar/contract/search";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES, fixture } from "../../../../test/fixtures/influencers.ts";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { upsertInfluencers } from "../importer/import-records.ts";
import { runSearch } from "../search/search.service.ts";
import { toSearchQuery } from "../search/search-query.ts";
import { publishIndexChanges, upsertAccounts } from "./index-changes.ts";
import type { InfluencerRecord } from "./influencer-record.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await upsertInfluencers(env.ctx.db, FIXTURES);
});
afterAll(() => env.close());

const search = (body: TSearchRequest) => runSearch(env.ctx.search, toSearchQuery(ZSearchRequestSchema.parse(body)));
const state = async () =>
  (await sql<{ version: number; pending_changes: number }>`SELECT version, pending_changes FROM discovery_index_state`.execute(env.ctx.db))
    .rows[0];
const stats = async (platform: string) =>
  (
    await sql<{ total: number; min_followers: number; max_followers: number }>`
      SELECT total, min_followers, max_followers FROM discovery_platform_stats WHERE platform = ${platform}`.execute(env.ctx.db)
  ).rows[0];
/** What a full recount would say: the incremental stats must always agree with it. */
const recount = async (platform: string) =>
  (await sql<{ total: number }>`SELECT count(*)::int AS total FROM influencers WHERE platform = ${platform}`.execute(env.ctx.db)).rows[0]
    ?.total;

const fromSource = (username: string, overrides: Partial<InfluencerRecord> = {}): InfluencerRecord => ({
  ...fixture(username, overrides),
  source: "youtube",
  provenance: {
    sourceRef: `UC${username.padEnd(22, "x").slice(0, 22)}`,
    viaSandbox: true,
    fetchedAt: new Date("2026-11-20T10:00:00Z"),
    estimated: ["followers", "er"],
    missing: ["aqs", "audience"],
  },
});

describe("upserts of single accounts (enrichment, refresh, vendor imports)", () => {
  it("keep the per-platform stats exact without a recount, and leave the index version alone", async () => {
    const before = await state();
    const first = await upsertAccounts(env.ctx.db, [
      fromSource("new.channel", { platform: "youtube", followers: 9_999_999 }),
      fromSource("small.channel", { platform: "youtube", followers: 1_001 }),
    ]);
    expect(first).toMatchObject({ inserted: 2, updated: 0 });
    expect((await stats("youtube"))?.total).toBe(await recount("youtube"));
    expect(await stats("youtube")).toMatchObject({ min_followers: 1_001, max_followers: 9_999_999 });

    // The same accounts again (a refresh): updated, not counted twice.
    const again = await upsertAccounts(env.ctx.db, [fromSource("new.channel", { platform: "youtube", followers: 9_000_000 })]);
    expect(again).toMatchObject({ inserted: 0, updated: 1 });
    expect((await stats("youtube"))?.total).toBe(await recount("youtube"));
    // Bounds only widen: a bound that can no longer exclude anything is still safe to drop.
    expect((await stats("youtube"))?.max_followers).toBe(9_999_999);

    const after = await state();
    expect(after?.version).toBe(before?.version);
    expect(after?.pending_changes).toBe((before?.pending_changes ?? 0) + 3);
  });

  it("write the provenance that search results show, with unknown figures as null", async () => {
    await upsertAccounts(env.ctx.db, [fromSource("provenance.check", { platform: "youtube", followers: 123_000, aqs: 0 })]);
    const outcome = await search({ social_network: "youtube", search: "provenance.check" });
    const result = outcome.results.find((r) => r.basic.username === "provenance.check");
    expect(result?.provenance).toMatchObject({
      source: "youtube",
      sandbox: true,
      fetched_at: "2026-11-20T10:00:00.000Z",
      estimated: ["followers", "er"],
      missing: ["aqs", "audience"],
    });
    // Each field group the row holds carries the same source and date (field-groups.test.ts merges them).
    expect(result?.provenance.groups?.metrics).toEqual({ source: "youtube", sandbox: true, fetched_at: "2026-11-20T10:00:00.000Z" });
    expect(result?.features.aqs).toBeNull();
    expect(result?.features.aqs_name).toBeNull();
    expect(result?.metrics.er).toBe(3);
    // A seeded or imported row: no provenance of its own; its date is the row's.
    const seeded = (await search({ social_network: "instagram" })).results[0];
    expect(seeded?.provenance).toMatchObject({ source: "import", sandbox: false, estimated: [], missing: [] });
    expect(Number.isNaN(Date.parse(seeded?.provenance.fetched_at ?? ""))).toBe(false);
  });
});

describe("publishing index changes", () => {
  it("keeps a cached total until the changes are published, then counts again", async () => {
    // A filtered search: its total is counted and kept per index version (an unfiltered one reads the
    // per-platform stats, which the upsert keeps exact at once).
    const body: TSearchRequest = { social_network: "tiktok", account_geo: { country: ["SA"] } };
    const before = (await search(body)).total;
    await upsertAccounts(env.ctx.db, [fromSource("fresh.tok", { platform: "tiktok", followers: 50_000 })]);
    // The total counted for this version is kept: paging through it stays stable.
    expect((await search(body)).total).toBe(before);
    // A search that was never counted sees the new account at once.
    expect((await search({ social_network: "tiktok", search: "fresh.tok" })).results.map((r) => r.basic.username)).toContain("fresh.tok");

    expect(await publishIndexChanges(env.ctx.db, 3_600)).toBe(false); // published too recently
    expect(await publishIndexChanges(env.ctx.db, 0)).toBe(true);
    expect((await state())?.pending_changes).toBe(0);
    expect((await search(body)).total).toBe(before + 1);
    expect(await publishIndexChanges(env.ctx.db, 0)).toBe(false); // nothing pending
  });

  it("lets only one of several simultaneous publishers bump the version", async () => {
    await upsertAccounts(env.ctx.db, [fromSource("race.tok", { platform: "tiktok" })]);
    const version = (await state())?.version ?? 0;
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => publishIndexChanges(env.ctx.db, 0)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect((await state())?.version).toBe(version + 1);
  });
});
