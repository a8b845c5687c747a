import type { Worker } from "node:worker_threads";
import type { TPlatform } from "@radar/contract/constants";
import type { PlatformBlock } from "./platform-block.ts";
import { reviveTokenIndex, type TokenIndex } from "./token-index.ts";
import { startTsWorker } from "./ts-worker.ts";

const TOKEN_WORKER = new URL("./token-worker.ts", import.meta.url);

export interface TokenBuild {
  /** The index of each block's text (null: its vocabulary outgrew the index). */
  indexes: Promise<Map<TPlatform, TokenIndex | null>>;
  stop(): void;
}

/**
 * Builds the token indexes of `blocks` on a thread of its own, which exits when done. At 10 M
 * profiles this is 22–29 s of hashing ≈ 115 M tokens (on the server's thread, during the load, it
 * made the load 70 s longer): there it would block the event loop, and on the count thread it would
 * hold up the halves of counts. The copy counts meanwhile, searching the text row by row.
 */
export function buildTokenIndexes(blocks: Map<TPlatform, PlatformBlock>): TokenBuild {
  let worker: Worker | null = null;
  const indexes = new Promise<Map<TPlatform, TokenIndex | null>>((resolve, reject) => {
    worker = startTsWorker(TOKEN_WORKER, { columns: [...blocks].map(([platform, block]) => [platform, block.text]) });
    // Building must not keep a process alive that has nothing else to do.
    worker.unref();
    worker.once("message", (built: [TPlatform, TokenIndex | null][]) => {
      resolve(new Map(built.map(([platform, index]) => [platform, reviveTokenIndex(index)])));
      void worker?.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`token index thread exited with code ${code} before it answered`)));
  });
  return {
    indexes,
    stop: () => {
      void (worker as Worker | null)?.terminate();
    },
  };
}
