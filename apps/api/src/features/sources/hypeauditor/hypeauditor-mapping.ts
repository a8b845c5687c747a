import type { TPlatform } from "@radar/contract/constants";
import type { TProvenanceField } from "@radar/contract/sources";
import { blankRecord, clampFollowers, contactsIn, erToBp, reportGroups, summaryGroups } from "../record-builder.ts";
import type { SourceAccount } from "../source-types.ts";
import { hypeAuditorHistory } from "../vendor-history.ts";
import {
  type HypeAuditorAccountData,
  type HypeAuditorFeatures,
  type HypeAuditorMetrics,
  ZBloggerGeoSchema,
  ZPricesSchema,
  ZQualityScoreSchema,
  ZSocialNetworksSchema,
} from "./hypeauditor-answers.ts";
import { audienceOf, categoriesOf, credibilityOf, textList } from "./hypeauditor-features.ts";

/**
 * HypeAuditor's own figures are taken as they are: `er` is HypeAuditor's engagement rate in percent
 * (its definition per platform: likes and comments — plus shares on TikTok — per post over
 * followers), never recomputed by us. Prices are converted from USD ([U] currency) at the Saudi
 * riyal's fixed peg and marked as estimates, which HypeAuditor's prices are in the first place.
 */
export const SAR_PER_USD = 3.75;

/** Report periods in the order we fall back on when a metric has no headline `value` (TikTok reports [C]). */
const PERIODS = ["30d", "90d", "180d", "365d", "all", "7d"];
/** Average views of 0 in search rows mean "not measured" (the instagram.txt sample shows 0 reels views on a 22M account). */
const VIEW_METRICS = new Set(["views_avg", "reels_video_views_avg", "shorts_video_views_avg"]);

export function metricValue(metrics: HypeAuditorMetrics, name: string): number | null {
  const metric = metrics[name];
  if (!metric) return null;
  let value = countOrRate(metric.value);
  for (const period of PERIODS) {
    if (value !== null) break;
    value = countOrRate(metric.performance?.[period]?.value);
  }
  if (value === 0 && VIEW_METRICS.has(name)) return null;
  return value;
}

function countOrRate(value: unknown): number | null {
  const number = typeof value === "string" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : null;
}

const round = (value: number | null) => (value === null ? null : Math.round(value));

/** What we know from outside the row: search filters the service applied (every direct match satisfies them). */
export interface KnownFacts {
  country?: string | null;
  verified?: boolean;
}

/**
 * An account of a report (`result.report`) or of a search row, in the index's shape. `known` is
 * given for search rows only (what the search's filters say): a search row gives its identity and
 * metrics, and its other groups only where the index has none yet; a report gives all it has.
 */
