import type { TSignal } from "@radar/contract/vetting";

/**
 * Our audience quality estimate (0–100) from the authenticity signals, for accounts no vendor scored.
 * It starts at the typical vendor score of an unremarkable account and loses points for each signal
 * that departs from similar accounts, more the further it departs (on a log scale: a tenth of the
 * median engagement costs the full weight, half of it about a third). Engagement above the median
 * earns nothing: on its own it does not tell a keen audience from bought likes, and likes far out of
 * proportion to comments are what bought likes look like; comment-heavy posts are left alone.
 * The start and the weights were fitted (least squares, then rounded) on one generated world's vendor
 * scores and checked on another (`npm run eval:quality`, docs/benchmarks/quality.md, decision 0079).
 */
export const ESTIMATE_START = 76;
const WEIGHTS = {
  engagementLow: 36,
  engagementHigh: 30,
  likesPerComment: 40,
  views: 18,
  spike: 21,
  following: 9,
  followingWatch: 2,
} as const;

const share = (value: number, full: number) => Math.min(1, Math.max(0, value / full));

export function qualityEstimate(signals: TSignal[]): number | null {
  if (signals.length === 0) return null;
  let score = ESTIMATE_START;
  for (const entry of signals) {
    const ratio = entry.ratio;
    switch (entry.kind) {
      case "engagement":
        if (ratio === null) break;
        // Far above the median is suspicious (bought likes), a penalty from four times the median.
        if (ratio < 1) score -= WEIGHTS.engagementLow * share(Math.log10(1 / ratio), 1);
        else if (ratio > 4) score -= WEIGHTS.engagementHigh * share(Math.log(ratio / 4), Math.log(4));
        break;
      case "likes_per_comment":
        // From twice the median's likes per comment; the full weight at ten times.
        if (ratio !== null) score -= WEIGHTS.likesPerComment * share(Math.log(ratio) - Math.log(2), Math.log(5));
        break;
      case "views_per_follower":
        if (ratio !== null && ratio < 1) score -= WEIGHTS.views * share(Math.log10(1 / ratio), 1);
        break;
      case "growth_spike":
        if (entry.verdict === "warning") score -= WEIGHTS.spike;
        break;
      case "follower_following":
        if (entry.verdict === "warning") score -= WEIGHTS.following;
        else if (entry.verdict === "watch") score -= WEIGHTS.followingWatch;
        break;
    }
  }
  return Math.round(Math.min(99, Math.max(1, score)));
}
