import { AGE_GROUPS, type TAgeGroup } from "@radar/contract/search";
import type { TextColumn } from "./text-column.ts";
import type { TokenIndex } from "./token-index.ts";

/** SQL NULL in a smallint share column: below every bound a search compares with. */
export const NULL_SHARE = -32768;
/** SQL NULL in an int4 column that may hold none (follower growth): the value PostgreSQL's order coalesces it to. */
export const NULL_INT = -2147483648;

/** The audience share columns, in the order AGE_COLUMNS lists the age groups. */
export const AGE_COLUMNS = AGE_GROUPS;
export type AgeColumn = TAgeGroup;

/**
 * One platform's rows as columns. NULL is NaN in float columns and NULL_SHARE in share columns, so
 * that it fails every comparison as it does in SQL.
 */
export interface PlatformBlock {
  rows: number;
  followers: Int32Array;
  erBp: Int32Array;
  aqs: Int16Array;
  views: Float64Array;
  lastMediaAt: Float64Array;
  /** Follower growth over 30 and 90 days in hundredths of a percent; NULL_INT where the history is too short. */
  growth30: Int32Array;
  growth90: Int32Array;
  /** ACCOUNT_TYPE_KEYS value of the row. */
  accountType: Uint8Array;
  hasContacts: Uint8Array;
  male: Int16Array;
  female: Int16Array;
  age: Record<AgeColumn, Int16Array>;
  /**
   * The facet keys of the kinds searches use, inverted: the rows holding facet id f (see
   * FacetDictionary) are postingRows[postingStarts[f] … postingStarts[f + 1]), ascending, and
   * postingValues holds each one's value (a floor share, or 0). A facet filter reads only the
   * postings of its keys, however many rows the platform has.
   */
  postingStarts: Uint32Array;
  postingRows: Uint32Array;
  postingValues: Uint8Array;
  text: TextColumn;
  /** The text's tokens, inverted (token-index.ts); null when the vocabulary outgrew it (the text is then searched). */
  tokens: TokenIndex | null;
  /** The row's influencer id, high and low 32 bits: finds the rows a single-account change replaced. */
  idHigh: Int32Array;
  idLow: Int32Array;
  /** Row numbers by the low 32 bits of their id (unsigned): a changed account's row is a binary search away. */
  idOrder: Uint32Array;
}

/** The columns a count reads: everything but the id columns (which find changed accounts' rows). */
export type CountedColumns = Omit<PlatformBlock, "idHigh" | "idLow" | "idOrder">;

type NumberArray = Int32Array | Int16Array | Uint32Array | Uint8Array | Float64Array;
type NumberArrayType<T extends NumberArray> = { new (buffer: SharedArrayBuffer): T; readonly BYTES_PER_ELEMENT: number };

/**
 * A zeroed array of `n` values on shared memory. The copy's columns live there so that the count
 * thread (count-thread.ts) reads the very same bytes: posting a block to it copies nothing.
 */
export function sharedArray<T extends NumberArray>(type: NumberArrayType<T>, n: number): T {
  return new type(new SharedArrayBuffer(n * type.BYTES_PER_ELEMENT));
}

/** The first `n` values of `array`, copied to shared memory (what `slice(0, n)` does, shared). */
export function sharedSlice<T extends NumberArray>(array: T, n = array.length): T {
  const copy = sharedArray(array.constructor as NumberArrayType<T>, n);
  copy.set(array.subarray(0, n));
  return copy;
}

