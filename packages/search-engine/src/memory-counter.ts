import type { TPlatform } from "@radar/contract/constants";
import type { ConditionSpec, CountSpec } from "./condition-spec.ts";
import { CountThread } from "./count-thread.ts";
import { blockBytes, type FacetDictionary, findRow, type PlatformBlock } from "./platform-block.ts";
import { RangeCounter, RowKeeper } from "./range-count.ts";
import { type ChangedRows, loadChangedRows, loadSnapshot, type RowSource, type Snapshot } from "./snapshot-loader.ts";
import { type MatchedRows, type SortColumn, sortedIds } from "./sorted-ids.ts";
import { textColumnBytes } from "./text-column.ts";
import { buildTokenIndexes, type TokenBuild } from "./token-build.ts";
import { indexable, tokenIndexBytes, tokensHolding } from "./token-index.ts";

/**
 * Blocks of at least this many rows are counted in two halves at once, one on the count thread
 * (count-thread.ts). Below it, posting the half costs more than it saves.
 */
export const DEFAULT_PARALLEL_FROM_ROWS = 200_000;
/**
 * Accounts changed since the full load beyond which the counter loads whole again: the change
 * overlay is re-read whole on each catch-up, so it is kept small beside the copy.
 */
const overlayLimit = (rows: number) => Math.max(20_000, Math.floor(rows / 100));

export interface MemoryCounterStats {
  rows: number;
  bytes: number;
  version: number | null;
  /** Accounts changed since the full load, counted from the overlay. */
  changedAccounts: number;
  lastLoadMs: number | null;
  /** How long the latest load's token indexes took to build after it (token-build.ts), or null. */
  textIndexMs: number | null;
  /** Halves of blocks the count thread has counted since the start. */
  threadRanges: number;
}

/** The accounts changed since the snapshot: their rows now, and the snapshot rows they replace. */
interface Overlay {
  changeSeq: number;
  blocks: Map<TPlatform, PlatformBlock>;
  /** Per platform, the snapshot's rows of changed accounts (ascending): they no longer count. */
  replaced: Map<TPlatform, Uint32Array>;
  accounts: number;
}

const NO_ROWS = new Uint32Array(0);

/** What the copy covers: a full write of the index, and its changes of single accounts up to a stamp. */
export interface ContentStamp {
  loadVersion: number;
  changeSeq: number;
}

/** A search as the counter sees it: a platform, its conditions, and the order its ids are listed in. */
export interface CountRequest {
  /**
   * The same object for the same search: listing its ids (matchIds) right after counting it reuses
   * the count's matches instead of scanning again.
   */
  readonly key: object;
  readonly platform: TPlatform;
  /** The search's conditions over a load's facet dictionary (facet keys are numbered per load). */
  conditions(dictionary: FacetDictionary): CountSpec;
  /** The copy's column of the search's order, or null when the copy holds none: its ids are then not listed. */
  readonly sort: { column: SortColumn; order: "asc" | "desc" } | null;
}

/** Lists of matches are kept up to this many by default (the app's sorted page strategy lists as many). */
export const DEFAULT_KEEP_MATCHES_UP_TO = 100_000;

export interface MemoryCounterOptions {
  /** Where the copy reads the index from (the app's database, in one consistent read per load). */
  source: RowSource;
  /** A count keeps its matches when they are at most this many, for matchIds to list next. */
  keepMatchesUpTo?: number;
  /** Count blocks of at least this many rows in two halves at once (Infinity: never; tests use 0). */
  parallelFromRows?: number;
  /** Told when a load's token indexes fail to build (its text is then searched row by row). */
  onTextIndexError?: (error: unknown) => void;
}

/**
 * Exact totals of searches from a column copy of `influencers` held in this process: a derived,
 * rebuildable copy (PostgreSQL stays the system of record). A count scans a platform's rows
 * condition by condition over a selection vector, in a few milliseconds where PostgreSQL's GIN
 * bitmaps and trigram rechecks take hundreds.
 *
 * The copy is a full load plus an overlay of the accounts changed one at a time since (enrichment,
 * vendor imports): their current rows count, the rows they replaced do not. So
 * count() answers only for content it covers — the same full write, and every change the caller's
 * state names (later ones too: an account written a moment after the caller read the state counts,
 * as it would in PostgreSQL's own count). catchUpChanges() reads only the changed accounts;
 * refresh() loads whole when that cannot do (a seed or an import since, changes pruned, too many),
 * while the old copy keeps answering for its own content.
 */
