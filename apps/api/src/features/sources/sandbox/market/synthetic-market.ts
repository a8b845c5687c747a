import type { TPlatform } from "@radar/contract/constants";
import type { TAccountType } from "@radar/contract/search";
import { type AudienceRecord, categoryById, type InfluencerRecord, normalizeText } from "../../../discovery/public.ts";
import { generateInfluencer } from "./generator/generate-influencer.ts";
import { COUNTRY_PROFILES } from "./generator/geography.ts";
import { Prng } from "./generator/prng.ts";

/**
 * The synthetic market the vendor and YouTube sandboxes search (decision 0057). Per platform, one
 * universe of MARKET_UNIVERSE_ROWS generated creators (the seed generator, its platform fixed);
 * YouTube's search sees the whole YouTube universe, and each vendor indexes its own seeded share of
 * every universe, so Modash and HypeAuditor overlap only partly, and where they overlap they agree.
 * Generated on first use and kept in memory as compact rows; a page's full records are generated
 * again from their row numbers (the generator is a pure function of seed and row).
 */

export type MarketVendor = "modash" | "hypeauditor" | "youtube";

/** Creators per platform. Sized so a platform's first search costs well under a second (see the decision record). */
export const MARKET_UNIVERSE_ROWS = 20_000;
const MARKET_SEED = 20_260_527;
const PLATFORM_STREAM: Record<TPlatform, number> = { instagram: 0, tiktok: 1, youtube: 2, twitter: 3 };
/** The generator's "now"; recency is kept as the age of the last post, so answers do not drift with the date. */
export const MARKET_AS_OF = 1_780_000_000;
const DAY = 86_400;

/** Which rows of a universe a service holds: its own selection seed and share. */
const COVERAGE: Record<MarketVendor, { seed: number; share: number }> = {
  youtube: { seed: 0, share: 1 },
  modash: { seed: 0x6d6f6461, share: 0.8 },
  hypeauditor: { seed: 0x68797065, share: 0.75 },
};

/** Midpoints of the seven audience age groups (13–17 … 65+), for a creator's own age. */
const AGE_MIDPOINTS = [15, 21, 29.5, 39.5, 49.5, 59.5, 68];

/** What the searches filter and sort on; a page's full records come from `marketRecord`. */
export interface MarketAccount {
  platform: TPlatform;
  /** Row of the platform's universe. */
  row: number;
  username: string;
  fullName: string;
  followers: number;
  /** Engagement rate in hundredths of a percent. */
  erBp: number;
  /** Average interactions per post: followers × ER. */
  engagements: number;
  aqs: number;
  /** Percent of real followers. */
  credibility: number;
  viewsAvg: number;
  likesAvg: number;
  commentsAvg: number;
  postsCount: number;
  reelsViewsAvg: number | null;
  shortsViewsAvg: number | null;
  isVerified: boolean;
  accountType: TAccountType;
  gender: "male" | "female" | null;
  /** The creator's own age; brands have none. */
  age: number | null;
  country: string;
  cityId: number | null;
  language: string;
  /** Seconds between the last post and the start of the current day. */
  postAge: number;
  categories: number[];
  interests: number[];
  hasEmail: boolean;
  hasPhone: boolean;
  /** Folded (normalizeText) bio; and username, name and category titles in both languages. */
  bioText: string;
  nameText: string;
  audience: AudienceRecord | null;
  /** The audience's languages, biggest first, in basis points. */
  audienceLanguages: [string, number][];
}

/** Per platform, the rows generated so far (holes until a service that holds them is searched). */
const universes = new Map<TPlatform, (MarketAccount | undefined)[]>();
const markets = new Map<string, MarketAccount[]>();

const optionsOf = (platform: TPlatform) => ({ seed: MARKET_SEED + PLATFORM_STREAM[platform], asOf: MARKET_AS_OF, platform });

/** The full generated record of a universe row (what a page renders). */
export function marketRecord(platform: TPlatform, row: number): InfluencerRecord {
  return generateInfluencer(optionsOf(platform), row);
}

/** Unix seconds of the current UTC day's start: the market's "now" for dates it shows. */
export function marketToday(now = Date.now()): number {
  return Math.floor(now / 1000 / DAY) * DAY;
}

/** Unix seconds of an account's last post, as of today. */
export const lastPostAt = (account: MarketAccount, now = Date.now()) => marketToday(now) - account.postAge;

function creatorAge(extra: Prng, record: InfluencerRecord): number | null {
  if (record.accountType === "brand") return null;
  let mean = 31;
  if (record.audience) {
    let sum = 0;
    for (let i = 0; i < AGE_MIDPOINTS.length; i += 1) sum += (AGE_MIDPOINTS[i] as number) * (record.audience.ageBp[i] ?? 0);
    mean = sum / 10_000 + 4;
  }
  return Math.round(Math.min(68, Math.max(16, extra.normal(mean, 6))));
}

function audienceLanguages(extra: Prng, record: InfluencerRecord): [string, number][] {
  if (!record.audience) return [];
  const own = record.language ?? "en";
  const other = own === "en" ? "ar" : "en";
  const ownBp = 4_500 + extra.int(0, 3_500);
  const otherBp = Math.round((10_000 - ownBp) * (0.5 + extra.next() * 0.4));
  return [
    [own, ownBp],
    [other, otherBp],
  ];
}

