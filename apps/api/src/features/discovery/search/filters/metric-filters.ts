import { sql } from "kysely";
import { GROWTH_SQL, QUALITY_SQL } from "../search-order.ts";
import { defineFilter } from "./filter-definition.ts";
import { hasBound, inRange, OPEN, positive, type Range, range, toBp } from "./ranges.ts";

/** Filters on the account's own figures: ranges on the columns the per-platform btrees lead with. */

const rangeActive = hasBound;

export const followersFilter = defineFilter({
  key: "followers",
  fields: ["subscribers_count"],
  doc: "Followers (subscribers) between `from` and `to`, inclusive; a missing bound is open.",
  columns: ["followers"],
  example: { subscribers_count: { from: 10_000, to: 50_000 } },
  read: (body): Range => range(body.subscribers_count),
  active: rangeActive,
  sql: (r, t) => t.filter.range("i.followers", effectiveFollowers(r, t.stats)),
  count: (r, t) => t.int("followers", effectiveFollowers(r, t.stats)),
  holds: (record, r) => inRange(record.followers, r),
});

/**
 * Bounds that cannot exclude any row of the platform (a minimum at or below the smallest account, a
 * maximum at or above the biggest) are dropped, so an effectively unfiltered search is recognised as
 * one and its total read from the platform stats.
 */
function effectiveFollowers(r: Range, stats: { minFollowers: number | null; maxFollowers: number | null } | undefined): Range {
  return {
    from: stats?.minFollowers != null && r.from !== null && r.from <= stats.minFollowers ? null : r.from,
    to: stats?.maxFollowers != null && r.to !== null && r.to >= stats.maxFollowers ? null : r.to,
  };
}

/** Engagement rate in basis points; above 100 % is no bound. */
const effectiveEr = (r: Range): Range => ({ from: positive(r.from), to: r.to !== null && r.to >= 10_000 ? null : r.to });

export const engagementFilter = defineFilter({
  key: "erBp",
  fields: ["er"],
  doc: "Engagement rate in percent (two decimals), `from`–`to`.",
  columns: ["er_bp"],
  example: { er: { from: 2.5 } },
  read: (body): Range => range(body.er, toBp),
  active: rangeActive,
  sql: (r, t) => t.filter.range("i.er_bp", effectiveEr(r)),
  count: (r, t) => t.int("erBp", effectiveEr(r)),
  holds: (record, r) => inRange(record.erBp, r),
});

const effectiveAqs = (r: Range): Range => ({ from: positive(r.from), to: r.to !== null && r.to >= 100 ? null : r.to });

/** The vendor's score where it gave one (0 is none), else our estimate: what QUALITY_SQL computes. */
export const effectiveQuality = (record: { aqs: number; qualityEstimate?: number | null }): number =>
  record.aqs > 0 ? record.aqs : (record.qualityEstimate ?? 0);

export const qualityFilter = defineFilter({
  key: "aqs",
  fields: ["aqs"],
  doc:
    "Audience quality score 1–100, `from`–`to`: the source's score where it gives one, else our estimate " +
    "(the result's `aqs_estimate`). An audience figure: ignored on twitter, which has no audience data.",
  columns: ["aqs", "quality_estimate"],
  example: { aqs: { from: 60 } },
  read: (body): Range =>
    body.social_network === "twitter" ? OPEN : range(body.aqs, (v, b) => (b === "from" ? Math.ceil(v) : Math.floor(v))),
  active: rangeActive,
  sql: (r, t) => t.filter.range(QUALITY_SQL, effectiveAqs(r)),
  // The copy's `aqs` column holds QUALITY_SQL (row-source.ts).
  count: (r, t) => t.int("aqs", effectiveAqs(r)),
  holds: (record, r) => inRange(effectiveQuality(record), effectiveAqs(r)),
});

export interface GrowthBounds {
  period: 30 | 90;
  /** Hundredths of a percent. */
  range: Range;
}

/** No account loses more than all its followers: -100 % is no bound, and it keeps accounts without a figure out. */
const GROWTH_FLOOR_BP = -10_000;
const effectiveGrowth = (r: Range): Range => ({ from: Math.max(r.from ?? GROWTH_FLOOR_BP, GROWTH_FLOOR_BP), to: r.to });

export const followerGrowthFilter = defineFilter({
  key: "followerGrowth",
  fields: ["follower_growth"],
  doc:
    "Follower growth over `period` days (30 or 90, default 30) in percent, `from`–`to` (two decimals, may be negative). " +
    "Accounts whose history does not reach that far back match no bound.",
  columns: ["follower_growth_30d_bp", "follower_growth_90d_bp"],
  example: { follower_growth: { period: 90, from: 5 } },
  read: (body): GrowthBounds => ({ period: body.follower_growth?.period ?? 30, range: range(body.follower_growth, toBp) }),
  active: (g) => hasBound(g.range),
  sql: (g, t) => t.filter.range(GROWTH_SQL[g.period], effectiveGrowth(g.range)),
  count: (g, t) => t.int(g.period === 30 ? "growth30" : "growth90", effectiveGrowth(g.range)),
  holds: (record, g) => inRange(g.period === 30 ? record.followerGrowth30dBp : record.followerGrowth90dBp, effectiveGrowth(g.range)),
});

const effectiveViews = (r: Range): Range => ({ from: positive(r.from), to: r.to });

export const viewsFilter = defineFilter({
  key: "views",
  fields: ["views_avg"],
  doc: "Average views per post, `from`–`to`.",
  columns: ["views_avg"],
  example: { views_avg: { from: 5_000, to: 200_000 } },
  read: (body): Range => range(body.views_avg),
  active: rangeActive,
  sql: (r, t) => t.filter.range("i.views_avg", effectiveViews(r)),
  count: (r, t) => t.float("views", effectiveViews(r)),
  holds: (record, r) => inRange(record.viewsAvg, r),
});

export const lastPostFilter = defineFilter({
  key: "lastMediaFrom",
  fields: ["last_media_time"],
  doc: "Posted at or after `from` (Unix seconds).",
  columns: ["last_media_at"],
  example: { last_media_time: { from: 1_760_000_000 } },
  read: (body): number | null => body.last_media_time?.from ?? null,
  active: (from) => from !== null,
  sql: (from, t) => t.filter.column(sqlAtLeast("i.last_media_at", from ?? 0)),
  count: (from, t) => t.float("lastMediaAt", { from, to: null }),
  holds: (record, from) => record.lastMediaAt != null && record.lastMediaAt >= (from ?? 0),
});

function sqlAtLeast(column: string, value: number) {
  return sql`${sql.ref(column)} >= ${value}`;
}
