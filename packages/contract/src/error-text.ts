// No zod here: the web app's first page reads error bodies through this before zod has loaded.

/** Spec §8: detail, else message, else error, else the raw string body, else the error message. */
export function extractErrorText(body: unknown, fallback = "An unexpected error occurred"): string {
  if (typeof body === "string" && body.trim()) return body;
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    for (const key of ["detail", "message", "error"] as const) {
      const value = record[key];
      if (typeof value === "string" && value.trim()) return value;
    }
  }
  return fallback;
}
