import type { QueryClient } from "@tanstack/react-query";

const CURRENT_SUBSCRIPTION = ["subscriptions", "current"];

/**
 * SPEC §7: the displayed credits are updated locally from credits_remaining. The top bar reads the
 * current subscription (features/subscriptions, keyed ["subscriptions", "current", userId]); features
 * do not import each other, so every feature that spends credits patches the cached row here.
 */
export function applyCreditsRemaining(queryClient: QueryClient, credits: number): void {
  queryClient.setQueriesData({ queryKey: CURRENT_SUBSCRIPTION }, (current: unknown) =>
    current && typeof current === "object" && "credits_remaining" in current ? { ...current, credits_remaining: credits } : current,
  );
}

/** A failed report was refunded on the server: the top bar reloads the balance. */
export function reloadCredits(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CURRENT_SUBSCRIPTION });
}
