import { qualityBand } from "@radar/contract/search";
import type { TGrowth, THistorySpan, TInfluencerHistory } from "@radar/contract/vetting";
import type { AppContext } from "../../core/context.ts";
import type { Database } from "../../core/db/database.ts";
import { AppError } from "../../core/http/app-error.ts";
import { qualityEstimate } from "./quality-estimate.ts";
import { type AccountFigures, authenticitySignals, type Benchmarks, type DayFigures } from "./signals.ts";
import {
  type AccountRow,
  type BenchmarkRow,
  type HistoryRow,
  readAccount,
  readBenchmarks,
  readHistory,
  refreshBenchmarks,
  saveEstimates,
  sizeBand,
} from "./vetting-queries.ts";

const NOT_FOUND = "Influencer not found.";
const BIGINT_MAX = 9_223_372_036_854_775_807n;
/** Spikes are looked for in a year of history whatever span the chart shows. */
const SIGNAL_DAYS = 365;
const GROWTH_SPANS = [30, 90] as const;

export function figuresOf(row: AccountRow): AccountFigures {
  return {
    platform: row.platform,
    followers: row.followers,
    erBp: row.missing_fields.includes("er") ? null : row.er_bp,
    likesAvg: row.likes_avg,
    commentsAvg: row.comments_avg,
    viewsAvg: row.views_avg,
  };
}

/** The vendor's score, or null where the row's source gave none. */
export const vendorScore = (row: AccountRow): number | null => (row.missing_fields.includes("aqs") ? null : row.aqs);

export function benchmarksFor(rows: BenchmarkRow[], platform: string, band: string): Benchmarks {
  const row = rows.find((entry) => entry.platform === platform && entry.band === band);
  return {
    erBpMedian: row?.er_bp_median ?? null,
    likesPerCommentMedian: row?.likes_per_comment_median ?? null,
    viewsPerFollowerMedian: row?.views_per_follower_median ?? null,
  };
}

/** The medians, computed now when the daily job has not run yet (a fresh database). */
export async function currentBenchmarks(db: Database): Promise<BenchmarkRow[]> {
  const rows = await readBenchmarks(db);
  if (rows.length > 0) return rows;
  await refreshBenchmarks(db);
  return readBenchmarks(db);
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * Growth over each span: the latest point against the earliest one inside the span. A history that
 * reaches less than four fifths of the span back gives no figure rather than a misleading one.
 */
export function growthOf(points: DayFigures[]): TGrowth[] {
  const latest = points.at(-1);
  if (!latest) return [];
  const growth: TGrowth[] = [];
  for (const days of GROWTH_SPANS) {
    const start = points.find((point) => dayNumber(latest.day) - dayNumber(point.day) <= days);
    if (!start || start.followers <= 0) continue;
    const measured = Math.round(dayNumber(latest.day) - dayNumber(start.day));
    if (measured < days * 0.8) continue;
    const change = latest.followers - start.followers;
    growth.push({ days, measured_days: measured, change, rate: Math.round((change / start.followers) * 10_000) / 100 });
  }
  return growth;
}

export function parseInfluencerId(raw: string): string {
  if (!/^[1-9]\d{0,18}$/.test(raw) || BigInt(raw) > BIGINT_MAX) throw AppError.notFound(NOT_FOUND);
  return raw;
}

const toDay = (row: HistoryRow): DayFigures => ({ day: row.day, followers: row.followers, following: row.following });

/** GET /api/influencers/{id}/history/: the chart's points, growth, signals and both quality scores. */
export async function getInfluencerHistory(ctx: AppContext, rawId: string, days: THistorySpan): Promise<TInfluencerHistory> {
  const history = await influencerHistory(ctx.db, parseInfluencerId(rawId), days);
  if (!history) throw AppError.notFound(NOT_FOUND);
  return history;
}

/** An indexed account's history, growth, signals and scores (reports read it too); undefined when it left the index. */
export async function influencerHistory(db: Database, id: string, days: THistorySpan): Promise<TInfluencerHistory | undefined> {
  const account = await readAccount(db, id);
  if (!account) return undefined;
  const [history, benchmarks] = await Promise.all([readHistory(db, [id], SIGNAL_DAYS), currentBenchmarks(db)]);
  const band = sizeBand(account.followers);
  const year = history.map(toDay);
  const signals = authenticitySignals(figuresOf(account), benchmarksFor(benchmarks, account.platform, band), year);
  const estimate = qualityEstimate(signals);
  if (estimate !== null) await saveEstimates(db, [{ id, estimate }]);
  const vendor = vendorScore(account);
  const latestDay = history.at(-1)?.day;
  const shown = latestDay ? history.filter((row) => dayNumber(latestDay) - dayNumber(row.day) <= days) : [];
  return {
    influencer_id: id,
    platform: account.platform,
    days,
    points: shown.map((row) => ({
      day: row.day,
      followers: row.followers,
      following: row.following,
      posts: row.posts,
      er: row.er_bp === null ? null : row.er_bp / 100,
    })),
    growth: growthOf(year),
    signals,
    quality: {
      vendor: vendor === null ? null : { score: vendor, band: qualityBand(vendor) },
      estimate: estimate === null ? null : { score: estimate, band: qualityBand(estimate) },
    },
    size_band: band,
  };
}
