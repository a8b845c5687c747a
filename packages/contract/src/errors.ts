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

/** A field map that also names its refusal (`error-codes.ts`), for a client that acts on it. */
export const ZCodedFieldErrorsSchema = z.object({ code: z.string() }).catchall(z.array(z.string()));

/** Re-exported from a module without zod, so the web app's sign-in page can read errors without it. */
export { extractErrorText } from "./error-text.ts";
