import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import type { TAccountType } from "@radar/contract/search";

/**
 * The facet keys of an influencer: one bigint per discrete fact ("instagram, category 1035",
 * "tiktok, audience in AE: 23 %", "youtube, 18–34-year-olds: 61 %"), kept in `influencers.facets`
 * under one GIN index. A search turns its filters into sets of keys and the index intersects them,
 * so any mix of categories, interests, places, languages and audience shares is answered from one
 * index without reading rows that fail.
 *
 * A key packs (kind, platform, key, value) into one integer below 2^53 — exact in a JS number
 * and in bigint:  ((kind * 8 + platform) * 2^34 + key) * 1000 + value
 * (the decimal value field lets the seed write keys as text by appending three digits to a
 * cached prefix, instead of formatting millions of large numbers).
 *
 * Audience country and city shares are kept two ways, because GIN reads every key of an OR in
 * full but skips through the long key of an AND:
 * - "at least" keys at fixed thresholds (value = t for every threshold t ≤ share): a filter on a
 *   threshold is one key, however many rows it matches;
 * - "exact" keys, value = floor(share): with them a place filter between two thresholds stays
 *   exact ("≥ 12 %" = at least 10 % and a floor of 12–14 or at least 15 %).
 * That is why share filters take whole percents. Gender and age shares have no keys: searches
 * compare their columns, which one btree holds (migration 0012); a count is then index-only.
 */

export const FacetKind = {
  category: 1,
  interest: 2,
  accountCountry: 3,
  accountCity: 4,
  language: 5,
  /** No longer written (searches compare the account_type column); rows of older loads may hold them. */
  accountType: 6,
  flag: 7,
  /** value = floor(share) */
  audienceCountry: 8,
  /** value = floor(share) */
  audienceCity: 9,
  /** No longer written (age shares are compared on their columns); rows of older loads may hold them. */
  audienceAge: 10,
  /** No longer written (gender shares are compared on their columns); rows of older loads may hold them. */
  audienceGender: 11,
  /** value = threshold */
  audienceCountryAtLeast: 12,
  /** value = threshold */
  audienceCityAtLeast: 13,
  /** The creator's own gender, key 1 male or 2 female (filters/account-filters.ts). */
  creatorGender: 14,
  /** Licensed to advertise in a country (key letterCode: SA, AE), written by a trigger of migration 0038. */
  licence: 15,
} as const;

/**
 * Thresholds of the "at least" keys: the percentages people pick (the UI's defaults and steps are
 * multiples of 5 and 10). Each threshold a share reaches is one more key per row, so rarer values
 * are answered through the floor keys instead. Fewer thresholds stay compatible with rows written
 * under a longer list (they hold a superset of the keys).
 *
 * 1 % is not a threshold: every place of an audience list reaches it, so it cost one key per place
 * (12 of a row's 51 keys at 1 M) and said no more than the place's floor key does — "≥ 1 %" is
 * floors 1–4 or at least 5 %. Without it the seed writes 24 % fewer keys: a smaller COPY, heap
 * and facets index (measured in docs/benchmarks/seeding.md).
 */
export const GEO_THRESHOLDS = [5, 10, 20, 30, 40, 50, 60, 70, 80, 90];
export type FacetKindValue = (typeof FacetKind)[keyof typeof FacetKind];
type Kind = FacetKindValue;

export const FLAG_VERIFIED = 1;
/** No longer written (searches compare the has_contacts column); rows of older loads may hold it. */
export const FLAG_HAS_CONTACTS = 2;
export const ACCOUNT_TYPE_KEYS: Record<TAccountType, number> = { personal: 1, brand: 2, creator: 3 };

const KEY_SPACE = 2 ** 34;

const VALUE_SPACE = 1000;

/** PLATFORMS.indexOf as a lookup: the seed makes some 37 keys a row. */
const PLATFORM_NUMBER = Object.fromEntries(PLATFORMS.map((p, i) => [p, i])) as Record<TPlatform, number>;

