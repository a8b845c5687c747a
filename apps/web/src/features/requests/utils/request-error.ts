import { ApiError } from "@/lib/http";

/**
 * SPEC §8: the server's detail, else the error's message, else the form's own fallback. A field
 * map (400) carries no detail: its first message is the most useful text.
 */
export function requestErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === "object") {
    const body = error.body as Record<string, unknown>;
    if (typeof body.detail === "string" && body.detail) return body.detail;
    for (const value of Object.values(body)) {
      if (Array.isArray(value) && typeof value[0] === "string") return value[0];
    }
  }
  if (error instanceof Error && error.message && error.message !== "An unexpected error occurred") return error.message;
  return fallback;
}
