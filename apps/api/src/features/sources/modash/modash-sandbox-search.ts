import type { TPlatform } from "@radar/contract/constants";
import { z } from "zod";
import type { AppConfig } from "../../../core/config/config.ts";
import {
  audienceCityBp,
  audienceCountryBp,
  audienceLanguageBp,
  findMarketAccount,
  hasWords,
  lastPostAt,
  type MarketAccount,
  marketToday,
  sharesAudience,
  sharesCategories,
  vendorMarket,
  wordsOf,
} from "../sandbox/market/synthetic-market.ts";
import { sandboxDelay } from "../sandbox/sandbox-latency.ts";
import { MODASH_SANDBOX_INTERESTS, type SandboxLocation, sandboxLocations, sandboxUserId } from "./modash-sandbox-data.ts";
import { MODASH_MAX_PAGE_INDEX, MODASH_PAGE_SIZE } from "./modash-search-body.ts";

/**
 * Modash's `POST /{platform}/search` over the synthetic market (reference §6): every documented
 * filter is accepted; those the market has data for are applied (the rest are listed in decision
 * 0057), `total` is the exact count of matches, and the same body always gives the same rows.
 */

const range = z.object({ min: z.number().optional(), max: z.number().optional() }).optional();
const weight = z.number().min(0).max(1).default(0);
/** Modash's audience age groups [P]. */
export const MODASH_AGE_GROUPS = ["13-17", "18-24", "25-34", "35-44", "45-64", "65-"] as const;
const SORT_FIELDS = [
  "followers",
  "engagements",
  "engagementRate",
  "relevance",
  "keywords",
  "audienceGeo",
  "audienceLang",
  "audienceGender",
  "audienceAge",
  "followersGrowth",
  "audienceInterest",
  "reelsPlays",
] as const;

export const ZSandboxSearchBodySchema = z
  .object({
    page: z.number().int().min(0).max(MODASH_MAX_PAGE_INDEX).default(0),
    calculationMethod: z.enum(["median", "average"]).optional(),
    sort: z
      .object({
        field: z.enum(SORT_FIELDS).default("followers"),
        direction: z.enum(["asc", "desc"]).default("desc"),
        value: z.union([z.number(), z.string().max(40)]).optional(),
      })
      .optional(),
    filter: z
      .object({
        influencer: z
          .object({
            followers: range,
            engagementRate: z.number().min(0).max(1).optional(),
            location: z.array(z.number().int()).max(100).optional(),
            language: z.string().min(2).max(10).optional(),
            lastposted: z.number().int().min(1).max(3_650).optional(),
            gender: z.enum(["MALE", "FEMALE", "KNOWN", "UNKNOWN"]).optional(),
            age: range,
            bio: z.string().max(200).optional(),
            keywords: z.string().max(200).optional(),
            relevance: z.array(z.string().min(1).max(100)).max(50).optional(),
            audienceRelevance: z.array(z.string().min(1).max(100)).max(50).optional(),
            interests: z.array(z.number().int()).max(100).optional(),
            brands: z.array(z.number().int()).max(100).optional(),
            accountTypes: z
              .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
              .max(3)
              .optional(),
            isVerified: z.boolean().optional(),
            hasSponsoredPosts: z.boolean().optional(),
            hasYouTube: z.boolean().optional(),
            engagements: range,
            reelsPlays: range,
            followersGrowthRate: z
              .object({ interval: z.string().max(20), value: z.number(), operator: z.enum(["gt", "gte", "lt", "lte"]) })
              .optional(),
            hasContactDetails: z
              .array(z.object({ contactType: z.string().min(1).max(40), filterAction: z.enum(["must", "should", "not"]).default("must") }))
              .max(20)
              .optional(),
            textTags: z
              .array(z.object({ type: z.enum(["hashtag", "mention"]), value: z.string().min(1).max(100) }))
              .max(50)
              .optional(),
            filterOperations: z.array(z.object({ operator: z.enum(["and", "or", "not"]), filter: z.string().max(40) })).optional(),
          })
          .optional(),
        audience: z
          .object({
            location: z
              .array(z.object({ id: z.number().int(), weight }))
              .max(50)
              .optional(),
            language: z.object({ id: z.string().min(2).max(10), weight }).optional(),
            gender: z.object({ id: z.enum(["MALE", "FEMALE"]), weight }).optional(),
            age: z
              .array(z.object({ id: z.enum(MODASH_AGE_GROUPS), weight }))
              .max(6)
              .optional(),
            ageRange: z
              .object({
                min: z.string().regex(/^\d{1,3}$/),
                max: z
                  .string()
                  .regex(/^\d{1,3}$/)
                  .optional(),
                weight,
              })
              .optional(),
            interests: z
              .array(z.object({ id: z.number().int(), weight }))
              .max(50)
              .optional(),
            credibility: z.number().min(0).max(1).optional(),
          })
          .optional(),
      })
      .optional(),
  })
  .passthrough();
