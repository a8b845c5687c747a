import { normalizeText } from "../geo/normalize-text.ts";
import {
  ACCOUNT_TYPE_KEYS,
  FacetKind,
  type FacetKindValue,
  FLAG_HAS_CONTACTS,
  FLAG_VERIFIED,
  facetCodeText,
  GEO_THRESHOLDS,
  letterCode,
  packTopCountries,
  thresholdsReached,
} from "./facet-codes.ts";
import { type InfluencerRecord, influencerId } from "./influencer-record.ts";

/** A jsonb column value. */
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

/** Provenance columns of `influencer_profiles` (issue 13): written by upserts, left to their defaults by the seed's COPY. */
export const PROVENANCE_COLUMNS = ["source_ref", "via_sandbox", "fetched_at", "checked_at", "estimated_fields", "missing_fields"] as const;

/** Every facet key of one influencer (see facet-codes.ts), as decimal text. */
export function facetsOf(r: InfluencerRecord): string[] {
  const p = r.platform;
  const keys: string[] = [];
  const facetCode = facetCodeText;
  for (const id of r.categories) keys.push(facetCode(FacetKind.category, p, id));
  for (const id of r.interests) keys.push(facetCode(FacetKind.interest, p, id));
  if (r.countryCode) keys.push(facetCode(FacetKind.accountCountry, p, letterCode(r.countryCode)));
  if (r.cityId) keys.push(facetCode(FacetKind.accountCity, p, r.cityId));
  if (r.language) keys.push(facetCode(FacetKind.language, p, letterCode(r.language)));
  keys.push(facetCode(FacetKind.accountType, p, ACCOUNT_TYPE_KEYS[r.accountType]));
  if (r.isVerified) keys.push(facetCode(FacetKind.flag, p, FLAG_VERIFIED));
  if (r.email || r.phone) keys.push(facetCode(FacetKind.flag, p, FLAG_HAS_CONTACTS));
  const a = r.audience;
  if (a) {
    const percent = (bp: number) => Math.min(100, Math.floor(bp / 100));
    const atLeast = (kind: FacetKindValue, thresholds: number[], key: number, bp: number) => {
      for (const t of thresholdsReached(thresholds, percent(bp))) keys.push(facetCode(kind, p, key, t));
    };
    for (const [code, bp] of a.countries) {
      const key = letterCode(code);
      if (percent(bp) >= 1) keys.push(facetCode(FacetKind.audienceCountry, p, key, percent(bp)));
      atLeast(FacetKind.audienceCountryAtLeast, GEO_THRESHOLDS, key, bp);
    }
    for (const [id, bp] of a.cities) {
      if (percent(bp) >= 1) keys.push(facetCode(FacetKind.audienceCity, p, id, percent(bp)));
      atLeast(FacetKind.audienceCityAtLeast, GEO_THRESHOLDS, id, bp);
    }
    // Gender and age shares have no keys: searches compare their columns (see search-where.ts).
  }
  return keys;
}

/** What the free-text search looks in: username, display name and bio, in one normal form. */
export function searchTextOf(r: InfluencerRecord): string {
  return normalizeText(`${r.username} ${r.fullName} ${r.bio}`);
}

export function influencerRow(r: InfluencerRecord, id = influencerId(r.platform, r.username)): CellValue[] {
  const a = r.audience;
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
    searchTextOf(r),
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