export class MemoryCounter {
  private snapshot: Snapshot | null = null;
  private overlay: Overlay | null = null;
  /** Where each changed account's row is in `snapshot` (null: new since the load); reset with it. */
  private located = new Map<string, { platform: TPlatform; row: number } | null>();
  private loading: Promise<void> | null = null;
  private catchingUp: Promise<boolean> | null = null;
  private loadMs: number | null = null;
  private readonly ranges = new RangeCounter();
  private readonly parallelFromRows: number;
  private thread: CountThread | null = null;
  private tokenBuild: TokenBuild | null = null;
  private textIndexing: Promise<void> = Promise.resolve();
  private textIndexMs: number | null = null;
  private readonly onTextIndexError: ((error: unknown) => void) | undefined;
  private threadRanges = 0;
  /** The count thread's name for each load it was handed. */
  private readonly threadTokens = new WeakMap<Snapshot, number>();
  /** The matches of recent counts small enough to list, by request key (see count()). */
  private readonly counted = new WeakMap<object, { overlay: Overlay; matched: MatchedRows[] }>();
  private readonly source: RowSource;
  private readonly keepMatchesUpTo: number;

  constructor(options: MemoryCounterOptions) {
    this.source = options.source;
    this.keepMatchesUpTo = options.keepMatchesUpTo ?? DEFAULT_KEEP_MATCHES_UP_TO;
    this.parallelFromRows = options.parallelFromRows ?? DEFAULT_PARALLEL_FROM_ROWS;
    this.onTextIndexError = options.onTextIndexError;
  }

  /** Whether count() answers for `content`. */
  covers(content: ContentStamp): boolean {
    return this.snapshot?.loadVersion === content.loadVersion && (this.overlay?.changeSeq ?? -1) >= content.changeSeq;
  }

  /** The full write the copy was loaded from (ContentStamp.loadVersion), or null before the first load. */
  loadVersion(): number | null {
    return this.snapshot?.loadVersion ?? null;
  }

  /**
   * The exact count of the request's matches over `content` (or content changed since), or null: the
   * copy does not cover it. The matches of a count small enough to list are kept for the request's
   * key, so listing them next (matchIds) scans nothing again.
   */
  async count(request: CountRequest, content: ContentStamp): Promise<number | null> {
    const snapshot = this.snapshot;
    const overlay = this.overlay;
    if (!snapshot || !overlay || !this.covers(content)) return null;
    const keepUpTo = request.sort ? this.keepMatchesUpTo : null;
    const { total, matched } = await this.scan(request, snapshot, overlay, keepUpTo);
    if (matched) this.counted.set(request.key, { overlay, matched });
    return total;
  }

  /**
   * Every match's id in the request's order (the sort column, then the id, both in its direction), or
   * null: the copy does not cover `content`, the request has no sort column, or more than `limit`
   * matches. A first page sorted from such a list reads 50 rows by id instead of making the database
   * read every match through its indexes (at 10M, that read cost more than the count).
   */
  async matchIds(request: CountRequest, content: ContentStamp, limit: number): Promise<BigInt64Array | null> {
    const snapshot = this.snapshot;
    const overlay = this.overlay;
    if (!snapshot || !overlay || !this.covers(content) || !request.sort) return null;
    const kept = this.counted.get(request.key);
    const matched = kept?.overlay === overlay ? kept.matched : (await this.scan(request, snapshot, overlay, limit)).matched;
    const found = matched?.reduce((sum, part) => sum + part.rows.length, 0) ?? Number.POSITIVE_INFINITY;
    return matched && found <= limit ? sortedIds(matched, request.sort.column, request.sort.order) : null;
  }

  /**
   * Lays the accounts changed since the load over the copy (a few milliseconds: one small read).
   * False when that cannot do and a whole load is needed (refresh()). Concurrent calls share one read.
   */
  catchUpChanges(): Promise<boolean> {
    if (!this.catchingUp) {
      this.catchingUp = this.readChanges().finally(() => {
        this.catchingUp = null;
      });
    }
    return this.catchingUp;
  }

