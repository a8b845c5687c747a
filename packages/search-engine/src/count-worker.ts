import { parentPort } from "node:worker_threads";
import type { FromCountThread, ToCountThread } from "./count-thread.ts";
import type { CountedColumns } from "./platform-block.ts";
import { RangeCounter, RowKeeper } from "./range-count.ts";
import { reviveColumn } from "./text-column.ts";
import { reviveTokenIndex, tokensHolding } from "./token-index.ts";

/**
 * The count thread (count-thread.ts): holds the blocks of the copy's latest load — the server's own
 * shared memory — and counts the ranges of rows it is asked about, one at a time.
 */

let token = -1;
let blocks = new Map<string, CountedColumns>();
const counter = new RangeCounter();

/** Buffers arrive as plain Uint8Arrays (text-column.ts reviveColumn). */
function revive(block: CountedColumns): CountedColumns {
  return { ...block, text: reviveColumn(block.text), tokens: reviveTokenIndex(block.tokens) };
}

const answer = (message: FromCountThread, transfer: ArrayBuffer[] = []) => parentPort?.postMessage(message, transfer);

parentPort?.on("message", (message: ToCountThread) => {
  if (message.type === "blocks") {
    token = message.token;
    blocks = new Map(message.blocks.map(([platform, block]) => [platform, revive(block)]));
    return;
  }
  if (message.type === "text-index") {
    if (message.token !== token) return;
    for (const [platform, index] of message.indexes) {
      const block = blocks.get(platform);
      if (block) blocks.set(platform, { ...block, tokens: reviveTokenIndex(index) });
    }
    return;
  }
  const block = message.token === token ? blocks.get(message.platform) : undefined;
  if (!block) {
    answer({ type: "missing", id: message.id });
    return;
  }
  try {
    if (message.type === "tokens") {
      if (!block.tokens) {
        answer({ type: "missing", id: message.id });
        return;
      }
      const found = tokensHolding(block.tokens, Buffer.from(message.needle, "utf8"), message.maxPostings, message.from, message.to);
      answer({ type: "tokens", id: message.id, found }, found ? [found.tokens.buffer] : []);
      return;
    }
    const keeper = message.keepUpTo === null ? null : new RowKeeper(message.keepUpTo);
    const total = counter.count(block, message.specs, message.from, message.to, message.replaced, keeper);
    const rows = keeper?.rows()?.slice() ?? null;
    answer({ type: "counted", id: message.id, total, rows }, rows ? [rows.buffer] : []);
  } catch (error) {
    answer({ type: "failed", id: message.id, message: error instanceof Error ? error.message : String(error) });
  }
});

answer({ type: "ready" });
