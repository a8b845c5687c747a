import type { TPlatform } from "@radar/contract/constants";
import { DEFAULT_QUALITY_SCORE } from "@radar/contract/search";
import type { TProvenanceField, TSourceId } from "@radar/contract/sources";
import { type GroupClaims, heldGroups, type InfluencerRecord } from "../discovery/public.ts";

/**
 * The index's placeholder for an audience quality score the source does not give: the default
 * quality floor of a search (SPEC §9: 10). Unknown is not junk, so such an account passes the default
 * search, but no quality band a user picks (the lowest is "over 25") lets it through, and it sorts
 * below every known score above the floor. It is listed as `missing`, so it shows as "—".
 */
export const UNKNOWN_QUALITY_SCORE = DEFAULT_QUALITY_SCORE;

/**
 * An index row with nothing known but the account's name: what a client starts from before it sets
 * the figures its source gives. The placeholders are what the index holds for "unknown" (0 for
 * engagement, which sorts such rows last; UNKNOWN_QUALITY_SCORE for quality); the client lists
 * those fields as `missing`, so they are shown as "—", never as a number.
 */
export function blankRecord(source: TSourceId, platform: TPlatform, username: string): InfluencerRecord {
  return {
    platform,
    username: username.replace(/^@/, "").toLowerCase(),
    fullName: username,
    bio: "",
    avatarUrl: null,
    followers: 0,
    erBp: 0,
    aqs: UNKNOWN_QUALITY_SCORE,
    credibility: null,
    viewsAvg: null,
    likesAvg: null,
    commentsAvg: null,
    postsCount: null,
    realSubscribers: null,
    reelsViewsAvg: null,
    shortsViewsAvg: null,
    likesCount: null,
    avgTweets: null,
    avgRetweets: null,
    isVerified: false,
    accountType: "creator",
    countryCode: null,
    cityId: null,
    language: null,
    lastMediaAt: null,
    categories: [],
    interests: [],
    email: null,
    phone: null,
    postPrice: null,
    storyPrice: null,
    audience: null,
    source,
  };
}

/** Engagement in percent → the index's basis points (345 = 3.45 %), clamped to what a row may hold. */
export function erToBp(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0) return 0;
  return Math.min(2_000_000_000, Math.round(percent * 100));
}

/** A count the services send as a JSON string (YouTube) or a number; null when absent or not a count. */
export function countOf(value: unknown): number | null {
  const number = typeof value === "string" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? Math.round(number) : null;
}

/** Followers fit the index's integer column. */
export const clampFollowers = (followers: number) => Math.max(0, Math.min(2_147_483_647, Math.round(followers)));

/** Emails and phone numbers written in a bio or site, the only contacts the platform APIs give. */
export function contactsIn(text: string): { email: string | null; phone: string | null } {
  const email = text.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/)?.[0] ?? null;
  const phone = text.match(/(?:\+|00)9[67]\d[\s-]?\d{1,3}[\s-]?\d{3}[\s-]?\d{3,4}/)?.[0] ?? null;
  return { email, phone };
}

/**
 * The field groups a full report gives: every group it holds a value of (identity and metrics
 * always). A group the report lacks (Modash has no prices) leaves the row's as it was.
 */
export function reportGroups(record: InfluencerRecord, missing: readonly TProvenanceField[]): GroupClaims {
  return Object.fromEntries(heldGroups(record, missing).map((group) => [group, "replace" as const]));
}

/**
 * What a summary gives (a vendor search row, a platform's own profile): its identity and metrics,
 * the groups named in `replaces` where it holds them, and whatever else it carries only where the
 * row has nothing of that group yet — a search row's audience or a contact read from a bio never
 * replaces a report's.
 */
export function summaryGroups(
  record: InfluencerRecord,
  missing: readonly TProvenanceField[],
  replaces: readonly ("categories" | "contacts")[] = [],
): GroupClaims {
  const replaced = new Set<string>(["identity", "metrics", ...replaces]);
  const claims: GroupClaims = {};
  for (const group of heldGroups(record, missing)) claims[group] = replaced.has(group) ? "replace" : "fill";
  return claims;
}

/** Shares of a whole in basis points that sum to exactly 10,000 (largest remainder); null when nothing is there. */
export function splitBasisPoints(values: number[]): number[] | null {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (!(total > 0)) return null;
  const exact = values.map((value) => (Math.max(0, value) / total) * 10_000);
  const whole = exact.map(Math.floor);
  let left = 10_000 - whole.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    whole[index] = (whole[index] ?? 0) + 1;
    left -= 1;
  }
  return whole;
}