export function toSourceAccount(platform: TPlatform, handle: string, data: HypeAuditorAccountData, known?: KnownFacts): SourceAccount {
  const { basic, metrics, features } = data;
  const record = blankRecord("hypeauditor", platform, basic.username?.trim() || handle);
  const estimated: TProvenanceField[] = [];
  const missing: TProvenanceField[] = [];

  const followers = metricValue(metrics, "subscribers_count");
  if (followers === null) missing.push("followers");
  record.followers = clampFollowers(followers ?? 0);
  record.fullName = basic.title?.trim() || record.username;
  record.bio = basic.description ?? "";
  record.avatarUrl = basic.avatar_url || null;
  record.isVerified = basic.is_verified ?? known?.verified ?? false;

  const er = metricValue(metrics, "er") ?? socialNetworkOf(platform, features)?.er ?? null;
  if (er === null) missing.push("er");
  record.erBp = erToBp(er ?? 0);
  // Instagram's views are its reels' views; X's likes and replies per tweet are [U] metric names (after its search filters).
  const views = metricValue(metrics, "views_avg") ?? (platform === "instagram" ? metricValue(metrics, "reels_video_views_avg") : null);
  record.viewsAvg = round(views);
  record.likesAvg = round(metricValue(metrics, "alikes_avg") ?? metricValue(metrics, "likes_avg") ?? metricValue(metrics, "twitter_likes"));
  record.commentsAvg = round(metricValue(metrics, "comments_avg") ?? metricValue(metrics, "twitter_replies"));
  record.postsCount = round(metricValue(metrics, "media_count"));
  if (record.viewsAvg === null) missing.push("views_avg");
  if (record.likesAvg === null) missing.push("likes_avg");
  if (record.commentsAvg === null) missing.push("comments_avg");
  platformFigures(platform, metrics, record, missing);

  // YouTube has the Channel Quality Score where Instagram and TikTok have the Audience Quality Score: both 0–100.
  const score = ZQualityScoreSchema.safeParse(platform === "youtube" ? (features.cqs ?? features.aqs) : features.aqs);
  const aqs = score.success ? score.data.data.value : null;
  if (aqs == null) missing.push("aqs");
  else record.aqs = Math.round(Math.min(100, Math.max(0, aqs)));
  record.credibility = credibilityOf(features, record.followers, record.realSubscribers);
  if (record.credibility === null) missing.push("credibility");

  const geo = ZBloggerGeoSchema.safeParse(features.blogger_geo);
  const country = (geo.success ? geo.data.data.country : null) ?? known?.country ?? null;
  record.countryCode = country && /^[A-Za-z]{2}$/.test(country.trim()) ? country.trim().toUpperCase() : null;
  if (record.countryCode === null) missing.push("location");
  const language = textList(features.blogger_languages)[0];
  record.language = language && /^[a-z]{2}$/i.test(language) ? language.toLowerCase() : null;
  record.categories = categoriesOf(platform, features);
  if (record.categories.length === 0) missing.push("categories");

  const inBio = contactsIn(record.bio);
  record.email = textList(features.blogger_emails).find((text) => text.includes("@")) ?? inBio.email;
  record.phone = inBio.phone;
  const prices = ZPricesSchema.safeParse(features.blogger_prices);
  const post = prices.success ? prices.data.data.post_price : null;
  const story = prices.success ? prices.data.data.story_price : null;
  record.postPrice = post != null && post > 0 ? Math.round(post * SAR_PER_USD) : null;
  record.storyPrice = story != null && story > 0 ? Math.round(story * SAR_PER_USD) : null;
  if (record.postPrice === null) missing.push("prices");
  else estimated.push("prices");

  // The index holds no audience for X accounts; elsewhere it is there when HypeAuditor gives it.
  record.audience = platform === "twitter" ? null : audienceOf(features);
  if (record.audience === null) missing.push("audience");

  record.provides = known === undefined ? reportGroups(record, missing) : summaryGroups(record, missing);
  const sourceRef = basic.id ?? socialNetworkOf(platform, features)?.social_id ?? null;
  return { record, sourceRef, estimated, missing, history: hypeAuditorHistory(data.metrics.subscribers_count?.performance, new Date()) };
}

function platformFigures(platform: TPlatform, metrics: HypeAuditorMetrics, record: SourceAccount["record"], missing: TProvenanceField[]) {
  if (platform === "instagram") {
    record.realSubscribers = round(metricValue(metrics, "real_subscribers_count"));
    record.reelsViewsAvg = round(metricValue(metrics, "reels_video_views_avg"));
    if (record.reelsViewsAvg === null) missing.push("reels_views_avg");
  } else if (platform === "youtube") {
    record.shortsViewsAvg = round(metricValue(metrics, "shorts_video_views_avg"));
    if (record.shortsViewsAvg === null) missing.push("shorts_views_avg");
  } else if (platform === "tiktok") {
    record.likesCount = round(metricValue(metrics, "likes_count"));
  } else {
    // [U] X metric names: taken from the search filters twitter_tweet / twitter_retweet.
    record.avgTweets = metricValue(metrics, "twitter_tweet");
    record.avgRetweets = metricValue(metrics, "twitter_retweet");
    if (record.avgTweets === null) missing.push("avg_tweets");
  }
}

function socialNetworkOf(platform: TPlatform, features: HypeAuditorFeatures) {
  const networks = ZSocialNetworksSchema.safeParse(features.social_networks);
  if (!networks.success) return null;
  return networks.data.find((network) => network.type === platform) ?? null;
}
