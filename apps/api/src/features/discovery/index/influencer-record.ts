import type { TPlatform } from "@radar/contract/constants";
import type { TAccountType } from "@radar/contract/search";
import type { TIndexSource, TProvenanceField } from "@radar/contract/sources";
import type { GroupClaims } from "./field-groups.ts";

/**
 * One influencer as the index holds it, whatever its source (the seed generator, a file import or a
 * data source).
 * Shares are basis points (hundredths of a percent) and sum to 10,000 where they are a split.
 */
export interface AudienceRecord {
  maleBp: number;
  femaleBp: number;
  /** The seven age groups of AGE_GROUPS, in order. */
  ageBp: number[];
  /** Top countries, biggest first: [ISO code, share]. */
  countries: [string, number][];
  /** Top cities, biggest first: [GeoNames id, share]. */
  cities: [number, number][];
}

export interface InfluencerRecord {
  platform: TPlatform;
  username: string;
  fullName: string;
  bio: string;
  avatarUrl: string | null;
  followers: number;
  /** Engagement rate in hundredths of a percent (345 = 3.45 %). */
  erBp: number;
  aqs: number;
  /**
   * Figures the index derives itself (migration 0037), never a source's: follower growth over 30 / 90
   * days in hundredths of a percent (null: no history that old) and our quality estimate. Absent on
   * a source's rows; the search's reference test reads them (filters/metric-filters.ts).
   */
  followerGrowth30dBp?: number | null;
  followerGrowth90dBp?: number | null;
  qualityEstimate?: number | null;
  credibility: number | null;
  viewsAvg: number | null;
  likesAvg: number | null;
  commentsAvg: number | null;
  postsCount: number | null;
  realSubscribers: number | null;
  reelsViewsAvg: number | null;
  shortsViewsAvg: number | null;
  likesCount: number | null;
  avgTweets: number | null;
  avgRetweets: number | null;
  isVerified: boolean;
  accountType: TAccountType;
  countryCode: string | null;
  cityId: number | null;
  language: string | null;
  /** The creator's own gender where a source gives it (brands have none); absent is unknown. */
  gender?: "male" | "female" | null;
  /** Unix seconds of the latest post. */
  lastMediaAt: number | null;
  categories: number[];
  interests: number[];
  email: string | null;
  phone: string | null;
  /** Estimated prices in SAR; shown labelled as estimates. */
  postPrice: number | null;
  storyPrice: number | null;
  /** Null where no audience data is collected (twitter). */
  audience: AudienceRecord | null;
  source: TIndexSource;
  /** Set for rows fetched from a data source; seeded and file-imported rows leave it out. */
  provenance?: RecordProvenance;
  /**
   * The field groups this record gives (field-groups.ts): a data source's mapping states them, and a
   * write leaves every other group of the row as it was. Left out (seed and file rows, whole records):
   * every group the record holds.
   */
  provides?: GroupClaims;
}

/** What the index keeps about where a data source's row came from (influencer_profiles columns). */
export interface RecordProvenance {
  /** The source's own id of the account (YouTube channel id, Instagram / X user id, vendor user id). */
  sourceRef: string | null;
  /**
   * The platform's own id of the account, where the source's `sourceRef` is not it (Business
   * Discovery's `ig_id`); left out, it is read from `sourceRef` (account-identity.ts).
   */
  accountId?: string | null;
  /** A built-in sandbox answered in place of the real service. */
  viaSandbox: boolean;
  fetchedAt: Date;
  estimated: TProvenanceField[];
  missing: TProvenanceField[];
}

/**
 * The influencer id: a 63-bit hash of "platform:username" (two 32-bit multiply-xorshift lanes,
 * cyrb53-style; fast enough for millions of rows a minute). Any node computes the same id for the
 * same account, so no sequence is shared between shards and an import finds the existing row.
 * Sent to clients as a string: 63 bits do not fit a JSON number.
 */
export function influencerId(platform: string, username: string): string {
  return idWordsText(influencerIdWords(platform, username));
}

/** An influencer id as its high (31-bit) and low (32-bit, unsigned) words: what binary COPY writes. */
export interface IdWords {
  high: number;
  low: number;
}

/** The decimal text of an id given as its words. */
export const idWordsText = ({ high, low }: IdWords): string => ((BigInt(high) << 32n) | BigInt(low)).toString();

/** influencerId as its two words (no BigInt is made). */
export function influencerIdWords(platform: string, username: string): IdWords {
  const key = `${platform}:${username.toLowerCase()}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i += 1) {
    const ch = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return { high: h2 & 0x7fffffff, low: h1 >>> 0 };
}

export function profileUrl(platform: TPlatform, username: string): string {
  switch (platform) {
    case "instagram":
      return `https://www.instagram.com/${username}/`;
    case "tiktok":
      return `https://www.tiktok.com/@${username}`;
    case "youtube":
      // The profile wizard recognises YouTube links by their /c/, /channel/ or /user/ path (SPEC §2).
      return `https://www.youtube.com/c/${username}`;
    case "twitter":
      return `https://x.com/${username}`;
  }
}
