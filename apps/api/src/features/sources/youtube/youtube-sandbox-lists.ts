import { channelById } from "./youtube-sandbox-channels.ts";
import { type GoogleError, noFilter, playlistNotFound } from "./youtube-sandbox-errors.ts";
import { channelOfUploads, etagOf, pageToken, videoOf } from "./youtube-sandbox-ids.ts";
import { playlistItemResource, uploadsOf, videoResource } from "./youtube-sandbox-render.ts";
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
