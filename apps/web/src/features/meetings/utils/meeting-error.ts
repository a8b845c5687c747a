import { ERROR_CODE, errorCodeOf } from "@radar/contract/error-codes";
import { MEETING_MSG } from "@radar/contract/meetings";
import type { TFunction } from "i18next";
import { ApiError } from "@/lib/http";

/** The ledger's 402 detail (apps/api core/credits/ledger.ts). */
const INSUFFICIENT_CREDITS_DETAIL = "Insufficient credits";

const SERVER_KEYS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(MEETING_MSG).map(([key, message]) => [message, `server.${key}`])),
  [INSUFFICIENT_CREDITS_DETAIL]: "server.insufficientCredits",
};

/** A server message in the user's language; one without a translation is shown as sent. */
export function translateServerMessage(t: TFunction<"meetings">, message: string): string {
  const key = SERVER_KEYS[message];
  return key ? t(key) : message;
}

const bodyOf = (error: unknown): Record<string, unknown> | null =>
  error instanceof ApiError && error.body && typeof error.body === "object" ? (error.body as Record<string, unknown>) : null;

/**
 * SPEC §8 booking failure: the slot taken meanwhile (code `meeting_overlap`) is said as such;
 * otherwise the response's error (or detail, or first field message); else errorSchedulingMeeting.
 */
export function scheduleErrorText(t: TFunction<"meetings">, error: unknown): string {
  const body = bodyOf(error);
  if (!body) return t("messages.errorSchedulingMeeting");
  if (isSlotClash(error)) return t("server.overlap");
  for (const key of ["error", "detail"] as const) {
    const value = body[key];
    if (typeof value === "string" && value) return translateServerMessage(t, value);
  }
  for (const value of Object.values(body)) {
    if (Array.isArray(value) && typeof value[0] === "string") return translateServerMessage(t, value[0]);
  }
  return t("messages.errorSchedulingMeeting");
}

/** Whether the failure was the slot being taken meanwhile (the slots are then reloaded). */
export function isSlotClash(error: unknown): boolean {
  return errorCodeOf(bodyOf(error)) === ERROR_CODE.meetingOverlap;
}

/** SPEC §8 cancel failure: response.error (or detail), else errorCancelingMeeting. */
export function cancelErrorText(t: TFunction<"meetings">, error: unknown): string {
  const body = bodyOf(error);
  for (const key of ["error", "detail"] as const) {
    const value = body?.[key];
    if (typeof value === "string" && value) return translateServerMessage(t, value);
  }
  return t("messages.errorCancelingMeeting");
}
