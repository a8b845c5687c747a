import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlatformBlock } from "./platform-block.ts";
import { sortedIds } from "./sorted-ids.ts";

/** The order matchIdsSql lists: key, then id (a signed 64-bit integer), both in `order`. */
function reference(keys: number[], ids: bigint[], order: "asc" | "desc"): bigint[] {
  const direction = order === "asc" ? 1 : -1;
  return keys
    .map((key, i) => ({ key, id: ids[i] as bigint }))
    .sort((a, b) => direction * (a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    .map(({ id }) => id);
}

/** A block whose rows are (key, id) pairs; the key column stands for every sort key. */
function blockOf(keys: number[], ids: bigint[]): PlatformBlock {
  const words = new Int32Array(BigInt64Array.from(ids).buffer);
  return {
    followers: Int32Array.from(keys),
    idLow: Int32Array.from(ids, (_, i) => words[2 * i] as number),
    idHigh: Int32Array.from(ids, (_, i) => words[2 * i + 1] as number),
  } as unknown as PlatformBlock;
}

describe("sortedIds", () => {
  it("lists ids in the SQL order — key then id — through ties of keys and of the ids' top bits, negative ids and both orders", () => {
    // Ids drawn close together (shared high words, differing only in low bits) and far apart, positive
    // and negative; keys from a small range, so most rows tie on the key and many on the packed id bits.
    const id = fc.oneof(
      fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }),
      fc.bigInt({ min: 5n * 2n ** 40n, max: 5n * 2n ** 40n + 2n ** 34n }),
      fc.bigInt({ min: -(2n ** 63n), max: -1n }),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(id, { minLength: 0, maxLength: 400 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.constantFrom("asc" as const, "desc" as const),
        fc.integer({ min: 1, max: 3 }),
        (ids, keySpan, order, parts) => {
          const keys = ids.map((_, i) => ((i * 7919) % (1 + (keySpan % 50))) * Math.floor(keySpan / 50 + 1));
          const block = blockOf(keys, ids);
          // The matches may come in parts (the copy's rows, then the overlay's).
          const rows = Uint32Array.from(ids, (_, i) => i);
          const cut = Math.floor(ids.length / parts);
          const matched =
            parts === 1
              ? [{ block, rows }]
              : [
                  { block, rows: rows.subarray(0, cut) },
                  { block, rows: rows.subarray(cut) },
                ];
          expect([...sortedIds(matched, "followers", order)]).toEqual(reference(keys, ids, order));
        },
      ),
      { numRuns: 300 },
    );
  });
});
