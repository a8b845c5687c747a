import { ApiError } from "@/lib/http";

export type GenerateErrorKey = "toasts.limit" | "toasts.insufficientCredits" | "toasts.generationFailed";

/**
 * SPEC §8: a 403 on generate is the plan's limit (a profile's report); a 402 means the balance does
 * not cover a creator's report; anything else is 'report generation failed'.
 */
export function generateErrorKey(error: unknown): GenerateErrorKey {
  if (error instanceof ApiError && error.status === 403) return "toasts.limit";
  if (error instanceof ApiError && error.status === 402) return "toasts.insufficientCredits";
  return "toasts.generationFailed";
}
