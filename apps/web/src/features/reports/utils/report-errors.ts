import { ApiError } from "@/lib/http";

/** SPEC §8: a 403 on generate is the plan's limit; anything else is 'report generation failed'. */
export function generateErrorKey(error: unknown): "toasts.limit" | "toasts.generationFailed" {
  return error instanceof ApiError && error.status === 403 ? "toasts.limit" : "toasts.generationFailed";
}
