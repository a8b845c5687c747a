import { z } from "zod";
import type { VendorHistoryPoint } from "../discovery/public.ts";

/**
 * A vendor's own history of an account, where its answer carries one: Modash's
 * `statHistory` (one point a month) and HypeAuditor's follower performance periods. Written beside our
 * daily points by store-account.ts; our own observation of a day wins over the vendor's.
 */

const count = z.number().finite().nonnegative();

/** Modash report `statHistory: [{month: "YYYY-MM", followers, avgLikes}]` [P]: a month's point is dated its first day. */
const ZStatHistorySchema = z.array(
  z
    .object({ month: z.string().regex(/^\d{4}-\d{2}$/), followers: count, avgLikes: count.nullish(), following: count.nullish() })
    .passthrough(),
);

export function modashHistory(statHistory: unknown): VendorHistoryPoint[] {
  const parsed = ZStatHistorySchema.safeParse(statHistory);
  if (!parsed.success) return [];
  return parsed.data.map((point) => ({
    day: `${point.month}-01`,
    followers: point.followers,
    following: point.following ?? null,
    avgLikes: point.avgLikes ?? null,
  }));
}

/** HypeAuditor's periods and their length in days. */
const PERIODS = { "30d": 30, "90d": 90, "180d": 180, "365d": 365 } as const;
const ZPeriodSchema = z.object({ value_prev: count }).passthrough();

/**
 * HypeAuditor report `metrics.subscribers_count.performance.{30d,90d,180d,365d}.value_prev` [C for
 * TikTok]: the followers at the start of each period, which is what its follower chart draws — a
 * point 30, 90, 180 and 365 days before `today`.
 */
export function hypeAuditorHistory(performance: unknown, today: Date): VendorHistoryPoint[] {
  const periods = z.record(z.string(), z.unknown()).safeParse(performance);
  if (!periods.success) return [];
  const points: VendorHistoryPoint[] = [];
  for (const [period, days] of Object.entries(PERIODS)) {
    const parsed = ZPeriodSchema.safeParse(periods.data[period]);
    if (!parsed.success) continue;
    const day = new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
    points.push({ day, followers: parsed.data.value_prev, following: null, avgLikes: null });
  }
  return points;
}
