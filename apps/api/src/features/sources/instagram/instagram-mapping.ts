import type { TProvenanceField } from "@radar/contract/sources";
import type { InfluencerRecord } from "../../discovery/public.ts";
import { blankRecord, clampFollowers, contactsIn, countOf, erToBp, summaryGroups } from "../record-builder.ts";
import type { SourceAccount } from "../source-types.ts";
import type { TBusinessDiscovery, TGraphMedia } from "./instagram-answers.ts";

/** What Business Discovery never gives: no audience, geo, categories, prices, quality scores or views. */
const ALWAYS_MISSING: TProvenanceField[] = [
  "aqs",
  "credibility",
  "audience",
  "prices",
  "location",
  "categories",
  // BD media carry no view or play counts (data-sources.md §2, coverage matrix).
  "views_avg",
  "reels_views_avg",
];

/**
 * A like count Meta hid. Read through business_discovery, `like_count` is left out then (IG Media
 * reference); answers after the 2021-05-26 change read 0 instead. 0 likes with comments on the same
 * post can only be that; 0 and 0 may be a real dud, and is kept.
 */
export const likesHidden = (media: TGraphMedia) =>
  countOf(media.like_count) === null || (countOf(media.like_count) === 0 && (countOf(media.comments_count) ?? 0) > 0);

const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

/** Graph writes times as `2024-05-01T12:00:00+0000`; unix seconds, or null when unreadable. */
export function graphTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

export interface MediaFigures {
  likesAvg: number | null;
  commentsAvg: number | null;
  /** Percent; null when it cannot be estimated (no followers, no media, every like count hidden). */
  er: number | null;
  lastMediaAt: number | null;
}

/**
 * Figures from the recent media Business Discovery returns (the newest N).
 * ER definition: the mean engagement of a recent post over followers, in percent:
 *   er = (likesAvg + commentsAvg) / followers × 100,
 * where likesAvg averages the posts whose likes are visible (hidden counts would read as 0 and
 * drag it down) and commentsAvg averages every post. This equals the mean of (likes + comments) /
 * followers over the last N posts with each hidden like count taken as the visible average.
 * When every like count is hidden, likes and ER are unknown (not zero).
 */
export function mediaFigures(media: TGraphMedia[], followers: number): MediaFigures {
  const likes = media.filter((item) => !likesHidden(item)).map((item) => countOf(item.like_count));
  const comments = media.map((item) => countOf(item.comments_count));
  const likesAvg = mean(likes.filter((value): value is number => value !== null));
  const commentsAvg = mean(comments.filter((value): value is number => value !== null));
  const er = likesAvg === null || followers <= 0 ? null : ((likesAvg + (commentsAvg ?? 0)) / followers) * 100;
  const times = media.map((item) => graphTime(item.timestamp)).filter((value): value is number => value !== null);
  return {
    likesAvg: likesAvg === null ? null : Math.round(likesAvg),
    commentsAvg: commentsAvg === null ? null : Math.round(commentsAvg),
    er,
    lastMediaAt: times.length > 0 ? Math.max(...times) : null,
  };
}

/** Business Discovery's IG user → an index row. `handle` is what we asked for (the fallback username). */
export function mapBusinessDiscovery(user: TBusinessDiscovery, handle: string): SourceAccount {
  const username = (user.username ?? handle).toLowerCase();
  const followers = countOf(user.followers_count);
  const figures = mediaFigures(user.media?.data ?? [], followers ?? 0);
  const contacts = contactsIn([user.biography, user.website].filter(Boolean).join("\n"));
  const missing: TProvenanceField[] = [...ALWAYS_MISSING];
  if (followers === null) missing.push("followers");
  if (figures.er === null) missing.push("er");
  if (figures.likesAvg === null) missing.push("likes_avg");
  if (figures.commentsAvg === null) missing.push("comments_avg");
  const estimated: TProvenanceField[] = (["er", "likes_avg", "comments_avg"] as const).filter((field) => !missing.includes(field));

  const record: InfluencerRecord = {
    ...blankRecord("instagram", "instagram", username),
    fullName: user.name?.trim() || username,
    bio: user.biography ?? "",
    avatarUrl: user.profile_picture_url || null,
    followers: clampFollowers(followers ?? 0),
    erBp: figures.er === null ? 0 : erToBp(figures.er),
    likesAvg: figures.likesAvg,
    commentsAvg: figures.commentsAvg,
    postsCount: countOf(user.media_count),
    lastMediaAt: figures.lastMediaAt,
    email: contacts.email,
    phone: contacts.phone,
  };
  record.provides = summaryGroups(record, missing);
  // Graph's `id` is its own node id; `ig_id` is the account's id at Instagram, as vendors give it too.
  return { record, sourceRef: user.id, accountId: user.ig_id == null ? null : String(user.ig_id), estimated, missing };
}
