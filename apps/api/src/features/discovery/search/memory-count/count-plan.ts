import type { TPlatform } from "@radar/contract/constants";
import { type ConditionSpec, type CountSpec, type FacetDictionary, type IntColumnName, VALUE_SLOTS } from "@radar/search-engine";
import { type FacetKindValue, facetCode } from "../../index/facet-codes.ts";
import { hasBound, type Range } from "../filters/ranges.ts";
import { writeCountConditions } from "../filters/registry.ts";
import type { PlatformStats } from "../index-state.ts";
import type { SearchQuery } from "../search-query.ts";

const NEVER: CountSpec = { never: true };

const lo = (r: Range) => r.from ?? Number.NEGATIVE_INFINITY;
const hi = (r: Range) => r.to ?? Number.POSITIVE_INFINITY;

/** Builds intervals of facet values; keys the data never holds add nothing (they match no row). */
export class FacetBounds {
  readonly values: number[] = [];
  constructor(
    private readonly dictionary: FacetDictionary,
    private readonly platform: TPlatform,
  ) {}

  key(kind: FacetKindValue, key: number, minValue = 0, maxValue = 0): this {
    const id = this.dictionary.find(facetCode(kind, this.platform, key) / 1000);
    if (id !== undefined) this.values.push(id * VALUE_SLOTS + minValue, id * VALUE_SLOTS + maxValue);
    return this;
  }

  get empty(): boolean {
    return this.values.length === 0;
  }

  condition(negate = false): ConditionSpec {
    return { kind: "facet", bounds: this.values, negate };
  }
}

/** What the filters write a count's conditions into (filters/registry.ts). */
export interface CountTarget {
  readonly stats: PlatformStats | undefined;
  push(condition: ConditionSpec): void;
  /** Intervals of facet values to fill. */
  facets(): FacetBounds;
  /** A bound on an integer column (nothing when the range is open); a bound never rules out every row by itself. */
  int(column: IntColumnName, range: Range): true;
  /** A bound on a float column whose NULLs are NaN (nothing when the range is open). */
  float(column: "views" | "lastMediaAt", range: Range): true;
  /** The row holds any of these facet keys; false when the data holds none of them. */
  facetAny(keys: readonly (readonly [FacetKindValue, number])[]): boolean;
  /** A place share "≥ prc" (whole percent): the row's floor(share) key is ≥ prc; false when no row can hold it. */
  shareAtLeast(kind: FacetKindValue, key: number, prc: number): boolean;
}

class CountConditions implements CountTarget {
  readonly conditions: ConditionSpec[] = [];
  constructor(
    private readonly dictionary: FacetDictionary,
    private readonly platform: TPlatform,
    readonly stats: PlatformStats | undefined,
  ) {}

  push(condition: ConditionSpec): void {
    this.conditions.push(condition);
  }

  facets(): FacetBounds {
    return new FacetBounds(this.dictionary, this.platform);
  }

  int(column: IntColumnName, range: Range): true {
    if (hasBound(range)) this.push({ kind: "int", column, lo: lo(range), hi: hi(range) });
    return true;
  }

  float(column: "views" | "lastMediaAt", range: Range): true {
    if (hasBound(range)) this.push({ kind: "float", column, lo: lo(range), hi: hi(range) });
    return true;
  }

  facetAny(keys: readonly (readonly [FacetKindValue, number])[]): boolean {
    const bounds = this.facets();
    for (const [kind, key] of keys) bounds.key(kind, key);
    if (bounds.empty) return false;
    this.push(bounds.condition());
    return true;
  }

  shareAtLeast(kind: FacetKindValue, key: number, prc: number): boolean {
    if (prc >= VALUE_SLOTS) return false;
    const bounds = this.facets().key(kind, key, prc, VALUE_SLOTS - 1);
    if (bounds.empty) return false;
    this.push(bounds.condition());
    return true;
  }
}

/**
 * The conditions of every filter of the query (filters/registry.ts) in the search engine's vocabulary
 * (@radar/search-engine ConditionSpec): the same effective ranges as the SQL, the facet keys the GIN
 * index would test (decoded), LIKE as byte search.
 */
export function describeCount(query: SearchQuery, dictionary: FacetDictionary, stats: PlatformStats | undefined): CountSpec {
  const target = new CountConditions(dictionary, query.platform, stats);
  return writeCountConditions(query, target) ? { never: false, conditions: target.conditions } : NEVER;
}
