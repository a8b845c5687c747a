/**
 * Machine-readable codes of the refusals the web app acts on. The English sentences beside them are
 * for people and may be reworded; a client branches on these codes only. Without zod, so the
 * session code of every page can read them.
 */
export const ERROR_CODE = {
  /** 404 from GET /api/subscriptions/current/: the user has no current plan. */
  noActiveSubscription: "no_active_subscription",
  /** 401: the token is malformed, expired or unknown. */
  tokenNotValid: "token_not_valid",
  /** 401 from the refresh: the refresh token was revoked (logout, or a replay ended its session). */
  tokenBlacklisted: "token_blacklisted",
  /** 400 field map from registration: the address has an account. */
  emailTaken: "email_taken",
  /** 400 from adding a social profile: the user has it already. */
  profileExists: "profile_exists",
  /** 400 field map from booking: the slot was taken meanwhile. */
  meetingOverlap: "meeting_overlap",
  /** 403 from subscribing, changing or cancelling the plan, paying, billing details and invoices: only the workspace's owner may. */
  billingOwnerOnly: "billing_owner_only",
} as const;
export type TErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** The `code` of an error body, when it has one. */
export function errorCodeOf(body: unknown): string | undefined {
  if (!body || typeof body !== "object" || !("code" in body)) return undefined;
  return typeof body.code === "string" ? body.code : undefined;
}
