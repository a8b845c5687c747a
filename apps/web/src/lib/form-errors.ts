import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./http";

/** The first message of each field in a `400 {"field": ["msg", ...]}` answer. */
export function firstFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = error.body;
  if (!body || typeof body !== "object") return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body)) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === "string") result[field] = first;
  }
  return result;
}

/**
 * Puts each server message under its form field (SPEC §8: the first message under each field).
 * The message stays in English here; the form translates it when rendering, like its own messages.
 * Returns the number of fields that received a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): number {
  const messages = firstFieldErrors(error);
  let applied = 0;
  for (const field of fields) {
    const message = messages[field];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied;
}
