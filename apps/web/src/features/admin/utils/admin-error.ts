import { apiErrorText } from "@/lib/api-error-text";

/** The text of a failed admin call (SPEC §8); null when the caller's fallback message is better. */
export const adminErrorText = (error: unknown): string | null => apiErrorText(error);
