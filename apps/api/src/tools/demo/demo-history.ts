import { sql } from "kysely";
import type { Database } from "../../core/db/database.ts";
import { refreshAllGrowth } from "../../features/discovery/public.ts";
import { fakeShareSql } from "../../features/sources/public.ts";

/** Daily points for the last DAILY_DAYS, then one a week back to a year. */
const DAILY_DAYS = 35;
const YEAR_DAYS = 365;
/**
 * Who bought followers in one day (the spike the signals must find): one clean account in about 65
 * had a genuine day of fame, and the chance rises with the account's fake share (authenticity.ts).
 */
const SPIKE = { base: 0.015, perFake: 1, from: 0.15 } as const;
/** Who follows back en masse (follow-for-follow): rare for clean accounts, common for padded ones. */
const FOLLOW_BACK = { base: 0.02, perFake: 0.6, from: 0.2 } as const;

/**
 * A plausible 12-month history for every account of the demo index, generated in PostgreSQL from the
 * accounts themselves (no rows cross the wire): each account grows at its own steady rate (-10 % to
 * +60 % a year) with a little daily noise. Accounts whose followers are partly bought (the latent fake
 * share the generator gave them, read again here from the id) bought most of them in a single day
 * some time in the year, and follow many accounts back, more often the more they bought; a few clean
 * accounts have a genuine day of fame. Deterministic: every number is a hash of the account's id and
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
        ELSE least(80 + a.h % 1400 + CASE WHEN a.follow_back THEN f.followers::float8 * (0.5 + a.u) ELSE 0 END, 2147483647)::integer END,
      greatest(0, a.posts - d.ago * (a.h % 5) / 7)::integer,
      greatest(1, round(a.er_bp * (1 + ((hashint8extended(a.id, d.ago) & 1023) - 512)::float8 / 10240)))::integer,
      least(a.views * f.share, 2147483647)::integer,
      least(a.likes * f.share, 2147483647)::integer,
      least(a.comments * f.share, 2147483647)::integer,
      0
    FROM (
      SELECT i.id, i.platform::text AS platform, i.followers::float8 AS followers, i.er_bp, i.views_avg::float8 AS views,
        p.likes_avg::float8 AS likes, p.comments_avg::float8 AS comments, coalesce(p.posts_count, 0) AS posts,
        abs(hashint8extended(i.id, 37)) AS h, fake,
        (abs(hashint8extended(i.id, 41)) % 1000000)::float8 / 1000000 < ${SPIKE.base} + ${SPIKE.perFake} * greatest(0, fake - ${SPIKE.from}) AS spike,
        (abs(hashint8extended(i.id, 43)) % 1000000)::float8 / 1000000 < ${FOLLOW_BACK.base} + ${FOLLOW_BACK.perFake} * greatest(0, fake - ${FOLLOW_BACK.from}) AS follow_back,
        (abs(hashint8extended(i.id, 47)) % 1000000)::float8 / 1000000 AS u
      FROM influencers i JOIN influencer_profiles p ON p.id = i.id
      CROSS JOIN LATERAL (SELECT ${fakeShareSql(sql`i.id`)} AS fake) l
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
        * CASE WHEN a.spike AND d.ago >= 20 + (a.h / 1000) % 300
            THEN 1 - least(0.6, greatest(0.06, a.fake * (0.4 + 0.6 * a.u))) ELSE 1 END
      ))::integer AS followers
    ) f0
    CROSS JOIN LATERAL (SELECT f0.followers, f0.followers / greatest(a.followers, 1) AS share) f`.execute(db);
  // The search's growth columns from this history, so a card's growth and the growth filter agree.
  await refreshAllGrowth(db);
  return { rows: Number(numAffectedRows ?? 0n), ms: Math.round(performance.now() - started) };
}
