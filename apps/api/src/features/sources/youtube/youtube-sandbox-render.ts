import type { PersonaMedia } from "../sandbox/sandbox-persona.ts";
import {
  channelThumbnails,
  description,
  isoDuration,
  isoTime,
  type SandboxChannel,
  threeSignificant,
  topicsOf,
  videoThumbnails,
} from "./youtube-sandbox-format.ts";
import { etagOf, uploadsPlaylistOf, videoIdFor } from "./youtube-sandbox-ids.ts";

/** A `youtube#channel` with the requested parts, in YouTube's order. */
export function channelResource(channel: SandboxChannel, parts: ReadonlySet<string>): Record<string, unknown> {
  const { persona } = channel;
  const topics = topicsOf(persona);
  const text = description(persona);
  const body: Record<string, unknown> = {};
  if (parts.has("snippet")) {
    body.snippet = {
      title: persona.title,
      description: text,
      ...(channel.handle ? { customUrl: `@${channel.handle}` } : {}),
      publishedAt: isoTime(persona.createdAt),
      thumbnails: channelThumbnails(channel.avatarUrl),
      // Both are left out, not empty, when the owner never declared them.
      ...(channel.language ? { defaultLanguage: channel.language } : {}),
      localized: { title: persona.title, description: text },
      ...(channel.country ? { country: channel.country } : {}),
    };
  }
  if (parts.has("contentDetails")) body.contentDetails = { relatedPlaylists: { likes: "", uploads: uploadsPlaylistOf(channel.id) } };
  if (parts.has("statistics")) {
    body.statistics = {
      viewCount: String(persona.totalViews),
      // A hidden count is left out [U: older answers sent "0"].
      ...(channel.hiddenSubscribers ? {} : { subscriberCount: String(threeSignificant(persona.followers)) }),
      hiddenSubscriberCount: channel.hiddenSubscribers,
      videoCount: String(persona.postsCount),
    };
  }
  if (parts.has("topicDetails")) {
    body.topicDetails = {
      topicIds: topics.map(([, id]) => id),
      topicCategories: topics.map(([article]) => `https://en.wikipedia.org/wiki/${article}`),
    };
  }
  if (parts.has("brandingSettings")) {
    body.brandingSettings = {
      channel: {
        title: persona.title,
        description: text,
        keywords: [...persona.categoryNames.map((name) => `"${name}"`), channel.handle ?? ""].join(" ").trim(),
        ...(channel.country ? { country: channel.country } : {}),
        ...(channel.language ? { defaultLanguage: channel.language } : {}),
      },
    };
  }
  return { kind: "youtube#channel", etag: etagOf([channel.id, body]), id: channel.id, ...body };
}

/** The uploads the sandbox lists: the persona's recent media (the 24 newest; older ones are not listed). */
export const uploadsOf = (channel: SandboxChannel) => channel.persona.media;

/** A `youtube#playlistItem` of the uploads playlist. */
export function playlistItemResource(channel: SandboxChannel, index: number, parts: ReadonlySet<string>): Record<string, unknown> {
  const media = uploadsOf(channel)[index] as PersonaMedia;
  const playlistId = uploadsPlaylistOf(channel.id);
  const videoId = videoIdFor(channel.id, index);
  const published = isoTime(new Date(media.publishedAt * 1000));
  const body: Record<string, unknown> = {};
  if (parts.has("snippet")) {
    body.snippet = {
      publishedAt: published,
      channelId: channel.id,
      title: media.caption,
      description: media.caption,
      thumbnails: videoThumbnails(channel.avatarUrl),
      channelTitle: channel.persona.title,
      playlistId,
      position: index,
      resourceId: { kind: "youtube#video", videoId },
      videoOwnerChannelTitle: channel.persona.title,
      videoOwnerChannelId: channel.id,
    };
  }
  if (parts.has("contentDetails")) body.contentDetails = { videoId, videoPublishedAt: published };
  if (parts.has("status")) body.status = { privacyStatus: "public" };
  const id = Buffer.from(`${playlistId}.${videoId}`).toString("base64");
  return { kind: "youtube#playlistItem", etag: etagOf([id, body]), id, ...body };
}

/** A `youtube#video` (counts as strings). */
export function videoResource(channel: SandboxChannel, index: number, parts: ReadonlySet<string>): Record<string, unknown> {
  const media = uploadsOf(channel)[index] as PersonaMedia;
  const id = videoIdFor(channel.id, index);
  const body: Record<string, unknown> = {};
  if (parts.has("snippet")) {
    body.snippet = {
      publishedAt: isoTime(new Date(media.publishedAt * 1000)),
      channelId: channel.id,
      title: media.caption,
      description: media.caption,
      thumbnails: videoThumbnails(channel.avatarUrl),
      channelTitle: channel.persona.title,
      categoryId: "22",
      liveBroadcastContent: "none",
      ...(channel.language ? { defaultAudioLanguage: channel.language } : {}),
      localized: { title: media.caption, description: media.caption },
    };
  }
  if (parts.has("contentDetails")) {
    body.contentDetails = {
      duration: isoDuration(media.durationSeconds),
      dimension: "2d",
      definition: "hd",
      caption: "false",
      licensedContent: false,
      contentRating: {},
      projection: "rectangular",
    };
  }
  if (parts.has("statistics")) {
    body.statistics = {
      viewCount: String(media.views),
      // Hidden likes and turned-off comments leave their count out [P data-sources.md §1].
      ...(channel.hidesLikes ? {} : { likeCount: String(media.likes) }),
      favoriteCount: "0",
      ...(channel.hidesComments ? {} : { commentCount: String(media.comments) }),
    };
  }
  return { kind: "youtube#video", etag: etagOf([id, body]), id, ...body };
}
