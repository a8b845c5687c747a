import { sandboxFault } from "../sandbox/sandbox-faults.ts";
import { channelById, channelFor } from "./youtube-sandbox-channels.ts";
import { type GoogleError, noFilter, playlistNotFound } from "./youtube-sandbox-errors.ts";
import { channelOfUploads, etagOf, pageToken, videoOf } from "./youtube-sandbox-ids.ts";
import { playlistItemResource, searchResultResource, uploadsOf, videoResource } from "./youtube-sandbox-render.ts";
import { type MethodContext, pageStart, partsOf, resultsPerPage, type SandboxAnswer } from "./youtube-sandbox-request.ts";

const isError = (value: unknown): value is GoogleError => typeof value === "object" && value !== null && "body" in value;
const googleError = (problem: GoogleError): SandboxAnswer => ({ status: problem.status, body: problem.body });

/** One page of `total` results starting at `start`, with YouTube's page tokens and pageInfo. */
function page(kind: string, items: Record<string, unknown>[], start: number, perPage: number, total: number) {
  return {
    kind,
    etag: etagOf([kind, items.map((item) => item.etag)]),
    ...(start + perPage < total ? { nextPageToken: pageToken(start + perPage) } : {}),
    ...(start > 0 ? { prevPageToken: pageToken(start, true) } : {}),
    items,
    pageInfo: { totalResults: total, resultsPerPage: perPage },
  };
}

/** GET /playlistItems (1 unit): the uploads playlist "UU…" of a channel, newest first. */
export function listPlaylistItems(method: MethodContext): SandboxAnswer {
  const { query } = method;
  const parts = partsOf(query, ["id", "snippet", "contentDetails", "status"]);
  if ("error" in parts) return googleError(parts.error);
  const perPage = resultsPerPage(query);
  if (isError(perPage)) return googleError(perPage);
  if (!query.playlistId) return googleError(noFilter(["id", "playlistId"]));
  const channelId = channelOfUploads(query.playlistId);
  const channel = channelId ? channelById(channelId, method.avatarUrl) : null;
  if (!channel) return googleError(playlistNotFound());
  const start = pageStart(query, perPage);
  if (isError(start)) return googleError(start);
  const total = uploadsOf(channel).length;
  const items = [];
  for (let index = start; index < Math.min(total, start + perPage); index += 1)
    items.push(playlistItemResource(channel, index, parts.parts));
  return { status: 200, body: page("youtube#playlistItemListResponse", items, start, perPage, total) };
}

/** GET /videos (1 unit) by id (up to 50): ids it does not know are left out, as YouTube leaves out private and deleted videos. */
export function listVideos(method: MethodContext): SandboxAnswer {
  const { query } = method;
  const allowed = ["id", "snippet", "contentDetails", "statistics", "status", "topicDetails", "player", "localizations"];
  const parts = partsOf(query, allowed);
  if ("error" in parts) return googleError(parts.error);
  if (!query.id) return googleError(noFilter(["chart", "id", "myRating"]));
  const items = query.id
    .split(",")
    .slice(0, 50)
    .flatMap((id) => {
      const video = videoOf(id.trim());
      const channel = video ? channelById(video.channelId, method.avatarUrl) : null;
      return video && channel && video.index < uploadsOf(channel).length ? [videoResource(channel, video.index, parts.parts)] : [];
    });
  return {
    status: 200,
    body: {
      kind: "youtube#videoListResponse",
      etag: etagOf(items.map((item) => item.etag)),
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    },
  };
}

const SUFFIXES = ["", "tv", ".official", "_ksa", "daily", "vlogs", ".show", "_uae", "channel", "world", "life", "hub"];

/** The channels a query finds: the query's letters with a few suffixes, 20 to 50 of them. */
export function searchHandles(q: string): string[] {
  const base =
    q
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "")
      .slice(0, 16) || "creator";
  let sum = 0;
  for (const ch of base) sum = (sum * 31 + (ch.codePointAt(0) ?? 0)) % 1_000_003;
  const total = 20 + (sum % 31);
  const handles = Array.from({ length: total }, (_, i) => (i < SUFFIXES.length ? `${base}${SUFFIXES[i]}` : `${base}${i}`));
  return handles.filter((handle) => sandboxFault(handle) === null);
}

/** GET /search (100 units): type=channel discovery. Results carry a snippet and no statistics, as in the real API. */
export function search(method: MethodContext): SandboxAnswer {
  const { query } = method;
  const parts = partsOf(query, ["id", "snippet"]);
  if ("error" in parts) return googleError(parts.error);
  const perPage = resultsPerPage(query);
  if (isError(perPage)) return googleError(perPage);
  const start = pageStart(query, perPage);
  if (isError(start)) return googleError(start);
  const types = (query.type ?? "channel,playlist,video").split(",").map((type) => type.trim());
  // The sandbox has channels only: a search for videos or playlists finds nothing.
  const handles = types.includes("channel") ? searchHandles(query.q ?? "") : [];
  const items = handles.slice(start, start + perPage).map((handle) => {
    const result = searchResultResource(channelFor(handle, method.avatarUrl));
    return parts.parts.has("snippet") ? result : { kind: result.kind, etag: result.etag, id: result.id };
  });
  const body = page("youtube#searchListResponse", items, start, perPage, handles.length);
  return { status: 200, body: { ...body, regionCode: (query.regionCode ?? "US").toUpperCase() } };
}
