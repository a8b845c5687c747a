import type pg from "pg";
import type { SearchQuery } from "../search-query.ts";
import type { Condition } from "./conditions.ts";
import { planCount } from "./count-plan.ts";
import { blockBytes, type PlatformBlock } from "./platform-block.ts";
import { loadSnapshot, type Snapshot } from "./snapshot-loader.ts";
import { textColumnBytes } from "./text-column.ts";

/** Rows per step: a selection of this many row numbers stays in the CPU cache. */
const CHUNK = 65_536;
/** Rows sampled to order a count's conditions, most selective first. */
const SAMPLE = 2_048;

export interface MemoryCounterStats {
  rows: number;
  bytes: number;
  version: number | null;
  lastLoadMs: number | null;
}

/**
 * Exact totals of searches from a column copy of `influencers` held in this process: a derived,
 * rebuildable copy of one index version (PostgreSQL stays the system of record). A count scans a
 * platform's rows condition by condition over a selection vector, in a few milliseconds where
 * PostgreSQL's GIN bitmaps and trigram rechecks take hundreds.
 *
 * count() answers only for the version loaded, so a caller never gets a total of another version;
 * refresh() loads a new version in the background while the old one keeps answering for its own.
 */
export class MemoryCounter {
  private snapshot: Snapshot | null = null;
  private loading: Promise<void> | null = null;
  private loadMs: number | null = null;
  private readonly selection = new Uint32Array(CHUNK);
  private readonly sample = new Uint32Array(SAMPLE);
  private readonly sampleWork = new Uint32Array(SAMPLE);

  /** The exact count(*) of the query's filters, or null: not loaded for `version`, or a lookalike search. */
  count(query: SearchQuery, version: number): number | null {
    const snapshot = this.snapshot;
    if (!snapshot || snapshot.version !== version || query.similar !== null) return null;
    const block = snapshot.blocks.get(query.platform);
    if (!block) return 0;
    const plan = planCount(query, block, snapshot.dictionary, snapshot.stats.get(query.platform));
    if (plan.never) return 0;
    if (plan.conditions.length === 0) return block.rows;
    return this.run(block, this.order(block, plan.conditions));
  }

  /** Loads the index when its version differs from the one held; concurrent calls share one load. */
  refresh(pool: pg.Pool): Promise<void> {
    if (!this.loading) {
      this.loading = this.reload(pool).finally(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  stats(): MemoryCounterStats {
    const snapshot = this.snapshot;
    let rows = 0;
    let bytes = 0;
    for (const block of snapshot?.blocks.values() ?? []) {
      rows += block.rows;
      bytes += blockBytes(block, textColumnBytes(block.text));
    }
    return { rows, bytes, version: snapshot?.version ?? null, lastLoadMs: this.loadMs };
  }

  private async reload(pool: pg.Pool): Promise<void> {
    const { rows } = await pool.query<{ version: number }>("SELECT version FROM discovery_index_state");
    if (this.snapshot && this.snapshot.version === Number(rows[0]?.version ?? 0)) return;
    const started = performance.now();
    const snapshot = await loadSnapshot(pool);
    this.loadMs = performance.now() - started;
    this.snapshot = snapshot;
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

  private run(block: PlatformBlock, conditions: Condition[]): number {
    const [first, ...rest] = conditions as [Condition, ...Condition[]];
    const sel = this.selection;
    let total = 0;
    for (let from = 0; from < block.rows; from += CHUNK) {
      let n = first.scan(from, Math.min(block.rows, from + CHUNK), sel);
      for (const condition of rest) {
        if (n === 0) break;
        n = condition.filter(sel, n);
      }
      total += n;
    }
    return total;
  }
}