export type SandboxSearchBody = z.output<typeof ZSandboxSearchBodySchema>;

/** Modash rounds follower bounds [P]: under 5,000 to the nearest 1,000, from there to the nearest 5,000. */
export function roundFollowers(value: number): number {
  return value < 5_000 ? Math.round(value / 1_000) * 1_000 : Math.round(value / 5_000) * 5_000;
}

/** An audience's share of Modash's age groups, in basis points (45–64 is one group there). */
export function modashAgeBp(account: MarketAccount): Record<(typeof MODASH_AGE_GROUPS)[number], number> {
  const a = account.audience?.ageBp ?? [];
  const at = (i: number) => a[i] ?? 0;
  return { "13-17": at(0), "18-24": at(1), "25-34": at(2), "35-44": at(3), "45-64": at(4) + at(5), "65-": at(6) };
}

/** The bounds of the market's seven audience age groups (13–17 … 65+). */
export const FINE_AGE_BOUNDS: [number, number][] = [
  [13, 17],
  [18, 24],
  [25, 34],
  [35, 44],
  [45, 54],
  [55, 64],
  [65, Number.POSITIVE_INFINITY],
];

/** 1 regular, 2 business, 3 creator (Modash's Instagram account types). */
const ACCOUNT_TYPE_CODE = { personal: 1, brand: 2, creator: 3 } as const;

const within = (value: number | null, bounds: { min?: number; max?: number } | undefined) =>
  !bounds || (value !== null && (bounds.min === undefined || value >= bounds.min) && (bounds.max === undefined || value <= bounds.max));

function locationMatches(place: SandboxLocation | undefined, account: MarketAccount): boolean {
  if (!place) return false;
  return place.cityId ? place.cityId === account.cityId : place.country === account.country;
}

function audienceLocationBp(place: SandboxLocation | undefined, account: MarketAccount): number {
  if (!place) return 0;
  return place.cityId ? audienceCityBp(account, place.cityId) : audienceCountryBp(account, place.country);
}

function hasContact(account: MarketAccount, type: string): boolean {
  const kind = type.toLowerCase();
  return kind === "email" ? account.hasEmail : kind === "phone" ? account.hasPhone : false;
}

/** Share ≥ weight, and some share at all (a weight of 0 still asks for the place, language… to be there). */
const atLeast = (bp: number, fraction: number) => bp > 0 && bp >= Math.round(fraction * 10_000);

/** A lookalike term: "@user" (accounts sharing its categories or its audience) or "#tag" / a word (the text). */
type Term = { seed: MarketAccount | null } | { words: string[] };