function compact(platform: TPlatform, row: number, record: InfluencerRecord): MarketAccount {
  // Fields the generator does not make come from a stream of their own, so the records stay the seed's.
  const extra = new Prng(MARKET_SEED ^ 0x5a17, row * 4 + PLATFORM_STREAM[platform]);
  const titles = record.categories.flatMap((id) => {
    const category = categoryById.get(id);
    return category ? [category.title, category.title_ar] : [];
  });
  return {
    platform,
    row,
    username: record.username,
    fullName: record.fullName,
    followers: record.followers,
    erBp: record.erBp,
    engagements: Math.round((record.followers * record.erBp) / 10_000),
    aqs: record.aqs,
    credibility: record.credibility ?? 0,
    viewsAvg: record.viewsAvg ?? 0,
    likesAvg: record.likesAvg ?? 0,
    commentsAvg: record.commentsAvg ?? 0,
    postsCount: record.postsCount ?? 0,
    reelsViewsAvg: record.reelsViewsAvg,
    shortsViewsAvg: record.shortsViewsAvg,
    isVerified: record.isVerified,
    accountType: record.accountType,
    gender: record.gender ?? null,
    age: creatorAge(extra, record),
    country: record.countryCode ?? "SA",
    cityId: record.cityId,
    language: record.language ?? "en",
    postAge: MARKET_AS_OF - (record.lastMediaAt ?? MARKET_AS_OF),
    categories: record.categories,
    interests: record.interests,
    hasEmail: record.email !== null,
    hasPhone: record.phone !== null,
    bioText: normalizeText(record.bio),
    nameText: normalizeText([record.username, record.fullName, ...titles].join(" ")),
    audience: record.audience,
    audienceLanguages: audienceLanguages(extra, record),
  };
}

/** A universe row, generated once and shared by every service that holds it. */
function universeRow(platform: TPlatform, row: number): MarketAccount {
  let universe = universes.get(platform);
  if (!universe) {
    universe = new Array(MARKET_UNIVERSE_ROWS);
    universes.set(platform, universe);
  }
  let account = universe[row];
  if (!account) {
    account = compact(platform, row, generateInfluencer(optionsOf(platform), row));
    universe[row] = account;
  }
  return account;
}

/** Whether a service holds a universe row: a draw of the service's own seed. */
export function coveredBy(vendor: MarketVendor, row: number): boolean {
  const { seed, share } = COVERAGE[vendor];
  return share >= 1 || new Prng(seed, row).next() < share;
}

/** The accounts a service can find on a platform, in row order. */
export function vendorMarket(vendor: MarketVendor, platform: TPlatform): MarketAccount[] {
  const key = `${vendor}:${platform}`;
  let market = markets.get(key);
  if (!market) {
    market = [];
    for (let row = 0; row < MARKET_UNIVERSE_ROWS; row += 1) if (coveredBy(vendor, row)) market.push(universeRow(platform, row));
    markets.set(key, market);
  }
  return market;
}

/**
 * A service's account by username ('@' and case ignored), or null when the service does not hold it.
 * Generated usernames end with ".<row in base 36>", so one row is generated, not the whole market:
 * a report or lookup costs no more than before a search.
 */
export function findMarketAccount(vendor: MarketVendor, platform: TPlatform, username: string): MarketAccount | null {
  const name = username.trim().replace(/^@/, "").toLowerCase();
  const suffix = name.slice(name.lastIndexOf(".") + 1);
  const row = /^[0-9a-z]{1,4}$/.test(suffix) ? Number.parseInt(suffix, 36) : -1;
  if (row < 0 || row >= MARKET_UNIVERSE_ROWS || !coveredBy(vendor, row)) return null;
  const account = universeRow(platform, row);
  return account.username === name ? account : null;
}

/** A text query as the folded words every one of which must appear. */
export const wordsOf = (query: string): string[] => normalizeText(query).split(" ").filter(Boolean);

/** Every word appears in the bio, or (unless `bioOnly`) the username, the name or a category title. */
export function hasWords(account: MarketAccount, words: string[], bioOnly = false): boolean {
  return words.length > 0 && words.every((word) => account.bioText.includes(word) || (!bioOnly && account.nameText.includes(word)));
}

/** Share (basis points) of the audience in a country. */
export const audienceCountryBp = (account: MarketAccount, code: string) => account.audience?.countries.find(([c]) => c === code)?.[1] ?? 0;
/** Share (basis points) of the audience in a city. */
export const audienceCityBp = (account: MarketAccount, id: number) => account.audience?.cities.find(([c]) => c === id)?.[1] ?? 0;
export const audienceLanguageBp = (account: MarketAccount, code: string) => account.audienceLanguages.find(([c]) => c === code)?.[1] ?? 0;

/** Accounts that share a category with `seed` (not `seed` itself), for lookalike searches. */
export function sharesCategories(account: MarketAccount, seed: MarketAccount): boolean {
  return account.row !== seed.row && account.categories.some((id) => seed.categories.includes(id));
}

/** Dominant audience age group (index into the seven groups). */
function dominantAge(account: MarketAccount): number {
  const ages = account.audience?.ageBp ?? [];
  let best = 0;
  for (let i = 1; i < ages.length; i += 1) if ((ages[i] ?? 0) > (ages[best] ?? 0)) best = i;
  return best;
}

/**
 * Accounts whose audience looks like `seed`'s: the same top audience country, the same majority
 * gender and the same dominant age group.
 */
export function sharesAudience(account: MarketAccount, seed: MarketAccount): boolean {
  if (account.row === seed.row || !account.audience || !seed.audience) return false;
  return (
    account.audience.countries[0]?.[0] === seed.audience.countries[0]?.[0] &&
    account.audience.femaleBp > 5_000 === seed.audience.femaleBp > 5_000 &&
    dominantAge(account) === dominantAge(seed)
  );
}

/** The GeoNames cities accounts of the market live in (for the vendors' location dictionaries). */
export const MARKET_CITY_IDS: number[] = [...new Set(COUNTRY_PROFILES.flatMap((profile) => profile.cities.map(([id]) => id)))];
