import { parentPort, workerData } from "node:worker_threads";
import {
  CopyBinaryBuffer,
  CopyBytes,
  idWordsText,
  influencerCopyTuple,
  influencerIdWords,
  profileCopyLine,
} from "../../features/discovery/public.ts";
import type { GeneratorOptions } from "./generate-influencer.ts";
import { seedRecordAt } from "./seed-records.ts";

/**
 * A generator thread of `npm run seed`: turns ranges of row numbers into COPY data for both tables
 * (`influencers` as binary tuples, the profiles as text; row-sinks.ts CopySink). Rows are a pure
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
}

const options = workerData as GeneratorOptions;
const influencers = new CopyBinaryBuffer();
const profiles = new CopyBytes();

parentPort?.on("message", (request: SeedBatchRequest) => {
  for (let row = request.start; row < request.end; row += 1) {
    const record = seedRecordAt(options, row);
    const id = influencerIdWords(record.platform, record.username);
    influencerCopyTuple(influencers, record, id);
    profiles.line(profileCopyLine(record, idWordsText(id)));
  }
  const result: SeedBatchResult = { batch: request.batch, influencers: influencers.take(), profiles: profiles.take() };
  parentPort?.postMessage(result, [result.influencers.buffer, result.profiles.buffer]);
});
