import type { TPlatform } from "@radar/contract/constants";
import type { InfluencerRecord } from "../../../../discovery/public.ts";
import { CLEAN, type Latent, vendorQuality } from "./authenticity.ts";
import type { Prng } from "./prng.ts";

type Metrics = Pick<
  InfluencerRecord,
  | "followers"
  | "erBp"
  | "aqs"
  | "credibility"
  | "viewsAvg"
  | "likesAvg"
  | "commentsAvg"
  | "postsCount"
  | "realSubscribers"
  | "reelsViewsAvg"
  | "shortsViewsAvg"
  | "likesCount"
  | "avgTweets"
  | "avgRetweets"
>;

/**
 * Per platform: the follower tail (P(followers > x) = (1000 / x)^alpha), the engagement rate of a
 * 1,000-follower account and how fast it falls with size (er ∝ followers^-decay), and the median
 * ratio of average views to followers.
 */
const PLATFORM_SHAPE: Record<TPlatform, { alpha: number; er1k: number; decay: number; views: number }> = {
  instagram: { alpha: 0.72, er1k: 5.5, decay: 0.17, views: 0.35 },
  tiktok: { alpha: 0.66, er1k: 9, decay: 0.13, views: 0.8 },
  youtube: { alpha: 0.64, er1k: 4.5, decay: 0.14, views: 0.12 },
  twitter: { alpha: 0.75, er1k: 1.6, decay: 0.18, views: 0.08 },
};

const MAX_FOLLOWERS = 650_000_000;

export function generateFollowers(rng: Prng, platform: TPlatform): number {
  return Math.min(MAX_FOLLOWERS, Math.round(rng.pareto(1_000, PLATFORM_SHAPE[platform].alpha)));
}

/** The clean share of a typical account's followers: figures of an account this clean stay as they were before the latent model. */
const TYPICAL_CLEAN = 0.85;

/**
 * `latent`: the account's fake share (authenticity.ts). Bought or inactive followers do not engage or
 * watch, so engagement and views per follower fall with it; bought likes raise likes, not comments.
 * The vendor's score is drawn from the same latent, with the vendor's own error.
 */
export function generateMetrics(rng: Prng, platform: TPlatform, followers: number, isBrand: boolean, latent: Latent = CLEAN): Metrics {
  const shape = PLATFORM_SHAPE[platform];
  const clean = (1 - latent.fake) / TYPICAL_CLEAN;
  const realEr = Math.min(60, Math.max(0.01, shape.er1k * (followers / 1_000) ** -shape.decay * rng.logNormal(1, 0.45) * clean));
  const er = Math.min(60, realEr * (0.93 * latent.likesFactor + 0.07));
  const erBp = Math.max(1, Math.round(er * 100));
  const aqs = vendorQuality(latent, isBrand, rng.normal(0, 1));
  const credibility = Math.round(Math.min(99, Math.max(20, aqs * 0.45 + 42 + rng.normal(0, 6))) * 10) / 10;
  const viewsAvg = Math.round(followers * rng.logNormal(shape.views, 0.7) * clean);
  const realLikes = ((followers * realEr) / 100) * 0.93;
  const likesAvg = Math.round(realLikes * latent.likesFactor);
  const commentsAvg = Math.round(realLikes * rng.logNormal(0.035, 0.5));
  const postsCount = Math.round(Math.min(40_000, rng.logNormal(platform === "twitter" ? 4_000 : 420, 0.9)));
  return {
    followers,
    erBp,
    aqs,
    credibility,
    viewsAvg,
    likesAvg,
    commentsAvg,
    postsCount,
    realSubscribers: platform === "instagram" ? Math.round((followers * credibility) / 100) : null,
    reelsViewsAvg: platform === "instagram" ? Math.round(viewsAvg * rng.logNormal(1.2, 0.2)) : null,
    shortsViewsAvg: platform === "youtube" ? Math.round(followers * rng.logNormal(0.25, 0.9)) : null,
    likesCount: platform === "tiktok" ? Math.round(followers * rng.logNormal(14, 0.7)) : null,
    avgTweets: platform === "twitter" ? Math.round(rng.logNormal(3, 0.9) * 100) / 100 : null,
    avgRetweets: platform === "twitter" ? Math.round(((followers * er) / 100) * 0.3 * rng.logNormal(1, 0.4) * 100) / 100 : null,
  };
}

/** Estimated prices in SAR, rounded to 50: reach times a rate that rises with engagement. */
export function estimatePrices(rng: Prng, platform: TPlatform, followers: number, erBp: number, gulf: boolean) {
  const perThousand = 22 * Math.sqrt(Math.max(0.2, erBp / 300)) * (gulf ? 1.25 : 1) * rng.logNormal(1, 0.25);
  const platformFactor = platform === "youtube" ? 2.2 : platform === "twitter" ? 0.5 : platform === "tiktok" ? 0.9 : 1;
  const post = Math.max(150, Math.round(((followers / 1_000) * perThousand * platformFactor) / 50) * 50);
  return { postPrice: post, storyPrice: platform === "instagram" ? Math.max(100, Math.round((post * 0.45) / 50) * 50) : null };
}

export function isVerifiedAt(rng: Prng, followers: number, isBrand: boolean): boolean {
  const p = 1 / (1 + Math.exp(-(Math.log10(followers) - 5.8) * 2.2));
  return rng.chance(Math.min(0.9, p * (isBrand ? 1.5 : 1)));
}
