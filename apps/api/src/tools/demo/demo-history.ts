import { sql } from "kysely";
import type { Database } from "../../core/db/database.ts";

/** Daily points for the last DAILY_DAYS, then one a week back to a year. */
const DAILY_DAYS = 35;
const YEAR_DAYS = 365;
/** One account in SPIKE_EVERY bought followers once in the year: the spike the signals must find. */
export const SPIKE_EVERY = 40;

/**
 * A plausible 12-month history for every account of the demo index, generated in PostgreSQL from the
 * accounts themselves (no rows cross the wire): each account grows at its own steady rate (-10 % to
 * +60 % a year) with a little daily noise, and one in SPIKE_EVERY gained 8–25 % of its followers in a
 * single day some time in the year. Deterministic: every number is a hash of the account's id and
 * the day, so the same index always gets the same history. Daily for the five weeks up to yesterday
 * and weekly before keeps 50,000 accounts at about 4 M rows.
 */
export async function seedDemoHistory(db: Database): Promise<{ rows: number; ms: number }> {
  const started = performance.now();
  // Points an earlier index of the same accounts left go first, so the load needs no conflict check
  // (a third of its time); it ends yesterday, and today's point is the live writers' (a lookup during
  // the load cannot collide with it).
  await sql`DELETE FROM account_history h USING influencers i WHERE h.influencer_id = i.id`.execute(db);
  const { numAffectedRows } = await sql`
    INSERT INTO account_history (influencer_id, day, followers, following, posts, er_bp, views_avg, likes_avg, comments_avg, source)
    SELECT a.id, (now() AT TIME ZONE 'UTC')::date - d.ago, f.followers,
      CASE WHEN a.platform = 'youtube' THEN NULL
        ELSE least(80 + a.h % 1400 + CASE WHEN a.h % 23 = 0 THEN f.followers::float8 * 1.2 ELSE 0 END, 2147483647)::integer END,
      greatest(0, a.posts - d.ago * (a.h % 5) / 7)::integer,
      greatest(1, round(a.er_bp * (1 + ((hashint8extended(a.id, d.ago) & 1023) - 512)::float8 / 10240)))::integer,
      least(a.views * f.share, 2147483647)::integer,
      least(a.likes * f.share, 2147483647)::integer,
      least(a.comments * f.share, 2147483647)::integer,
      0
    FROM (
      SELECT i.id, i.platform::text AS platform, i.followers::float8 AS followers, i.er_bp, i.views_avg::float8 AS views,
        p.likes_avg::float8 AS likes, p.comments_avg::float8 AS comments, coalesce(p.posts_count, 0) AS posts,
        abs(hashint8extended(i.id, 37)) AS h
      FROM influencers i JOIN influencer_profiles p ON p.id = i.id
    ) a
    CROSS JOIN LATERAL (
      SELECT ago FROM generate_series(1, ${DAILY_DAYS}) ago
      UNION ALL SELECT ago FROM generate_series(${DAILY_DAYS + 7}, ${YEAR_DAYS}, 7) ago
    ) d
    -- Double precision throughout: numeric arithmetic made this query fifteen times slower.
    CROSS JOIN LATERAL (
      SELECT greatest(0, round(
        a.followers
        * exp(-(((a.h % 1000)::float8 / 1000 * 0.7 - 0.1) * d.ago / 365))
        * (1 + ((hashint8extended(a.id, d.ago + 1000) & 1023) - 512)::float8 / 512000)
        * CASE WHEN a.h % ${SPIKE_EVERY} = 0 AND d.ago >= 20 + (a.h / 1000) % 300
            THEN 1 - (8 + (a.h / 7) % 18)::float8 / 100 ELSE 1 END
      ))::integer AS followers
    ) f0
    CROSS JOIN LATERAL (SELECT f0.followers, f0.followers / greatest(a.followers, 1) AS share) f`.execute(db);
  return { rows: Number(numAffectedRows ?? 0n), ms: Math.round(performance.now() - started) };
}
