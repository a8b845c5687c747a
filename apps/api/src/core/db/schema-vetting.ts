import type { ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One account's metrics on one day (migration 0036); `source` is a HISTORY_SOURCES code. */
export interface AccountHistoryTable {
  /** bigint: select it as text. */
  influencer_id: string;
  /** date: select it as text ("YYYY-MM-DD"); pg would make a local-midnight Date of it. */
  day: string;
  followers: number;
  following: number | null;
  posts: number | null;
  er_bp: number | null;
  views_avg: number | null;
  likes_avg: number | null;
  comments_avg: number | null;
  source: number;
}

/** Medians per platform and size band, recomputed daily (vetting-benchmarks.ts). */
export interface VettingBenchmarksTable {
  platform: string;
  band: string;
  accounts: number;
  er_bp_median: number | null;
  likes_per_comment_median: number | null;
  views_per_follower_median: number | null;
  computed_at: Timestamp;
}

/** Our audience quality estimate, kept apart from a vendor's score (influencers.aqs). */
export interface AccountQualityEstimatesTable {
  influencer_id: string;
  estimate: number;
  computed_at: Timestamp;
}

export interface VettingTables {
  account_history: AccountHistoryTable;
  vetting_benchmarks: VettingBenchmarksTable;
  account_quality_estimates: AccountQualityEstimatesTable;
}
