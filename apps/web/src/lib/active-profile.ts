import { useSyncExternalStore } from "react";

/**
 * The active social profile (SPEC §4): which of the user's profiles the app works for — the top
 * bar's chip, the search pre-filled from it. Only the id is kept, in localStorage so that it
 * survives reloads; whoever reads it checks it against the loaded profiles, so an id left behind by
 * another account on this browser or by a deleted profile simply counts as none.
 */
export const ACTIVE_PROFILE_STORAGE_KEY = "active_profile_id";

const listeners = new Set<() => void>();

function read(): number | null {
  try {
    const value = Number(localStorage.getItem(ACTIVE_PROFILE_STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Read on every call: a number is its own stable snapshot, and nothing can go stale. */
export function getActiveProfileId(): number | null {
  return read();
}

export function setActiveProfileId(id: number | null): void {
  if (id === read()) return;
  if (id === null) localStorage.removeItem(ACTIVE_PROFILE_STORAGE_KEY);
  else localStorage.setItem(ACTIVE_PROFILE_STORAGE_KEY, String(id));
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored active profile id, re-rendering when it changes here or in another tab. */
export function useActiveProfileId(): number | null {
  return useSyncExternalStore(subscribe, getActiveProfileId, () => null);
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === ACTIVE_PROFILE_STORAGE_KEY) notify();
  });
}
