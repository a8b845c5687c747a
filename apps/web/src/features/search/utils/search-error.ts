import { extractErrorText } from "@radar/contract/error-text";
import type { TCreditShortfall } from "@radar/contract/search";
import { ApiError } from "@/lib/http";

/** Why a search failed, in the cases SPEC §8 words differently. `reason` is the server's English text. */
export type SearchFailure =
  | { kind: "missingToken" }
  | { kind: "unauthorized" }
  | { kind: "methodNotAllowed" }
  | { kind: "badRequest"; reason: string | null }
  | { kind: "forbidden"; reason: string | null }
  | { kind: "paymentRequired"; reason: string | null; shortfall: TCreditShortfall | null }
  | { kind: "invalidResponse" }
  | { kind: "other"; reason: string };

/** Thrown before any request when no access token is stored (SPEC §5). */
export class MissingTokenError extends Error {
  constructor() {
    super("Authentication token is missing");
    this.name = "MissingTokenError";
  }
}

/** Thrown when the answer is not the §7 response object. */
export class InvalidResponseError extends Error {
  constructor() {
    super("Invalid response format from server");
    this.name = "InvalidResponseError";
  }
}

function errorField(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const value = (body as Record<string, unknown>).error;
  return typeof value === "string" && value.trim() ? value : null;
}

const numberField = (body: Record<string, unknown>, key: string) => (typeof body[key] === "number" ? (body[key] as number) : null);

/** A 402's price, balance and missing credits (ZSearchErrorSchema), when the server sent them. */
function shortfallOf(body: unknown): TCreditShortfall | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  const required = numberField(record, "credits_required");
  const balance = numberField(record, "credits_balance");
  const missing = numberField(record, "credits_missing");
  return required === null || balance === null || missing === null ? null : { required, balance, missing };
}

/** Maps a failed search to the SPEC §8 case; the screen words each case (and translates the reason). */
export function toSearchFailure(error: unknown): SearchFailure {
  if (error instanceof MissingTokenError) return { kind: "missingToken" };
  if (error instanceof InvalidResponseError) return { kind: "invalidResponse" };
  if (error instanceof ApiError) {
    switch (error.status) {
      case 401:
        return { kind: "unauthorized" };
      case 405:
        return { kind: "methodNotAllowed" };
      case 400:
        return { kind: "badRequest", reason: errorField(error.body) };
      case 403:
        return { kind: "forbidden", reason: errorField(error.body) };
      case 402:
        return { kind: "paymentRequired", reason: errorField(error.body), shortfall: shortfallOf(error.body) };
      default:
        return { kind: "other", reason: errorField(error.body) ?? extractErrorText(error.body, error.message) };
    }
  }
  return { kind: "other", reason: error instanceof Error && error.message ? error.message : "An unexpected error occurred" };
}
