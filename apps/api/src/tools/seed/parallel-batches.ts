import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { startTsWorker } from "../../core/workers/ts-worker.ts";
import type { GeneratorOptions } from "./generate-influencer.ts";
import type { SeedBatchRequest, SeedBatchResult } from "./seed-worker.ts";

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}
const deferred = (): Deferred => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const SEED_WORKER = new URL("./seed-worker.ts", import.meta.url);

export const defaultWorkerCount = () => Math.max(1, Math.min(4, availableParallelism()));

/**
 * Generates rows 0…count-1 as COPY text on worker threads and hands the batches to `consume` in
 * row order, one at a time. Each worker makes its next batch while its last one is being written,
 * so generation runs on every core while PostgreSQL ingests.
 */
export async function generateInWorkers(
  options: GeneratorOptions,
  count: number,
  batchSize: number,
  workerCount: number,
  consume: (result: SeedBatchResult) => Promise<void>,
): Promise<void> {
  const batches = Math.ceil(count / batchSize);
  const workers = Array.from({ length: Math.min(workerCount, batches) }, () => startTsWorker(SEED_WORKER, options));
  const written = Array.from({ length: batches }, deferred);
  const request = (worker: Worker, batch: number) =>
    new Promise<SeedBatchResult>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      worker.once("error", onError);
      worker.once("message", (result: SeedBatchResult) => {
        worker.off("error", onError);
        resolve(result);
      });
      const message: SeedBatchRequest = { batch, start: batch * batchSize, end: Math.min(count, (batch + 1) * batchSize) };
      worker.postMessage(message);
    });
  const loop = async (worker: Worker, first: number) => {
    let pending = request(worker, first);
    for (let batch = first; batch < batches; batch += workers.length) {
      const result = await pending;
      if (batch + workers.length < batches) pending = request(worker, batch + workers.length);
      if (batch > 0) await written[batch - 1]?.promise;
      await consume(result);
      written[batch]?.resolve();
    }
  };
  try {
    await Promise.all(workers.map((worker, i) => loop(worker, i)));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
