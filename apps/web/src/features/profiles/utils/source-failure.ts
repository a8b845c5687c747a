import { SOURCE_ERROR_CODES, SOURCE_MSG, SPEND_MSG, type TSourceErrorCode, type TSpendRefusalCode } from "@radar/contract/sources";
import { ApiError } from "@/lib/http";

/** Why a preview (or an add) failed, each with its own message in both languages. */
export type PreviewFailureCode = TSourceErrorCode | TSpendRefusalCode | "invalid_link" | "rate_limited" | "network" | "unknown";

/** The refusals that guard the paid sources (unverified address, no plan, allowances, a report being prepared). */
const isSpendCode = (code: unknown): code is TSpendRefusalCode => typeof code === "string" && Object.hasOwn(SPEND_MSG, code);

const isSourceCode = (code: unknown): code is TSourceErrorCode => (SOURCE_ERROR_CODES as readonly unknown[]).includes(code);

/** The data-source reason of a failed profiles call (`code` in its body), or null when it has none. */
export function sourceErrorCode(error: unknown): TSourceErrorCode | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return null;
  const code = (error.body as Record<string, unknown>).code;
  return isSourceCode(code) ? code : null;
}

export function previewFailureCode(error: unknown): PreviewFailureCode {
  const source = sourceErrorCode(error);
  if (source) return source;
  if (!(error instanceof ApiError)) return "unknown";
  const code = error.body && typeof error.body === "object" ? (error.body as Record<string, unknown>).code : undefined;
  if (code === "invalid_link") return "invalid_link";
  if (isSpendCode(code)) return code;
  if (error.status === 429) return "rate_limited";
  if (error.status === 0) return "network";
  return "unknown";
}

/** A failure the same link may not repeat: offer "Try again". Not found, a bad link, refused credentials and a missing source will. */
export function isRetryableFailure(code: PreviewFailureCode): boolean {
  return code === "unavailable" || code === "report_pending" || code === "rate_limited" || code === "network" || code === "unknown";
}

/**
 * The English message of a failure, which is also its key in the `messages` namespace (its Arabic
 * twin lives there); null for the failures the wizard words itself.
 */
export function sourceMessage(code: PreviewFailureCode): string | null {
  if (code === "invalid_link") return SOURCE_MSG.invalidLink;
  if (isSpendCode(code)) return SPEND_MSG[code];
  return isSourceCode(code) ? SOURCE_MSG[code] : null;
}

/** The English message of a refusal that guards the paid sources (its key in `messages`), or null. */
export function spendRefusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return null;
  const code = (error.body as Record<string, unknown>).code;
  return isSpendCode(code) ? SPEND_MSG[code] : null;
}
