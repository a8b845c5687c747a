import type { TPlatform } from "@radar/contract/constants";
import type pg from "pg";
import type { IndexContent, PlatformStats } from "../index-state.ts";
import type { SearchQuery } from "../search-query.ts";
import { SORTED_MATCHES_LIMIT } from "../sorted-matches.ts";
import { type Condition, EveryRow } from "./conditions.ts";
import { planCount } from "./count-plan.ts";
import { blockBytes, findRow, type PlatformBlock } from "./platform-block.ts";
import { type ChangedRows, loadChangedRows, loadSnapshot, type Snapshot } from "./snapshot-loader.ts";
import { type MatchedRows, sortedIds, sortKeyOf } from "./sorted-ids.ts";
import { textColumnBytes } from "./text-column.ts";

/** Rows per step: a selection of this many row numbers stays in the CPU cache. */
const CHUNK = 65_536;
/** Rows sampled to order a count's conditions, most selective first. */
const SAMPLE = 2_048;
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

/**
 * Exact totals of searches from a column copy of `influencers` held in this process: a derived,
 * rebuildable copy (PostgreSQL stays the system of record). A count scans a platform's rows
 * condition by condition over a selection vector, in a few milliseconds where PostgreSQL's GIN
 * bitmaps and trigram rechecks take hundreds.
 *
 * The copy is a full load plus an overlay of the accounts changed one at a time since (enrichment,
 * vendor imports: index-changes.ts): their current rows count, the rows they replaced do not. So
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
  private readonly selection = new Uint32Array(CHUNK);
  /** The matches of recent counts small enough to list, by query object (see count()). */
  private readonly counted = new WeakMap<SearchQuery, { overlay: Overlay; matched: MatchedRows[] }>();
  private readonly sample = new Uint32Array(SAMPLE);
  private readonly sampleWork = new Uint32Array(SAMPLE);

  /** Whether count() answers for `content`. */
  covers(content: IndexContent): boolean {
    return this.snapshot?.loadVersion === content.loadVersion && (this.overlay?.changeSeq ?? -1) >= content.changeSeq;
  }

  /** The full write the copy was loaded from (IndexContent.loadVersion), or null before the first load. */
  loadVersion(): number | null {
    return this.snapshot?.loadVersion ?? null;
  }

  /**
   * The exact count(*) of the query's filters over `content` (or content changed since), or null: the
   * copy does not cover it, or a lookalike search. `stats` are the platform's stats of the same state
   * (the effective ranges of both engines then agree, search-where.ts). The matches of a count small
   * enough to list are kept for this query object, so listing them next (matchIds) scans nothing again.
   */
  count(query: SearchQuery, content: IndexContent, stats: PlatformStats | undefined): number | null {
    const snapshot = this.snapshot;
    const overlay = this.overlay;
    if (!snapshot || !overlay || !this.covers(content) || query.similar !== null) return null;
    const listable = sortKeyOf(query.platform, query.sort.field) !== null;
    const { total, matched } = this.scan(query, snapshot, overlay, stats, listable ? SORTED_MATCHES_LIMIT : null);
    if (matched) this.counted.set(query, { overlay, matched });
    return total;
  }

  /**
   * Every match's id in the search's page order (as matchIdsSql lists them, search-repository.ts), or
   * null: the copy does not cover `content`, a lookalike, a sort key the copy does not hold, or more
   * than `limit` matches. A first page of the `sorted` strategy then reads 50 rows by id instead of
   * making PostgreSQL read every match through its indexes (at 10M, that read cost more than the count).
   */
  matchIds(query: SearchQuery, content: IndexContent, stats: PlatformStats | undefined, limit: number): BigInt64Array | null {
    const snapshot = this.snapshot;
    const overlay = this.overlay;
    if (!snapshot || !overlay || !this.covers(content) || query.similar !== null) return null;
    const key = sortKeyOf(query.platform, query.sort.field);
    if (!key) return null;
    const kept = this.counted.get(query);
    const matched = kept?.overlay === overlay ? kept.matched : this.scan(query, snapshot, overlay, stats, limit).matched;
    const found = matched?.reduce((sum, part) => sum + part.rows.length, 0) ?? Number.POSITIVE_INFINITY;
    return matched && found <= limit ? sortedIds(matched, key, query.sort.order) : null;
  }

  /**
   * Lays the accounts changed since the load over the copy (a few milliseconds: one small read).
   * False when that cannot do and a whole load is needed (refresh()). Concurrent calls share one read.
   */
  catchUpChanges(pool: pg.Pool): Promise<boolean> {
    if (!this.catchingUp) {
      this.catchingUp = this.readChanges(pool).finally(() => {
        this.catchingUp = null;
      });
    }
    return this.catchingUp;
  }

  /** Catches up with the index: the changed accounts only when it can, else a whole load; concurrent calls share one. */
  refresh(pool: pg.Pool): Promise<void> {
    if (!this.loading) {
      this.loading = (async () => {
        if (this.snapshot && (await this.catchUpChanges(pool))) return;
        const started = performance.now();
        const loaded = await loadSnapshot(pool);
        this.loadMs = performance.now() - started;
        this.snapshot = loaded;
        this.overlay = { changeSeq: loaded.changeSeq, blocks: new Map(), replaced: new Map(), accounts: 0 };
        this.located = new Map();
      })().finally(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  stats(): MemoryCounterStats {
    const snapshot = this.snapshot;
    let rows = 0;
    let bytes = 0;
    for (const block of [...(snapshot?.blocks.values() ?? []), ...(this.overlay?.blocks.values() ?? [])]) {
      rows += block.rows;
      bytes += blockBytes(block, textColumnBytes(block.text));
    }
    for (const replaced of this.overlay?.replaced.values() ?? []) rows -= replaced.length;
    return {
      rows,
      bytes,
      version: snapshot?.version ?? null,
      changedAccounts: this.overlay?.accounts ?? 0,
      lastLoadMs: this.loadMs,
    };
  }

  private async readChanges(pool: pg.Pool): Promise<boolean> {
    const snapshot = this.snapshot;
    if (!snapshot) return false;
    const rows = [...snapshot.blocks.values()].reduce((sum, block) => sum + block.rows, 0);
    const changed = await loadChangedRows(pool, snapshot, overlayLimit(rows));
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
   * The query's matches on its platform: the copy's rows less those the overlay replaced, plus the
   * overlay's. `matched` holds their row numbers when they are at most `keepUpTo`, else (or when
   * `keepUpTo` is null: only counting) null.
   */
  private scan(
    query: SearchQuery,
    snapshot: Snapshot,
    overlay: Overlay,
    stats: PlatformStats | undefined,
    keepUpTo: number | null,
  ): { total: number; matched: MatchedRows[] | null } {
    let total = 0;
    let matched: MatchedRows[] | null = keepUpTo === null ? null : [];
    const parts: [PlatformBlock | undefined, Uint32Array][] = [
      [snapshot.blocks.get(query.platform), overlay.replaced.get(query.platform) ?? NO_ROWS],
      [overlay.blocks.get(query.platform), NO_ROWS],
    ];
    for (const [block, replaced] of parts) {
      if (!block) continue;
      const keeper: RowKeeper | null = matched && keepUpTo !== null ? new RowKeeper(keepUpTo - total) : null;
      total += this.countBlock(query, block, snapshot, stats, replaced, keeper);
      const rows: Uint32Array | null = keeper?.rows() ?? null;
      matched = matched && rows ? [...matched, { block, rows }] : null;
    }
    return { total, matched };
  }

  /** Rows of `block` passing the query, less those of `replaced` (ascending row numbers) that pass; `keeper` keeps them. */
  private countBlock(
    query: SearchQuery,
    block: PlatformBlock,
    snapshot: Snapshot,
    stats: PlatformStats | undefined,
    replaced: Uint32Array,
    keeper: RowKeeper | null,
  ): number {
    const plan = planCount(query, block, snapshot.dictionary, stats);
    if (plan.never) return 0;
    if (plan.conditions.length > 0) return this.run(block, this.order(block, plan.conditions), replaced, keeper);
    // Every row: counted without a scan, unless they are few enough to keep.
    if (!keeper || block.rows - replaced.length > keeper.limit) {
      keeper?.overflow();
      return block.rows - replaced.length;
    }
    return this.run(block, [new EveryRow()], replaced, keeper);
  }

  /** Non-text conditions by the share of sampled rows they pass; text last (read in row order, at most once). */
  private order(block: PlatformBlock, conditions: Condition[]): Condition[] {
    if (conditions.length === 1) return conditions;
    const stride = Math.max(1, Math.floor(block.rows / SAMPLE));
    let sampled = 0;
    for (let r = 0; r < block.rows && sampled < SAMPLE; r += stride) this.sample[sampled++] = r;
    const passed = new Map<Condition, number>();
    for (const condition of conditions) {
      if (condition.sequential) continue;
      this.sampleWork.set(this.sample.subarray(0, sampled));
      passed.set(condition, condition.filter(this.sampleWork, sampled));
    }
    const rank = (c: Condition) => passed.get(c) ?? Number.POSITIVE_INFINITY;
    return [...conditions].sort((a, b) => rank(a) - rank(b));
  }

  private run(block: PlatformBlock, conditions: Condition[], replaced: Uint32Array, keeper: RowKeeper | null): number {
    const [first, ...rest] = conditions as [Condition, ...Condition[]];
    const sel = this.selection;
    let total = 0;
    let next = 0;
    for (let from = 0; from < block.rows; from += CHUNK) {
      let n = first.scan(from, Math.min(block.rows, from + CHUNK), sel);
      for (const condition of rest) {
        if (n === 0) break;
        n = condition.filter(sel, n);
      }
      if (keeper?.keeping) {
        // Both ascending: one walk drops the replaced rows that passed and keeps the rest.
        let kept = 0;
        for (let i = 0; i < n; i += 1) {
          const r = sel[i] as number;
          while (next < replaced.length && (replaced[next] as number) < r) next += 1;
          if (next < replaced.length && replaced[next] === r) next += 1;
          else sel[kept++] = r;
        }
        total += kept;
        keeper.add(sel, kept);
        continue;
      }
      total += n;
      // Both ascending: one merge walk drops the replaced rows that passed.
      for (let i = 0; i < n && next < replaced.length; ) {
        const row = replaced[next] as number;
        const r = sel[i] as number;
        if (row < r) next += 1;
        else if (row > r) i += 1;
        else {
          total -= 1;
          next += 1;
          i += 1;
        }
      }
    }
    return total;
  }
}

/** Keeps the row numbers a count passes, up to `limit`; past it, keeps none (the count goes on). */
class RowKeeper {
  private kept = new Uint32Array(1_024);
  private n = 0;
  keeping = true;

  constructor(readonly limit: number) {}

  add(rows: Uint32Array, n: number): void {
    if (!this.keeping || n === 0) return;
    if (this.n + n > this.limit) {
      this.overflow();
      return;
    }
    if (this.n + n > this.kept.length) {
      const grown = new Uint32Array(Math.min(this.limit, Math.max(this.kept.length * 2, this.n + n)));
      grown.set(this.kept.subarray(0, this.n));
      this.kept = grown;
    }
    this.kept.set(rows.subarray(0, n), this.n);
    this.n += n;
  }

  overflow(): void {
    this.keeping = false;
    this.kept = NO_ROWS;
    this.n = 0;
  }

  /** The kept rows (ascending), or null when they were more than the limit. */
  rows(): Uint32Array | null {
    return this.keeping ? this.kept.subarray(0, this.n) : null;
  }
}
