import { AppError } from "../../../core/http/app-error.ts";

/** A 400 whose text the web app shows after 'Search failed: ' (SPEC §8). */
export function searchFailed(message: string): AppError {
  return new AppError(400, message, { code: "search_failed" });
}
