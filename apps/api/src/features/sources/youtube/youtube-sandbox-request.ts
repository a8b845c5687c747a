import { type GoogleError, invalidPageToken, invalidValue, requiredParameter, unknownPart } from "./youtube-sandbox-errors.ts";
import { readPageToken } from "./youtube-sandbox-ids.ts";

/** The query string, one value per name (the first, when a name is repeated). */
export type Query = Record<string, string | undefined>;

/** What a method answers: JSON (with headers), or a raw non-JSON body ("malformed"). */
export type SandboxAnswer = { status: number; body: unknown; headers?: Record<string, string> } | { status: number; raw: string };

export interface MethodContext {
  query: Query;
  /** The picture URL of a sandbox handle (served by the sandbox avatar route). */
  avatarUrl(handle: string): string;
  /** "slowpoke": waits long before answering; false when the client went away meanwhile. */
  waitSlowly(): Promise<boolean>;
}

export function flattenQuery(raw: unknown): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") query[name] = first;
  }
  return query;
}

/** `part`: required, comma-separated, each one the resource knows. */
export function partsOf(query: Query, allowed: readonly string[]): { parts: Set<string> } | { error: GoogleError } {
  const parts = (query.part ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { error: requiredParameter("part") };
  const unknown = parts.find((part) => !allowed.includes(part));
  if (unknown) return { error: unknownPart(unknown) };
  return { parts: new Set(parts) };
}

/** `maxResults`: 0–50, default 5. */
export function resultsPerPage(query: Query): number | GoogleError {
  if (query.maxResults === undefined) return 5;
  const value = Number(query.maxResults);
  if (!/^\d+$/.test(query.maxResults) || value > 50) return invalidValue("maxResults", query.maxResults, "[0, 50]");
  return value;
}

/** Where a page starts: `pageToken` (forward from its offset, or the page before it). */
export function pageStart(query: Query, perPage: number): number | GoogleError {
  if (!query.pageToken) return 0;
  const token = readPageToken(query.pageToken);
  if (!token) return invalidPageToken();
  return token.backwards ? Math.max(0, token.offset - perPage) : token.offset;
}
