import { apiErrorText } from "@/lib/api-error-text";

/** SPEC §8: the server's detail, else the error's message, else the form's own fallback. */
export const requestErrorText = (error: unknown, fallback: string): string => apiErrorText(error) ?? fallback;
