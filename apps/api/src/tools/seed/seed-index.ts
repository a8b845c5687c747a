import type { Database } from "../../core/db/database.ts";
import {
  dropIndexes,
  type RowSink,
  rebuildIndexes,
  rebuiltAfterLoad,
  refreshIndexStats,
  secondaryIndexes,
  vacuumAnalyze,
} from "../../features/discovery/bulk-load.ts";
import { type InfluencerRecord, seedSyntheticGrowth } from "../../features/discovery/public.ts";
import type { GeneratorOptions } from "./generate-influencer.ts";
import { defaultWorkerCount, generateInWorkers } from "./parallel-batches.ts";
import { seedRecordAt } from "./seed-records.ts";

export interface SeedOptions extends GeneratorOptions {
  influencers: number;
  batchSize?: number;
  /** Generator threads for sinks that take COPY text (default: one per core, at most 4). */
  workers?: number;
  onProgress?: (message: string) => void;
}

export interface SeedReport {
  influencers: number;
  generateAndLoadMs: number;
  indexMs: number;
  analyzeMs: number;
  totalMs: number;
}

export const DEFAULT_SEED = 20260401;

/** Today at 00:00 UTC, in unix seconds: the default "now" of a seeded index. */
export function todayUtc(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) / 1000;
}

async function writeInProcess(sink: RowSink, options: SeedOptions, batchSize: number, log: (m: string) => void): Promise<void> {
  let batch: InfluencerRecord[] = [];
  for (let row = 0; row < options.influencers; row += 1) {
    batch.push(seedRecordAt(options, row));
    if (batch.length === batchSize) {
      await sink.write(batch);
      batch = [];
      if ((row + 1) % 100_000 === 0) log(`  ${(row + 1).toLocaleString("en")} rows written`);
    }
  }
  await sink.write(batch);
}

type EncodedWrite = (influencers: Uint8Array, profiles: Uint8Array, vocabulary: Uint8Array) => Promise<void>;

async function writeFromWorkers(write: EncodedWrite, options: SeedOptions, batchSize: number, log: (m: string) => void) {
  const generator: GeneratorOptions = { seed: options.seed, asOf: options.asOf };
  let written = 0;
  await generateInWorkers(generator, options.influencers, batchSize, options.workers ?? defaultWorkerCount(), async (result) => {
    await write(result.influencers, result.profiles, result.vocabulary);
    const before = written;
    written = Math.min(options.influencers, written + batchSize);
    if (Math.floor(written / 100_000) > Math.floor(before / 100_000)) log(`  ${written.toLocaleString("en")} rows written`);
  });
}

/**
 * Replaces the whole index with `influencers` generated profiles: drop the secondary indexes,
 * stream the rows into the sink, rebuild the indexes, analyze, refresh the per-platform stats.
 */
export async function seedIndex(db: Database, sink: RowSink, options: SeedOptions): Promise<SeedReport> {
  const log = options.onProgress ?? (() => {});
  const started = performance.now();
  const indexes = (await secondaryIndexes(db)).filter(rebuiltAfterLoad);
  await dropIndexes(db, indexes);
  const batchSize = options.batchSize ?? 2_000;
  await sink.begin();
  try {
    if (sink.writeEncoded && options.workers !== 0) await writeFromWorkers(sink.writeEncoded.bind(sink), options, batchSize, log);
    else await writeInProcess(sink, options, batchSize, log);
    await sink.commit();
  } catch (error) {
    await sink.abort();
    await rebuildIndexes(db, indexes);
    throw error;
  }
  // Generated accounts have no history: plausible growth for the growth filter and sort, written
  // while the secondary indexes are still dropped (the demo's history later replaces it).
  await seedSyntheticGrowth(db).catch(async (error: unknown) => {
    await rebuildIndexes(db, indexes);
    throw error;
  });
  const loaded = performance.now();
  log(
    `generated and loaded ${options.influencers.toLocaleString("en")} profiles in ${((loaded - started) / 1000).toFixed(1)} s; building indexes…`,
  );
  await rebuildIndexes(db, indexes, { onBuilt: (name, ms) => log(`  ${name} built in ${(ms / 1000).toFixed(1)} s`) });
  const indexed = performance.now();
  log(`indexes built in ${((indexed - loaded) / 1000).toFixed(1)} s; analyzing…`);
  await vacuumAnalyze(db);
  await refreshIndexStats(db, { influencers: options.influencers, seed: options.seed, asOf: options.asOf });
  const finished = performance.now();
  return {
    influencers: options.influencers,
    generateAndLoadMs: Math.round(loaded - started),
    indexMs: Math.round(indexed - loaded),
    analyzeMs: Math.round(finished - indexed),
    totalMs: Math.round(finished - started),
  };
}
