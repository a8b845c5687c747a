import type { TPlatform } from "@radar/contract/constants";
import { sql } from "kysely";
import { inject } from "vitest";
import { createSubscription } from "../../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv } from "../../../../test/helpers.ts";
import { JobQueue } from "../../../core/jobs/job-queue.ts";
import { upsertInfluencers } from "../../discovery/importer/import-records.ts";
import { influencerId } from "../../discovery/index/influencer-record.ts";
import { fixture } from "../../discovery/testing/fixtures.ts";

export interface ReportTestEnv extends TestEnv {
  jobs: JobQueue;
  connectionString: string;
}

/**
 * A test app with a real pg-boss queue on its fresh database (ctx.jobs), and an index holding the
 * analysed account — Sara's instagram creator — with lookalikes that share her category.
 * Workers are not started: each test file starts the report worker when it wants one.
 */
export async function createReportTestEnv(): Promise<ReportTestEnv> {
  const env = await createTestEnv();
  const { rows } = await sql<{ db: string }>`SELECT current_database() AS db`.execute(env.ctx.db);
  const connectionString = `${inject("pgServerUrl")}/${rows[0]?.db}`;
  await upsertInfluencers(env.ctx.db, [
    fixture("sara.alqahtani", {
      fullName: "Sara Al-Qahtani",
      followers: 184_300,
      erBp: 412,
      aqs: 84,
      viewsAvg: 61_000,
      likesAvg: 7_420,
      postPrice: 4_500,
      storyPrice: 2_000,
      categories: [1035],
      audience: {
        maleBp: 3_200,
        femaleBp: 6_800,
        ageBp: [400, 3_100, 4_000, 1_600, 600, 200, 100],
        countries: [
          ["SA", 6_100],
          ["AE", 1_450],
          ["KW", 800],
        ],
        cities: [[108410, 3_000]],
      },
    }),
    ...Array.from({ length: 14 }, (_, i) =>
      fixture(`food.lookalike${i + 1}`, {
        followers: 60_000 + i * 20_000,
        erBp: 250 + i * 10,
        categories: [1035],
        likesAvg: 3_000 + i * 100,
      }),
    ),
    fixture("tweets.sa", { platform: "twitter", followers: 23_000, categories: [1035] }),
  ]);
  const jobs = await JobQueue.start(connectionString, env.ctx.logger);
  env.ctx.jobs = jobs;
  return {
    ...env,
    jobs,
    connectionString,
    close: async () => {
      await jobs.stop();
      await env.close();
    },
  };
}

/** A subscriber (Growth unless said otherwise) with a profile of one indexed account. */
export async function subscriberWithProfile(
  env: TestEnv,
  options: { planId?: number | null; platform?: TPlatform; username?: string } = {},
) {
  const user = await createUser(env.ctx);
  if (options.planId !== null) await createSubscription(env.ctx, user.id, options.planId ?? 2);
  const platform = options.platform ?? "instagram";
  const username = options.username ?? "sara.alqahtani";
  const profile = await env.ctx.db
    .insertInto("social_profiles")
    .values({
      user_id: user.id,
      influencer_id: influencerId(platform, username),
      platform,
      username,
      profile_url: `https://www.instagram.com/${username}/`,
      targeted_category: "Food & Cooking",
      category_id: 1035,
      age_groups: [],
      snapshot_name: username,
      snapshot_followers: 184_300,
      snapshot_er_bp: 412,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)), profileId: profile.id };
}

/** Polls GET /api/reports/{id}/ until the report is completed or failed. */
export async function waitForReport(env: TestEnv, headers: Record<string, string>, id: number, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await env.app.inject({ url: `/api/reports/${id}/`, headers });
    const body = response.json() as { status: string };
    if (body.status === "completed" || body.status === "failed") return response.json();
    if (Date.now() > deadline) throw new Error(`report ${id} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
