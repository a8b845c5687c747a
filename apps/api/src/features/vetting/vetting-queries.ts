import { SIZE_PRESETS } from "@radar/contract/search";
import { sql } from "kysely";
import type { Database } from "../../core/db/database.ts";

/** The size band (a SIZE_PRESETS value) an account's followers fall in; below the first counts as the first. */
export function sizeBand(followers: number): string {
  const band = [...SIZE_PRESETS].reverse().find((preset) => followers >= preset.from);
  return band?.value ?? SIZE_PRESETS[0].value;
}

const bandSql = sql.raw(
  `CASE ${[...SIZE_PRESETS]
    .reverse()
    .map((preset) => `WHEN i.followers >= ${preset.from} THEN '${preset.value}'`)
    .join(" ")} ELSE '${SIZE_PRESETS[0].value}' END`,
);

export interface AccountRow {
  id: string;
  platform: "instagram" | "tiktok" | "youtube" | "twitter";
  followers: number;
  er_bp: number;
  aqs: number;
  views_avg: number | null;
  likes_avg: number | null;
  comments_avg: number | null;
  missing_fields: string[];
}

const ACCOUNT_COLUMNS = sql`i.id::text AS id, i.platform, i.followers, i.er_bp, i.aqs, i.views_avg, p.likes_avg, p.comments_avg, p.missing_fields`;

export async function readAccount(db: Database, id: string): Promise<AccountRow | undefined> {
  const { rows } = await sql<AccountRow>`
    SELECT ${ACCOUNT_COLUMNS} FROM influencers i JOIN influencer_profiles p ON p.id = i.id WHERE i.id = ${id}::bigint`.execute(db);
  return rows[0];
}

/** Accounts in id order after `afterId`, for the estimate's batch runs and its calibration. */
export async function readAccountsAfter(db: Database, afterId: string, limit: number): Promise<AccountRow[]> {
  const { rows } = await sql<AccountRow>`
    SELECT ${ACCOUNT_COLUMNS} FROM influencers i JOIN influencer_profiles p ON p.id = i.id
    WHERE i.id > ${afterId}::bigint ORDER BY i.id LIMIT ${limit}`.execute(db);
  return rows;
}

export interface HistoryRow {
  influencer_id: string;
  day: string;
  followers: number;
  following: number | null;
  posts: number | null;
  er_bp: number | null;
}

/** The accounts' points from `days` days ago to today, oldest first. */
export async function readHistory(db: Database, ids: string[], days: number): Promise<HistoryRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<HistoryRow>`
    SELECT influencer_id::text AS influencer_id, day::text AS day, followers, following, posts, er_bp
    FROM account_history
    WHERE influencer_id = ANY(${ids}::bigint[]) AND day >= (now() AT TIME ZONE 'UTC')::date - ${days}::integer
    ORDER BY influencer_id, day`.execute(db);
  return rows;
}

export interface BenchmarkRow {
  platform: string;
  band: string;
  er_bp_median: number | null;
  likes_per_comment_median: number | null;
  views_per_follower_median: number | null;
}

export async function readBenchmarks(db: Database): Promise<BenchmarkRow[]> {
  return db
    .selectFrom("vetting_benchmarks")
    .select(["platform", "band", "er_bp_median", "likes_per_comment_median", "views_per_follower_median"])
    .execute();
}

/** Rows a median is taken from at most; beyond it a block sample of the index is enough. */
const BENCHMARK_SAMPLE_ROWS = 1_000_000;

/**
 * Recomputes the medians of every platform and size band. Over a million accounts it reads a block
 * sample of about a million (TABLESAMPLE SYSTEM), which keeps the daily run to seconds at 10 M.
 * Engagement where the source gave none is left out of its median.
 */
export async function refreshBenchmarks(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ total: number }>`
      SELECT greatest(reltuples, 0)::bigint AS total FROM pg_class WHERE oid = 'influencers'::regclass`.execute(trx);
    const total = Number(rows[0]?.total ?? 0);
    const percent = total > BENCHMARK_SAMPLE_ROWS ? Math.max(0.01, (100 * BENCHMARK_SAMPLE_ROWS) / total) : 100;
    const sample = percent < 100 ? sql`TABLESAMPLE SYSTEM (${sql.lit(percent)})` : sql``;
    await sql`DELETE FROM vetting_benchmarks`.execute(trx);
    await sql`
      INSERT INTO vetting_benchmarks (platform, band, accounts, er_bp_median, likes_per_comment_median, views_per_follower_median)
      SELECT i.platform::text, ${bandSql}, count(*),
        percentile_disc(0.5) WITHIN GROUP (ORDER BY i.er_bp) FILTER (WHERE NOT ('er' = ANY(p.missing_fields))),
        percentile_cont(0.5) WITHIN GROUP (ORDER BY p.likes_avg::real / p.comments_avg) FILTER (WHERE p.comments_avg > 0 AND p.likes_avg > 0),
        percentile_cont(0.5) WITHIN GROUP (ORDER BY i.views_avg::real / i.followers) FILTER (WHERE i.views_avg IS NOT NULL AND i.followers > 0)
      FROM influencers i ${sample} JOIN influencer_profiles p ON p.id = i.id
      GROUP BY 1, 2`.execute(trx);
  });
}

export async function saveEstimates(db: Database, estimates: { id: string; estimate: number }[]): Promise<void> {
  if (estimates.length === 0) return;
  await sql`
    INSERT INTO account_quality_estimates AS e (influencer_id, estimate)
    SELECT (v->>'id')::bigint, (v->>'estimate')::smallint FROM jsonb_array_elements(${JSON.stringify(estimates)}::jsonb) v
    ON CONFLICT (influencer_id) DO UPDATE SET estimate = EXCLUDED.estimate, computed_at = now()`.execute(db);
}
