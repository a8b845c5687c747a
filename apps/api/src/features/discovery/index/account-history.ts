import { type RawBuilder, sql, type Transaction } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import type { DB } from "../../../core/db/schema.ts";
import type { IndexSource } from "../../../core/db/schema-sources.ts";
import { refreshGrowthFor } from "./derived-columns.ts";

/** account_history.source: a small code instead of text keeps each of the billions of rows narrow. */
export const HISTORY_SOURCES: Record<IndexSource, number> = {
  seed: 0,
  import: 1,
  youtube: 2,
  instagram: 3,
  x: 4,
  hypeauditor: 5,
  modash: 6,
};

const INT4_MAX = 2_147_483_647;
const sourceCode = sql.raw(
  `CASE p.source ${Object.entries(HISTORY_SOURCES)
    .map(([name, code]) => `WHEN '${name}' THEN ${code}`)
    .join(" ")} ELSE 0 END`,
);

/**
 * Today's point (UTC) of each account a write of the index upserts, as a data-modifying part of that
 * write's own statement: every writer of the index (refresh, lookup, vendor import, market fetch, file
 * import) goes through insertRows. `influencers` and `profiles` name the rows being written (their
 * values as sent, which are what the write leaves in the tables). A second write on the same day
 * replaces the day's figures, so the history holds one point per account and day however often it is
 * fetched. A `following` count that only a vendor's history gave is kept.
 */
export const historyPointsInsert = (influencers: RawBuilder<unknown>, profiles: RawBuilder<unknown>) => sql`
  INSERT INTO account_history AS h (influencer_id, day, followers, posts, er_bp, views_avg, likes_avg, comments_avg, source)
  SELECT i.id, (now() AT TIME ZONE 'UTC')::date, i.followers, p.posts_count, i.er_bp,
    least(i.views_avg, ${INT4_MAX}), least(p.likes_avg, ${INT4_MAX}), least(p.comments_avg, ${INT4_MAX}), ${sourceCode}
  FROM ${influencers} i JOIN ${profiles} p ON p.id = i.id
  ON CONFLICT (influencer_id, day) DO UPDATE SET
    followers = EXCLUDED.followers, posts = EXCLUDED.posts, er_bp = EXCLUDED.er_bp, views_avg = EXCLUDED.views_avg,
    likes_avg = EXCLUDED.likes_avg, comments_avg = EXCLUDED.comments_avg, source = EXCLUDED.source`;

/** A point of a vendor's own history of an account (Modash statHistory, HypeAuditor's charts). */
export interface VendorHistoryPoint {
  /** YYYY-MM-DD */
  day: string;
  followers: number;
  following: number | null;
  avgLikes: number | null;
}

/**
 * Adds a vendor's history of an account. Our own observation of a day wins over the vendor's: its
 * points only fill days we did not see.
 */
export async function writeVendorHistory(
  db: Database | Transaction<DB>,
  influencerId: string,
  source: IndexSource,
  points: VendorHistoryPoint[],
): Promise<void> {
  if (points.length === 0) return;
  await sql`
    INSERT INTO account_history (influencer_id, day, followers, following, likes_avg, source)
    SELECT ${influencerId}::bigint, v.day, v.followers, v.following, v.likes, ${HISTORY_SOURCES[source]}
    FROM jsonb_to_recordset(${JSON.stringify(
      points.map((point) => ({
        day: point.day,
        followers: Math.min(INT4_MAX, Math.max(0, Math.round(point.followers))),
        following: point.following === null ? null : Math.min(INT4_MAX, Math.round(point.following)),
        likes: point.avgLikes === null ? null : Math.min(INT4_MAX, Math.round(point.avgLikes)),
      })),
    )}::jsonb) AS v(day date, followers integer, following integer, likes integer)
    ON CONFLICT (influencer_id, day) DO NOTHING`.execute(db);
  // A vendor's months of history give the account its growth figures at once (listed for the counter).
  await refreshGrowthFor(db, [influencerId]);
}
