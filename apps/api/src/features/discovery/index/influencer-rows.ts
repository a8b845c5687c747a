import { normalizeJoined } from "../geo/normalize-text.ts";
import { CREATOR_GENDER_KEYS } from "./creator-gender.ts";
import {
  FacetKind,
  type FacetKindValue,
  FLAG_VERIFIED,
  facetCode,
  facetCodeText,
  GEO_THRESHOLDS,
  letterCode,
  packTopCountries,
} from "./facet-codes.ts";
import { type InfluencerRecord, influencerId } from "./influencer-record.ts";
import { searchTokensOf } from "./search-tokens.ts";

/** A json column value. */
export interface JsonCell {
  json: unknown;
}
/** A bigint[] column value given as decimal texts (formatting big numbers is slow; see facet-codes). */
export interface BigintArrayCell {
  bigints: string[];
}
/** A column value as the COPY encoder and the upsert understand it. */
export type CellValue = string | number | boolean | null | number[] | string[] | JsonCell | BigintArrayCell;

/** Column order of `influencers` rows, shared by the seed's COPY and the importer's staging table. */
export const INFLUENCER_COLUMNS = [
  "id",
  "platform",
  "username",
  "full_name",
  "followers",
  "er_bp",
  "aqs",
  "views_avg",
  "real_subscribers",
  "reels_views_avg",
  "shorts_views_avg",
  "likes_count",
  "avg_tweets",
  "avg_retweets",
  "is_verified",
  "has_contacts",
  "account_type",
  "country_code",
  "city_id",
  "language",
  "last_media_at",
  "categories",
  "interests",
  "aud_male_bp",
  "aud_female_bp",
  "aud_13_17_bp",
  "aud_18_24_bp",
  "aud_25_34_bp",
  "aud_35_44_bp",
  "aud_45_54_bp",
  "aud_55_64_bp",
  "aud_65_plus_bp",
  "aud_top_countries",
  "facets",
  "search_text",
  "search_tokens",
] as const;

export const PROFILE_COLUMNS = [
  "id",
  "avatar_url",
  "bio",
  "email",
  "phone",
  "credibility",
  "likes_avg",
  "comments_avg",
  "posts_count",
  "post_price",
  "story_price",
  "aud_countries",
  "aud_cities",
  "source",
] as const;

/** Provenance columns of `influencer_profiles`: written by upserts, left to their defaults by the seed's COPY. */
export const PROVENANCE_COLUMNS = ["source_ref", "via_sandbox", "fetched_at", "checked_at", "estimated_fields", "missing_fields"] as const;

/** Receives one facet key of an influencer as its parts (facet-codes.ts facetCode). */
export type FacetVisitor = (kind: FacetKindValue, platform: InfluencerRecord["platform"], key: number, value: number) => void;

/** Every facet key of one influencer (see facet-codes.ts), one call each, in a fixed order. */
export function forEachFacet(r: InfluencerRecord, visit: FacetVisitor): void {
  const p = r.platform;
  for (const id of r.categories) visit(FacetKind.category, p, id, 0);
  for (const id of r.interests) visit(FacetKind.interest, p, id, 0);
  if (r.countryCode) visit(FacetKind.accountCountry, p, letterCode(r.countryCode), 0);
  if (r.cityId) visit(FacetKind.accountCity, p, r.cityId, 0);
  if (r.language) visit(FacetKind.language, p, letterCode(r.language), 0);
  // The account type and "has contacts" are compared on their columns (search-where.ts, the counter's
  // bytes), so they have no keys: 1.5 of a row's 39 keys at 10 M that only made the facets index bigger.
  if (r.isVerified) visit(FacetKind.flag, p, FLAG_VERIFIED, 0);
  if (r.gender) visit(FacetKind.creatorGender, p, CREATOR_GENDER_KEYS[r.gender], 0);
  const a = r.audience;
  if (a) {
    // Plain loops, no closures: the seed calls this for millions of rows.
    for (const [code, bp] of a.countries)
      placeFacets(visit, p, FacetKind.audienceCountry, FacetKind.audienceCountryAtLeast, letterCode(code), bp);
    for (const [id, bp] of a.cities) placeFacets(visit, p, FacetKind.audienceCity, FacetKind.audienceCityAtLeast, id, bp);
    // Gender and age shares have no keys: searches compare their columns (see search-where.ts).
  }
}

/** A place's share keys: its floor (whole percent, from 1 %) and every "at least" threshold it reaches. */
function placeFacets(
  visit: FacetVisitor,
  platform: InfluencerRecord["platform"],
  floor: FacetKindValue,
  atLeast: FacetKindValue,
  key: number,
  bp: number,
): void {
  const percent = Math.min(100, Math.floor(bp / 100));
  if (percent >= 1) visit(floor, platform, key, percent);
  for (const threshold of GEO_THRESHOLDS) if (threshold <= percent) visit(atLeast, platform, key, threshold);
}

/** Every facet key of one influencer, as decimal text. */
export function facetsOf(r: InfluencerRecord): string[] {
  const keys: string[] = [];
  forEachFacet(r, (kind, platform, key, value) => keys.push(facetCodeText(kind, platform, key, value)));
  return keys;
}

/** Where facetCodesInto collects: one buffer reused row after row (the seed's encoder runs it 10 M times). */
const collected = { codes: new Float64Array(128), count: 0 };
const collect: FacetVisitor = (kind, platform, key, value) => {
  if (collected.count === collected.codes.length) {
    const grown = new Float64Array(collected.codes.length * 2);
    grown.set(collected.codes);
    collected.codes = grown;
  }
  collected.codes[collected.count++] = facetCode(kind, platform, key, value);
};

/** Every facet key of one influencer, as numbers (all below 2^53): the first `count` of `codes`, valid until the next call. */
export function facetCodesInto(r: InfluencerRecord): { codes: Float64Array; count: number } {
  collected.count = 0;
  forEachFacet(r, collect);
  return collected;
}

/** What the free-text search looks in: username, display name and bio, in one normal form. */
export function searchTextOf(r: InfluencerRecord): string {
  return normalizeJoined([r.username, r.fullName, r.bio]);
}

export function influencerRow(r: InfluencerRecord, id = influencerId(r.platform, r.username)): CellValue[] {
  const a = r.audience;
  const searchText = searchTextOf(r);
  return [
    id,
    r.platform,
    r.username,
    r.fullName,
    r.followers,
    r.erBp,
    r.aqs,
    r.viewsAvg,
    r.realSubscribers,
    r.reelsViewsAvg,
    r.shortsViewsAvg,
    r.likesCount,
    r.avgTweets,
    r.avgRetweets,
    r.isVerified,
    Boolean(r.email || r.phone),
    r.accountType,
    r.countryCode,
    r.cityId,
    r.language,
    r.lastMediaAt,
    r.categories,
    r.interests,
    a?.maleBp ?? null,
    a?.femaleBp ?? null,
    ...(a ? a.ageBp : [null, null, null, null, null, null, null]),
    a ? packTopCountries(a.countries.map(([code]) => code)) : null,
    { bigints: facetsOf(r) },
    searchText,
    searchTokensOf(searchText),
  ];
}

export function profileRow(r: InfluencerRecord, id = influencerId(r.platform, r.username)): CellValue[] {
  return [
    id,
    r.avatarUrl,
    r.bio,
    r.email,
    r.phone,
    r.credibility,
    r.likesAvg,
    r.commentsAvg,
    r.postsCount,
    r.postPrice,
    r.storyPrice,
    r.audience ? { json: r.audience.countries } : null,
    r.audience ? { json: r.audience.cities } : null,
    r.source,
  ];
}
