import { parentPort, workerData } from "node:worker_threads";
import { CopyBinaryBuffer, idWordsText, influencerCopyTuple, influencerIdWords, profileCopyLine } from "../../features/discovery/public.ts";
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

/**
 * Lines written straight into UTF-8 bytes. Joining a batch's lines into one string and encoding
 * that cost more than making the lines (~20 µs a row: the joined string is a two-byte rope once a
 * line holds Arabic, flattened and then encoded), and posting the string copied it once more.
 */
class Utf8Lines {
  private store = new ArrayBuffer(1 << 20);
  private bytes = Buffer.from(this.store);
  private used = 0;

  add(line: string): void {
    // A UTF-16 code unit is at most 3 UTF-8 bytes.
    if (this.used + line.length * 3 > this.store.byteLength) {
      const grown = new ArrayBuffer(Math.max(this.store.byteLength * 2, this.used + line.length * 3));
      new Uint8Array(grown).set(this.bytes.subarray(0, this.used));
      this.store = grown;
      this.bytes = Buffer.from(grown);
    }
    this.used += this.bytes.write(line, this.used);
  }

  /** The bytes written, on a buffer of their own (the next batch starts a new one). */
  take(): Uint8Array<ArrayBuffer> {
    const taken = new Uint8Array(this.store, 0, this.used);
    this.store = new ArrayBuffer(this.store.byteLength);
    this.bytes = Buffer.from(this.store);
    this.used = 0;
    return taken;
  }
}

const options = workerData as GeneratorOptions;
const influencers = new CopyBinaryBuffer();
const profiles = new Utf8Lines();

parentPort?.on("message", (request: SeedBatchRequest) => {
  for (let row = request.start; row < request.end; row += 1) {
    const record = seedRecordAt(options, row);
    const id = influencerIdWords(record.platform, record.username);
    influencerCopyTuple(influencers, record, id);
    profiles.add(profileCopyLine(record, idWordsText(id)));
  }
  const result: SeedBatchResult = { batch: request.batch, influencers: influencers.take(), profiles: profiles.take() };
  parentPort?.postMessage(result, [result.influencers.buffer, result.profiles.buffer]);
});
