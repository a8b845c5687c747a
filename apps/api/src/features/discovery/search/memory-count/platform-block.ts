import type { TextColumn } from "./text-column.ts";

/** SQL NULL in a smallint share column: below every bound a search compares with. */
export const NULL_SHARE = -32768;

/** The audience share columns, in the order AGE_COLUMNS lists the age groups. */
export const AGE_COLUMNS = ["13_17", "18_24", "25_34", "35_44", "45_54", "55_64", "65_plus"] as const;
export type AgeColumn = (typeof AGE_COLUMNS)[number];

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
  /** ACCOUNT_TYPE_KEYS value of the row. */
  accountType: Uint8Array;
  hasContacts: Uint8Array;
  male: Int16Array;
  female: Int16Array;
  age: Record<AgeColumn, Int16Array>;
  /**
   * The row's facet keys of the kinds searches use, as `facetId * 128 + value` (see
   * FacetDictionary), in CSR form: row r holds facetValues[facetStarts[r] … facetStarts[r + 1]).
   */
  facetStarts: Uint32Array;
  facetValues: Uint32Array;
  text: TextColumn;
}

/** Bytes of the typed arrays and Buffers a block holds. */
export function blockBytes(block: PlatformBlock, textBytes: number): number {
  const arrays = [
    block.followers,
    block.erBp,
    block.aqs,
    block.views,
    block.lastMediaAt,
    block.accountType,
    block.hasContacts,
    block.male,
    block.female,
    ...Object.values(block.age),
    block.facetStarts,
    block.facetValues,
  ];
  return arrays.reduce((sum, a) => sum + a.byteLength, 0) + textBytes;
}

/**
 * A facet key without its value field ("instagram, audience country AE") → a small dense id, so a
 * key and its value (a floor share ≤ 100) fit one Uint32: id * 128 + value.
 */
export class FacetDictionary {
  private readonly ids = new Map<number, number>();

  idOf(base: number): number {
    let id = this.ids.get(base);
    if (id === undefined) {
      id = this.ids.size;
      if (id >= 2 ** 25) throw new Error("memory counter: more than 2^25 distinct facet keys");
      this.ids.set(base, id);
    }
    return id;
  }

  find(base: number): number | undefined {
    return this.ids.get(base);
  }

  get size(): number {
    return this.ids.size;
  }
}

export const VALUE_SLOTS = 128;
