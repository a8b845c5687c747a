import { type Kysely, sql } from "kysely";
import { forgetDroppedIndex } from "./dropped-indexes.ts";

/**
 * What deep search reads of vetting, held on the index row (decision 0072):
 * - `follower_growth_30d_bp`, `follower_growth_90d_bp`: follower growth over 30 / 90 days in
 *   hundredths of a percent, from `account_history` (growth-columns.ts keeps them); NULL when the
 *   account has no point that old. Integers, so a range compares exactly, as `er_bp` does.
 * - `quality_estimate`: our audience quality estimate (the daily vetting job), beside the vendor's
 *   `aqs` and never in it. The quality filter and sort read the vendor's score where there is one,
 *   else ours: the one expression below, indexed per platform in place of the plain `aqs` index.
 * Growth's sort key puts NULL below every value (coalesce to the int4 minimum), so a descending
 * walk lists the accounts without history last and the index serves the range filter as well.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE influencers
      ADD COLUMN follower_growth_30d_bp integer,
      ADD COLUMN follower_growth_90d_bp integer,
      ADD COLUMN quality_estimate smallint CHECK (quality_estimate BETWEEN 0 AND 100);
    UPDATE influencers i SET quality_estimate = e.estimate FROM account_quality_estimates e WHERE e.influencer_id = i.id;
    DROP INDEX IF EXISTS influencers_aqs_idx;
    CREATE INDEX influencers_quality_idx ON influencers
      (platform, (CASE WHEN aqs > 0 THEN aqs ELSE coalesce(quality_estimate, 0) END), id);
    CREATE INDEX influencers_growth_30d_idx ON influencers (platform, (coalesce(follower_growth_30d_bp, -2147483648)), id);
    CREATE INDEX influencers_growth_90d_idx ON influencers (platform, (coalesce(follower_growth_90d_bp, -2147483648)), id);
  `.execute(db);
  await forgetDroppedIndex(db, "influencers_aqs_idx");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS influencers_growth_90d_idx, influencers_growth_30d_idx, influencers_quality_idx;
    CREATE INDEX influencers_aqs_idx ON influencers (platform, aqs, id);
    ALTER TABLE influencers DROP COLUMN quality_estimate, DROP COLUMN follower_growth_90d_bp, DROP COLUMN follower_growth_30d_bp;
  `.execute(db);
}
