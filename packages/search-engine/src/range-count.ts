import { type ConditionSpec, conditionsOf } from "./condition-spec.ts";
import type { Condition } from "./conditions.ts";
import { type CountedColumns, lowerBound } from "./platform-block.ts";

/** Rows per step: a selection of this many row numbers stays in the CPU cache. */
const CHUNK = 65_536;
/** Rows sampled to order a count's conditions, most selective first. */
const SAMPLE = 2_048;

const NO_ROWS = new Uint32Array(0);
const EVERY_ROW: ConditionSpec[] = [{ kind: "every" }];

/** The part of `rows` (ascending) inside [from, to). */
function rowsWithin(rows: Uint32Array, from: number, to: number): Uint32Array {
  const start = lowerBound(rows, 0, rows.length, from);
  return rows.subarray(start, lowerBound(rows, start, rows.length, to));
}

/** Keeps the row numbers a count passes, up to `limit`; past it, keeps none (the count goes on). */
export class RowKeeper {
  private kept = new Uint32Array(1_024);
  private n = 0;
  keeping = true;

  constructor(readonly limit: number) {}

  add(rows: Uint32Array, n = rows.length): void {
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

/**
 * Counts the rows of a range of a block that pass a count's conditions — the loop both the
 * server's thread and the count thread (count-thread.ts) run, each over its part of the rows. Its
 * scratch arrays are reused, so one RangeCounter serves one thread, one count at a time.
 */
export class RangeCounter {
  private readonly selection = new Uint32Array(CHUNK);
  private readonly sample = new Uint32Array(SAMPLE);
  private readonly sampleWork = new Uint32Array(SAMPLE);

  /**
   * Rows of [from, to) passing `specs` (none: every row), less those of `replaced` (ascending; rows
   * the overlay replaced, which no longer count) that pass; `keeper` keeps them, ascending.
   */
  count(
    block: CountedColumns,
    specs: readonly ConditionSpec[],
    from: number,
    to: number,
    replacedRows: Uint32Array,
    keeper: RowKeeper | null,
  ): number {
    const replaced = rowsWithin(replacedRows, from, to);
    if (specs.length === 0) {
      // Every row: counted without a scan, unless they are few enough to keep.
      const rows = to - from - replaced.length;
      if (!keeper || rows > keeper.limit) {
        keeper?.overflow();
        return rows;
      }
    }
    const conditions = conditionsOf(specs.length === 0 ? EVERY_ROW : specs, block, from, to);
    return this.run(this.order(conditions, from, to), from, to, replaced, keeper);
  }

  /** Non-text conditions by the share of sampled rows they pass; text last (read in row order, at most once). */
  private order(conditions: Condition[], from: number, to: number): Condition[] {
    if (conditions.length === 1) return conditions;
    const stride = Math.max(1, Math.floor((to - from) / SAMPLE));
    let sampled = 0;
    for (let r = from; r < to && sampled < SAMPLE; r += stride) this.sample[sampled++] = r;
    const passed = new Map<Condition, number>();
    for (const condition of conditions) {
      if (condition.sequential) continue;
      this.sampleWork.set(this.sample.subarray(0, sampled));
      passed.set(condition, condition.filter(this.sampleWork, sampled));
    }
    const rank = (c: Condition) => passed.get(c) ?? Number.POSITIVE_INFINITY;
    return [...conditions].sort((a, b) => rank(a) - rank(b));
  }

  private run(conditions: Condition[], start: number, end: number, replaced: Uint32Array, keeper: RowKeeper | null): number {
    const [first, ...rest] = conditions as [Condition, ...Condition[]];
    const sel = this.selection;
    let total = 0;
    let next = 0;
    for (let from = start; from < end; from += CHUNK) {
      let n = first.scan(from, Math.min(end, from + CHUNK), sel);
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