  /** Catches up with the index: the changed accounts only when it can, else a whole load; concurrent calls share one. */
  refresh(): Promise<void> {
    if (!this.loading) {
      this.loading = (async () => {
        if (this.snapshot && (await this.catchUpChanges())) return;
        const started = performance.now();
        const loaded = await loadSnapshot(this.source);
        if ([...loaded.blocks.values()].some((block) => block.rows >= this.parallelFromRows)) {
          this.thread ??= new CountThread();
          this.threadTokens.set(loaded, this.thread.load(loaded.blocks));
          await this.thread.started;
        }
        this.loadMs = performance.now() - started;
        this.snapshot = loaded;
        this.indexText(loaded);
        this.overlay = { changeSeq: loaded.changeSeq, blocks: new Map(), replaced: new Map(), accounts: 0 };
        this.located = new Map();
      })().finally(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  /**
   * Builds the token indexes of a new load's text on a thread of its own (token-build.ts) and lays
   * them on its blocks, here and on the count thread; until then a needle is searched row by row.
   * An index that fails to build leaves it so (the counts are exact either way; onTextIndexError is told).
   */
  private indexText(snapshot: Snapshot): void {
    this.tokenBuild?.stop();
    const started = performance.now();
    const build = buildTokenIndexes(snapshot.blocks);
    this.tokenBuild = build;
    this.textIndexing = build.indexes.then(
      (indexes) => {
        if (this.tokenBuild === build) this.tokenBuild = null;
        for (const [platform, index] of indexes) {
          const block = snapshot.blocks.get(platform);
          if (block) block.tokens = index;
        }
        const token = this.threadTokens.get(snapshot);
        if (token !== undefined) this.thread?.attachTokens(token, indexes);
        if (this.snapshot === snapshot) this.textIndexMs = performance.now() - started;
      },
      (error: unknown) => {
        // Stopped for a newer load (or at close): nothing to tell.
        if (this.tokenBuild !== build) return;
        this.tokenBuild = null;
        this.onTextIndexError?.(error);
      },
    );
  }

  /** Settles once the latest load's text is indexed (or its index failed): tests and the benchmark wait for it. */
  textIndexed(): Promise<void> {
    return this.textIndexing;
  }

  /** Stops the count thread (a process exits without it: the thread does not keep it alive). */
  async close(): Promise<void> {
    this.tokenBuild?.stop();
    this.tokenBuild = null;
    await this.thread?.close();
    this.thread = null;
  }

  stats(): MemoryCounterStats {
    const snapshot = this.snapshot;
    let rows = 0;
    let bytes = 0;
    for (const block of [...(snapshot?.blocks.values() ?? []), ...(this.overlay?.blocks.values() ?? [])]) {
      rows += block.rows;
      bytes += blockBytes(block, textColumnBytes(block.text) + tokenIndexBytes(block.tokens));
    }
    for (const replaced of this.overlay?.replaced.values() ?? []) rows -= replaced.length;
    return {
      rows,
      bytes,
      version: snapshot?.version ?? null,
      changedAccounts: this.overlay?.accounts ?? 0,
      lastLoadMs: this.loadMs,
      textIndexMs: this.textIndexMs,
      threadRanges: this.threadRanges,
    };
  }

  private async readChanges(): Promise<boolean> {
    const snapshot = this.snapshot;
    if (!snapshot) return false;
    const rows = [...snapshot.blocks.values()].reduce((sum, block) => sum + block.rows, 0);
    const changed = await loadChangedRows(this.source, snapshot, overlayLimit(rows));
    if (!changed) return false;
    // A whole load may have replaced the copy meanwhile: these changes were read against the old one.
    if (this.snapshot !== snapshot) return true;
    if (changed.changeSeq > (this.overlay?.changeSeq ?? -1)) this.overlay = this.overlayOf(snapshot, changed);
    return true;
  }

  /** The overlay of `changed` on `snapshot`; accounts not located before are looked up by id. */
  private overlayOf(snapshot: Snapshot, changed: ChangedRows): Overlay {
    const rowsOf = new Map<TPlatform, number[]>();
    for (const { high, low } of changed.ids) {
      const key = `${high}:${low}`;
      let at = this.located.get(key);
      if (at === undefined) {
        at = null;
        for (const [platform, block] of snapshot.blocks) {
          const row = findRow(block, high, low);
          if (row >= 0) {
            at = { platform, row };
            break;
          }
        }
        this.located.set(key, at);
      }
      if (!at) continue;
      const rows = rowsOf.get(at.platform);
      if (rows) rows.push(at.row);
      else rowsOf.set(at.platform, [at.row]);
    }
    const replaced = new Map([...rowsOf].map(([platform, rows]) => [platform, Uint32Array.from(rows).sort()]));
    return { changeSeq: changed.changeSeq, blocks: changed.blocks, replaced, accounts: changed.ids.length };
  }

  /**
   * The request's matches on its platform: the copy's rows less those the overlay replaced, plus the
   * overlay's. `matched` holds their row numbers when they are at most `keepUpTo`, else (or when
   * `keepUpTo` is null: only counting) null.
   */
  private async scan(
    request: CountRequest,
    snapshot: Snapshot,
    overlay: Overlay,
    keepUpTo: number | null,
  ): Promise<{ total: number; matched: MatchedRows[] | null }> {
    const spec = request.conditions(snapshot.dictionary);
    if (spec.never) return { total: 0, matched: keepUpTo === null ? null : [] };
    let total = 0;
    let matched: MatchedRows[] | null = keepUpTo === null ? null : [];
    const parts: [PlatformBlock | undefined, Uint32Array, number | undefined][] = [
      [snapshot.blocks.get(request.platform), overlay.replaced.get(request.platform) ?? NO_ROWS, this.threadTokens.get(snapshot)],
      [overlay.blocks.get(request.platform), NO_ROWS, undefined],
    ];
    for (const [block, replaced, token] of parts) {
      if (!block) continue;
      const keeper: RowKeeper | null = matched && keepUpTo !== null ? new RowKeeper(keepUpTo - total) : null;
      total += await this.countBlock(request.platform, spec.conditions, block, replaced, keeper, token);
      const rows: Uint32Array | null = keeper?.rows() ?? null;
      matched = matched && rows ? [...matched, { block, rows }] : null;
    }
    return { total, matched };
  }

  /**
   * The text conditions of `specs` with the ids of the block's tokens that hold each needle the token
   * index answers (token-index.ts): their rows are then marked from postings instead of searched.
   * Looked up once, for both halves of the block; a big vocabulary in two halves at once, the
   * second on the count thread.
   */
  private async withTokens(platform: TPlatform, specs: ConditionSpec[], block: PlatformBlock, token: number | undefined) {
    const index = block.tokens;
    if (!index || !specs.some((spec) => spec.kind === "text")) return specs;
    const size = index.vocabulary.starts.length;
    const half = Math.floor(size / 2);
    const lookUp = async (needle: string): Promise<Uint32Array | null> => {
      const bytes = Buffer.from(needle, "utf8");
      if (!indexable(bytes)) return null;
      const look = (from: number, to: number) => tokensHolding(index, bytes, block.rows, from, to);
      const far =
        token !== undefined && size >= this.parallelFromRows ? this.thread?.tokens(token, platform, needle, half, size, block.rows) : null;
      if (!far) return look(0, size)?.tokens ?? null;
      const near = look(0, half);
      const answer = await far;
      const second = answer ? answer.found : look(half, size);
      if (!near || !second || near.postings + second.postings > block.rows) return null;
      const tokens = new Uint32Array(near.tokens.length + second.tokens.length);
      tokens.set(near.tokens);
      tokens.set(second.tokens, near.tokens.length);
      return tokens;
    };
    const resolved: ConditionSpec[] = [];
    for (const spec of specs) {
      if (spec.kind !== "text") resolved.push(spec);
      else {
        const tokens: (Uint32Array | null)[] = [];
        for (const needle of spec.needles) tokens.push(await lookUp(needle));
        resolved.push({ ...spec, tokens });
      }
    }
    return resolved;
  }

  /**
   * Rows of `block` passing `specs`, less those of `replaced` that pass; `keeper` keeps them. A big
   * block of a load the count thread holds (`token`) is counted in two halves at once: the second on
   * that thread, the first here meanwhile.
   */
  private async countBlock(
    platform: TPlatform,
    specs: ConditionSpec[],
    block: PlatformBlock,
    replaced: Uint32Array,
    keeper: RowKeeper | null,
    token: number | undefined,
  ): Promise<number> {
    specs = await this.withTokens(platform, specs, block, token);
    const split = Math.floor(block.rows / 2);
    const far =
      token !== undefined && specs.length > 0 && block.rows >= Math.max(2, this.parallelFromRows)
        ? this.thread?.count(token, platform, specs, split, block.rows, replaced, keeper?.limit ?? null)
        : null;
    if (!far) return this.ranges.count(block, specs, 0, block.rows, replaced, keeper);
    const near = this.ranges.count(block, specs, 0, split, replaced, keeper);
    const answer = await far;
    // The thread stopped or holds another load: these rows are counted here after all.
    if (!answer) return near + this.ranges.count(block, specs, split, block.rows, replaced, keeper);
    this.threadRanges += 1;
    if (answer.rows) keeper?.add(answer.rows);
    else keeper?.overflow();
    return near + answer.total;
  }
}
