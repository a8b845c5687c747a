import { SourceHttp } from "../http/source-http.ts";
import { countOf } from "../record-builder.ts";
import { isSourceError, SourceError } from "../source-errors.ts";
import type { YoutubeSettings } from "../source-settings.ts";
import type { AccountQuery, ClientDeps, SourceAccount, SourceClient } from "../source-types.ts";
import {
  type YoutubeChannel,
  type YoutubePlaylistItem,
  ZChannelListSchema,
  ZPlaylistItemListSchema,
  ZVideoListSchema,
} from "./youtube-answers.ts";
import { classifyYoutubeAnswer } from "./youtube-errors.ts";
import { mapChannel } from "./youtube-mapping.ts";
import { RECENT_UPLOADS, type UploadFigures, uploadFigures } from "./youtube-uploads.ts";

const CHANNEL_PARTS = "snippet,statistics,brandingSettings,topicDetails,contentDetails";
/** A channel id: "UC" + 22 characters of base64url. Case matters: a lower-cased id names no channel. */
export const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
/** Legacy usernames are letters and digits only [U: from memory of the old rules; no length limit assumed]. */
const LEGACY_USERNAME = /^[A-Za-z0-9]+$/;

/**
 * YouTube Data API v3 with an API key (reference §1). A lookup is 3 quota units: channels.list
 * (1), the uploads playlist's newest items (playlistItems.list, 1) and their statistics
 * (videos.list, 1); a channel without uploads costs 1, a name that is neither a handle nor a legacy
 * username 2. Our daily budget (YOUTUBE_DAILY_QUOTA, counted per Pacific day like Google's) is
 * spent through the meter before each call.
 *
 * Names: our links /@name, /c/name and /user/name all arrive as a bare name, /channel/<id> as the
 * id. A bare name is tried as a handle first (every channel has one since 2022, and most /c/ names
 * became handles), then, when no channel has that handle, as a legacy username (forUsername
 * resolves /user/ names, which may differ from the handle).
 */
export class YoutubeClient implements SourceClient {
  readonly id = "youtube" as const;
  readonly platforms = ["youtube"] as const;
  private readonly http: SourceHttp;

  constructor(
    private readonly settings: YoutubeSettings,
    deps: ClientDeps,
  ) {
    if (!settings.baseUrl) throw new SourceError("unsupported", "youtube", "YouTube is not configured");
    this.http = new SourceHttp({
      source: "youtube",
      baseUrl: settings.baseUrl,
      timeoutMs: settings.timeoutMs,
      maxRetries: settings.maxRetries,
      meter: deps.meter,
      classify: classifyYoutubeAnswer,
      fetchImpl: deps.fetchImpl,
      sleep: deps.sleep,
      backoffMs: deps.backoffMs,
    });
  }

  async lookup(query: AccountQuery): Promise<SourceAccount> {
    if (query.platform !== "youtube") throw new SourceError("unsupported", "youtube", `YouTube cannot look up ${query.platform} accounts`);
    const name = query.handle.trim().replace(/^@/, "");
    if (!name) throw SourceError.notFound("youtube", "no channel name given");
    const channel = await this.findChannel(name);
    return mapChannel(channel, await this.recentUploads(channel));
  }

  async testConnection(): Promise<string> {
    const { items } = await this.http.requestJson(
      { path: "/channels", query: { part: "id", forHandle: "@YouTube", key: this.settings.apiKey }, units: 1 },
      ZChannelListSchema,
    );
    return `channels.list answered: @YouTube is channel ${items[0]?.id ?? "?"}`;
  }

  private async findChannel(name: string): Promise<YoutubeChannel> {
    if (CHANNEL_ID.test(name)) return this.channel({ id: name });
    try {
      return await this.channel({ forHandle: `@${name}` });
    } catch (error) {
      if (!(isSourceError(error) && error.kind === "not_found" && LEGACY_USERNAME.test(name))) throw error;
    }
    return this.channel({ forUsername: name });
  }

  /** channels.list by one selector; no `items` is not_found (classifyYoutubeAnswer). */
  private async channel(selector: { id: string } | { forHandle: string } | { forUsername: string }): Promise<YoutubeChannel> {
    const { items } = await this.http.requestJson(
      { path: "/channels", query: { part: CHANNEL_PARTS, ...selector, key: this.settings.apiKey }, units: 1 },
      ZChannelListSchema,
    );
    return items[0] as YoutubeChannel;
  }

  /** Figures of the newest uploads; null for a channel without any (it still resolves, its figures missing). */
  private async recentUploads(channel: YoutubeChannel): Promise<UploadFigures | null> {
    const playlistId = channel.contentDetails?.relatedPlaylists?.uploads;
    if (!playlistId || countOf(channel.statistics?.videoCount) === 0) return null;
    let items: YoutubePlaylistItem[];
    try {
      items = await this.playlistItems(playlistId);
    } catch (error) {
      // Channels that never uploaded may have no uploads playlist at all (404 playlistNotFound).
      if (isSourceError(error) && error.kind === "not_found") return null;
      throw error;
    }
    const ids = [...new Set(items.map((item) => item.contentDetails.videoId))].slice(0, 50);
    if (ids.length === 0) return null;
    const { items: videos } = await this.http.requestJson(
      {
        path: "/videos",
        query: { part: "statistics,snippet,contentDetails", id: ids.join(","), maxResults: ids.length, key: this.settings.apiKey },
        units: 1,
      },
      ZVideoListSchema,
    );
    return uploadFigures(items, videos);
  }

  private async playlistItems(playlistId: string): Promise<YoutubePlaylistItem[]> {
    const { items } = await this.http.requestJson(
      {
        path: "/playlistItems",
        query: { part: "contentDetails", playlistId, maxResults: RECENT_UPLOADS, key: this.settings.apiKey },
        units: 1,
      },
      ZPlaylistItemListSchema,
    );
    return items;
  }
}
