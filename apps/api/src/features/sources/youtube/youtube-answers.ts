import { z } from "zod";

/**
 * The parts of YouTube Data API v3 answers we read (reference §1). Unknown keys are dropped and
 * optional ones tolerated: Google adds fields freely. Counts are uint64 sent as JSON strings; a
 * number is accepted too, and countOf() reads both.
 */

const ZCount = z.union([z.string(), z.number()]).optional();

const ZThumbnail = z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() });
export const ZThumbnailsSchema = z.record(z.string(), ZThumbnail);

/** One channel of `channels.list` with part=snippet,statistics,brandingSettings,topicDetails,contentDetails. */
export const ZChannelSchema = z.object({
  kind: z.literal("youtube#channel").optional(),
  id: z.string().min(1),
  snippet: z
    .object({
      title: z.string().default(""),
      description: z.string().default(""),
      /** "@handle"; absent for channels that never chose one. */
      customUrl: z.string().optional(),
      publishedAt: z.string().optional(),
      thumbnails: ZThumbnailsSchema.optional(),
      defaultLanguage: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
  statistics: z
    .object({
      viewCount: ZCount,
      subscriberCount: ZCount,
      hiddenSubscriberCount: z.boolean().optional(),
      videoCount: ZCount,
    })
    .optional(),
  brandingSettings: z
    .object({
      channel: z
        .object({
          title: z.string().optional(),
          description: z.string().optional(),
          keywords: z.string().optional(),
          country: z.string().optional(),
          defaultLanguage: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  topicDetails: z.object({ topicIds: z.array(z.string()).optional(), topicCategories: z.array(z.string()).optional() }).optional(),
  contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().optional() }).optional() }).optional(),
});
export type YoutubeChannel = z.infer<typeof ZChannelSchema>;

/** `channels.list`: no match is HTTP 200 without `items` (classified as not found before parsing). */
export const ZChannelListSchema = z.object({
  kind: z.literal("youtube#channelListResponse"),
  items: z.array(ZChannelSchema).min(1),
});

/** `playlistItems.list part=contentDetails` of the uploads playlist (newest first in practice [P]). */
export const ZPlaylistItemListSchema = z.object({
  kind: z.literal("youtube#playlistItemListResponse"),
  nextPageToken: z.string().optional(),
  items: z
    .array(
      z.object({
        contentDetails: z.object({
          videoId: z.string().min(1),
          /** Absent for uploads not yet published (scheduled premieres). */
          videoPublishedAt: z.string().optional(),
        }),
      }),
    )
    .default([]),
});
export type YoutubePlaylistItem = z.infer<typeof ZPlaylistItemListSchema>["items"][number];

/** One video of `videos.list part=statistics,snippet,contentDetails`. */
export const ZVideoSchema = z.object({
  id: z.string(),
  snippet: z
    .object({
      publishedAt: z.string().optional(),
      /** The uploader: what a pasted video link resolves to. */
      channelId: z.string().optional(),
      /** "none", or "live" / "upcoming" for broadcasts whose counts say nothing yet. */
      liveBroadcastContent: z.string().optional(),
    })
    .optional(),
  contentDetails: z.object({ duration: z.string().optional() }).optional(),
  statistics: z
    .object({
      viewCount: ZCount,
      /** Absent when the owner hides likes; commentCount absent when comments are off [P]. */
      likeCount: ZCount,
      commentCount: ZCount,
    })
    .optional(),
});
export type YoutubeVideo = z.infer<typeof ZVideoSchema>;

export const ZVideoListSchema = z.object({
  kind: z.literal("youtube#videoListResponse"),
  items: z.array(ZVideoSchema).default([]),
});

/** Google's error envelope: `{error: {code, message, errors: [{domain, reason, message}], status?, details?}}`. */
export const ZGoogleErrorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().default(""),
    status: z.string().optional(),
    errors: z.array(z.object({ domain: z.string().optional(), reason: z.string().optional(), message: z.string().optional() })).default([]),
    details: z.array(z.object({ reason: z.string().optional() }).loose()).default([]),
  }),
});

/** `search.list part=id type=channel` (reference §1: results carry no statistics). */
export const ZSearchListSchema = z.object({
  kind: z.literal("youtube#searchListResponse"),
  items: z.array(z.object({ id: z.object({ kind: z.string().optional(), channelId: z.string().optional() }).loose() })).default([]),
  nextPageToken: z.string().optional(),
  pageInfo: z.object({ totalResults: z.number().int().nonnegative().optional() }).loose().optional(),
});

/** `channels.list` by ids: unlike a single selector, no `items` is simply "none of them". */
export const ZChannelBatchSchema = z.object({
  kind: z.literal("youtube#channelListResponse"),
  items: z.array(ZChannelSchema).default([]),
});
