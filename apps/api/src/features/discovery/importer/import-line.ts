import { PLATFORMS } from "@radar/contract/constants";
import { ACCOUNT_TYPES, AGE_GROUPS } from "@radar/contract/search";
import { z } from "zod";
import type { InfluencerRecord } from "../index/influencer-record.ts";
import { categoryById, interestById } from "../taxonomy.ts";

/**
 * One line of an import file: an influencer in the search-result shape (basic / metrics /
 * features / audience), the way data bought from a vendor comes in. What our own search returns
 * can be imported back unchanged. Shares and the engagement rate are percents.
 */
const count = z.number().nonnegative().nullish();
const ref = z.union([z.number().int(), z.object({ id: z.number().int() })]).transform((v) => (typeof v === "number" ? v : v.id));
const code = z.union([z.string(), z.object({ code: z.string() })]).transform((v) => (typeof v === "string" ? v : v.code).toUpperCase());
const cityRef = z.union([z.number().int(), z.object({ id: z.number().int() })]).transform((v) => (typeof v === "number" ? v : v.id));

export const ZImportLineSchema = z.object({
  basic: z.object({
    platform: z.enum(PLATFORMS),
    username: z.string().trim().min(1).max(100),
    title: z.string().max(200).nullish(),
    avatar_url: z.string().max(2000).nullish(),
    description: z.string().max(2000).nullish(),
    is_verified: z.boolean().nullish(),
  }),
  metrics: z.object({
    subscribers_count: z.number().int().nonnegative(),
    er: z.number().min(0).max(100).nullish(),
    views_avg: count,
    likes_avg: count,
    comments_avg: count,
    posts_count: count,
    real_subscribers_count: count,
    reels_video_views_avg: count,
    shorts_video_views_avg: count,
    likes_count: count,
    avg_tweets: count,
    avg_retweets: count,
  }),
  features: z
    .object({
      aqs: z.number().min(0).max(100).nullish(),
      credibility: z.number().min(0).max(100).nullish(),
      account_type: z.enum(ACCOUNT_TYPES).nullish(),
      categories: z.array(ref).nullish(),
      interests: z.array(ref).nullish(),
      location: z.object({ country: code.nullish(), city: cityRef.nullish() }).nullish(),
      languages: z.array(z.string().min(2).max(3)).nullish(),
      last_media_time: z.number().int().nonnegative().nullish(),
      contacts: z.object({ email: z.string().max(320).nullish(), phone: z.string().max(40).nullish() }).nullish(),
      estimated_prices: z.object({ post: count, story: count }).nullish(),
    })
    .nullish(),
  audience: z
    .object({
      gender: z.object({ male: z.number().min(0).max(100), female: z.number().min(0).max(100) }),
      age: z.record(z.string(), z.number().min(0).max(100)).nullish(),
      countries: z.array(z.object({ code: z.string().length(2), prc: z.number().min(0).max(100) })).nullish(),
      cities: z.array(z.object({ id: z.number().int().positive(), prc: z.number().min(0).max(100) })).nullish(),
    })
    .nullish(),
});
export type TImportLine = z.infer<typeof ZImportLineSchema>;

const bp = (percent: number) => Math.round(percent * 100);
const round = (value: number | null | undefined) => (value == null ? null : Math.round(value));

export function toInfluencerRecord(line: TImportLine): InfluencerRecord {
  const { basic, metrics } = line;
  const features = line.features ?? {};
  const audience = basic.platform === "twitter" ? null : line.audience;
  return {
    platform: basic.platform,
    username: basic.username.replace(/^@/, "").toLowerCase(),
    fullName: basic.title ?? basic.username,
    bio: basic.description ?? "",
    avatarUrl: basic.avatar_url ?? null,
    followers: metrics.subscribers_count,
    erBp: bp(metrics.er ?? 0),
    aqs: Math.round(features.aqs ?? 0),
    credibility: features.credibility ?? null,
    viewsAvg: round(metrics.views_avg),
    likesAvg: round(metrics.likes_avg),
    commentsAvg: round(metrics.comments_avg),
    postsCount: round(metrics.posts_count),
    realSubscribers: round(metrics.real_subscribers_count),
    reelsViewsAvg: round(metrics.reels_video_views_avg),
    shortsViewsAvg: round(metrics.shorts_video_views_avg),
    likesCount: round(metrics.likes_count),
    avgTweets: metrics.avg_tweets ?? null,
    avgRetweets: metrics.avg_retweets ?? null,
    isVerified: basic.is_verified ?? false,
    accountType: features.account_type ?? "creator",
    countryCode: features.location?.country ?? null,
    cityId: features.location?.city ?? null,
    language: features.languages?.[0]?.toLowerCase() ?? null,
    lastMediaAt: features.last_media_time ?? null,
    categories: [...new Set((features.categories ?? []).filter((id) => categoryById.has(id)))],
    interests: [...new Set((features.interests ?? []).filter((id) => interestById.has(id)))],
    email: features.contacts?.email ?? null,
    phone: features.contacts?.phone ?? null,
    postPrice: round(features.estimated_prices?.post),
    storyPrice: round(features.estimated_prices?.story),
    audience: audience
      ? {
          maleBp: bp(audience.gender.male),
          femaleBp: bp(audience.gender.female),
          ageBp: AGE_GROUPS.map((group) => bp(audience.age?.[group] ?? 0)),
          countries: (audience.countries ?? [])
            .map((c) => [c.code.toUpperCase(), bp(c.prc)] as [string, number])
            .sort((a, b) => b[1] - a[1])
            .slice(0, 10),
          cities: (audience.cities ?? [])
            .map((c) => [c.id, bp(c.prc)] as [number, number])
            .sort((a, b) => b[1] - a[1])
            .slice(0, 10),
        }
      : null,
    source: "import",
  };
}
