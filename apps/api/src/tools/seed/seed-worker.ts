import { parentPort, workerData } from "node:worker_threads";
import { influencerCopyLine, influencerId, profileCopyLine } from "../../features/discovery/public.ts";
import type { GeneratorOptions } from "./generate-influencer.ts";
import { seedRecordAt } from "./seed-records.ts";

/**
 * A generator thread of `npm run seed`: turns ranges of row numbers into COPY text for both
 * tables. Rows are a pure function of (seed, asOf, row), so any thread can make any range.
 */
export interface SeedBatchRequest {
  batch: number;
  start: number;
  end: number;
}

export interface SeedBatchResult {
  batch: number;
  influencers: string;
  profiles: string;
}

const options = workerData as GeneratorOptions;

parentPort?.on("message", (request: SeedBatchRequest) => {
  let influencers = "";
  let profiles = "";
  for (let row = request.start; row < request.end; row += 1) {
    const record = seedRecordAt(options, row);
    const id = influencerId(record.platform, record.username);
    influencers += influencerCopyLine(record, id);
    profiles += profileCopyLine(record, id);
  }
  const result: SeedBatchResult = { batch: request.batch, influencers, profiles };
  parentPort?.postMessage(result);
});
