import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import { z } from "zod";
import { influencerId } from "../../discovery/public.ts";
import {
  audienceCityBp,
  audienceCountryBp,
  findMarketAccount,
  hasWords,
  lastPostAt,
  type MarketAccount,
  sharesCategories,
  vendorMarket,
  wordsOf,
} from "../sandbox/market/synthetic-market.ts";
import { channelIdFor } from "../youtube/youtube-sandbox-ids.ts";
import { HYPEAUDITOR_AGE_GROUPS } from "./hypeauditor-age-groups.ts";
import { markOf } from "./hypeauditor-sandbox-metrics.ts";

/**
 * HypeAuditor's `auditor.search/` over the synthetic market (reference §5, General.txt): the body's
 * documented filters that the market has figures for are applied; the others are accepted and
 * ignored, as the service does with filters a plan does not include (decision 0057 lists them).
 * Numbers may arrive as strings (form posts), so they are coerced.
 */

const number = z.coerce.number();
const range = z.object({ from: number.optional(), to: number.optional() }).optional();
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
  .transform((value) => value === true || value === 1 || value === "1" || value === "true");
const include = z.object({
  include: z.array(z.coerce.number().int()).max(100).optional(),
  exclude: z.array(z.coerce.number().int()).max(100).optional(),
});
const phrases = z.array(z.string().max(100)).max(20).optional();

export const ZSandboxSearchBodySchema = z
  .object({
    social_network: z.enum([...PLATFORMS, "twitch"]),
    page: z.coerce.number().int().min(1).max(500).default(1),
    search: phrases,
    search_description: phrases,
    search_content: phrases,
    category: include.optional(),
    thematics: include.optional(),
    account_geo: z
      .object({
        country: z.array(z.string().length(2)).max(100).optional(),
        city: z.array(z.coerce.number().int()).max(100).optional(),
      })
      .optional(),
    account_gender: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(["male", "female"]))
      .optional(),
    account_age: range,
    account_languages: z.array(z.string().min(2).max(10)).max(50).optional(),
    account_type: z.enum(["brand", "human"]).optional(),
    account_has_contacts: flag.optional(),
    audience_geo: z
      .object({
        countries: z
          .array(z.object({ id: z.string().length(2), prc: number.default(0) }))
          .max(50)
          .optional(),
        cities: z
          .array(z.object({ id: z.coerce.number().int(), prc: number.default(0) }))
          .max(50)
          .optional(),
      })
      .optional(),
    audience_age: z.object({ groups: z.array(z.enum(HYPEAUDITOR_AGE_GROUPS)).min(1).max(7), prc: number.default(0) }).optional(),
    audience_gender: z
      .object({
        gender: z
          .string()
          .transform((value) => value.toLowerCase())
          .pipe(z.enum(["male", "female"])),
        prc: number.default(0),
      })
      .optional(),
    subscribers_count: range,
    er: range,
    aqs: range,
    cqs: range,
    last_media_time: z.object({ from: number.optional() }).optional(),
    media_count: range,
    alikes_avg: range,
    views_avg: range,
    comments_avg: range,
    reels_video_views_avg: range,
    shorts_video_views_avg: range,
    verified: flag.optional(),
    similar: z.union([z.string().max(100), z.number()]).optional(),
    username_exclude: z.array(z.string().max(100)).max(1_000).optional(),
    sort: z
      .object({
        field: z.enum(["subscribers_count", "er", "username", "engagement_avg"]).default("engagement_avg"),
        order: z.enum(["asc", "desc"]).default("desc"),
      })
      .optional(),
  })
  .passthrough();
export type SandboxSearchBody = z.output<typeof ZSandboxSearchBodySchema>;

const within = (value: number | null, bounds: { from?: number; to?: number } | undefined) =>
  !bounds || (value !== null && (bounds.from === undefined || value >= bounds.from) && (bounds.to === undefined || value <= bounds.to));

/** Share ≥ prc percent, and some share at all. */
const atLeast = (bp: number, prc: number) => bp > 0 && bp >= Math.round(prc * 100);

