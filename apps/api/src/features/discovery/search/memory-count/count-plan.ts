import type { TPlatform } from "@radar/contract/constants";
import { ACCOUNT_TYPE_KEYS, FacetKind, FLAG_VERIFIED, facetCode, letterCode } from "../../index/facet-codes.ts";
import type { PlatformStats } from "../index-state.ts";
import type { Range, SearchQuery } from "../search-query.ts";
import { effectiveRanges } from "../search-where.ts";
import type { ConditionSpec, IntColumnName } from "./condition-spec.ts";
import { type FacetDictionary, VALUE_SLOTS } from "./platform-block.ts";

type FacetKindValue = (typeof FacetKind)[keyof typeof FacetKind];

/** The conditions of a query on one platform, or "never" when no row can match. */
export type CountSpec = { never: true } | { never: false; conditions: ConditionSpec[] };

const NEVER: CountSpec = { never: true };

const lo = (r: Range) => r.from ?? Number.NEGATIVE_INFINITY;
const hi = (r: Range) => r.to ?? Number.POSITIVE_INFINITY;
const hasBound = (r: Range) => r.from !== null || r.to !== null;

/** Builds intervals of facet values; keys the data never holds add nothing (they match no row). */
class FacetBounds {
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

/**
 * The same conditions as search-where.ts `buildFilter`, for the columns of a PlatformBlock: the
 * same effective ranges, the facet keys the GIN index would test (decoded), LIKE as byte search.
 * Plain data (condition-spec.ts), made into conditions for a range of rows by conditionsOf.
 */
export function describeCount(query: SearchQuery, dictionary: FacetDictionary, stats: PlatformStats | undefined): CountSpec {
  const p = query.platform;
  const conditions: ConditionSpec[] = [];
  const facets = () => new FacetBounds(dictionary, p);
  // PostgreSQL text cannot hold NUL; such a pattern never matches a row.
  const impossible = (text: string) => text.includes("\0");
  const int = (column: IntColumnName, range: Range) => {
    if (hasBound(range)) conditions.push({ kind: "int", column, lo: lo(range), hi: hi(range) });
  };

  const ranges = effectiveRanges(query, stats);
  int("followers", ranges.followers);
  int("erBp", ranges.erBp);
  int("aqs", ranges.aqs);
  if (hasBound(ranges.views)) conditions.push({ kind: "float", column: "views", lo: lo(ranges.views), hi: hi(ranges.views) });
  if (query.lastMediaFrom !== null) {
    conditions.push({ kind: "float", column: "lastMediaAt", lo: query.lastMediaFrom, hi: Number.POSITIVE_INFINITY });
  }
  if (query.text) {
    if (impossible(query.text)) return NEVER;
    conditions.push({ kind: "text", needles: [query.text], facets: null, negate: false });
  }

  const categories = (ids: number[]) => {
    const bounds = facets();
    for (const id of ids) bounds.key(FacetKind.category, id);
    return bounds;
  };
  if (query.includeKeywords.length === 0 && query.includeCategories.length > 0) {
    const bounds = categories(query.includeCategories);
    if (bounds.empty) return NEVER;
    conditions.push(bounds.condition());
  } else if (query.includeKeywords.length > 0) {
    const bounds = categories(query.includeCategories);
    const keywords = query.includeKeywords.filter((k) => !impossible(k));
    if (keywords.length === 0 && bounds.empty) return NEVER;
    conditions.push({ kind: "text", needles: keywords, facets: bounds.empty ? null : bounds.values, negate: false });
  }
  // `i.categories` and the category facet keys are written from the same list (influencer-rows.ts).
  if (query.excludeCategories.length > 0) {
    const bounds = categories(query.excludeCategories);
    if (!bounds.empty) conditions.push(bounds.condition(true));
  }
  for (const keyword of query.excludeKeywords) {
    if (!impossible(keyword)) conditions.push({ kind: "text", needles: [keyword], facets: null, negate: true });
  }
  if (query.interests.length > 0) {
    const bounds = facets();
    for (const id of query.interests) bounds.key(FacetKind.interest, id);
    if (bounds.empty) return NEVER;
    conditions.push(bounds.condition());
  }

  if (query.accountCountries.length > 0 || query.accountCities.length > 0) {
    const bounds = facets();
    for (const code of query.accountCountries) bounds.key(FacetKind.accountCountry, letterCode(code));
    for (const id of query.accountCities) bounds.key(FacetKind.accountCity, id);
    if (bounds.empty) return NEVER;
    conditions.push(bounds.condition());
  }
  if (query.languages.length > 0) {
    const bounds = facets();
    for (const l of query.languages) if (/^[a-z]{2}$/.test(l)) bounds.key(FacetKind.language, letterCode(l));
    if (bounds.empty) return NEVER;
    conditions.push(bounds.condition());
  }
  const typeCount = Object.keys(ACCOUNT_TYPE_KEYS).length;
  if (query.accountTypes.length > 0 && query.accountTypes.length < typeCount) {
    conditions.push({ kind: "byte", column: "accountType", allowed: query.accountTypes.map((t) => ACCOUNT_TYPE_KEYS[t]) });
  }
  if (query.verifiedOnly) {
    const bounds = facets().key(FacetKind.flag, FLAG_VERIFIED);
    if (bounds.empty) return NEVER;
    conditions.push(bounds.condition());
  }
  if (query.hasContacts) conditions.push({ kind: "byte", column: "hasContacts", allowed: [1] });

  const audience = query.audience;
  if (audience) {
    // A share filter "≥ prc" holds when the row's floor(share) key is ≥ prc (floors are whole percents ≤ 100).
    const share = (kind: FacetKindValue, key: number, prc: number): boolean => {
      if (prc >= VALUE_SLOTS) return false;
      const bounds = facets().key(kind, key, prc, VALUE_SLOTS - 1);
      if (bounds.empty) return false;
      conditions.push(bounds.condition());
      return true;
    };
    for (const c of audience.countries) {
      if (c.prc > 0 && !share(FacetKind.audienceCountry, letterCode(c.code), Math.ceil(c.prc))) return NEVER;
    }
    for (const c of audience.cities) {
      if (c.prc > 0 && !share(FacetKind.audienceCity, c.id, Math.ceil(c.prc))) return NEVER;
    }
    if (audience.age && audience.age.prc > 0) {
      const min = audience.age.prc * 100;
      const [only, ...more] = audience.age.groups;
      // One group is a plain bound on its column (NULL_SHARE is below any positive bound).
      if (only !== undefined && more.length === 0) conditions.push({ kind: "int", column: only, lo: min, hi: Number.POSITIVE_INFINITY });
      else conditions.push({ kind: "shareSum", columns: audience.age.groups, min });
    }
    if (audience.gender && audience.gender.prc > 0) {
      const column = audience.gender.gender === "male" ? "male" : "female";
      conditions.push({ kind: "int", column, lo: audience.gender.prc * 100, hi: Number.POSITIVE_INFINITY });
    }
  }
  return { never: false, conditions };
}
