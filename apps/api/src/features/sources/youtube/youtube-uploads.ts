import { countOf } from "../record-builder.ts";
import type { YoutubePlaylistItem, YoutubeVideo } from "./youtube-answers.ts";

/** How many of the newest uploads the figures are computed from (one playlistItems page, one videos batch). */
export const RECENT_UPLOADS = 30;

/**
 * The API has no Shorts flag: a video of at most 180 s counts as a Short [U] (reference §1: the
 * duration approximates it). Shorts may run up to 3 minutes since October 2024; a long-form video
 * that short is rare and is counted with the Shorts, so the Shorts figure stays an estimate.
 */
export const SHORTS_MAX_SECONDS = 180;

/**
 * Uploads younger than this are left out of the view medians: their views are still climbing, so
 * counting them would pull a channel that posted yesterday below its typical reach.
 */
export const SETTLING_DAYS = 3;

/** ISO-8601 duration of contentDetails.duration ("PT1M3S", "P1DT2H", "PT45S") → seconds; null when unreadable. */
export function durationSeconds(iso: string | undefined): number | null {
  const match = iso?.match(/^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/);
  if (!match || iso === "P" || iso?.endsWith("T")) return null;
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return (((weeks ?? 0) * 7 + (days ?? 0)) * 24 + (hours ?? 0)) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
}

export interface UploadFigures {
  /** Median views of the recent long-form uploads older than SETTLING_DAYS (of all such uploads when there are only Shorts). */
  viewsAvg: number | null;
  /** Median views of the recent Shorts; null when the sample has none. */
  shortsViewsAvg: number | null;
  /** Mean likes over the recent uploads that show them; null when all hide them. */
  likesAvg: number | null;
  /** Mean comments over the recent uploads that allow them; null when none does. */
  commentsAvg: number | null;
  /** Unix seconds of the newest upload. */
  lastMediaAt: number | null;
  /** Uploads the figures were computed from. */
  sampled: number;
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value);
};

const mean = (values: number[]): number | null =>
  values.length === 0 ? null : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

const unixSeconds = (iso: string | undefined): number | null => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
};

/**
 * Figures of the recent uploads. Views are medians, so one viral upload does not stand for the
 * channel's typical reach (that is what views_avg is used for: prices and ranking); Shorts are
 * counted apart because their views follow another scale. Live and upcoming broadcasts are left
 * out: their counts say nothing yet. Likes and comments are means over the videos that show them.
 */
export function uploadFigures(items: readonly YoutubePlaylistItem[], videos: readonly YoutubeVideo[], now = Date.now()): UploadFigures {
  const byId = new Map(videos.map((video) => [video.id, video]));
  // The playlist's order (newest first); a video listed twice counts once.
  const ordered = [...new Set(items.map((item) => item.contentDetails.videoId))].flatMap((id) => byId.get(id) ?? []);
  const sample = (ordered.length > 0 ? ordered : [...videos]).filter((video) => {
    const broadcast = video.snippet?.liveBroadcastContent;
    return (broadcast === undefined || broadcast === "none") && countOf(video.statistics?.viewCount) !== null;
  });
  const views = (list: readonly YoutubeVideo[]) => list.map((video) => countOf(video.statistics?.viewCount) ?? 0);
  const isShort = (video: YoutubeVideo) => {
    const seconds = durationSeconds(video.contentDetails?.duration);
    return seconds !== null && seconds > 0 && seconds <= SHORTS_MAX_SECONDS;
  };
  const settledBefore = Math.floor(now / 1000) - SETTLING_DAYS * 86_400;
  const publishedAt = new Map(items.map((item) => [item.contentDetails.videoId, unixSeconds(item.contentDetails.videoPublishedAt)]));
  // A video whose date is unknown is counted: leaving it out would lose figures, not make them fairer.
  const settled = sample.filter((video) => (publishedAt.get(video.id) ?? unixSeconds(video.snippet?.publishedAt) ?? 0) <= settledBefore);
  const shorts = settled.filter(isShort);
  const longForm = settled.filter((video) => !isShort(video));
  const counts = (pick: (video: YoutubeVideo) => unknown) =>
    sample.map((video) => countOf(pick(video))).filter((value): value is number => value !== null);

  const published = [
    ...items.map((item) => unixSeconds(item.contentDetails.videoPublishedAt)),
    ...videos.map((video) => unixSeconds(video.snippet?.publishedAt)),
  ].filter((value): value is number => value !== null);

  return {
    viewsAvg: median(views(longForm.length > 0 ? longForm : settled)),
    shortsViewsAvg: median(views(shorts)),
    likesAvg: mean(counts((video) => video.statistics?.likeCount)),
    commentsAvg: mean(counts((video) => video.statistics?.commentCount)),
    lastMediaAt: published.length > 0 ? Math.max(...published) : null,
    sampled: sample.length,
  };
}
