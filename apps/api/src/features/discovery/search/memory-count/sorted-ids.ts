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
  const positions = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) positions[i] = i;
  const direction = order === "asc" ? 1 : -1;
  positions.sort(
    (a, b) =>
      direction *
      ((keys[a] as number) - (keys[b] as number) || (high[a] as number) - (high[b] as number) || (low[a] as number) - (low[b] as number)),
  );
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
