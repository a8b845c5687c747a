import type { TLanguage, TPlatform } from "@radar/contract/constants";
import {
  AGE_GROUPS,
  qualityBand,
  type TAccountType,
  type TAgeGroup,
  type TQualityBand,
  type TSearchResult,
  type TSortField,
} from "@radar/contract/search";
import type { TProvenanceField } from "@radar/contract/sources";
import { knownFigure } from "@/lib/provenance";

export type LocalizedName = { en: string; ar: string };

export const localized = (name: LocalizedName, language: TLanguage) => (language === "ar" && name.ar ? name.ar : name.en);

export type InfluencerMetrics = {
  viewsAvg: number | null;
  likesAvg: number | null;
  commentsAvg: number | null;
  postsCount: number | null;
  realSubscribers: number | null;
  reelsViews: number | null;
  shortsViews: number | null;
  likesCount: number | null;
  avgTweets: number | null;
  avgRetweets: number | null;
};

/**
 * SPEC §3 "Result influencer as displayed". Engagement is in percent (4.12). A figure the source
 * does not give (provenance.missing) is null here, whatever placeholder the row holds: shown as "—".
 */
export type Influencer = {
  id: string;
  username: string;
  name: string;
  platform: TPlatform;
  followers: number | null;
  engagement: number | null;
  avatarUrl: string | null;
  location: { country: LocalizedName | null; city: LocalizedName | null };
  isVerified: boolean;
  biography: string;
  accountType: TAccountType;
  categories: { id: number; title: LocalizedName }[];
  interests: { id: number; name: LocalizedName }[];
  /** Unix seconds of the most recent post. */
  lastPost: number | null;
  audienceQualityScore: number | null;
  /** Our estimate, where the source gives no score (the search's quality filter and sort read it then). */
  qualityEstimate: number | null;
  qualityBand: TQualityBand | null;
  credibility: number | null;
  url: string;
  audience: {
    gender: { male: number; female: number };
    age: { group: TAgeGroup; prc: number }[];
    countries: { code: string; name: LocalizedName; prc: number }[];
    cities: { id: number; name: LocalizedName; prc: number }[];
  } | null;
  contact: { email: string | null; phone: string | null };
  /** Estimated prices in SAR: estimates, and always shown as such. */
  pricing: { post: number | null; story: number | null };
  metrics: InfluencerMetrics;
  /** Where the figures come from and how old they are (each field group's too); null for the local sample list. */
  provenance: TSearchResult["provenance"] | null;
  /** True for the local sample list shown when a search fails. */
  sample?: boolean;
};

export function toInfluencer(result: TSearchResult): Influencer {
  const { basic, metrics, features, audience, provenance } = result;
  const known = <T>(field: TProvenanceField, value: T | null) => knownFigure(provenance, field, value);
  const aqs = known("aqs", features.aqs);
  return {
    id: basic.id,
    username: basic.username,
    name: basic.title || basic.username,
    platform: basic.platform,
    followers: known("followers", metrics.subscribers_count),
    engagement: known("er", metrics.er),
    avatarUrl: basic.avatar_url,
    location: {
      country: features.location.country ? { en: features.location.country.name, ar: features.location.country.name_ar } : null,
      city: features.location.city ? { en: features.location.city.name, ar: features.location.city.name_ar } : null,
    },
    isVerified: basic.is_verified,
    biography: basic.description,
    accountType: features.account_type,
    categories: features.categories.map((c) => ({ id: c.id, title: { en: c.title, ar: c.title_ar } })),
    interests: features.interests.map((i) => ({ id: i.id, name: { en: i.name, ar: i.name_ar } })),
    lastPost: features.last_media_time,
    audienceQualityScore: aqs,
    qualityEstimate: aqs ? null : (features.aqs_estimate ?? null),
    qualityBand: aqs === null ? null : qualityBand(aqs),
    credibility: known("credibility", features.credibility),
    url: result.url,
    audience:
      audience && known("audience", audience)
        ? {
            gender: audience.gender,
            age: AGE_GROUPS.map((group) => ({ group, prc: audience.age[group] ?? 0 })),
            countries: audience.countries.map((c) => ({ code: c.code, name: { en: c.name, ar: c.name_ar }, prc: c.prc })),
            cities: audience.cities.map((c) => ({ id: c.id, name: { en: c.name, ar: c.name_ar }, prc: c.prc })),
          }
        : null,
    contact: features.contacts,
    pricing: {
      post: known("prices", features.estimated_prices.post),
      story: known("prices", features.estimated_prices.story),
    },
    metrics: {
      viewsAvg: known("views_avg", metrics.views_avg),
      likesAvg: known("likes_avg", metrics.likes_avg),
      commentsAvg: known("comments_avg", metrics.comments_avg),
      postsCount: metrics.posts_count,
      realSubscribers: metrics.real_subscribers_count,
      reelsViews: known("reels_views_avg", metrics.reels_video_views_avg),
      shortsViews: known("shorts_views_avg", metrics.shorts_video_views_avg),
      likesCount: metrics.likes_count,
      avgTweets: known("avg_tweets", metrics.avg_tweets),
      avgRetweets: known("avg_retweets", metrics.avg_retweets),
    },
    provenance,
  };
}

/** The provenance field of each metric that has one (the others are never marked estimated or missing). */
export const METRIC_FIELDS: Partial<Record<keyof InfluencerMetrics, TProvenanceField>> = {
  viewsAvg: "views_avg",
  likesAvg: "likes_avg",
  commentsAvg: "comments_avg",
  reelsViews: "reels_views_avg",
  shortsViews: "shorts_views_avg",
  avgTweets: "avg_tweets",
  avgRetweets: "avg_retweets",
};

/** SPEC §2 per-platform extra columns, with the decimals each figure needs. */
export const PLATFORM_COLUMNS: Record<TPlatform, { metric: keyof InfluencerMetrics; digits: number }[]> = {
  instagram: [
    { metric: "realSubscribers", digits: 0 },
    { metric: "reelsViews", digits: 0 },
  ],
  youtube: [{ metric: "shortsViews", digits: 0 }],
  tiktok: [
    { metric: "likesCount", digits: 0 },
    { metric: "viewsAvg", digits: 0 },
  ],
  twitter: [
    { metric: "avgTweets", digits: 2 },
    { metric: "avgRetweets", digits: 1 },
  ],
};

/** The sort keys of SPEC §9 that mean something on a platform (the others fall back to followers on the server). */
export function sortFieldsFor(platform: TPlatform): TSortField[] {
  const common: TSortField[] = ["followers", "engagement", "quality", "growth_30d", "growth_90d"];
  const extra: Record<TPlatform, TSortField[]> = {
    instagram: ["real_subscribers", "reels_views"],
    youtube: ["shorts_views"],
    tiktok: ["tiktok_likes"],
    twitter: ["twitter_tweets", "twitter_retweets"],
  };
  return [...common, ...extra[platform]];
}
