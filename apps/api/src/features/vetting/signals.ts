import type { TPlatform } from "@radar/contract/constants";
import type { TSignal, TSignalReason, TSignalVerdict } from "@radar/contract/vetting";

/** An account's current figures, as the index holds them; null where the source gave none. */
export interface AccountFigures {
  platform: TPlatform;
  followers: number;
  /** Engagement rate in basis points. */
  erBp: number | null;
  likesAvg: number | null;
  commentsAvg: number | null;
  viewsAvg: number | null;
}

/** The medians of the account's platform and size band (vetting_benchmarks). */
export interface Benchmarks {
  erBpMedian: number | null;
  likesPerCommentMedian: number | null;
  viewsPerFollowerMedian: number | null;
}

/** A day of the account's history, oldest first. */
export interface DayFigures {
  day: string;
  followers: number;
  following: number | null;
}

/** Platforms where an average view count is a reach figure worth comparing with followers. */
const VIEW_PLATFORMS: ReadonlySet<TPlatform> = new Set(["youtube", "tiktok"]);

/** Fewer points than this and no trend can be told from noise. */
const MIN_POINTS_FOR_SPIKES = 6;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function signal(
  kind: TSignal["kind"],
  verdict: TSignalVerdict,
  reason: TSignalReason,
  value: number,
  benchmark: number | null,
  date: string | null = null,
): TSignal {
  const ratio = benchmark !== null && benchmark !== 0 ? round(value / benchmark, 3) : null;
  return { kind, verdict, reason, value: round(value, 3), benchmark: benchmark === null ? null : round(benchmark, 3), ratio, date };
}

function engagement(figures: AccountFigures, benchmarks: Benchmarks): TSignal | null {
  if (figures.erBp === null || !benchmarks.erBpMedian) return null;
  const value = figures.erBp / 100;
  const median = benchmarks.erBpMedian / 100;
  const ratio = value / median;
  // Under a third of similar accounts' engagement: most followers do not see or care (bought, inactive).
  if (ratio < 1 / 3) return signal("engagement", "warning", "engagement_far_below", value, median);
  if (ratio < 2 / 3) return signal("engagement", "watch", "engagement_below", value, median);
  // Four times the median is rarer than bought likes: worth a look, not a verdict.
  if (ratio > 4) return signal("engagement", "watch", "engagement_far_above", value, median);
  return signal("engagement", "good", "engagement_typical", value, median);
}

function likesPerComment(figures: AccountFigures, benchmarks: Benchmarks): TSignal | null {
  if (!figures.likesAvg || !figures.commentsAvg || !benchmarks.likesPerCommentMedian) return null;
  const value = figures.likesAvg / figures.commentsAvg;
  const ratio = value / benchmarks.likesPerCommentMedian;
  // Likes without conversation is what bought likes look like; comments without likes, engagement pods.
  if (ratio > 4) return signal("likes_per_comment", "watch", "likes_per_comment_high", value, benchmarks.likesPerCommentMedian);
  if (ratio < 1 / 4) return signal("likes_per_comment", "watch", "likes_per_comment_low", value, benchmarks.likesPerCommentMedian);
  return signal("likes_per_comment", "good", "likes_per_comment_typical", value, benchmarks.likesPerCommentMedian);
}

function viewsPerFollower(figures: AccountFigures, benchmarks: Benchmarks): TSignal | null {
  if (!VIEW_PLATFORMS.has(figures.platform) || figures.viewsAvg === null || figures.followers <= 0) return null;
  if (!benchmarks.viewsPerFollowerMedian) return null;
  const value = figures.viewsAvg / figures.followers;
  const ratio = value / benchmarks.viewsPerFollowerMedian;
  if (ratio < 0.2) return signal("views_per_follower", "warning", "views_far_below", value, benchmarks.viewsPerFollowerMedian);
  if (ratio < 0.5) return signal("views_per_follower", "watch", "views_below", value, benchmarks.viewsPerFollowerMedian);
  return signal("views_per_follower", "good", "views_typical", value, benchmarks.viewsPerFollowerMedian);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The largest day's gain far above the account's own trend, or null. */
export function findSpike(points: DayFigures[]): { day: string; gain: number; trend: number } | null {
  if (points.length < MIN_POINTS_FOR_SPIKES) return null;
  // Gains per day between consecutive points: a weekly point's gain is spread over its week.
  const gains: { day: string; perDay: number; before: number }[] = [];
  for (let i = 1; i < points.length; i += 1) {
    const previous = points[i - 1];
    const current = points[i];
    if (!previous || !current) continue;
    const days = Math.max(1, dayNumber(current.day) - dayNumber(previous.day));
    gains.push({ day: current.day, perDay: (current.followers - previous.followers) / days, before: previous.followers });
  }
  const trend = median(gains.map((gain) => gain.perDay));
  const spread = median(gains.map((gain) => Math.abs(gain.perDay - trend)));
  let spike: { day: string; gain: number; trend: number } | null = null;
  for (const gain of gains) {
    // Far above the trend in the account's own noise (10 median deviations) and a real share of the
    // audience (1 % in a day), so a small account's +40 day or a large one's usual +0.1 % is no spike.
    const excess = gain.perDay - trend;
    if (excess <= 10 * spread || excess < 0.01 * gain.before || gain.perDay <= 0) continue;
    if (!spike || gain.perDay > spike.gain) spike = { day: gain.day, gain: Math.round(gain.perDay), trend: Math.round(trend) };
  }
  return spike;
}

function growthSpike(history: DayFigures[]): TSignal | null {
  if (history.length < MIN_POINTS_FOR_SPIKES) return null;
  const spike = findSpike(history);
  if (spike) return signal("growth_spike", "warning", "spike", spike.gain, spike.trend, spike.day);
  const trend = findTrend(history);
  return signal("growth_spike", "good", "no_spikes", trend, trend);
}

/** The account's median daily gain over its history. */
function findTrend(points: DayFigures[]): number {
  const gains: number[] = [];
  for (let i = 1; i < points.length; i += 1) {
    const previous = points[i - 1];
    const current = points[i];
    if (previous && current)
      gains.push((current.followers - previous.followers) / Math.max(1, dayNumber(current.day) - dayNumber(previous.day)));
  }
  return Math.round(median(gains));
}

function followerFollowing(history: DayFigures[]): TSignal | null {
  const latest = [...history].reverse().find((point) => point.following !== null && point.following > 0);
  if (!latest || latest.following === null) return null;
  const value = latest.followers / latest.following;
  // Following more accounts than follow back is the follow-for-follow pattern; under 2 is worth a look.
  if (value < 1) return signal("follower_following", "warning", "following_above_followers", value, null);
  if (value < 2) return signal("follower_following", "watch", "following_high", value, null);
  return signal("follower_following", "good", "following_typical", value, null);
}

/** Every signal that the account's figures allow, in a fixed order. */
export function authenticitySignals(figures: AccountFigures, benchmarks: Benchmarks, history: DayFigures[]): TSignal[] {
  return [
    engagement(figures, benchmarks),
    likesPerComment(figures, benchmarks),
    viewsPerFollower(figures, benchmarks),
    growthSpike(history),
    followerFollowing(history),
  ].filter((entry): entry is TSignal => entry !== null);
}
