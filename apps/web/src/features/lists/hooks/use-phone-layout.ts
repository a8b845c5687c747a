import { useSyncExternalStore } from "react";

/** Tailwind's `sm` breakpoint: below it the member tables become cards. */
const PHONE = "(max-width: 639.98px)";

function subscribe(listener: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

const snapshot = () => typeof window.matchMedia === "function" && window.matchMedia(PHONE).matches;

/**
 * Whether the screen is phone-sized. One layout is rendered, not both hidden by CSS: a member's
 * status, price and note fields exist once, so labels stay unique for assistive technology.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
