import type { PlatformBlock } from "./platform-block.ts";

/** Rows of one block that match a search (ascending row numbers). */
export interface MatchedRows {
  block: PlatformBlock;
  rows: Uint32Array;
}

type SortKey = (block: PlatformBlock) => Int32Array | Int16Array;

/**
 * The columns a search's order can read in the copy. The caller maps its own ORDER BY onto one; the
 * NULL-able keys of PostgreSQL's order (coalesce(…, -1)) are not held, and their ids are listed there.
 * Growth is held with NULL as NULL_INT, the very value its ORDER BY coalesces NULL to.
 */
export type SortColumn = "followers" | "erBp" | "aqs" | "growth30" | "growth90";

const SORT_KEYS: Record<SortColumn, SortKey> = {
  followers: (block) => block.followers,
  erBp: (block) => block.erBp,
  aqs: (block) => block.aqs,
  growth30: (block) => block.growth30,
  growth90: (block) => block.growth90,
};

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Positions packed beside the key: up to 2^17 = 131,072 (the engine lists at most 100,000). */
const POSITION_BITS = 17;
const POSITION_MASK = 2 ** POSITION_BITS - 1;
/** A signed 32-bit value as an unsigned one of the same order. */
const unsigned = (value: number) => (value ^ 0x80000000) >>> 0;

/**
 * Positions 0…n-1 in ascending (key, id) order. A comparator sort of 100,000 positions cost ~75 ms
 * here, so each position is packed into one 64-bit integer — the key (high word), the id's top 15
 * bits and the position (low word) — and sorted natively; the rare runs that tie on both are then
 * put in full id order.
 */
function ascendingOrder(keys: Int32Array, high: Int32Array, low: Uint32Array): Uint32Array {
  const n = keys.length;
  const byId = (a: number, b: number) => (high[a] as number) - (high[b] as number) || (low[a] as number) - (low[b] as number);
  const byKeyAndId = (a: number, b: number) => (keys[a] as number) - (keys[b] as number) || byId(a, b);
  if (!LITTLE_ENDIAN || n > POSITION_MASK + 1) return Uint32Array.from({ length: n }, (_, i) => i).sort(byKeyAndId);
  const packed = new BigUint64Array(n);
  const words = new Uint32Array(packed.buffer);
  for (let i = 0; i < n; i += 1) {
    words[2 * i] = ((unsigned(high[i] as number) >>> POSITION_BITS) * (POSITION_MASK + 1) + i) >>> 0;
    words[2 * i + 1] = unsigned(keys[i] as number);
  }
  packed.sort();
  const positions = new Uint32Array(n);
  let start = 0;
  for (let i = 0; i <= n; i += 1) {
    if (i < n) {
      positions[i] = (words[2 * i] as number) & POSITION_MASK;
      const tied =
        words[2 * i + 1] === words[2 * start + 1] &&
        (words[2 * i] as number) >>> POSITION_BITS === (words[2 * start] as number) >>> POSITION_BITS;
      if (tied) continue;
    }
    if (i - start > 1) positions.subarray(start, i).sort(byId);
    start = i;
  }
  return positions;
}

/**
 * The ids of `matched` ordered by the sort column, then the id, both in `order` (the order of
 * `ORDER BY key <order>, id <order>` in PostgreSQL). Ids are compared as signed 64-bit integers:
 * high word signed, low unsigned.
 */
export function sortedIds(matched: MatchedRows[], column: SortColumn, order: "asc" | "desc"): BigInt64Array {
  const key = SORT_KEYS[column];
  const n = matched.reduce((sum, part) => sum + part.rows.length, 0);
  const keys = new Int32Array(n);
  const high = new Int32Array(n);
  const low = new Uint32Array(n);
  let at = 0;
  for (const { block, rows } of matched) {
    const column = key(block);
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i] as number;
      keys[at] = column[row] as number;
      high[at] = block.idHigh[row] as number;
      low[at] = block.idLow[row] as number;
      at += 1;
    }
  }
  const positions = ascendingOrder(keys, high, low);
  if (order === "desc") positions.reverse();
  const ids = new BigInt64Array(n);
  if (LITTLE_ENDIAN) {
    // Written as two 32-bit words per id: no BigInt per id.
    const words = new Int32Array(ids.buffer);
    for (let i = 0; i < n; i += 1) {
      const p = positions[i] as number;
      words[2 * i] = low[p] as number;
      words[2 * i + 1] = high[p] as number;
    }
  } else {
    for (let i = 0; i < n; i += 1) {
      const p = positions[i] as number;
      ids[i] = (BigInt(high[p] as number) << 32n) | BigInt(low[p] as number);
    }
  }
  return ids;
}
