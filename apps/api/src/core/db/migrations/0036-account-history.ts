import { type Kysely, sql } from "kysely";

/** The years a partition is made for up front; a day outside them lands in the default partition. */
const FIRST_YEAR = 2015;
const LAST_YEAR = 2035;

/**
 * Vetting: every account's daily metrics, the medians an account is measured against, and
 * our own audience quality estimate.
 *
 * - `account_history`: one row per account and day (the primary key makes a day's writes an upsert),
 *   partitioned by year of `day` so that years of points for millions of accounts stay a set of
 *   tables a retention policy can drop whole. The row is kept narrow (no text; the source as a small
 *   code, see account-history.ts; counts as integers): docs/benchmarks/history.md has its size.
 * - `vetting_benchmarks`: medians per platform and size band, recomputed by a daily job, so that a
 *   details dialog never scans the index.
 * - `account_quality_estimates`: our estimate, never written into the vendor's `aqs`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE account_history (
      influencer_id bigint NOT NULL,
      day date NOT NULL,
      followers integer NOT NULL CHECK (followers >= 0),
      following integer,
      posts integer,
      er_bp integer,
      views_avg integer,
      likes_avg integer,
      comments_avg integer,
      source smallint NOT NULL,
      PRIMARY KEY (influencer_id, day)
    ) PARTITION BY RANGE (day);
    CREATE TABLE account_history_default PARTITION OF account_history DEFAULT;

    CREATE TABLE vetting_benchmarks (
      platform text NOT NULL,
      band text NOT NULL,
      accounts integer NOT NULL,
      er_bp_median integer,
      likes_per_comment_median real,
      views_per_follower_median real,
      computed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (platform, band)
    );

    CREATE TABLE account_quality_estimates (
      influencer_id bigint PRIMARY KEY,
      estimate smallint NOT NULL CHECK (estimate BETWEEN 0 AND 100),
      computed_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) {
    await sql`
      CREATE TABLE ${sql.raw(`account_history_${year}`)} PARTITION OF account_history
      FOR VALUES FROM (${sql.lit(`${year}-01-01`)}) TO (${sql.lit(`${year + 1}-01-01`)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE account_quality_estimates, vetting_benchmarks, account_history`.execute(db);
}
