import type { TPlatform } from "@radar/contract/constants";
import { ACCOUNT_TYPE_KEYS, FacetKind, FLAG_VERIFIED, facetCode, letterCode } from "../../index/facet-codes.ts";
import type { PlatformStats } from "../index-state.ts";
import type { Range, SearchQuery } from "../search-query.ts";
import { effectiveRanges } from "../search-where.ts";
import { ByteIn, type Condition, FacetAny, FloatRange, IntRange, ShareSum, TextAny } from "./conditions.ts";
import { type FacetDictionary, type PlatformBlock, VALUE_SLOTS } from "./platform-block.ts";
import { TextMatcher } from "./text-column.ts";

type FacetKindValue = (typeof FacetKind)[keyof typeof FacetKind];

/** The conditions of a query on one platform block, or "never" when no row can match. */
export type CountPlan = { never: true } | { never: false; conditions: Condition[] };

const NEVER: CountPlan = { never: true };

const lo = (r: Range) => r.from ?? Number.NEGATIVE_INFINITY;
const hi = (r: Range) => r.to ?? Number.POSITIVE_INFINITY;
const hasBound = (r: Range) => r.from !== null || r.to !== null;

/** Builds intervals of facet values; keys the data never holds add nothing (they match no row). */
class FacetBounds {
  private readonly values: number[] = [];
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

  condition(block: PlatformBlock, negate = false): FacetAny {
    return new FacetAny(block, Float64Array.from(this.values), negate);
  }
}

/**
 * The same conditions as search-where.ts `buildFilter`, over the columns of a PlatformBlock: the
 * same effective ranges, the facet keys the GIN index would test (decoded), LIKE as byte search.
 */
export function planCount(
  query: SearchQuery,
  block: PlatformBlock,
  dictionary: FacetDictionary,
  stats: PlatformStats | undefined,
): CountPlan {
  const p = query.platform;
  const conditions: Condition[] = [];
  const facets = () => new FacetBounds(dictionary, p);
  const needle = (text: string) => new TextMatcher(block.text, Buffer.from(text, "utf8"));
  // PostgreSQL text cannot hold NUL; such a pattern never matches a row.
  const impossible = (text: string) => text.includes("\0");

  const ranges = effectiveRanges(query, stats);
  if (hasBound(ranges.followers)) conditions.push(new IntRange(block.followers, lo(ranges.followers), hi(ranges.followers)));
  if (hasBound(ranges.erBp)) conditions.push(new IntRange(block.erBp, lo(ranges.erBp), hi(ranges.erBp)));
  if (hasBound(ranges.aqs)) conditions.push(new IntRange(block.aqs, lo(ranges.aqs), hi(ranges.aqs)));
  if (hasBound(ranges.views)) conditions.push(new FloatRange(block.views, lo(ranges.views), hi(ranges.views)));
  if (query.lastMediaFrom !== null) conditions.push(new FloatRange(block.lastMediaAt, query.lastMediaFrom, Number.POSITIVE_INFINITY));
  if (query.text) {
    if (impossible(query.text)) return NEVER;
    conditions.push(new TextAny([needle(query.text)], null, false));
  }

  const categories = (ids: number[]) => {
    const bounds = facets();
    for (const id of ids) bounds.key(FacetKind.category, id);
    return bounds;
  };
  if (query.includeKeywords.length === 0 && query.includeCategories.length > 0) {
    const bounds = categories(query.includeCategories);
    if (bounds.empty) return NEVER;
    conditions.push(bounds.condition(block));
  } else if (query.includeKeywords.length > 0) {
    const bounds = categories(query.includeCategories);
    const keywords = query.includeKeywords.filter((k) => !impossible(k)).map(needle);
    if (keywords.length === 0 && bounds.empty) return NEVER;
    conditions.push(new TextAny(keywords, bounds.empty ? null : bounds.condition(block), false));
  }
  // `i.categories` and the category facet keys are written from the same list (influencer-rows.ts).
  if (query.excludeCategories.length > 0) {
    const bounds = categories(query.excludeCategories);
    if (!bounds.empty) conditions.push(bounds.condition(block, true));
  }
  for (const keyword of query.excludeKeywords) {
    if (!impossible(keyword)) conditions.push(new TextAny([needle(keyword)], null, true));
  }
  if (query.interests.length > 0) {
    const bounds = facets();
    for (const id of query.interests) bounds.key(FacetKind.interest, id);
    if (bounds.empty) return NEVER;
    conditions.push(bounds.condition(block));
  }

  if (query.accountCountries.length > 0 || query.accountCities.length > 0) {
    const bounds = facets();
    for (const code of query.accountCountries) bounds.key(FacetKind.accountCountry, letterCode(code));
    for (const id of query.accountCities) bounds.key(FacetKind.accountCity, id);
    if (bounds.empty) return NEVER;
    conditions.push(bounds.condition(block));
  }
  if (query.languages.length > 0) {
    const bounds = facets();
    for (const l of query.languages) if (/^[a-z]{2}$/.test(l)) bounds.key(FacetKind.language, letterCode(l));
    if (bounds.empty) return NEVER;
    conditions.push(bounds.condition(block));
  }
  const typeCount = Object.keys(ACCOUNT_TYPE_KEYS).length;
  if (query.accountTypes.length > 0 && query.accountTypes.length < typeCount) {
    const allowed = new Uint8Array(256);
    for (const t of query.accountTypes) allowed[ACCOUNT_TYPE_KEYS[t]] = 1;
    conditions.push(new ByteIn(block.accountType, allowed));
  }
  if (query.verifiedOnly) {
    const bounds = facets().key(FacetKind.flag, FLAG_VERIFIED);
    if (bounds.empty) return NEVER;
    conditions.push(bounds.condition(block));
  }
  if (query.hasContacts) conditions.push(new ByteIn(block.hasContacts, Uint8Array.of(0, 1)));

  const audience = query.audience;
  if (audience) {
    // A share filter "≥ prc" holds when the row's floor(share) key is ≥ prc (floors are whole percents ≤ 100).
    const share = (kind: FacetKindValue, key: number, prc: number): boolean => {
      if (prc >= VALUE_SLOTS) return false;
      const bounds = facets().key(kind, key, prc, VALUE_SLOTS - 1);
      if (bounds.empty) return false;
      conditions.push(bounds.condition(block));
      return true;
    };
    for (const c of audience.countries) {
      if (c.prc > 0 && !share(FacetKind.audienceCountry, letterCode(c.code), Math.ceil(c.prc))) return NEVER;
    }
    for (const c of audience.cities) {
      if (c.prc > 0 && !share(FacetKind.audienceCity, c.id, Math.ceil(c.prc))) return NEVER;
    }
    if (audience.age && audience.age.prc > 0) {
      const columns = audience.age.groups.map((g) => block.age[g]);
      const min = audience.age.prc * 100;
      // One group is a plain bound on its column (NULL_SHARE is below any positive bound).
      conditions.push(
        columns.length === 1 ? new IntRange(columns[0] as Int16Array, min, Number.POSITIVE_INFINITY) : new ShareSum(columns, min),
      );
    }
    if (audience.gender && audience.gender.prc > 0) {
      const column = audience.gender.gender === "male" ? block.male : block.female;
      conditions.push(new IntRange(column, audience.gender.prc * 100, Number.POSITIVE_INFINITY));
    }
  }
  return { never: false, conditions };
}
