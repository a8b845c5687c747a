import type { TPlatform } from "@radar/contract/constants";
import type { TSortField } from "@radar/contract/search";
import { type RawBuilder, sql } from "kysely";

/**
 * The audience quality a search filters and sorts on: the vendor's score where there is one, else our
 * estimate (migration 0037 indexes exactly this expression per platform; the counter loads it as `aqs`).
 */
export const QUALITY_SQL = "(CASE WHEN i.aqs > 0 THEN i.aqs ELSE coalesce(i.quality_estimate, 0) END)";

/** Follower growth with NULL below every value, as its per-platform index holds it (migration 0037). */
export const GROWTH_SQL = {
  30: "coalesce(i.follower_growth_30d_bp, -2147483648)",
  90: "coalesce(i.follower_growth_90d_bp, -2147483648)",
} as const;

/**
 * ORDER BY for each sort key of SPEC §9, always ending in the id so that pages never overlap.
 * Each expression is exactly the one a per-platform index is built on (migration 0004), so the
 * first pages of an unfiltered search are read in index order. A platform-specific key used on
 * another platform (reels views on tiktok) has no values there and falls back to followers.
 */
const SORT_COLUMNS: Record<TSortField, { expression: string; platform?: TPlatform }> = {
  followers: { expression: "i.followers" },
  engagement: { expression: "i.er_bp" },
  quality: { expression: QUALITY_SQL },
  growth_30d: { expression: GROWTH_SQL[30] },
  growth_90d: { expression: GROWTH_SQL[90] },
  real_subscribers: { expression: "coalesce(i.real_subscribers, -1)", platform: "instagram" },
  reels_views: { expression: "coalesce(i.reels_views_avg, -1)", platform: "instagram" },
  shorts_views: { expression: "coalesce(i.shorts_views_avg, -1)", platform: "youtube" },
  tiktok_likes: { expression: "coalesce(i.likes_count, -1)", platform: "tiktok" },
  twitter_tweets: { expression: "coalesce(i.avg_tweets, -1)", platform: "twitter" },
  twitter_retweets: { expression: "coalesce(i.avg_retweets, -1)", platform: "twitter" },
};

/** The column a sort key orders by on this platform (as in the ORDER BY). */
export function sortColumn(platform: TPlatform, field: TSortField): string {
  const column = SORT_COLUMNS[field];
  return column.platform && column.platform !== platform ? "i.followers" : column.expression;
}

/**
 * `unindexed` writes the sort key as an expression no index provides (key + 0), which keeps the
 * planner from walking a sort index when the caller knows the bitmap of the filters is cheaper.
 */
export function orderBy(platform: TPlatform, sort: { field: TSortField; order: "asc" | "desc" }, unindexed = false): RawBuilder<unknown> {
  const expression = sortColumn(platform, sort.field);
  const direction = sql.raw(sort.order === "asc" ? "ASC" : "DESC");
  return sql`${sql.raw(unindexed ? `(${expression} + 0)` : expression)} ${direction}, i.id ${direction}`;
}

export function similarityOrder(score: RawBuilder<number>): RawBuilder<unknown> {
  return sql`${score} DESC, i.followers DESC, i.id DESC`;
}
