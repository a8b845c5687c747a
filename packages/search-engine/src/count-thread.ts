import type { Worker } from "node:worker_threads";
import type { ConditionSpec } from "./condition-spec.ts";
import type { CountedColumns, PlatformBlock } from "./platform-block.ts";
import type { FoundTokens, TokenIndex } from "./token-index.ts";
import { startTsWorker } from "./ts-worker.ts";

/** What the server's thread asks the count thread (count-worker.ts). */
export type ToCountThread =
  /** The copy's blocks (on shared memory: nothing is copied); counts name them by `token`. */
  | { type: "blocks"; token: number; blocks: [string, CountedColumns][] }
  | {
      type: "count";
      id: number;
      token: number;
      platform: string;
      specs: ConditionSpec[];
      from: number;
      to: number;
      replaced: Uint32Array;
      /** Keep the passing rows up to this many (null: only count). */
      keepUpTo: number | null;
    }
  /** The token indexes of the load `token`'s blocks, built after it (memory-counter.ts indexText). */
  | { type: "text-index"; token: number; indexes: [string, TokenIndex | null][] }
  /** The tokens [from, to) of the block's vocabulary holding `needle` (token-index.ts tokensHolding). */
  | { type: "tokens"; id: number; token: number; platform: string; needle: string; from: number; to: number; maxPostings: number };

/** Its answers: ready once started; a count's total and kept rows, or that it does not hold those blocks. */
export type FromCountThread =
  | { type: "ready" }
  | { type: "counted"; id: number; total: number; rows: Uint32Array | null }
  /** found: null when the tokens' postings outnumbered maxPostings. */
  | { type: "tokens"; id: number; found: FoundTokens | null }
  | { type: "missing"; id: number }
  | { type: "failed"; id: number; message: string };

type Answer = RangeCount | { found: FoundTokens | null };

export interface RangeCount {
  total: number;
  /** The passing rows (ascending), or null when they were more than keepUpTo. */
  rows: Uint32Array | null;
}

const COUNT_WORKER = new URL("./count-worker.ts", import.meta.url);

/**
 * A second thread that counts part of a big block's rows while the server's thread counts the rest
 * (memory-counter.ts): on two cores a first search's count then takes about half as long, and the
 * event loop is blocked for half as long. It reads the copy's own shared memory.
 *
 * Nothing depends on it: until it has started, after it failed, or when it no longer holds the
 * blocks a count names, count() answers null and the caller counts those rows itself.
 */
export class CountThread {
  private worker: Worker | null = null;
  private ready = false;
  private failed = false;
  private token = 0;
  private nextId = 1;
  private readonly pending = new Map<number, (answer: Answer | null) => void>();
  private onStarted: (ready: boolean) => void = () => {};
  /** Settles once the thread is ready (true) or could not start (false). */
  started: Promise<boolean> = Promise.resolve(false);

  /** Hands a newly loaded copy's blocks to the thread (starting it); the token its counts name. */
  load(blocks: Map<string, PlatformBlock>): number {
    const worker = this.start();
    this.token += 1;
    const message: ToCountThread = { type: "blocks", token: this.token, blocks: [...blocks].map(([p, b]) => [p, countedColumns(b)]) };
    worker?.postMessage(message);
    return this.token;
  }

  /** Hands the thread the token indexes of the load `token` (on shared memory: nothing is copied). */
  attachTokens(token: number, indexes: Map<string, TokenIndex | null>): void {
    if (token === this.token) this.worker?.postMessage({ type: "text-index", token, indexes: [...indexes] } satisfies ToCountThread);
  }

  /** The rows [from, to) of the block `platform` of the load `token` passing `specs`, or null (count them yourself). */
  count(
    token: number,
    platform: string,
    specs: ConditionSpec[],
    from: number,
    to: number,
    replaced: Uint32Array,
    keepUpTo: number | null,
  ): Promise<RangeCount | null> | null {
    const worker = this.worker;
    if (!worker || !this.ready || token !== this.token) return null;
    const id = this.nextId++;
    return this.ask<RangeCount>(worker, { type: "count", id, token, platform, specs, from, to, replaced, keepUpTo });
  }

  /**
   * The tokens [from, to) of the vocabulary of the block `platform` of the load `token` holding
   * `needle`: `{ found }` (found null: their postings outnumber maxPostings), or null (look yourself).
   */
  tokens(
    token: number,
    platform: string,
    needle: string,
    from: number,
    to: number,
    maxPostings: number,
  ): Promise<{ found: FoundTokens | null } | null> | null {
    const worker = this.worker;
    if (!worker || !this.ready || token !== this.token) return null;
    const id = this.nextId++;
    return this.ask<{ found: FoundTokens | null }>(worker, { type: "tokens", id, token, platform, needle, from, to, maxPostings });
  }

  private ask<T extends Answer>(worker: Worker, message: ToCountThread & { id: number }): Promise<T | null> {
    return new Promise((resolve) => {
      // Waiting for an answer keeps the process alive; an idle thread does not.
      if (this.pending.size === 0) worker.ref();
      this.pending.set(message.id, resolve as (answer: Answer | null) => void);
      worker.postMessage(message);
    });
  }

  close(): Promise<number> | undefined {
    this.failed = true;
    this.settleAll();
    return this.worker?.terminate();
  }

  private start(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    this.started = new Promise((resolve) => {
      this.onStarted = resolve;
    });
    const worker = startTsWorker(COUNT_WORKER, null);
    worker.unref();
    worker.on("message", (answer: FromCountThread) => {
      if (answer.type === "ready") {
        this.ready = true;
        this.onStarted(true);
        return;
      }
      const resolve = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if (answer.type === "counted") resolve?.({ total: answer.total, rows: answer.rows });
      else if (answer.type === "tokens") resolve?.({ found: answer.found });
      else resolve?.(null);
    });
    const stop = () => {
      this.failed = true;
      this.ready = false;
      this.worker = null;
      this.onStarted(false);
      this.settleAll();
    };
    worker.on("error", stop);
    worker.on("exit", stop);
    this.worker = worker;
    return worker;
  }

  private settleAll(): void {
    for (const resolve of this.pending.values()) resolve(null);
    this.pending.clear();
  }
}

/** The block without its id columns, which counts do not read (posting them would copy them). */
function countedColumns(block: PlatformBlock): CountedColumns {
  const { idHigh: _high, idLow: _low, idOrder: _order, ...counted } = block;
  return counted;
}
