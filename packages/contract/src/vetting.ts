import { z } from "zod";
import { PLATFORMS } from "./constants.ts";

/**
 * Vetting: an account's history, growth and our own authenticity signals. Reasons are
 * codes; the sentences are in the web app's locales (search.json, vetting.reasons.*), in both
 * languages.
 */

/** The chart's spans, in days. */
export const HISTORY_SPANS = [30, 90, 365] as const;
export type THistorySpan = (typeof HISTORY_SPANS)[number];

/** GET /api/influencers/{id}/history/?days= */
export const ZHistoryQuerySchema = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(30), z.literal(90), z.literal(365)]))
    .default(90)
    .describe("The chart's span: 30, 90 or 365 days"),
});

export const ZHistoryPointSchema = z.object({
  day: z.string().describe("YYYY-MM-DD (UTC)"),
  followers: z.number().int(),
  following: z.number().int().nullable(),
  posts: z.number().int().nullable(),
  /** Engagement rate in percent. */
  er: z.number().nullable(),
});
export type THistoryPoint = z.infer<typeof ZHistoryPointSchema>;

/** Followers gained (or lost) over a span, from the point nearest its start to the latest. */
export const ZGrowthSchema = z.object({
  days: z.number().int().describe("The span asked for (30 or 90)"),
  /** Days actually between the two points compared (a point a few days off the span's start is used). */
  measured_days: z.number().int(),
  change: z.number().int(),
  /** Percent of the followers at the span's start. */
  rate: z.number(),
});
export type TGrowth = z.infer<typeof ZGrowthSchema>;

export const SIGNAL_KINDS = ["engagement", "likes_per_comment", "views_per_follower", "growth_spike", "follower_following"] as const;
export type TSignalKind = (typeof SIGNAL_KINDS)[number];

/** How a signal reads: fine, worth a look, or a warning. */
export const SIGNAL_VERDICTS = ["good", "watch", "warning"] as const;
export type TSignalVerdict = (typeof SIGNAL_VERDICTS)[number];

export const SIGNAL_REASONS = [
  "engagement_typical",
  "engagement_below",
  "engagement_far_below",
  "engagement_far_above",
  "likes_per_comment_typical",
  "likes_per_comment_high",
  "likes_per_comment_low",
  "views_typical",
  "views_below",
  "views_far_below",
  "no_spikes",
  "spike",
  "following_typical",
  "following_high",
  "following_above_followers",
] as const;
export type TSignalReason = (typeof SIGNAL_REASONS)[number];

export const ZSignalSchema = z.object({
  kind: z.enum(SIGNAL_KINDS),
  verdict: z.enum(SIGNAL_VERDICTS),
  reason: z.enum(SIGNAL_REASONS),
  /** The account's figure: a percent (engagement), a ratio, or followers gained on the spike's day. */
  value: z.number(),
  /** What it is measured against: the median of its platform and size band, or its own daily trend. */
  benchmark: z.number().nullable(),
  /** value ÷ benchmark where both are known. */
  ratio: z.number().nullable(),
  /** The day of a growth spike (YYYY-MM-DD). */
  date: z.string().nullable(),
});
export type TSignal = z.infer<typeof ZSignalSchema>;

const ZQualityBandSchema = z.enum(["excellent", "very_good", "good", "average", "could_be_improved", "poor"]);

export const ZQualitySchema = z.object({
  /** The vendor's audience quality score (it wins where it exists). */
  vendor: z.object({ score: z.number().int(), band: ZQualityBandSchema }).nullable(),
  /** Our estimate from the signals: always shown as ours, never as the vendor's. */
  estimate: z.object({ score: z.number().int(), band: ZQualityBandSchema }).nullable(),
});
export type TQuality = z.infer<typeof ZQualitySchema>;

export const ZInfluencerHistorySchema = z.object({
  influencer_id: z.string(),
  platform: z.enum(PLATFORMS),
  days: z.number().int(),
  points: z.array(ZHistoryPointSchema),
  growth: z.array(ZGrowthSchema).describe("30- and 90-day growth where the history reaches back far enough"),
  signals: z.array(ZSignalSchema),
  quality: ZQualitySchema,
  /** The size band the medians are taken from (SIZE_PRESETS value). */
  size_band: z.string(),
});
export type TInfluencerHistory = z.infer<typeof ZInfluencerHistorySchema>;