export function facetCode(kind: Kind, platform: TPlatform, key: number, value = 0): number {
  return ((kind * 8 + PLATFORM_NUMBER[platform]) * KEY_SPACE + key) * VALUE_SPACE + value;
}

const prefixes = new Map<number, string>();
const VALUE_TEXT = Array.from({ length: VALUE_SPACE }, (_, v) => String(v).padStart(3, "0"));

/** facetCode as decimal text, built from a cached prefix (see above). */
export function facetCodeText(kind: Kind, platform: TPlatform, key: number, value = 0): string {
  const base = (kind * 8 + PLATFORM_NUMBER[platform]) * KEY_SPACE + key;
  let prefix = prefixes.get(base);
  if (prefix === undefined) {
    prefix = String(base);
    prefixes.set(base, prefix);
  }
  return prefix + (VALUE_TEXT[value] as string);
}

/** "SA" → 0…675: two letters as a base-26 number (country and language codes alike). */
export function letterCode(code: string): number {
  const first = code.charCodeAt(0) | 32;
  const second = code.charCodeAt(1) | 32;
  // ASCII letters of either case without making an upper-case copy (a dozen calls a row in the seed).
  if (first >= 97 && first <= 122 && second >= 97 && second <= 122) return (first - 97) * 26 + (second - 97);
  const upper = code.toUpperCase();
  return (upper.charCodeAt(0) - 65) * 26 + (upper.charCodeAt(1) - 65);
}

/** The "exact" keys of shares from prc up to (not including) `below`. */
function floorKeys(kind: Kind, platform: TPlatform, key: number, prc: number, below = 101): number[] {
  const codes: number[] = [];
  for (let value = Math.max(1, prc); value < below; value += 1) codes.push(facetCode(kind, platform, key, value));
  return codes;
}

/** The "at least" thresholds a share reaches (the keys the row holds). */
export function thresholdsReached(thresholds: number[], percent: number): number[] {
  return thresholds.filter((t) => t <= percent);
}

/** Index keys meaning "share ≥ prc": every key of `all` must be present, and when `any` is set, one of its keys too. */
export interface ShareKeys {
  all: number[];
  any: number[] | null;
}

/** "≥ prc" from the threshold keys, made exact between two thresholds by the floor keys. */
function placeShareKeys(atLeast: Kind, floor: Kind, platform: TPlatform, key: number, prc: number): ShareKeys {
  const lower = thresholdsReached(GEO_THRESHOLDS, prc).at(-1);
  const all = lower === undefined ? [] : [facetCode(atLeast, platform, key, lower)];
  if (lower === prc) return { all, any: null };
  const upper = GEO_THRESHOLDS.find((t) => t > prc);
  const any = floorKeys(floor, platform, key, prc, upper);
  if (upper !== undefined) any.push(facetCode(atLeast, platform, key, upper));
  return { all, any };
}

export function countryShareKeys(platform: TPlatform, country: string, prc: number): ShareKeys {
  return placeShareKeys(FacetKind.audienceCountryAtLeast, FacetKind.audienceCountry, platform, letterCode(country), prc);
}

export function cityShareKeys(platform: TPlatform, cityId: number, prc: number): ShareKeys {
  return placeShareKeys(FacetKind.audienceCityAtLeast, FacetKind.audienceCity, platform, cityId, prc);
}

/** "No country" in a packed slot: one past the last letterCode. */
export const NO_COUNTRY = 676;
const SLOT = 677;

/** The first three audience countries packed base-677 (c1 * 677² + c2 * 677 + c3). */
export function packTopCountries(codes: string[]): number {
  const slot = (i: number) => (codes[i] ? letterCode(codes[i] as string) : NO_COUNTRY);
  return slot(0) * SLOT * SLOT + slot(1) * SLOT + slot(2);
}
