/**
 * An invitation link opened while signed out: kept in localStorage until the visitor is signed in,
 * because the way there may run through sign-up and the e-mail confirmation (often opened in a new
 * tab). A link older than the invitation's own lifetime is forgotten.
 */
const KEY = "pending_invitation";
const MAX_AGE_MS = 7 * 86_400_000;

type Stored = { token: string; at: number };

export function rememberInvitation(token: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, at: Date.now() } satisfies Stored));
  } catch {
    // Storage refused (a privacy mode): the visitor opens the link again after signing in.
  }
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The path of the invitation waiting for this sign-in, if any. */
export function pendingInvitationPath(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === "object" &&
      "token" in value &&
      typeof value.token === "string" &&
      "at" in value &&
      typeof value.at === "number" &&
      Date.now() - value.at < MAX_AGE_MS
    )
      return invitationPath(value.token);
    localStorage.removeItem(KEY);
    return null;
  } catch {
    return null;
  }
}

export function invitationPath(token: string): string {
  return `/invitations/${encodeURIComponent(token)}`;
}
