import { type TSearchRequest, ZSearchRequestSchema } from "@radar/contract/search";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../test/fixtures/influencers.ts";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { storeAllEstimates } from "../../vetting/public.ts";
import { upsertInfluencers } from "../importer/import-records.ts";
import { refreshGrowthFor, writeQualityEstimates } from "../index/derived-columns.ts";
import { influencerId } from "../index/influencer-record.ts";
import { runSearch } from "./search.service.ts";
import { createSearchEngine, type SearchEngine } from "./search-engine.ts";
import { planCount, prepareSearch } from "./search-plan.ts";
import { toSearchQuery } from "./search-query.ts";
import { countSql, executeCount } from "./search-repository.ts";
import { pageWhere } from "./search-where.ts";

/** Vendor score and our estimate: `vendor` has its own, `ours` none (ours counts), `none` neither, `both` a low vendor score that wins. */
const RECORDS = [
  fixture("q.vendor", { aqs: 70 }),
  fixture("q.ours", { aqs: 0 }),
  fixture("q.none", { aqs: 0 }),
  fixture("q.both", { aqs: 40 }),
];
const id = (username: string) => influencerId("instagram", username);

let env: TestEnv;
let inProcess: SearchEngine;
beforeAll(async () => {
  env = await createTestEnv();
  await upsertInfluencers(env.ctx.db, RECORDS);
  await writeQualityEstimates(env.ctx.db, [
    { id: id("q.ours"), estimate: 65 },
    { id: id("q.both"), estimate: 90 },
  ]);
  inProcess = createSearchEngine(env.handle, { memoryCount: true });
  await inProcess.counter?.refresh();
});
afterAll(() => env.close());

/** The total by a plain count(*), by the in-process counter, and the usernames of the page. */
async function answers(body: TSearchRequest) {
  const query = toSearchQuery(ZSearchRequestSchema.parse(body));
  const search = await prepareSearch(env.ctx.db, query);
  const plain = (await countSql(pageWhere(query, search.filter)).execute(env.ctx.db)).rows[0]?.total;
  const counted = await inProcess.counter?.count(search.query, search.content, search.stats);
  const outcome = await runSearch(env.ctx.search, query);
  return { plain, counted, names: outcome.results.map((r) => r.basic.username), results: outcome.results };
}

describe("our quality estimate in the quality filter and sort", () => {
  it("the vendor's score where there is one, else ours: counted alike by SQL and the counter", async () => {
    const high = await answers({ aqs: { from: 60 } });
    expect(high.names.sort()).toEqual(["q.ours", "q.vendor"]);
    expect(high.plain).toBe(2);
    expect(high.counted).toBe(2);
    expect(
      await executeCount(
        inProcess,
        planCount({
          ...(await prepareSearch(env.ctx.db, toSearchQuery(ZSearchRequestSchema.parse({ aqs: { from: 60 } })))),
          cachedTotal: null,
        }),
      ),
    ).toBe(2);
    const low = await answers({ aqs: { from: 30, to: 50 } });
    expect(low.names).toEqual(["q.both"]);
    expect(low.counted).toBe(1);
  });

  it("the result says which score is ours", async () => {
    const { results } = await answers({ sort: { field: "quality", order: "desc" } });
    expect(results.map((r) => [r.basic.username, r.features.aqs, r.features.aqs_estimate])).toEqual([
      ["q.vendor", 70, null],
      ["q.ours", 0, 65],
      ["q.both", 40, null],
      ["q.none", 0, null],
    ]);
  });

  it("the daily job writes the estimate onto the index row and lists the accounts for the counter", async () => {
    const before = await sql<{ seq: string }>`SELECT change_seq::text AS seq FROM discovery_index_state`.execute(env.ctx.db);
    const estimated = await storeAllEstimates(env.ctx.db);
    expect(estimated).toBeGreaterThan(0);
    const rows = await env.ctx.db
      .selectFrom("influencers")
      .innerJoin("account_quality_estimates as e", "e.influencer_id", "influencers.id")
      .select(["influencers.quality_estimate", "e.estimate"])
      .execute();
    expect(rows.length).toBe(estimated);
    for (const row of rows) expect(row.quality_estimate).toBe(row.estimate);
    // The vendor's column is never written.
    const vendor = await env.ctx.db.selectFrom("influencers").select(["username", "aqs"]).orderBy("username").execute();
    expect(vendor.map((r) => r.aqs)).toEqual([40, 0, 0, 70]);
    const after = await sql<{ seq: string }>`SELECT change_seq::text AS seq FROM discovery_index_state`.execute(env.ctx.db);
    expect(Number(after.rows[0]?.seq)).toBeGreaterThan(Number(before.rows[0]?.seq));
    await inProcess.counter?.refresh();
    const now = await answers({ aqs: { from: 1 } });
    expect(now.counted).toBe(now.plain);
  });
});

describe("refreshGrowthFor", () => {
  it("growth from the latest point against one 30 / 90 days older, null without one that old or close enough", async () => {
    const write = (username: string, points: [number, number][]) =>
      sql`
        INSERT INTO account_history (influencer_id, day, followers, source)
        SELECT ${id(username)}::bigint, (now() AT TIME ZONE 'UTC')::date - p.ago, p.followers, 1
        FROM jsonb_to_recordset(${JSON.stringify(points.map(([ago, followers]) => ({ ago, followers })))}::jsonb) p(ago integer, followers integer)
        ON CONFLICT (influencer_id, day) DO UPDATE SET followers = EXCLUDED.followers`.execute(env.ctx.db);
    // Today's point is the upsert's (10,000 followers each).
    await write("q.vendor", [
      [29, 9_000],
      [31, 8_000],
      [95, 12_500],
    ]);
    // Its only old point is 200 days back: too far for either period.
    await write("q.ours", [[200, 5_000]]);
    const changed = await refreshGrowthFor(env.ctx.db, [id("q.vendor"), id("q.ours")]);
    expect(changed).toEqual([id("q.vendor")]);
    const rows = await env.ctx.db
      .selectFrom("influencers")
      .select(["username", "follower_growth_30d_bp", "follower_growth_90d_bp"])
      .where("username", "in", ["q.vendor", "q.ours"])
      .orderBy("username")
      .execute();
    expect(rows).toEqual([
      { username: "q.ours", follower_growth_30d_bp: null, follower_growth_90d_bp: null },
      // +25 % from the 31-day point (not the 29-day one), -20 % from the 95-day point.
      { username: "q.vendor", follower_growth_30d_bp: 2_500, follower_growth_90d_bp: -2_000 },
    ]);
    // Nothing changed, nothing listed.
    expect(await refreshGrowthFor(env.ctx.db, [id("q.vendor")])).toEqual([]);
    await inProcess.counter?.refresh();
    const grown = await answers({ follower_growth: { period: 30, from: 20 } });
    expect([grown.names, grown.plain, grown.counted]).toEqual([["q.vendor"], 1, 1]);
  });
});
