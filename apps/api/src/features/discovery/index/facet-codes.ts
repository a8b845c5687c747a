import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import { AGE_GROUPS, type TAccountType, type TAgeGroup } from "@radar/contract/search";

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
 * Shares are stored as whole percents (value = floor(share)); "share ≥ p" for a whole p is then
 * exactly "one of the keys with value p … 100", which is why share filters take whole percents.
 */

export const FacetKind = {
  category: 1,
  interest: 2,
  accountCountry: 3,
  accountCity: 4,
  language: 5,
  accountType: 6,
  flag: 7,
  audienceCountry: 8,
  audienceCity: 9,
  /** key: age group index 0–6 alone, 10 + i for groups i and i+1 together. */
  audienceAge: 10,
  /** key: 0 male, 1 female. */
  audienceGender: 11,
} as const;
export type FacetKindValue = (typeof FacetKind)[keyof typeof FacetKind];
type Kind = FacetKindValue;

export const FLAG_VERIFIED = 1;
export const FLAG_HAS_CONTACTS = 2;
export const ACCOUNT_TYPE_KEYS: Record<TAccountType, number> = { personal: 1, brand: 2, creator: 3 };
export const AGE_PAIR_OFFSET = 10;

const KEY_SPACE = 2 ** 34;

const VALUE_SPACE = 1000;

export function facetCode(kind: Kind, platform: TPlatform, key: number, value = 0): number {
  return ((kind * 8 + PLATFORMS.indexOf(platform)) * KEY_SPACE + key) * VALUE_SPACE + value;
}

const prefixes = new Map<number, string>();
const VALUE_TEXT = Array.from({ length: VALUE_SPACE }, (_, v) => String(v).padStart(3, "0"));

/** facetCode as decimal text, built from a cached prefix (see above). */
export function facetCodeText(kind: Kind, platform: TPlatform, key: number, value = 0): string {
  const base = (kind * 8 + PLATFORMS.indexOf(platform)) * KEY_SPACE + key;
  let prefix = prefixes.get(base);
  if (prefix === undefined) {
    prefix = String(base);
    prefixes.set(base, prefix);
  }
  return prefix + (VALUE_TEXT[value] as string);
}

/** "SA" → 0…675: two letters as a base-26 number (country and language codes alike). */
export function letterCode(code: string): number {
  const upper = code.toUpperCase();
  return (upper.charCodeAt(0) - 65) * 26 + (upper.charCodeAt(1) - 65);
}

/** The keys meaning "share ≥ prc" for one audience dimension (prc a whole percent). */
export function shareAtLeast(kind: Kind, platform: TPlatform, key: number, prc: number): number[] {
  const codes: number[] = [];
  for (let value = Math.max(1, Math.ceil(prc)); value <= 100; value += 1) codes.push(facetCode(kind, platform, key, value));
  return codes;
}

export const ageGroupIndex = (group: TAgeGroup) => AGE_GROUPS.indexOf(group);

/**
 * The index key of a set of age groups when the index holds its summed share: one group, or two
 * neighbouring groups. Other sets are filtered on the share columns alone.
 */
export function ageFacetKey(groups: TAgeGroup[]): number | null {
  const indexes = [...new Set(groups.map(ageGroupIndex))].sort((a, b) => a - b);
  if (indexes.length === 1) return indexes[0] ?? null;
  if (indexes.length === 2 && indexes[0] !== undefined && indexes[1] === indexes[0] + 1) return AGE_PAIR_OFFSET + indexes[0];
  return null;
}

/** "No country" in a packed slot: one past the last letterCode. */
export const NO_COUNTRY = 676;
const SLOT = 677;

/** The first three audience countries packed base-677 (c1 * 677² + c2 * 677 + c3). */
export function packTopCountries(codes: string[]): number {
  const slot = (i: number) => (codes[i] ? letterCode(codes[i] as string) : NO_COUNTRY);
  return slot(0) * SLOT * SLOT + slot(1) * SLOT + slot(2);
}
