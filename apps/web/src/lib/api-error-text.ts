import { ApiError } from "./http";

/**
 * The most useful text of a failed call (SPEC §8): the server's detail, else the first message of a
 * field map (a 400 carries no detail), else the error's own message; null when there is nothing
 * better than the caller's fallback.
 */
export function apiErrorText(error: unknown): string | null {
  if (error instanceof ApiError && error.body && typeof error.body === "object") {
    const body = error.body as Record<string, unknown>;
    if (typeof body.detail === "string" && body.detail) return body.detail;
    for (const value of Object.values(body)) {
      if (Array.isArray(value) && typeof value[0] === "string") return value[0];
    }
  }
  if (error instanceof Error && error.message && error.message !== "An unexpected error occurred") return error.message;
  return null;
}
