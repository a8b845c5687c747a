import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../test/fixtures/influencers.ts";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { upsertAccounts } from "./index-changes.ts";
import type { InfluencerRecord } from "./influencer-record.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const fromSource = (username: string, followers: number): InfluencerRecord => ({
  ...fixture(username, { followers }),
  source: "youtube",
  provenance: {
    sourceRef: `UC${username.padEnd(22, "x").slice(0, 22)}`,
    viaSandbox: true,
    fetchedAt: new Date(),
    estimated: [],
    missing: ["aqs", "audience"],
  },
});

const row = async (id: string) =>
  (
    await sql<{ g30: number | null; g90: number | null; followers: number }>`
      SELECT follower_growth_30d_bp AS g30, follower_growth_90d_bp AS g90, followers FROM influencers WHERE id = ${id}::bigint`.execute(
      env.ctx.db,
    )
  ).rows[0];

const pointsOf = async (id: string) =>
  (
    await sql<{ days_ago: number; followers: number }>`
      SELECT ((now() AT TIME ZONE 'UTC')::date - day) AS days_ago, followers FROM account_history
      WHERE influencer_id = ${id}::bigint ORDER BY day`.execute(env.ctx.db)
  ).rows;

describe("an upsert's one statement", () => {
  it("writes the day's history point and the growth against the older points with the row itself", async () => {
    const [id] = (await upsertAccounts(env.ctx.db, [fromSource("growthwriter", 1_000)])).ids;
    if (!id) throw new Error("no row written");
    expect(await pointsOf(id)).toEqual([{ days_ago: 0, followers: 1_000 }]);
    // One point only (today's): no base for either figure.
    expect(await row(id)).toEqual({ g30: null, g90: null, followers: 1_000 });

    // Older points, as a vendor's history would bring them; the next write measures against them.
    await sql`
      INSERT INTO account_history (influencer_id, day, followers, source)
      VALUES (${id}::bigint, (now() AT TIME ZONE 'UTC')::date - 31, 800, 6), (${id}::bigint, (now() AT TIME ZONE 'UTC')::date - 95, 500, 6)`.execute(
      env.ctx.db,
    );
    await upsertAccounts(env.ctx.db, [fromSource("growthwriter", 1_100)]);
    // +37.5 % over 30 days (from 800), +120 % over 90 days (from 500), in hundredths of a percent.
    expect(await row(id)).toEqual({ g30: 3_750, g90: 12_000, followers: 1_100 });
    // The same day's second write replaces the day's point.
    expect(await pointsOf(id)).toEqual([
      { days_ago: 95, followers: 500 },
      { days_ago: 31, followers: 800 },
      { days_ago: 0, followers: 1_100 },
    ]);

    // Without a base any more, a figure the row still holds is cleared.
    await sql`DELETE FROM account_history WHERE influencer_id = ${id}::bigint AND day < (now() AT TIME ZONE 'UTC')::date - 60`.execute(
      env.ctx.db,
    );
    await upsertAccounts(env.ctx.db, [fromSource("growthwriter", 1_200)]);
    expect(await row(id)).toEqual({ g30: 5_000, g90: null, followers: 1_200 });
  });

  it("lists the rows for the counter, and keeps the deferred flush to the write's own transaction", async () => {
    // Sessions that wait for the WAL (the test cluster's own default does not).
    const db = env.handle.withSettings({ synchronous_commit: "on" });
    const before = await sql<{ seq: string }>`SELECT change_seq::text AS seq FROM discovery_index_state`.execute(db);
    const { ids, inserted } = await upsertAccounts(db, [fromSource("flushedlater", 2_000)], { flushedByNextCommit: true });
    expect(inserted).toBe(1);
    const listed = await sql<{ id: string }>`
      SELECT influencer_id::text AS id FROM discovery_account_changes
      WHERE change_seq > ${before.rows[0]?.seq ?? "0"}::bigint`.execute(db);
    expect(listed.rows.map((r) => r.id)).toEqual(ids);
    expect(await pointsOf(ids[0] ?? "0")).toEqual([{ days_ago: 0, followers: 2_000 }]);
    // set_config(…, is_local): the session that wrote waits for the WAL again in its next transaction.
    const settings = await Promise.all(
      Array.from({ length: 3 }, () => sql<{ mode: string }>`SELECT current_setting('synchronous_commit') AS mode`.execute(db)),
    );
    expect(settings.map((s) => s.rows[0]?.mode)).toEqual(["on", "on", "on"]);
  });
});
