import { TOKEN_REFRESH_THRESHOLD_MS } from "@radar/contract/constants";
import type { TUser } from "@radar/contract/users";
import { useSyncExternalStore } from "react";
import { getJwtExpiry } from "./jwt";
import { toUser } from "./user";

const ACCESS_KEY = "access_token";
const REFRESH_KEY = "refresh_token";
const USER_KEY = "user";

export type Tokens = { access: string; refresh: string };

type Listener = () => void;
type ExpiredListener = (message: string) => void;

const listeners = new Set<Listener>();
const expiredListeners = new Set<ExpiredListener>();

function readUser(): TUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return toUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

// The React snapshot must keep its identity between reads, so the parsed user is cached here and
// replaced only when the stored value changes.
let currentUser: TUser | null = readUser();

function notify(): void {
  currentUser = readUser();
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_KEY);
}

export function getStoredUser(): TUser | null {
  return currentUser;
}

export function setTokens(tokens: Tokens): void {
  localStorage.setItem(ACCESS_KEY, tokens.access);
  localStorage.setItem(REFRESH_KEY, tokens.refresh);
}

export function saveSession(tokens: Tokens, user: TUser): void {
  setTokens(tokens);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Merges fields (a new avatar, an edited name) into the stored user so the shell shows them. */
export function updateStoredUser(patch: Partial<TUser>): void {
  if (!currentUser) return;
  localStorage.setItem(USER_KEY, JSON.stringify({ ...currentUser, ...patch }));
  notify();
}

/** Forgets the session. `expiredMessage` tells listeners the session ended without a logout. */
export function clearAuth(expiredMessage?: string): void {
  const hadSession = currentUser !== null || getAccessToken() !== null;
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
  if (expiredMessage && hadSession) for (const listener of expiredListeners) listener(expiredMessage);
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** The logged-in user, re-rendering on login, logout, profile edits and changes from other tabs. */
export function useCurrentUser(): TUser | null {
  return useSyncExternalStore(subscribeToSession, getStoredUser);
}

// Another tab logging in or out changes localStorage; follow it so both tabs agree.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || [ACCESS_KEY, REFRESH_KEY, USER_KEY].includes(event.key)) notify();
  });
}

export type RestoreDecision = "restore" | "refresh" | "clear";

/**
 * SPEC §4 start-up rule: with a stored user and access token, restore the session; if the access
 * token expires in under 5 minutes but has not expired yet, refresh it; otherwise clear everything.
 */
export function decideRestore(access: string | null, user: TUser | null, now: number): RestoreDecision {
  if (!access || !user) return "clear";
  const expiresAt = getJwtExpiry(access);
  if (expiresAt === null || expiresAt <= now) return "clear";
  return expiresAt - now < TOKEN_REFRESH_THRESHOLD_MS ? "refresh" : "restore";
}

/** Applies {@link decideRestore}. The refresh is passed in so this module stays free of HTTP. */
export async function restoreSession(refresh: () => Promise<unknown>, now: number = Date.now()): Promise<RestoreDecision> {
  const decision = decideRestore(getAccessToken(), getStoredUser(), now);
  if (decision === "clear") {
    clearAuth();
    return decision;
  }
  if (decision === "refresh") {
    // A failed refresh clears the stored auth itself; start-up then continues logged out.
    await refresh().catch(() => undefined);
  }
  return decision;
}
