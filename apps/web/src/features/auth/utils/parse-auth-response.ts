import type { TUser } from "@radar/contract/users";
import type { Tokens } from "@/lib/auth-storage";
import { toUser } from "@/lib/user";

export const INVALID_TOKEN_DATA = "Invalid token data received from server";
export const INVALID_USER_DATA = "Invalid user data received from server";

export type AuthResult = { tokens: Tokens; user: TUser };

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
}

/**
 * SPEC §5/§7: the login answer carries the tokens either under `tokens` or at the top level, and the
 * user either under `user` or as the answer itself. Without an access token, or without a user id,
 * the login is refused with the spec's messages instead of storing half a session.
 */
export function parseAuthResponse(data: unknown): AuthResult {
  const root = asRecord(data);
  const tokenSource = asRecord(root?.tokens) ?? root;
  const access = tokenSource?.access;
  const refresh = tokenSource?.refresh;
  if (typeof access !== "string" || !access) throw new Error(INVALID_TOKEN_DATA);

  const user = toUser(root?.user ?? root);
  if (!user) throw new Error(INVALID_USER_DATA);

  return { tokens: { access, refresh: typeof refresh === "string" ? refresh : "" }, user };
}
