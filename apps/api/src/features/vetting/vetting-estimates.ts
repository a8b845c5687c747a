import { QUALITY_BANDS, qualityBand, type TQualityBand } from "@radar/contract/search";
import type { Database } from "../../core/db/database.ts";
import { writeQualityEstimates } from "../discovery/public.ts";
import { qualityEstimate } from "./quality-estimate.ts";
import { authenticitySignals, type DayFigures } from "./signals.ts";
import { benchmarksFor, currentBenchmarks, figuresOf, vendorScore } from "./vetting.service.ts";
import { type AccountRow, readAccountsAfter, readHistory, saveEstimates, sizeBand } from "./vetting-queries.ts";

const BATCH = 2_000;
const SIGNAL_DAYS = 365;

export interface EstimatedAccount {
  id: string;
  estimate: number;
  vendor: number | null;
}

/**
 * Walks the whole index in id order, a batch at a time, and estimates every account's quality from
 * its signals; `each` gets every batch. Memory stays one batch whatever the index's size.
 */
export async function eachEstimateBatch(db: Database, each: (batch: EstimatedAccount[]) => Promise<void>): Promise<number> {
  const benchmarks = await currentBenchmarks(db);
  let after = "0";
  let total = 0;
  for (;;) {
    const accounts: AccountRow[] = await readAccountsAfter(db, after, BATCH);
    if (accounts.length === 0) break;
    after = accounts.at(-1)?.id ?? after;
    const history = new Map<string, DayFigures[]>();
    for (const row of await readHistory(
      db,
      accounts.map((account) => account.id),
      SIGNAL_DAYS,
    )) {
      const points = history.get(row.influencer_id) ?? [];
      points.push({ day: row.day, followers: row.followers, following: row.following });
      history.set(row.influencer_id, points);
    }
    const batch: EstimatedAccount[] = [];
    for (const account of accounts) {
      const signals = authenticitySignals(
        figuresOf(account),
        benchmarksFor(benchmarks, account.platform, sizeBand(account.followers)),
        history.get(account.id) ?? [],
      );
      const estimate = qualityEstimate(signals);
      if (estimate !== null) batch.push({ id: account.id, estimate, vendor: vendorScore(account) });
    }
    await each(batch);
    total += batch.length;
  }
  return total;
}

/**
 * The daily run: every account's estimate stored (ours, in its own table) and on its index row,
 * where the quality filter and sort read it (never in the vendor's `aqs`).
 */
export async function storeAllEstimates(db: Database): Promise<number> {
  return eachEstimateBatch(db, async (batch) => {
    await saveEstimates(db, batch);
    await writeQualityEstimates(db, batch);
  });
}

const BAND_ORDER: TQualityBand[] = [...QUALITY_BANDS.map((band) => band.value), "poor"];
const bandIndex = (score: number) => BAND_ORDER.indexOf(qualityBand(score));

/** Average ranks (ties share theirs), for Spearman's correlation. */
function ranks(values: number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length).fill(0);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) result[order[k]?.index ?? 0] = rank;
    start = end + 1;
  }
  return result;
}

export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length + 1) / 2;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < ra.length; i += 1) {
    const da = (ra[i] ?? 0) - mean;
    const db = (rb[i] ?? 0) - mean;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  return varianceA === 0 || varianceB === 0 ? 0 : covariance / Math.sqrt(varianceA * varianceB);
}

export interface Agreement {
  accounts: number;
  /** Share of accounts whose estimate falls in the vendor's quality band or the one next to it. */
  withinOneBand: number;
  sameBand: number;
  spearman: number;
  meanAbsoluteError: number;
}

/** How far our estimate agrees with the vendor's score, over every account that has one. */
export async function measureAgreement(db: Database): Promise<Agreement> {
  const ours: number[] = [];
  const theirs: number[] = [];
  await eachEstimateBatch(db, async (batch) => {
    for (const account of batch) {
      if (account.vendor === null) continue;
      ours.push(account.estimate);
      theirs.push(account.vendor);
    }
  });
  const n = ours.length;
  let within = 0;
  let same = 0;
  let error = 0;
  for (let i = 0; i < n; i += 1) {
    const gap = Math.abs(bandIndex(ours[i] ?? 0) - bandIndex(theirs[i] ?? 0));
    within += gap <= 1 ? 1 : 0;
    same += gap === 0 ? 1 : 0;
    error += Math.abs((ours[i] ?? 0) - (theirs[i] ?? 0));
  }
  return {
    accounts: n,
    withinOneBand: n ? within / n : 0,
    sameBand: n ? same / n : 0,
    spearman: spearman(ours, theirs),
    meanAbsoluteError: n ? error / n : 0,
  };
}
