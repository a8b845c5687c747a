import type { TSignal } from "@radar/contract/vetting";

/**
 * Our audience quality estimate (0–100) from the authenticity signals, for accounts no vendor scored.
 * It starts at the typical vendor score of an unremarkable account and loses points for each signal
 * that departs from similar accounts, more the further it departs (on a log scale: a tenth of the
 * median engagement costs the full weight, half of it about a third). Weights and the start were set
 * against the accounts that carry a vendor score (`npm run eval:quality`, docs/benchmarks/history.md).
 */
export const ESTIMATE_START = 68;
const WEIGHTS = { engagementLow: 30, engagementHigh: 8, likesPerComment: 10, views: 18, spike: 18, following: 12 } as const;

const share = (value: number, full: number) => Math.min(1, Math.max(0, value / full));

export function qualityEstimate(signals: TSignal[]): number | null {
  if (signals.length === 0) return null;
  let score = ESTIMATE_START;
  for (const entry of signals) {
    const ratio = entry.ratio;
    switch (entry.kind) {
      case "engagement":
        if (ratio === null) break;
        // Above the median is a little better, far above is suspicious: a small bonus, then a penalty.
        if (ratio < 1) score -= WEIGHTS.engagementLow * share(Math.log10(1 / ratio), 1);
        else if (ratio > 4) score -= WEIGHTS.engagementHigh * share(Math.log(ratio / 4), Math.log(4));
        else score += 6 * share(Math.log2(ratio), 2);
        break;
      case "likes_per_comment":
        if (ratio !== null) score -= WEIGHTS.likesPerComment * share(Math.abs(Math.log(ratio)) - Math.log(2), Math.log(5));
        break;
      case "views_per_follower":
        if (ratio !== null && ratio < 1) score -= WEIGHTS.views * share(Math.log10(1 / ratio), 1);
        break;
      case "growth_spike":
        if (entry.verdict === "warning") score -= WEIGHTS.spike;
        break;
      case "follower_following":
        if (entry.verdict === "warning") score -= WEIGHTS.following;
        else if (entry.verdict === "watch") score -= WEIGHTS.following / 2;
        break;
    }
  }
  return Math.round(Math.min(99, Math.max(1, score)));
}
