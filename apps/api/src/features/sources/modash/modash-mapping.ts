import type { TPlatform } from "@radar/contract/constants";
import type { TProvenanceField } from "@radar/contract/sources";
import type { InfluencerRecord } from "../../discovery/public.ts";
import { blankRecord, clampFollowers, contactsIn, erToBp, reportGroups, summaryGroups } from "../record-builder.ts";
import type { SourceAccount } from "../source-types.ts";
import { modashHistory } from "../vendor-history.ts";
import type { ModashProfile, ModashReport } from "./modash-answers.ts";
import { modashAudience } from "./modash-audience.ts";
import { categoriesOfInterests } from "./modash-interests.ts";
import { cityIdOf, countryCodeOf } from "./modash-places.ts";

/**
 * Modash's figures taken as they are: `engagementRate` is Modash's fraction (median engagements of
 * recent posts over followers), shown as a percent; `avgLikes` / `avgComments` / `avgViews` are its
 * own averages. Modash has no audience quality score (so `aqs` is always missing; its `credibility`,
 * the share of real followers, is kept) and no prices.
 */

const round = (value: number | null | undefined) => (value == null ? null : Math.round(value));

/** What every Modash profile gives (search rows and reports alike): name, picture, followers, engagement. */
function fromProfile(platform: TPlatform, handle: string, profile: ModashProfile, missing: TProvenanceField[]): InfluencerRecord {
  const username = (profile.username || profile.handle || handle).replace(/^@/, "");
  const record = blankRecord("modash", platform, username);
  record.fullName = profile.fullname?.trim() || record.username;
  record.avatarUrl = profile.picture || null;
  if (profile.followers == null) missing.push("followers");
  record.followers = clampFollowers(profile.followers ?? 0);
  if (profile.engagementRate == null) missing.push("er");
  record.erBp = erToBp((profile.engagementRate ?? 0) * 100);
  record.viewsAvg = round(profile.averageViews);
  return record;
}

/** Unix seconds of the newest post: `recentPosts[].created` [U key], an ISO date or a unix time (seconds or ms). */
function lastPostAt(report: ModashReport): number | null {
  let newest: number | null = null;
  for (const post of report.recentPosts ?? []) {
    const created = post.created;
    const ms = typeof created === "number" ? (created > 1e12 ? created : created * 1000) : created ? Date.parse(created) : Number.NaN;
    if (Number.isFinite(ms) && (newest === null || ms > newest)) newest = ms;
  }
  return newest === null ? null : Math.floor(newest / 1000);
}

/** A profile report (`GET /{platform}/profile/{userId}/report`) in the index's shape. */
export function reportToAccount(platform: TPlatform, handle: string, report: ModashReport): SourceAccount {
  const missing: TProvenanceField[] = ["aqs", "prices"];
  const estimated: TProvenanceField[] = [];
  const record = fromProfile(platform, handle, report.profile, missing);
  record.isVerified = report.isVerified ?? false;
  record.bio = report.bio ?? "";
  record.postsCount = round(report.postsCount);
  record.likesAvg = round(report.avgLikes);
  record.commentsAvg = round(report.avgComments);
  record.viewsAvg = round(report.avgViews) ?? record.viewsAvg ?? (platform === "instagram" ? round(report.avgReelsPlays) : null);
  if (platform === "instagram") record.reelsViewsAvg = round(report.avgReelsPlays);
  if (record.viewsAvg === null) missing.push("views_avg");
  if (record.likesAvg === null) missing.push("likes_avg");
  if (record.commentsAvg === null) missing.push("comments_avg");
  if (platform === "instagram" && record.reelsViewsAvg === null) missing.push("reels_views_avg");
  if (platform === "youtube") missing.push("shorts_views_avg");

  record.countryCode = countryCodeOf(report.country);
  record.cityId = cityIdOf(report.city, record.countryCode);
  if (record.countryCode === null) missing.push("location");
  const language = report.language?.code?.trim().toLowerCase();
  record.language = language && /^[a-z]{2}$/.test(language) ? language : null;
  record.lastMediaAt = lastPostAt(report);
  const interests = (report.interests ?? []).map((item) => (typeof item === "string" ? item : (item.name ?? "")));
  record.categories = categoriesOfInterests(interests.filter(Boolean));
  if (record.categories.length === 0) missing.push("categories");

  const contacts = report.contacts ?? [];
  const inBio = contactsIn(record.bio);
  record.email = contacts.find((c) => c.type.toLowerCase() === "email")?.value ?? inBio.email;
  record.phone = contacts.find((c) => c.type.toLowerCase() === "phone")?.value ?? inBio.phone;

  const { audience, credibility, estimated: split } = modashAudience(report.audience);
  record.credibility = credibility;
  if (credibility === null) missing.push("credibility");
  record.audience = audience;
  if (audience === null) missing.push("audience");
  else if (split) estimated.push("audience");
  record.provides = reportGroups(record, missing);
  return {
    record,
    sourceRef: report.userId ?? report.profile.userId ?? null,
    estimated,
    missing,
    history: modashHistory(report.statHistory),
  };
}

/** What a search row shows, plus what the search's own filters say of every direct match (country, verified). */
export function searchRowToAccount(
  platform: TPlatform,
  row: { userId: string; profile: ModashProfile },
  known: { country: string | null; verified: boolean },
): SourceAccount {
  const missing: TProvenanceField[] = ["aqs", "credibility", "audience", "prices", "likes_avg", "comments_avg", "categories"];
  const record = fromProfile(platform, "", row.profile, missing);
  record.countryCode = known.country;
  record.isVerified = known.verified;
  if (record.countryCode === null) missing.push("location");
  if (record.viewsAvg === null) missing.push("views_avg");
  if (platform === "instagram") missing.push("reels_views_avg");
  if (platform === "youtube") missing.push("shorts_views_avg");
  record.provides = summaryGroups(record, missing);
  return { record, sourceRef: row.userId, estimated: [], missing };
}
