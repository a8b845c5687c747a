import { z } from "zod";

/** `{"detail": "..."}` — the shape of every non-form error (ARCHITECTURE.md, API). */
export const ZErrorDetailSchema = z.object({ detail: z.string() });
export type TErrorDetail = z.infer<typeof ZErrorDetailSchema>;

/** `{"error": "..."}` — where the spec reads the `error` field (avatar upload, search, payments). */
export const ZErrorFieldSchema = z.object({ error: z.string() });
export type TErrorField = z.infer<typeof ZErrorFieldSchema>;

/** Form validation errors: `400 {"field": ["message", ...]}`. */
export const ZFieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type TFieldErrors = z.infer<typeof ZFieldErrorsSchema>;

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
