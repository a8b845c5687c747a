import { type CountedColumns, lowerBound, NULL_SHARE } from "./platform-block.ts";
import type { TextMatcher } from "./text-column.ts";

/**
 * One condition of a count, applied to many rows per call: `scan` collects the rows of [from, to)
 * that pass, `filter` keeps the passing rows of a selection (ascending row numbers) in place. Each
 * class runs its own tight loop, so no function is called per row.
 */
export interface Condition {
  scan(from: number, to: number, out: Uint32Array): number;
  filter(sel: Uint32Array, n: number): number;
  /** Text conditions read the text at most once per count only when asked in row order: they go last. */
  readonly sequential: boolean;
}

/**
 * A NOT NULL integer column, a share column (NULL_SHARE fails any lo > NULL_SHARE), or a float column
 * whose NULLs are NaN (fails both comparisons, as NULL does).
 */
type NumberColumn = Int32Array | Int16Array | Float64Array;

/** lo <= column <= hi. One class for the three column kinds: measured as fast as one class per kind. */
export class Range implements Condition {
  readonly sequential = false;
  constructor(
    private readonly column: NumberColumn,
    private readonly lo: number,
    private readonly hi: number,
  ) {}

  scan(from: number, to: number, out: Uint32Array): number {
    const { column, lo, hi } = this;
    let n = 0;
    for (let r = from; r < to; r += 1) {
      const v = column[r] as number;
      if (v >= lo && v <= hi) out[n++] = r;
    }
    return n;
  }

  filter(sel: Uint32Array, count: number): number {
    const { column, lo, hi } = this;
    let n = 0;
    for (let i = 0; i < count; i += 1) {
      const r = sel[i] as number;
      const v = column[r] as number;
      if (v >= lo && v <= hi) sel[n++] = r;
    }
    return n;
  }
}

/** The byte column's value is one of `allowed` (a 256-entry table of 0/1). */
export class ByteIn implements Condition {
  readonly sequential = false;
  constructor(
    private readonly column: Uint8Array,
    private readonly allowed: Uint8Array,
  ) {}

  scan(from: number, to: number, out: Uint32Array): number {
    const { column, allowed } = this;
    let n = 0;
    for (let r = from; r < to; r += 1) if (allowed[column[r] as number] === 1) out[n++] = r;
    return n;
  }

  filter(sel: Uint32Array, count: number): number {
    const { column, allowed } = this;
    let n = 0;
    for (let i = 0; i < count; i += 1) {
      const r = sel[i] as number;
      if (allowed[column[r] as number] === 1) sel[n++] = r;
    }
    return n;
  }
}

/** The sum of some share columns >= min; a NULL among them makes the sum NULL (fails). */
export class ShareSum implements Condition {
  readonly sequential = false;
  constructor(
    private readonly columns: Int16Array[],
    private readonly min: number,
  ) {}

  private passes(r: number): boolean {
    const columns = this.columns;
    let sum = 0;
    for (let c = 0; c < columns.length; c += 1) {
      const v = (columns[c] as Int16Array)[r] as number;
      if (v === NULL_SHARE) return false;
      sum += v;
    }
    return sum >= this.min;
  }

  scan(from: number, to: number, out: Uint32Array): number {
    let n = 0;
    for (let r = from; r < to; r += 1) if (this.passes(r)) out[n++] = r;
    return n;
  }

  filter(sel: Uint32Array, count: number): number {
    let n = 0;
    for (let i = 0; i < count; i += 1) {
      const r = sel[i] as number;
      if (this.passes(r)) sel[n++] = r;
    }
    return n;
  }
}

/**
 * The rows of [from, to) whose bit is set (flip 0) or clear (flip -1), word by word: rows of empty
 * words cost one test per 32 rows.
 */
function scanBits(bits: Uint32Array, flip: number, from: number, to: number, out: Uint32Array): number {
  let n = 0;
  for (let w = from >>> 5; w << 5 < to; w += 1) {
    let word = ((bits[w] as number) ^ flip) >>> 0;
    while (word !== 0) {
      const low = word & -word;
      const r = (w << 5) + 31 - Math.clz32(low);
      if (r >= from && r < to) out[n++] = r;
      word = (word ^ low) >>> 0;
    }
  }
  return n;
}

