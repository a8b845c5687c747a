import type { Database } from "../../core/db/database.ts";
import { InsertSink, type RowSink } from "../../features/discovery/bulk-load.ts";
import { type Agreement, measureAgreement, refreshBenchmarks } from "../../features/vetting/public.ts";
import { DEFAULT_SEED, seedIndex, todayUtc } from "../seed/seed-index.ts";
import { seedDemoHistory } from "./demo-history.ts";

/**
 * The calibration of our quality estimate: a demo index of `influencers` accounts (each with the
 * vendor-like score the synthetic market gives) and its generated year of history, the medians, and
 * the agreement of our estimate with that score. Replaces the database's index (multi-row INSERTs unless
 * a bulk sink is given).
 */
export async function evaluateQuality(
  db: Database,
  influencers: number,
  sink: RowSink = new InsertSink(db),
  seed = DEFAULT_SEED,
): Promise<Agreement> {
  await seedIndex(db, sink, { influencers, seed, asOf: todayUtc(), workers: 0 });
  await seedDemoHistory(db);
  await refreshBenchmarks(db);
  return measureAgreement(db);
}
