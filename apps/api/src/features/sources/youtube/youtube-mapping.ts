import type { TProvenanceField } from "@radar/contract/sources";
import { blankRecord, clampFollowers, contactsIn, countOf, erToBp, summaryGroups } from "../record-builder.ts";
import type { SourceAccount } from "../source-types.ts";
import type { YoutubeChannel } from "./youtube-answers.ts";
import { categoriesFromTopics } from "./youtube-topics.ts";
import type { UploadFigures } from "./youtube-uploads.ts";

/** What the Data API never gives for a channel others may look at (audience needs the owner's Analytics OAuth). */
const NEVER_GIVEN: TProvenanceField[] = ["aqs", "credibility", "audience", "prices"];

/**
 * A channel (and the figures of its recent uploads, null when it has none) → our index row.
 *
 * Engagement: ER = (mean likes + mean comments per recent upload) / subscribers × 100. Per
 * subscriber rather than per view, so a YouTube row ranks against Instagram, TikTok and vendor rows
 * on the same scale in one index; unknown when the subscriber count is hidden or every recent upload
 * hides its likes (comments alone would understate it).
 *
 * Verified badge: the Data API does not expose it [U that no other endpoint does], so isVerified
 * stays false. It is not listed as missing: "is_verified" is no provenance field, and false is
 * what a row shows for "no badge known".
 */
export function mapChannel(channel: YoutubeChannel, uploads: UploadFigures | null): SourceAccount {
  const { snippet, statistics, brandingSettings, topicDetails } = channel;
  const branding = brandingSettings?.channel;
  // Handles are "@name"; the old custom URLs came without '@'. Channels without one are named by their id.
  const handle = snippet?.customUrl?.trim().replace(/^@/, "");
  const record = blankRecord("youtube", "youtube", handle || channel.id);
  const estimated: TProvenanceField[] = [];
  const missing: TProvenanceField[] = [...NEVER_GIVEN];

  record.fullName = snippet?.title || branding?.title || record.username;
  record.bio = snippet?.description || branding?.description || "";
  record.avatarUrl = bestThumbnail(snippet?.thumbnails);
  record.postsCount = countOf(statistics?.videoCount);
  record.countryCode = countryOf(snippet?.country ?? branding?.country);
  record.language = languageOf(snippet?.defaultLanguage ?? branding?.defaultLanguage);
  Object.assign(record, contactsIn(record.bio));

  // Hidden counts come without subscriberCount (or as "0" in older answers [U]): unknown, not zero.
  // The row's integer column keeps the 0 placeholder, and "followers" is listed as missing.
  const subscribers = statistics?.hiddenSubscriberCount ? null : countOf(statistics?.subscriberCount);
  if (subscribers === null) missing.push("followers");
  else {
    record.followers = clampFollowers(subscribers);
    // YouTube rounds it down to three significant figures.
    estimated.push("followers");
  }

  const categories = categoriesFromTopics(topicDetails?.topicCategories ?? []);
  record.categories = categories;
  (categories.length > 0 ? estimated : missing).push("categories");

  const figures = uploads && uploads.sampled > 0 ? uploads : null;
  record.viewsAvg = figures?.viewsAvg ?? null;
  record.shortsViewsAvg = figures?.shortsViewsAvg ?? null;
  record.likesAvg = figures?.likesAvg ?? null;
  record.commentsAvg = figures?.commentsAvg ?? null;
  record.lastMediaAt = uploads?.lastMediaAt ?? null;
  const mark = (field: TProvenanceField, value: number | null) => (value === null ? missing : estimated).push(field);
  mark("views_avg", record.viewsAvg);
  mark("shorts_views_avg", record.shortsViewsAvg);
  mark("likes_avg", record.likesAvg);
  mark("comments_avg", record.commentsAvg);

  const er = subscribers && record.likesAvg !== null ? ((record.likesAvg + (record.commentsAvg ?? 0)) / subscribers) * 100 : null;
  if (er === null) missing.push("er");
  else {
    record.erBp = erToBp(er);
    estimated.push("er");
  }

  // A channel's topics are YouTube's own reading of it: they replace older categories. Contacts read
  // from the description only fill a row that has none.
  record.provides = summaryGroups(record, missing, ["categories"]);
  return { record, sourceRef: channel.id, estimated, missing };
}

/** The largest of the channel's pictures (channels have default 88 px, medium 240 px, high 800 px). */
function bestThumbnail(thumbnails: Record<string, { url: string }> | undefined): string | null {
  if (!thumbnails) return null;
  const best = thumbnails.high ?? thumbnails.medium ?? thumbnails.default ?? Object.values(thumbnails)[0];
  return best?.url ?? null;
}

/** The creator's declared country, ISO 3166-1 alpha-2. */
function countryOf(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** "ar", "en-US", "zh-Hans" → the two-letter language. */
function languageOf(value: string | undefined): string | null {
  const match = value?.trim().match(/^([A-Za-z]{2})(?:[-_]|$)/);
  return match?.[1]?.toLowerCase() ?? null;
}