/** The first index in [start, end) of ascending `values` whose value is at least `value` (else end). */
export function lowerBound(values: Uint32Array, start: number, end: number, value: number): number {
  let lo = start;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Bytes of the typed arrays and Buffers a block holds. */
export function blockBytes(block: PlatformBlock, textBytes: number): number {
  const arrays = [
    block.followers,
    block.erBp,
    block.aqs,
    block.views,
    block.lastMediaAt,
    block.growth30,
    block.growth90,
    block.accountType,
    block.hasContacts,
    block.male,
    block.female,
    ...Object.values(block.age),
    block.postingStarts,
    block.postingRows,
    block.postingValues,
    block.idHigh,
    block.idLow,
    block.idOrder,
  ];
  return arrays.reduce((sum, a) => sum + a.byteLength, 0) + textBytes;
}

/**
 * A facet key without its value field ("instagram, audience country AE") → a small dense id, so a
 * key and its value (a floor share ≤ 100) fit one Uint32: id * 128 + value.
 */
export class FacetDictionary {
  /** By kind-and-platform (the base's high part), then by key: small-integer keys hash fast. */
  private readonly groups: Map<number, number>[] = [];
  size = 0;

  idOf(base: number): number {
    const group = Math.floor(base / KEY_SPACE);
    const key = base - group * KEY_SPACE;
    let ids = this.groups[group];
    if (!ids) {
      ids = new Map();
      this.groups[group] = ids;
    }
    let id = ids.get(key);
    if (id === undefined) {
      id = this.size;
      if (id >= 2 ** 25) throw new Error("memory counter: more than 2^25 distinct facet keys");
      ids.set(key, id);
      this.size += 1;
    }
    return id;
  }

  find(base: number): number | undefined {
    const group = Math.floor(base / KEY_SPACE);
    return this.groups[group]?.get(base - group * KEY_SPACE);
  }
}

const KEY_SPACE = 2 ** 34;

export const VALUE_SLOTS = 128;

/**
 * Inverts row-ordered facet entries (`facetId * 128 + value`, row r's at entryStarts[r] …
 * entryStarts[r + 1]) into postings by facet id (a counting sort: rows stay ascending).
 */
export function invertFacets(rows: number, entryStarts: Uint32Array, entries: Uint32Array, facetIds: number) {
  const postingStarts = sharedArray(Uint32Array, facetIds + 1);
  const total = entryStarts[rows] as number;
  for (let e = 0; e < total; e += 1) {
    const slot = ((entries[e] as number) >>> 7) + 1;
    postingStarts[slot] = (postingStarts[slot] as number) + 1;
  }
  for (let f = 0; f < facetIds; f += 1) postingStarts[f + 1] = (postingStarts[f + 1] as number) + (postingStarts[f] as number);
  const next = postingStarts.slice(0, facetIds);
  const postingRows = sharedArray(Uint32Array, total);
  const postingValues = sharedArray(Uint8Array, total);
  for (let r = 0; r < rows; r += 1) {
    const end = entryStarts[r + 1] as number;
    for (let e = entryStarts[r] as number; e < end; e += 1) {
      const entry = entries[e] as number;
      const f = entry >>> 7;
      const at = next[f] as number;
      next[f] = at + 1;
      postingRows[at] = r;
      postingValues[at] = entry & 127;
    }
  }
  return { postingStarts, postingRows, postingValues };
}

/** Row numbers 0 … n-1 ordered by the unsigned value of `keys[row]`: a two-pass radix sort (≈ 0.1 s for 10 M rows). */
export function orderByKey(keys: Int32Array): Uint32Array {
  const n = keys.length;
  let rows = new Uint32Array(n);
  let spare = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) rows[i] = i;
  for (const shift of [0, 16]) {
    const starts = new Uint32Array(65_537);
    for (let i = 0; i < n; i += 1) {
      const bucket = (((keys[rows[i] as number] as number) >>> shift) & 0xffff) + 1;
      starts[bucket] = (starts[bucket] as number) + 1;
    }
    for (let b = 0; b < 65_536; b += 1) starts[b + 1] = (starts[b + 1] as number) + (starts[b] as number);
    for (let i = 0; i < n; i += 1) {
      const row = rows[i] as number;
      const bucket = ((keys[row] as number) >>> shift) & 0xffff;
      const at = starts[bucket] as number;
      starts[bucket] = at + 1;
      spare[at] = row;
    }
    [rows, spare] = [spare, rows];
  }
  return rows;
}

/** The row of `block` whose id is (high, low), or -1. */
export function findRow(block: PlatformBlock, high: number, low: number): number {
  const { idOrder, idLow, idHigh } = block;
  const key = low >>> 0;
  let lo = 0;
  let hi = idOrder.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((idLow[idOrder[mid] as number] as number) >>> 0 < key) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < idOrder.length; i += 1) {
    const row = idOrder[i] as number;
    if ((idLow[row] as number) >>> 0 !== key) break;
    if (idHigh[row] === high) return row;
  }
  return -1;
}
