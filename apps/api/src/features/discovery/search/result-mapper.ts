import type { TPlatform } from "@radar/contract/constants";
import { AGE_GROUPS, qualityBand, type TAgeGroup, type TSearchResult } from "@radar/contract/search";
import type { TProvenanceField } from "@radar/contract/sources";
import { cityNames, countryNames } from "../geo/gazetteer.ts";
import { groupStamps } from "../index/field-groups.ts";
import { profileUrl } from "../index/influencer-record.ts";
import { categoryById, interestById } from "../taxonomy.ts";
import type { ResultRow } from "./search-repository.ts";

const percent = (bp: number) => Math.round(bp) / 100;

/** Literal objects of one shape each: spreading the gazetteer's names cost ~15 µs a result (a page's mapping time, mostly). */
const countryShare = ([code, bp]: [string, number]) => {
  const names = countryNames(code);
  return { code: names.code, name: names.name, name_ar: names.name_ar, prc: percent(bp) };
};
const cityShare = ([id, bp]: [number, number]) => {
  const names = cityNames(id);
  return { id: names.id, name: names.name, name_ar: names.name_ar, country_code: names.country_code, prc: percent(bp) };
};

function audience(row: ResultRow): TSearchResult["audience"] {
  if (row.aud_female_bp === null || row.aud_male_bp === null) return null;
  const age = {} as Record<TAgeGroup, number>;
  AGE_GROUPS.forEach((group, i) => {
    age[group] = percent(row.ages[i] ?? 0);
  });
  return {
    gender: { male: percent(row.aud_male_bp), female: percent(row.aud_female_bp) },
    age,
    countries: (row.aud_countries ?? []).map(countryShare),
    cities: (row.aud_cities ?? []).map(cityShare),
  };
}

/**
 * Where the row's figures come from: source, sandbox or not, when, what is estimated or
 * unknown — and each field group's own source and date (decision 0058).
 */
export function provenanceOf(
  row: Pick<
    ResultRow,
    | "source"
    | "via_sandbox"
    | "fetched_at"
    | "estimated_fields"
    | "missing_fields"
    | "field_groups"
    | "aud_male_bp"
    | "credibility"
    | "email"
    | "phone"
    | "post_price"
    | "story_price"
    | "categories"
    | "interests"
  >,
): TSearchResult["provenance"] {
  const source = row.source ?? "seed";
  const sandbox = row.via_sandbox ?? false;
  const fetchedAt = new Date(row.fetched_at).toISOString();
  const missing = row.missing_fields ?? [];
  const values = {
    audience: row.aud_male_bp === null ? null : {},
    credibility: row.credibility,
    email: row.email,
    phone: row.phone,
    postPrice: row.post_price,
    storyPrice: row.story_price,
    categories: row.categories,
    interests: row.interests,
  };
  return {
    source,
    sandbox,
    fetched_at: fetchedAt,
    estimated: row.estimated_fields ?? [],
    missing,
    groups: groupStamps(row.field_groups ?? null, values, missing, { source, sandbox, fetched_at: fetchedAt }),
  };
}

/** One row of the index in the §7 result shape: basic, metrics, features, audience, url and provenance. */
export function toSearchResult(row: ResultRow): TSearchResult {
  const platform = row.platform as TPlatform;
  const provenance = provenanceOf(row);
  const known = (field: TProvenanceField) => !provenance.missing.includes(field);
  return {
    basic: {
      id: row.id,
      platform,
      username: row.username,
      title: row.full_name,
      avatar_url: row.avatar_url,
      description: row.bio ?? "",
      is_verified: row.is_verified,
    },
    metrics: {
      subscribers_count: row.followers,
      er: known("er") ? percent(row.er_bp) : null,
      views_avg: row.views_avg,
      likes_avg: row.likes_avg,
      comments_avg: row.comments_avg,
      posts_count: row.posts_count,
      real_subscribers_count: row.real_subscribers,
      reels_video_views_avg: row.reels_views_avg,
      shorts_video_views_avg: row.shorts_views_avg,
      likes_count: row.likes_count,
      avg_tweets: row.avg_tweets,
      avg_retweets: row.avg_retweets,
    },
    features: {
      aqs: known("aqs") ? row.aqs : null,
      aqs_name: known("aqs") ? qualityBand(row.aqs) : null,
      // Ours, shown as such where the source gave no score; a vendor's score wins (the quality filter reads the same).
      aqs_estimate: known("aqs") && row.aqs > 0 ? null : row.quality_estimate,
      credibility: row.credibility,
      account_type: row.account_type,
      categories: row.categories.flatMap((id) => {
        const category = categoryById.get(id);
        return category ? [category] : [];
      }),
      interests: row.interests.flatMap((id) => {
        const interest = interestById.get(id);
        return interest ? [interest] : [];
      }),
      location: {
        country: row.country_code ? countryNames(row.country_code) : null,
        city: row.city_id ? cityNames(row.city_id) : null,
      },
      languages: row.language ? [row.language] : [],
      last_media_time: row.last_media_at,
      contacts: { email: row.email, phone: row.phone },
      estimated_prices: { is_estimate: true, currency: "SAR", post: row.post_price, story: row.story_price },
      similarity: row.similarity === null ? null : Math.round(row.similarity * 1000) / 1000,
    },
    audience: audience(row),
    url: profileUrl(platform, row.username),
    provenance,
  };
}