function terms(platform: TPlatform, values: string[] | undefined): Term[] {
  return (values ?? []).map((value) =>
    value.trim().startsWith("@") ? { seed: findMarketAccount("modash", platform, value) } : { words: wordsOf(value.replace(/^#/, "")) },
  );
}

/** The test a body's filters make, for one account. */
export function modashFilter(platform: TPlatform, body: SandboxSearchBody, now = Date.now()): (account: MarketAccount) => boolean {
  const f = body.filter?.influencer ?? {};
  const a = body.filter?.audience ?? {};
  const followers = f.followers && {
    min: f.followers.min === undefined ? undefined : roundFollowers(f.followers.min),
    max: f.followers.max === undefined ? undefined : roundFollowers(f.followers.max),
  };
  const dictionary = f.location?.length || a.location?.length ? sandboxLocations() : [];
  const placeOf = (id: number) => dictionary.find((l) => l.id === id);
  const places = (f.location ?? []).map(placeOf);
  const audiencePlaces = (a.location ?? []).map((entry) => ({ place: placeOf(entry.id), weight: entry.weight }));
  const interestCategories = (f.interests ?? []).map((id) => MODASH_SANDBOX_INTERESTS.find((i) => i.id === id)?.category ?? -1);
  const relevance = terms(platform, f.relevance);
  const hashtags = (f.textTags ?? []).filter((tag) => tag.type === "hashtag").map((tag) => wordsOf(tag.value.replace(/^#/, "")));
  const bioWords = wordsOf(f.bio ?? "");
  const keywordWords = wordsOf(f.keywords ?? "");
  const audienceSeeds = (f.audienceRelevance ?? []).map((value) => findMarketAccount("modash", platform, value));
  const postedSince = f.lastposted === undefined ? undefined : marketToday(now) - f.lastposted * 86_400;
  const contacts = f.hasContactDetails ?? [];
  const should = contacts.filter((c) => c.filterAction === "should");
  const ageGroups = a.age?.map((entry) => entry.id);
  const ageWeight = Math.max(0, ...(a.age ?? []).map((entry) => entry.weight));
  // The market keeps seven age groups (45–54 and 55–64 apart), so a range is summed over those.
  const rangeGroups = a.ageRange
    ? FINE_AGE_BOUNDS.flatMap(([low, high], i) => {
        const max = a.ageRange?.max === undefined ? Number.POSITIVE_INFINITY : Number(a.ageRange.max);
        return low >= Number(a.ageRange?.min) && high <= max ? [i] : [];
      })
    : undefined;

  return (p) =>
    within(p.followers, followers) &&
    (f.engagementRate === undefined || p.erBp >= Math.round(f.engagementRate * 10_000)) &&
    (!f.location?.length || places.some((place) => locationMatches(place, p))) &&
    (f.language === undefined || p.language === f.language.toLowerCase()) &&
    (postedSince === undefined || lastPostAt(p, now) >= postedSince) &&
    (f.gender === undefined ||
      (f.gender === "KNOWN" ? p.gender !== null : f.gender === "UNKNOWN" ? p.gender === null : p.gender === f.gender.toLowerCase())) &&
    within(p.age, f.age) &&
    (!f.bio?.trim() || hasWords(p, bioWords, true)) &&
    (!f.keywords?.trim() || hasWords(p, keywordWords)) &&
    (relevance.length === 0 ||
      relevance.some((term) => ("seed" in term ? term.seed !== null && sharesCategories(p, term.seed) : hasWords(p, term.words)))) &&
    (audienceSeeds.length === 0 || audienceSeeds.some((seed) => seed !== null && sharesAudience(p, seed))) &&
    (!f.interests?.length || interestCategories.some((id) => p.categories.includes(id))) &&
    (!f.accountTypes?.length || f.accountTypes.includes(ACCOUNT_TYPE_CODE[p.accountType])) &&
    (f.isVerified === undefined || p.isVerified === f.isVerified) &&
    within(p.engagements, f.engagements) &&
    within(p.reelsViewsAvg, f.reelsPlays) &&
    contacts.every((c) => c.filterAction !== "must" || hasContact(p, c.contactType)) &&
    contacts.every((c) => c.filterAction !== "not" || !hasContact(p, c.contactType)) &&
    (should.length === 0 || should.some((c) => hasContact(p, c.contactType))) &&
    hashtags.every((tag) => hasWords(p, tag)) &&
    audiencePlaces.every(({ place, weight: w }) => atLeast(audienceLocationBp(place, p), w)) &&
    (!a.language || atLeast(audienceLanguageBp(p, a.language.id.toLowerCase()), a.language.weight)) &&
    (!a.gender || (p.audience !== null && atLeast(a.gender.id === "MALE" ? p.audience.maleBp : p.audience.femaleBp, a.gender.weight))) &&
    (!ageGroups?.length || atLeast(sumGroups(p, ageGroups), ageWeight)) &&
    (!rangeGroups ||
      atLeast(
        rangeGroups.reduce((sum, i) => sum + (p.audience?.ageBp[i] ?? 0), 0),
        a.ageRange?.weight ?? 0,
      )) &&
    (a.credibility === undefined || (p.audience !== null && p.credibility >= a.credibility * 100));
}

function sumGroups(account: MarketAccount, groups: readonly (typeof MODASH_AGE_GROUPS)[number][]): number {
  const shares = modashAgeBp(account);
  return groups.reduce((sum, group) => sum + shares[group], 0);
}

/** The key an account sorts by (audience sorts read `sort.value`: a location id, language, gender or age group). */
function sortKey(platform: TPlatform, body: SandboxSearchBody): (account: MarketAccount) => number {
  const { field = "followers", value } = body.sort ?? {};
  switch (field) {
    case "engagements":
      return (p) => p.engagements;
    case "engagementRate":
      return (p) => p.erBp;
    case "reelsPlays":
      return (p) => p.reelsViewsAvg ?? 0;
    case "audienceGeo": {
      const place = sandboxLocations().find((l) => l.id === Number(value));
      return (p) => audienceLocationBp(place, p);
    }
    case "audienceLang":
      return (p) => audienceLanguageBp(p, String(value ?? "").toLowerCase());
    case "audienceGender":
      return (p) => (String(value).toUpperCase() === "MALE" ? (p.audience?.maleBp ?? 0) : (p.audience?.femaleBp ?? 0));
    case "audienceAge":
      return (p) => modashAgeBp(p)[MODASH_AGE_GROUPS.find((g) => g === value) ?? "18-24"];
    case "relevance": {
      const seeds = terms(platform, body.filter?.influencer?.relevance).flatMap((term) => ("seed" in term && term.seed ? [term.seed] : []));
      return (p) => seeds.reduce((score, seed) => score + p.categories.filter((id) => seed.categories.includes(id)).length, 0);
    }
    default:
      // keywords, followersGrowth and audienceInterest have no figure in the market: followers stand in.
      return (p) => p.followers;
  }
}

/** The accounts a body finds, sorted as asked (followers, biggest first, by default); ties by followers, then row. */
export function modashSandboxSearch(platform: TPlatform, body: SandboxSearchBody, now = Date.now()): MarketAccount[] {
  const keep = modashFilter(platform, body, now);
  const key = sortKey(platform, body);
  const sign = (body.sort?.direction ?? "desc") === "desc" ? -1 : 1;
  return vendorMarket("modash", platform)
    .filter(keep)
    .sort((x, y) => (key(x) - key(y)) * sign || y.followers - x.followers || x.row - y.row);
}

function profileUrl(platform: TPlatform, username: string, userId: string): string {
  if (platform === "instagram") return `https://www.instagram.com/${username}/`;
  if (platform === "tiktok") return `https://www.tiktok.com/@${username}`;
  return `https://www.youtube.com/channel/${userId}`;
}

/** A search row's `profile` [C]: averageViews besides, off Instagram [U]. */
export function marketProfile(account: MarketAccount, picture: string) {
  const userId = sandboxUserId(account.platform, account.username);
  return {
    userId,
    fullname: account.fullName,
    username: account.username,
    url: profileUrl(account.platform, account.username, userId),
    picture,
    followers: account.followers,
    engagements: account.engagements,
    engagementRate: account.erBp / 10_000,
    ...(account.platform === "instagram" ? {} : { averageViews: account.viewsAvg }),
  };
}

/** The search answer `{error, total, directs, lookalikes, isExactMatch}`, after the configured latency. */
export async function modashSearchAnswer(
  config: Pick<AppConfig, "SOURCES_SANDBOX_LATENCY_MS" | "NODE_ENV">,
  platform: TPlatform,
  body: SandboxSearchBody,
  picture: (handle: string) => string,
) {
  const found = modashSandboxSearch(platform, body);
  await sandboxDelay(config);
  const rows = found.slice(body.page * MODASH_PAGE_SIZE, (body.page + 1) * MODASH_PAGE_SIZE);
  const directs = rows.map((account) => {
    const profile = marketProfile(account, picture(account.username));
    return { userId: profile.userId, profile, match: {} };
  });
  return { error: false, total: found.length, directs, lookalikes: [], isExactMatch: true };
}
