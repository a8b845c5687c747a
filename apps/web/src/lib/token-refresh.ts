import { ERROR_CODE, errorCodeOf } from "@radar/contract/error-codes";
import { clearAuth, getAccessToken, getRefreshToken, setTokens } from "./auth-storage";
import { ApiError, sendRequest } from "./http";

export const REFRESH_EXPIRED_MESSAGE = "Refresh token is invalid or expired. Please login again.";
export const REFRESH_BLACKLISTED_MESSAGE = "Token has been blacklisted. Please login again.";
export const INVALID_TOKEN_DATA_MESSAGE = "Invalid token data received from server";

function refreshFailureMessage(body: unknown): string {
  return errorCodeOf(body) === ERROR_CODE.tokenBlacklisted ? REFRESH_BLACKLISTED_MESSAGE : REFRESH_EXPIRED_MESSAGE;
}

async function refreshOnce(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh) {
    clearAuth(REFRESH_EXPIRED_MESSAGE);
    throw new ApiError(401, null, REFRESH_EXPIRED_MESSAGE);
  }
  // A network failure leaves the session alone: the tokens may still be good once the connection is
  // back. Any answer from the server that is not a new token ends the session (SPEC §8).
  const response = await sendRequest({ method: "POST", path: "/auth/token/refresh/", body: { refresh } });
  if (!response.ok) {
    const message = response.status === 401 ? refreshFailureMessage(response.body) : REFRESH_EXPIRED_MESSAGE;
    clearAuth(message);
    throw new ApiError(response.status, response.body, message);
  }
  const body = response.body as Record<string, unknown> | undefined;
  const access = body?.access;
  if (typeof access !== "string" || !access) {
    clearAuth(INVALID_TOKEN_DATA_MESSAGE);
    throw new ApiError(response.status, response.body, INVALID_TOKEN_DATA_MESSAGE);
  }
  // Rotation: the server blacklists the old refresh token, so the new one must be kept. If none
  // arrives the old one stays valid (SPEC §5).
  const nextRefresh = typeof body?.refresh === "string" && body.refresh ? body.refresh : refresh;
  setTokens({ access, refresh: nextRefresh });
  return access;
}

/**
 * Other tabs share the stored tokens. The server treats a rotated refresh token presented again as
 * stolen and ends the session, so tabs take turns (Web Locks, where the browser has them): a tab
 * that finds the token rotated by another while it waited uses that tab's fresh access token.
 */
async function refreshInTurn(): Promise<string> {
  const seen = getRefreshToken();
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return refreshOnce();
  return locks.request("radar-token-refresh", async () => {
    const current = getRefreshToken();
    const access = getAccessToken();
    if (current && access && current !== seen) return access;
    return refreshOnce();
  });
}

let inFlight: Promise<string> | null = null;

/**
 * Exchanges the refresh token for a new access token. Concurrent callers share one request:
 * with rotation, a second parallel refresh would present an already-blacklisted token.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= refreshInTurn().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
