import type { TProvenanceField } from "@radar/contract/sources";
import type { InfluencerRecord } from "../../discovery/public.ts";
import { blankRecord, clampFollowers, contactsIn, countOf, summaryGroups } from "../record-builder.ts";
import type { SourceAccount } from "../source-types.ts";
import type { TXUser } from "./x-answers.ts";

/**
 * What user lookup never gives: engagement and views need post reads (`/2/users/:id/tweets`, billed
 * per post), there is no audience, quality score, price or category, and `location` is free text,
 * not a place; retweets per post need post reads too.
 */
const ALWAYS_MISSING: TProvenanceField[] = [
  "er",
  "likes_avg",
  "comments_avg",
  "aqs",
  "credibility",
  "audience",
  "prices",
  "views_avg",
  "location",
  "categories",
  "avg_retweets",
];

const DAY_MS = 86_400_000;

/** The 400×400 picture rather than the 48×48 `_normal` one X links by default. */
export const largeAvatar = (url: string) => url.replace(/_normal(\.[A-Za-z0-9]+)?$/, "_400x400$1");

/** Verified: the legacy flag, or any paid/organisation badge (`verified_type` other than "none"). */
export const isVerified = (user: TXUser) => user.verified === true || (user.verified_type != null && user.verified_type !== "none");

/**
 * Posts per day over the account's whole life (tweet_count / days since created_at): an
 * estimate, as X gives no recent posting rate without post reads. Null without both figures.
 */
export function tweetsPerDay(tweetCount: number | null, createdAt: string | null | undefined, now: Date): number | null {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  if (tweetCount === null || !Number.isFinite(created)) return null;
  const days = Math.max(1, (now.getTime() - created) / DAY_MS);
  return Math.round((tweetCount / days) * 100) / 100;
}

/** X API v2 user → an index row (platform `twitter`). */
export function mapXUser(user: TXUser, now = new Date()): SourceAccount {
  const username = user.username.toLowerCase();
  const metrics = user.public_metrics;
  const followers = countOf(metrics?.followers_count);
  const tweets = countOf(metrics?.tweet_count);
  const avgTweets = tweetsPerDay(tweets, user.created_at, now);
  const links = [...(user.entities?.url?.urls ?? []), ...(user.entities?.description?.urls ?? [])]
    .map((entity) => entity.expanded_url)
    .filter((url): url is string => Boolean(url));
  const contacts = contactsIn([user.description ?? "", ...links].join("\n"));
  const missing: TProvenanceField[] = [...ALWAYS_MISSING];
  if (followers === null) missing.push("followers");
  if (avgTweets === null) missing.push("avg_tweets");

  const record: InfluencerRecord = {
    ...blankRecord("x", "twitter", username),
    fullName: user.name?.trim() || username,
    bio: user.description ?? "",
    avatarUrl: user.profile_image_url ? largeAvatar(user.profile_image_url) : null,
    followers: clampFollowers(followers ?? 0),
    postsCount: tweets,
    avgTweets,
    isVerified: isVerified(user),
    email: contacts.email,
    phone: contacts.phone,
  };
  record.provides = summaryGroups(record, missing);
  return { record, sourceRef: user.id, estimated: avgTweets === null ? [] : ["avg_tweets"], missing };
}
