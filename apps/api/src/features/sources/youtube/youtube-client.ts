import type { TPlatform } from "@radar/contract/constants";
import { SOURCE_MSG } from "@radar/contract/sources";
import { activeFilters } from "../../discovery/public.ts";
import { SourceHttp } from "../http/source-http.ts";
import { translateFilters } from "../market/vendor-translation.ts";
import { YOUTUBE_TRANSLATIONS, type YoutubeMarketQuery } from "../market/youtube-market-query.ts";
import { countOf } from "../record-builder.ts";
import { isSourceError, SourceError } from "../source-errors.ts";
import type { YoutubeSettings } from "../source-settings.ts";
import type { AccountQuery, ClientDeps, MarketPage, MarketSearchRequest, SourceAccount, SourceClient } from "../source-types.ts";
import {
  type YoutubeChannel,
  type YoutubePlaylistItem,
  ZChannelBatchSchema,
  ZChannelListSchema,
  ZPlaylistItemListSchema,
  ZSearchListSchema,
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
/** Video ids: 11 characters of base64url [U: the documented length is not guaranteed, so 6–20 are let through]. */
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;
/** channels.list takes up to 50 ids a call ([P] data-sources.md §1; the same limit as videos.list). */
export const CHANNELS_PER_CALL = 50;
/** Channels a market page of search.list holds (its maximum), and the pages YouTube answers for one search [U: ~500 results]. */
const MARKET_PAGE_SIZE = 50;
const MARKET_LAST_PAGE = 10;
/** search.list page tokens by search and page number: a later page is reached without walking the earlier ones again. */
const pageTokens = new Map<string, string>();

/** Search results checked for a custom URL's owner: one full search.list page (the search costs the same for 5 or 50). */
const CUSTOM_URL_CANDIDATES = 50;

/**
 * YouTube Data API v3 with an API key, sent in the X-Goog-Api-Key header (never `?key=`, which
 * request logs keep). A lookup is 3 quota units: channels.list (1), the uploads playlist's newest
 * items (playlistItems.list, 1) and their statistics (videos.list, 1); a channel without uploads
 * costs 1. Our daily budget (YOUTUBE_DAILY_QUOTA, counted per Pacific day like Google's) is spent
 * through the meter before each call.
 *
 * Names by form (see AccountForm): /@name → forHandle; /user/name → forUsername; /channel/<id> →
 * id; a video (watch, shorts, youtu.be) → videos.list's snippet.channelId, then the channel; a
 * /c/ or bare custom URL → search.list (100 units), checked against the found channels' customUrl
 * (custom URLs have no selector of their own). A bare name of unknown form is tried as a handle,
 * then as a legacy username.
 */
export class YoutubeClient implements SourceClient {
  readonly id = "youtube" as const;
  readonly platforms = ["youtube"] as const;
  private readonly http: SourceHttp;
  /** Where the page tokens of market searches are remembered under (one process may talk to several bases in tests). */
  private readonly baseUrl: string;

  constructor(settings: YoutubeSettings, deps: ClientDeps) {
    if (!settings.baseUrl) throw new SourceError("unsupported", "youtube", "YouTube is not configured");
    this.baseUrl = settings.baseUrl;
    this.http = SourceHttp.forClient(
      settings,
      deps,
      {
        classify: classifyYoutubeAnswer,
        headers: { "x-goog-api-key": settings.apiKey },
        secrets: [settings.apiKey],
      },
      "YouTube is not configured",
    );
  }

  async lookup(query: AccountQuery): Promise<SourceAccount> {
    if (query.platform !== "youtube") throw new SourceError("unsupported", "youtube", `YouTube cannot look up ${query.platform} accounts`);
    const name = query.handle.trim().replace(/^@/, "");
    if (!name) throw SourceError.notFound("youtube", "no channel name given");
    const form = query.form ?? "name";
    const channel =
      form === "video" || form === "custom_url"
        ? await this.channel({ id: await this.pinpoint({ ...query, handle: name }) })
        : await this.findChannel(name, form);
    return mapChannel(channel, await this.recentUploads(channel));
  }

  /** A video's channel (videos.list, 1 unit), or a custom URL's (search.list, 100 units, + channels.list, 1). */
  async pinpoint(query: AccountQuery): Promise<string> {
    const name = query.handle.trim().replace(/^@/, "");
    if (query.form === "video") return this.channelOfVideo(name);
    if (query.form === "custom_url") return this.channelOfCustomUrl(name);
    if (CHANNEL_ID.test(name)) return name;
    return (await this.findChannel(name, query.form ?? "name")).id;
  }

  /**
   * Channels by id, 50 a call, each with the figures of its uploads. Keyed by channel id as given
   * (lower-cased); ids YouTube does not know are left out.
   */
  async lookupMany(platform: TPlatform, ids: readonly string[]): Promise<Map<string, SourceAccount>> {
    const found = new Map<string, SourceAccount>();
    if (platform !== "youtube") return found;
    const wanted = [...new Set(ids.filter((id) => CHANNEL_ID.test(id)))];
    for (let start = 0; start < wanted.length; start += CHANNELS_PER_CALL) {
      const batch = wanted.slice(start, start + CHANNELS_PER_CALL);
      for (const channel of await this.channels(batch)) {
        found.set(channel.id.toLowerCase(), mapChannel(channel, await this.recentUploads(channel)));
      }
    }
    return found;
  }

  /**
   * One page of our search through YouTube's channel search (market/youtube-market-query.ts):
   * search.list (100 units) for 50 channel ids, then channels.list (1 unit) for their figures. Pages
   * are reached by YouTube's page tokens, remembered per search; a page whose token is not known yet
   * is reached through the pages before it.
   */
  async marketSearch({ query, page }: MarketSearchRequest): Promise<MarketPage> {
    const params: YoutubeMarketQuery = {};
    const translation = await translateFilters(query, activeFilters(query), YOUTUBE_TRANSLATIONS, params, null);
    if (query.platform !== "youtube" || page > MARKET_LAST_PAGE)
      return { accounts: [], total: null, lastPage: MARKET_LAST_PAGE, translation };
    const key = `${this.baseUrl} ${JSON.stringify(params)}`;
    let token: string | undefined;
    let total = 0;
    let ids: string[] = [];
    for (let at = pageTokens.has(`${key} ${page}`) ? page : 1; at <= page; at += 1) {
      token = at === 1 ? undefined : pageTokens.get(`${key} ${at}`);
      if (at > 1 && token === undefined) return { accounts: [], total, lastPage: at - 1, translation };
      const answer = await this.http.requestJson(
        {
          path: "/search",
          query: { part: "id", type: "channel", maxResults: MARKET_PAGE_SIZE, ...params, ...(token ? { pageToken: token } : {}) },
          units: 100,
        },
        ZSearchListSchema,
      );
      if (answer.nextPageToken) pageTokens.set(`${key} ${at + 1}`, answer.nextPageToken);
      total = answer.pageInfo?.totalResults ?? total;
      ids = answer.items.flatMap((item) => (item.id.channelId && CHANNEL_ID.test(item.id.channelId) ? [item.id.channelId] : []));
    }
    const channels = ids.length > 0 ? await this.channels(ids) : [];
    const order = new Map(ids.map((id, i) => [id, i]));
    const accounts = channels.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map((channel) => mapChannel(channel, null));
    const lastPage = Math.max(1, Math.min(MARKET_LAST_PAGE, Math.ceil(total / MARKET_PAGE_SIZE)));
    return { accounts, total, lastPage, translation };
  }

  async testConnection(): Promise<string> {
    const { items } = await this.http.requestJson(
      { path: "/channels", query: { part: "id", forHandle: "@YouTube" }, units: 1 },
      ZChannelListSchema,
    );
    return `channels.list answered: @YouTube is channel ${items[0]?.id ?? "?"}`;
  }

  private async findChannel(name: string, form: AccountQuery["form"]): Promise<YoutubeChannel> {
    if (form === "channel_id" || CHANNEL_ID.test(name)) return this.channel({ id: name });
    if (form === "handle") return this.channel({ forHandle: `@${name}` });
    if (form === "legacy_username") return this.channel({ forUsername: name });
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
      { path: "/channels", query: { part: CHANNEL_PARTS, ...selector }, units: 1 },
      ZChannelListSchema,
    );
    return items[0] as YoutubeChannel;
  }

  /** channels.list by up to 50 ids in one call. */
  private async channels(ids: readonly string[]): Promise<YoutubeChannel[]> {
    try {
      const { items } = await this.http.requestJson(
        { path: "/channels", query: { part: CHANNEL_PARTS, id: ids.join(","), maxResults: ids.length }, units: 1 },
        ZChannelBatchSchema,
      );
      return items;
    } catch (error) {
      if (isSourceError(error) && error.kind === "not_found") return [];
      throw error;
    }
  }

  private async channelOfVideo(videoId: string): Promise<string> {
    if (!VIDEO_ID.test(videoId))
      throw new SourceError("not_found", "youtube", "not a YouTube video id", { publicMessage: SOURCE_MSG.youtubeVideo });
    const { items } = await this.http.requestJson({ path: "/videos", query: { part: "snippet", id: videoId }, units: 1 }, ZVideoListSchema);
    const channelId = items[0]?.snippet?.channelId;
    if (!channelId) {
      throw new SourceError("not_found", "youtube", "no public video with this id (private, deleted or mistyped)", {
        publicMessage: SOURCE_MSG.youtubeVideo,
      });
    }
    return channelId;
  }

  /**
   * The channel whose custom URL is `name`: search.list for it, then the candidates' customUrl
   * compared without '@' and case. Since 2022 a custom URL became its owner's handle [U], so the
   * handle is what is compared; no match is a clear not-found, never a guess.
   */
  private async channelOfCustomUrl(name: string): Promise<string> {
    const wanted = name.toLowerCase();
    const { items } = await this.http.requestJson(
      { path: "/search", query: { part: "id", type: "channel", q: name, maxResults: CUSTOM_URL_CANDIDATES }, units: 100 },
      ZSearchListSchema,
    );
    const candidates = items.flatMap((item) => (item.id.channelId && CHANNEL_ID.test(item.id.channelId) ? [item.id.channelId] : []));
    if (candidates.length > 0) {
      const { items: channels } = await this.http.requestJson(
        { path: "/channels", query: { part: "id,snippet", id: candidates.join(","), maxResults: candidates.length }, units: 1 },
        ZChannelBatchSchema,
      );
      const owner = channels.find((channel) => channel.snippet?.customUrl?.replace(/^@/, "").toLowerCase() === wanted);
      if (owner) return owner.id;
    }
    throw new SourceError("not_found", "youtube", `no channel has the custom URL "${name}"`, {
      publicMessage: SOURCE_MSG.youtubeCustomUrl,
    });
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
        query: { part: "statistics,snippet,contentDetails", id: ids.join(","), maxResults: ids.length },
        units: 1,
      },
      ZVideoListSchema,
    );
    return uploadFigures(items, videos);
  }

  private async playlistItems(playlistId: string): Promise<YoutubePlaylistItem[]> {
    const { items } = await this.http.requestJson(
      { path: "/playlistItems", query: { part: "contentDetails", playlistId, maxResults: RECENT_UPLOADS }, units: 1 },
      ZPlaylistItemListSchema,
    );
    return items;
  }
}
