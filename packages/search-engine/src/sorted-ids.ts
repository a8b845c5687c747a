import type { TPlatform } from "@radar/contract/constants";
import type { TSortField } from "@radar/contract/search";
import { sortColumn } from "../search-order.ts";
import type { PlatformBlock } from "./platform-block.ts";

/** Rows of one block that match a search (ascending row numbers). */
export interface MatchedRows {
  block: PlatformBlock;
  rows: Uint32Array;
}

type SortKey = (block: PlatformBlock) => Int32Array | Int16Array;

/**
 * The copy's column for each ORDER BY expression it holds (search-order.ts). The NULL-able keys
 * (coalesce(…, -1)) are not held: a search sorted by one of them lists its ids in PostgreSQL.
 */
const SORT_KEYS: Record<string, SortKey> = {
  "i.followers": (block) => block.followers,
  "i.er_bp": (block) => block.erBp,
  "i.aqs": (block) => block.aqs,
};

/** The column a search's sort reads in the copy, or null when the copy does not hold it. */
export function sortKeyOf(platform: TPlatform, field: TSortField): SortKey | null {
  return SORT_KEYS[sortColumn(platform, field)] ?? null;
}

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
 * The ids of `matched` in the order of matchIdsSql (search-repository.ts): the sort key, then the
 * id, both in `order`. Ids are compared as signed 64-bit integers: high word signed, low unsigned.
 */
export function sortedIds(matched: MatchedRows[], key: SortKey, order: "asc" | "desc"): BigInt64Array {
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
