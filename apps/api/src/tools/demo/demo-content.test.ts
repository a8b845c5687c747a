import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";
import { JobQueue } from "../../core/jobs/job-queue.ts";
import { InsertSink } from "../../features/discovery/bulk-load.ts";
import { DEFAULT_SEED, seedIndex, todayUtc } from "../seed/seed-index.ts";
import { ensureDemoAccounts } from "./demo-accounts.ts";
import { DEMO_USER_EMAIL, ensureDemoContent } from "./demo-content.ts";

let env: TestEnv;
let jobs: JobQueue;
beforeAll(async () => {
  env = await createTestEnv();
  const { rows } = await sql<{ db: string }>`SELECT current_database() AS db`.execute(env.ctx.db);
  jobs = await JobQueue.start(`${inject("pgServerUrl")}/${rows[0]?.db}`, env.ctx.logger);
  env.ctx.jobs = jobs;
  await ensureDemoAccounts(env.ctx);
  // The first rows of a seeded index are the demo user's own accounts.
  await seedIndex(env.ctx.db, new InsertSink(env.ctx.db), { influencers: 300, seed: DEFAULT_SEED, asOf: todayUtc(), workers: 0 });
});
afterAll(async () => {
  await jobs.stop();
  await env.close();
});

const countsOf = async (userId: number) => {
  const { rows } = await sql<Record<string, number>>`
    SELECT (SELECT count(*)::int FROM social_profiles WHERE user_id = ${userId}) AS profiles,
      (SELECT count(*)::int FROM campaign_requests WHERE user_id = ${userId}) AS campaigns,
      (SELECT count(*)::int FROM comparison_requests WHERE user_id = ${userId}) AS comparisons,
      (SELECT count(*)::int FROM reports WHERE user_id = ${userId}) AS reports,
      (SELECT count(*)::int FROM meetings WHERE user_id = ${userId} AND status = 'scheduled') AS meetings`.execute(env.ctx.db);
  return rows[0];
};

describe("demo content", () => {
  it("gives the demo user profiles, requests, a report and a free consultation, once", async () => {
    // A Monday morning in Riyadh: the next working day has free slots.
    const now = new Date("2026-11-23T05:00:00Z");
    await ensureDemoContent(env.ctx, now);
    await ensureDemoContent(env.ctx, now);
    const user = await env.ctx.db.selectFrom("users").select("id").where("email", "=", DEMO_USER_EMAIL).executeTakeFirstOrThrow();
    expect(await countsOf(user.id)).toEqual({ profiles: 3, campaigns: 1, comparisons: 1, reports: 1, meetings: 1 });
    const profiles = await env.ctx.db
      .selectFrom("social_profiles")
      .select(["platform", "username"])
      .where("user_id", "=", user.id)
      .orderBy("id")
      .execute();
    expect(profiles).toEqual([
      { platform: "instagram", username: "sara.alqahtani" },
      { platform: "tiktok", username: "sara.alqahtani" },
      { platform: "youtube", username: "saraalqahtani" },
    ]);
    // Growth: the report costs its 30 credits; the month's consultation is free.
    const balance = await env.ctx.db
      .selectFrom("credit_accounts")
      .select("balance")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Number(balance.balance)).toBe(1220);
    const meeting = await env.ctx.db
      .selectFrom("meetings")
      .select(["free_consultation", "start_time"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(meeting.free_consultation).toBe(true);
    expect(meeting.start_time.getTime()).toBeGreaterThan(now.getTime());
  });

  it("leaves a demo user who already has content alone", async () => {
    const user = await env.ctx.db.selectFrom("users").select("id").where("email", "=", DEMO_USER_EMAIL).executeTakeFirstOrThrow();
    await env.ctx.db.deleteFrom("social_profiles").where("user_id", "=", user.id).execute();
    await ensureDemoContent(env.ctx);
    expect((await countsOf(user.id))?.profiles).toBe(0);
  });
});
