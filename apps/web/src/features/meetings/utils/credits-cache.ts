import type { QueryClient } from "@tanstack/react-query";

/**
 * SPEC §7: the displayed credits are updated locally from credits_remaining. The top bar reads the
 * current subscription (features/subscriptions, keyed ["subscriptions", "current", userId]); features
 * do not import each other, so the cached subscription is patched through its key prefix.
 */
export function applyCreditsRemaining(queryClient: QueryClient, credits: number): void {
  queryClient.setQueriesData({ queryKey: ["subscriptions", "current"] }, (current: unknown) =>
    current && typeof current === "object" && "credits_remaining" in current ? { ...current, credits_remaining: credits } : current,
  );
}