/** The test a body's filters make, for one account of `platform`. */
export function hypeAuditorFilter(platform: TPlatform, body: SandboxSearchBody): (account: MarketAccount) => boolean {
  const countries = body.account_geo?.country?.map((code) => code.toUpperCase());
  // Cities are an Instagram filter at HypeAuditor [C].
  const cities = platform === "instagram" ? body.account_geo?.city : undefined;
  const keywords = (body.search ?? []).map(wordsOf).filter((words) => words.length > 0);
  const bioPhrases = (body.search_description ?? []).map(wordsOf).filter((words) => words.length > 0);
  const similar = typeof body.similar === "string" ? findMarketAccount("hypeauditor", platform, body.similar) : undefined;
  const excluded = new Set((body.username_exclude ?? []).map((name) => name.trim().replace(/^@/, "").toLowerCase()));
  const { category, audience_geo: geo, audience_age: ages, audience_gender: gender } = body;
  const ageIndexes = ages?.groups.map((group) => HYPEAUDITOR_AGE_GROUPS.indexOf(group));
  // No ER filter on YouTube there (General.txt: IG, TT, Twitter), and its quality score is CQS.
  const er = platform === "youtube" ? undefined : body.er;
  const quality = platform === "youtube" ? body.cqs : body.aqs;

  return (p) =>
    within(p.followers, body.subscribers_count) &&
    within(p.erBp / 100, er) &&
    within(p.aqs, quality) &&
    (!countries?.length || countries.includes(p.country)) &&
    (!cities?.length || (p.cityId !== null && cities.includes(p.cityId))) &&
    (body.account_gender === undefined || p.gender === body.account_gender) &&
    within(p.age, body.account_age) &&
    (!body.account_languages?.length || body.account_languages.some((code) => code.toLowerCase() === p.language)) &&
    (body.account_type === undefined || (body.account_type === "brand") === (p.accountType === "brand")) &&
    (body.account_has_contacts === undefined || body.account_has_contacts === (p.hasEmail || p.hasPhone)) &&
    (!geo?.countries?.length || geo.countries.every((c) => atLeast(audienceCountryBp(p, c.id.toUpperCase()), c.prc))) &&
    (!geo?.cities?.length || geo.cities.every((c) => atLeast(audienceCityBp(p, c.id), c.prc))) &&
    (!ageIndexes ||
      (p.audience !== null &&
        atLeast(
          ageIndexes.reduce((sum, i) => sum + (p.audience?.ageBp[i] ?? 0), 0),
          ages?.prc ?? 0,
        ))) &&
    (!gender || (p.audience !== null && atLeast(gender.gender === "male" ? p.audience.maleBp : p.audience.femaleBp, gender.prc))) &&
    (!category?.include?.length || category.include.some((id) => p.categories.includes(id))) &&
    (!category?.exclude?.length || !category.exclude.some((id) => p.categories.includes(id))) &&
    (keywords.length === 0 || keywords.some((words) => hasWords(p, words))) &&
    (bioPhrases.length === 0 || bioPhrases.some((words) => hasWords(p, words, true))) &&
    (body.last_media_time?.from === undefined || lastPostAt(p) >= body.last_media_time.from) &&
    within(p.postsCount, body.media_count) &&
    within(p.likesAvg, body.alikes_avg) &&
    within(p.viewsAvg, body.views_avg) &&
    within(p.commentsAvg, body.comments_avg) &&
    within(p.reelsViewsAvg, body.reels_video_views_avg) &&
    within(p.shortsViewsAvg, body.shorts_video_views_avg) &&
    (body.verified === undefined || p.isVerified === body.verified) &&
    (similar === undefined || (similar !== null && sharesCategories(p, similar))) &&
    !excluded.has(p.username);
}

/** The accounts a body finds, sorted as asked (HypeAuditor's default: engagement, biggest first); ties by row. */
export function hypeAuditorSandboxSearch(body: SandboxSearchBody): MarketAccount[] {
  if (body.social_network === "twitch") return [];
  const platform = body.social_network;
  const field = body.sort?.field ?? "engagement_avg";
  const sign = (body.sort?.order ?? "desc") === "desc" ? -1 : 1;
  const key = (p: MarketAccount) => (field === "subscribers_count" ? p.followers : field === "er" ? p.erBp : p.engagements);
  return vendorMarket("hypeauditor", platform)
    .filter(hypeAuditorFilter(platform, body))
    .sort(
      (a, b) =>
        (field === "username" ? (a.username < b.username ? -1 : a.username > b.username ? 1 : 0) : key(a) - key(b)) * sign || a.row - b.row,
    );
}

/** The account's id at its platform: YouTube's channel id (the one the YouTube sandbox serves), else a numeric id. */
export function marketSocialId(account: MarketAccount): string {
  return account.platform === "youtube" ? channelIdFor(account.username) : influencerId(account.platform, account.username);
}

/** A discovery row, shaped per platform like the samples of instagram.txt, tiktok.txt and youtube.txt. */
export function marketSearchRow(account: MarketAccount, avatarUrl: string) {
  const value = (v: number) => ({ value: v });
  const er = account.erBp / 100;
  const basic = { username: account.username, title: account.fullName, avatar_url: avatarUrl };
  const network = {
    type: account.platform,
    title: account.fullName,
    social_id: marketSocialId(account),
    username: account.username,
    avatar_url: avatarUrl,
    subscribers_count: account.followers,
    er,
    state: "READY",
  };
  const features = { social_networks: [network], search_content: [] };
  const mark = markOf(account.aqs / 15);
  switch (account.platform) {
    case "instagram":
      return {
        basic,
        metrics: {
          er: value(er),
          subscribers_count: value(account.followers),
          real_subscribers_count: value(Math.round((account.followers * account.credibility) / 100)),
          reels_video_views_avg: value(account.reelsViewsAvg ?? account.viewsAvg),
        },
        features,
      };
    case "tiktok":
      return {
        basic,
        metrics: { er: value(er), subscribers_count: value(account.followers), views_avg: value(account.viewsAvg) },
        features: { ...features, aqs: { data: { mark } } },
      };
    case "youtube":
      return {
        basic: { id: network.social_id, ...basic, category_name: null },
        metrics: { subscribers_count: value(account.followers), shorts_video_views_avg: value(account.shortsViewsAvg ?? 0) },
        features: { ...features, cqs: { data: { mark } }, blogger_thematics: [] },
      };
    case "twitter":
      return { basic, metrics: { er: value(er), subscribers_count: value(account.followers) }, features };
  }
}
