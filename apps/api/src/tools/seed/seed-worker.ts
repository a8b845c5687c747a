import { parentPort, workerData } from "node:worker_threads";
import { encodeRecord, newEncodedRows } from "../../features/discovery/bulk-load.ts";
import type { GeneratorOptions } from "./generate-influencer.ts";
import { seedRecordAt } from "./seed-records.ts";

/**
 * A generator thread of `npm run seed`: turns ranges of row numbers into COPY data for both tables
 * (`influencers` as binary tuples, the profiles as text; row-sinks.ts CopySink) and for
 * `search_vocabulary` (the search tokens this thread had not met before). Rows are a pure
 * function of (seed, asOf, row), so any thread can make any range.
 */
export interface SeedBatchRequest {
  batch: number;
  start: number;
  end: number;
}

/** A batch's COPY data, each table's on a buffer of its own that is handed over, not copied. */
export interface SeedBatchResult {
  batch: number;
  influencers: Uint8Array<ArrayBuffer>;
  profiles: Uint8Array<ArrayBuffer>;
  vocabulary: Uint8Array<ArrayBuffer>;
}

const options = workerData as GeneratorOptions;
const encoded = newEncodedRows();

parentPort?.on("message", (request: SeedBatchRequest) => {
  for (let row = request.start; row < request.end; row += 1) encodeRecord(encoded, seedRecordAt(options, row));
  const result: SeedBatchResult = {
    batch: request.batch,
    influencers: encoded.influencers.take(),
    profiles: encoded.profiles.take(),
    vocabulary: encoded.vocabulary.take(),
  };
  parentPort?.postMessage(result, [result.influencers.buffer, result.profiles.buffer, result.vocabulary.buffer]);
});