/**
 * The row holds a facet value inside one of the intervals `bounds` ([lo0, hi0, lo1, hi1, …] of
 * `facetId * 128 + value`, each within one facet id), or — negated — none. "Any of these
 * categories" is intervals of one value; "audience in AE ≥ 12 %" is AE's id * 128 + 12 … + 127.
 * The matching rows of [from, to) are marked in a bitset from the postings of those ids, once per
 * count (a thread counting part of the rows reads only that part of each posting list).
 */
export class FacetAny implements Condition {
  readonly sequential = false;
  private readonly bits: Uint32Array;
  private readonly flip: number;

  constructor(block: CountedColumns, bounds: ArrayLike<number>, negate: boolean, from = 0, to = block.rows) {
    const bits = new Uint32Array((block.rows + 31) >>> 5);
    const { postingStarts, postingRows, postingValues } = block;
    for (let b = 0; b < bounds.length; b += 2) {
      const lo = bounds[b] as number;
      const hi = bounds[b + 1] as number;
      const f = lo >>> 7;
      if (f + 1 >= postingStarts.length) continue;
      const min = lo & 127;
      const max = hi & 127;
      const end = postingStarts[f + 1] as number;
      for (let k = lowerBound(postingRows, postingStarts[f] as number, end, from); k < end; k += 1) {
        const r = postingRows[k] as number;
        if (r >= to) break;
        const v = postingValues[k] as number;
        if (v >= min && v <= max) {
          const w = r >>> 5;
          bits[w] = (bits[w] as number) | (1 << (r & 31));
        }
      }
    }
    this.bits = bits;
    this.flip = negate ? -1 : 0;
  }

  has(r: number): boolean {
    return (((this.bits[r >>> 5] as number) ^ this.flip) & (1 << (r & 31))) !== 0;
  }

  scan(from: number, to: number, out: Uint32Array): number {
    return scanBits(this.bits, this.flip, from, to, out);
  }

  filter(sel: Uint32Array, count: number): number {
    const { bits, flip } = this;
    let n = 0;
    for (let i = 0; i < count; i += 1) {
      const r = sel[i] as number;
      if ((((bits[r >>> 5] as number) ^ flip) & (1 << (r & 31))) !== 0) sel[n++] = r;
    }
    return n;
  }
}

/**
 * LIKE '%needle%' for any of `matchers` (or a row of `marked`, the rows of the needles the token
 * index answered, or a facet of `facets`), or — negated with one needle — NOT LIKE. With matchers it
 * is asked in ascending row order only (see TextMatcher) and goes last; without, it is a bitset.
 */
export class TextAny implements Condition {
  readonly sequential: boolean;
  private readonly flip: number;

  constructor(
    private readonly matchers: TextMatcher[],
    private readonly facets: FacetAny | null,
    private readonly negate: boolean,
    private readonly marked: Uint32Array | null = null,
  ) {
    this.sequential = matchers.length > 0;
    this.flip = negate ? -1 : 0;
  }

  private holds(r: number): boolean {
    if (this.facets?.has(r)) return true;
    const marked = this.marked;
    if (marked !== null && ((marked[r >>> 5] as number) & (1 << (r & 31))) !== 0) return true;
    for (const m of this.matchers) if (m.contains(r)) return true;
    return false;
  }

  scan(from: number, to: number, out: Uint32Array): number {
    let n = 0;
    const { marked, matchers, facets } = this;
    if (marked !== null && matchers.length === 0 && facets === null) return scanBits(marked, this.flip, from, to, out);
    const only = !this.negate && facets === null && marked === null && matchers.length === 1 ? matchers[0] : undefined;
    if (only) {
      // Alone, a needle jumps from hit to hit instead of asking about every row.
      for (let r = only.nextRow(from, to); r < to; r = only.nextRow(r + 1, to)) out[n++] = r;
      return n;
    }
    for (let r = from; r < to; r += 1) if (this.holds(r) !== this.negate) out[n++] = r;
    return n;
  }

  filter(sel: Uint32Array, count: number): number {
    let n = 0;
    for (let i = 0; i < count; i += 1) {
      const r = sel[i] as number;
      if (this.holds(r) !== this.negate) sel[n++] = r;
    }
    return n;
  }
}

/** No condition: every row (a listing of an unfiltered search's matches). */
export class EveryRow implements Condition {
  readonly sequential = false;

  scan(from: number, to: number, out: Uint32Array): number {
    for (let r = from; r < to; r += 1) out[r - from] = r;
    return to - from;
  }

  filter(_sel: Uint32Array, n: number): number {
    return n;
  }
}
