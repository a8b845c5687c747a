import { sandboxAvatarUrl } from "../sandbox/sandbox-avatar.routes.ts";
import type { Persona } from "../sandbox/sandbox-persona.ts";
import type { FieldNode } from "./instagram-sandbox-fields.ts";

/**
 * A sandbox persona in the Graph API's shape, limited to the fields the expression asks for, as
 * Graph does: ids are strings, counts are numbers, absent values are left out, and the `media`
 * edge is `{data, paging: {cursors: {before, after}}}`.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** A field Graph refuses: an unknown name (#100) or one Business Discovery may not read (#10). */
export class GraphFieldError extends Error {
  constructor(
    readonly kind: "nonexisting" | "permission" | "parameter",
    readonly field: string,
    readonly nodeType: string,
  ) {
    super(`${kind}: ${field} on ${nodeType}`);
  }
}

interface Edge {
  render(node: FieldNode): Json;
}

const USER_FIELDS = "id,ig_id,username,name,biography,website,profile_picture_url,followers_count,follows_count,media_count".split(",");
const MEDIA_FIELDS = "id,caption,media_type,media_product_type,media_url,permalink,timestamp,like_count,comments_count,username".split(",");
/** Fields Business Discovery refuses with (#10) ([P]: the instagram-graph-api crate's notes). */
const REFUSED = new Set(["stories", "shopping_product_tag_eligibility"]);
const DEFAULT_PAGE = 25;
const MAX_PAGE = 100;

function select(
  values: Record<string, Json | undefined>,
  known: string[],
  nodes: FieldNode[],
  nodeType: string,
  edges: Record<string, Edge> = {},
) {
  const out: JsonObject = {};
  for (const node of nodes) {
    const edge = edges[node.name];
    if (edge) {
      const value = edge.render(node);
      if (value !== null) out[node.name] = value;
      continue;
    }
    if (REFUSED.has(node.name)) throw new GraphFieldError("permission", node.name, nodeType);
    if (!known.includes(node.name)) throw new GraphFieldError("nonexisting", node.name, nodeType);
    const value = values[node.name];
    if (value !== undefined && value !== null) out[node.name] = value;
  }
  // Graph always names the node it describes.
  if (out.id === undefined && values.id != null) out.id = values.id;
  return out;
}

const cursor = (index: number) => Buffer.from(`sandbox-media:${index}`).toString("base64url");
function fromCursor(value: string, field: string): number {
  const match = /^sandbox-media:(\d{1,4})$/.exec(Buffer.from(value, "base64url").toString());
  if (!match) throw new GraphFieldError("parameter", field, "cursor");
  return Number(match[1]);
}

/** `media.limit(n).after(c)` / `.before(c)` over a list, Graph's cursor pagination. */
function page<T>(items: T[], node: FieldNode, render: (item: T, index: number) => JsonObject): Json {
  const limit = node.modifiers.limit === undefined ? DEFAULT_PAGE : Number(node.modifiers.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new GraphFieldError("parameter", "limit", "media");
  const size = Math.min(limit, MAX_PAGE); // [U] Graph's maximum for this edge
  let start = 0;
  if (node.modifiers.after) start = fromCursor(node.modifiers.after, "after") + 1;
  else if (node.modifiers.before) start = Math.max(0, fromCursor(node.modifiers.before, "before") - size);
  const slice = items.slice(start, start + size);
  if (slice.length === 0) return { data: [] };
  return {
    data: slice.map((item, i) => render(item, start + i)),
    paging: { cursors: { before: cursor(start), after: cursor(start + slice.length - 1) } },
  };
}

/** Graph's own time format: `2026-01-31T09:15:00+0000`. */
const graphTime = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, "+0000");

/** The IG user id Graph gives a persona: 17 digits starting 1784, like real professional accounts. */
export const igUserId = (persona: Persona) => `17841${persona.numericId.padStart(12, "0").slice(-12)}`;

/**
 * Some personas hide their like counts (a third of them, by id), on two posts in three. Read
 * through business_discovery (a field expansion), Graph then leaves `like_count` out (IG Media
 * reference; the 2021 changelog's `like_count: 0` is what older answers and direct reads gave).
 */
export const hidesLikes = (persona: Persona) => Number(persona.numericId.slice(-4)) % 3 === 0;
export const likeCountHidden = (persona: Persona, index: number) => hidesLikes(persona) && index % 3 !== 2;

function renderMedia(persona: Persona, publicUrl: string, nodes: FieldNode[], username: string) {
  const picture = sandboxAvatarUrl(publicUrl, "instagram", persona.handle);
  return (media: Persona["media"][number], index: number): JsonObject => {
    const reel = media.kind === "reel";
    const id = `179${persona.numericId.padStart(12, "0").slice(-12)}${String(index).padStart(3, "0")}`;
    const values: Record<string, Json | undefined> = {
      id,
      caption: media.caption,
      media_type: reel ? "VIDEO" : media.kind === "carousel" ? "CAROUSEL_ALBUM" : "IMAGE",
      media_product_type: reel ? "REELS" : "FEED",
      // Left out for reels with licensed audio (business_discovery reference): one reel in four here.
      media_url: reel && index % 4 === 1 ? undefined : picture,
      permalink: `https://www.instagram.com/${reel ? "reel" : "p"}/${media.id.slice(0, 11)}/`,
      timestamp: graphTime(media.publishedAt),
      like_count: likeCountHidden(persona, index) ? undefined : media.likes,
      comments_count: media.comments,
      username,
    };
    const children: Edge = {
      render: () =>
        media.kind === "carousel" ? { data: [0, 1, 2].map((n) => ({ id: `${id}${n}`, media_type: "IMAGE", media_url: picture })) } : null,
    };
    return select(values, MEDIA_FIELDS, nodes, "IGMedia", { children });
  };
}

/** A persona as an IG user; `edges` adds edges of its own (our account's business_discovery). */
export function renderIgUser(
  persona: Persona,
  nodes: FieldNode[],
  options: { publicUrl: string; id?: string; edges?: Record<string, Edge>; username?: string },
): JsonObject {
  // A renamed account answers its new username under the same ids (sandbox-renames.ts).
  const username = options.username ?? persona.handle;
  const values: Record<string, Json | undefined> = {
    id: options.id ?? igUserId(persona),
    // ig_id is the legacy numeric id, a JSON number in Graph's answers.
    ig_id: Number(persona.numericId),
    username,
    name: persona.title,
    biography: persona.email ? `${persona.bio}\n📩 ${persona.email}` : persona.bio,
    website: persona.website ?? undefined,
    profile_picture_url: sandboxAvatarUrl(options.publicUrl, "instagram", persona.handle),
    followers_count: persona.followers,
    follows_count: persona.following,
    media_count: persona.postsCount,
  };
  const media: Edge = {
    render: (node) =>
      page(
        persona.media,
        node,
        renderMedia(persona, options.publicUrl, node.children ?? [{ name: "id", modifiers: {}, children: null }], username),
      ),
  };
  return select(values, USER_FIELDS, nodes, "IGUser", { media, ...options.edges });
}

export type { JsonObject as GraphObject };
