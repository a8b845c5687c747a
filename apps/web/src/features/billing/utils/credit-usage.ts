/**
 * SPEC §9: the share of the month's credits already spent, clamped to 0–100. A balance above the
 * allowance (an admin top-up) counts as nothing used; a plan without credits shows an empty bar.
 */
export function creditUsagePercent(includedCredits: number, creditsRemaining: number): number {
  if (!Number.isFinite(includedCredits) || includedCredits <= 0) return 0;
  const used = includedCredits - creditsRemaining;
  const percent = (used / includedCredits) * 100;
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** Credits spent this period, never negative. */
export function creditsUsed(includedCredits: number, creditsRemaining: number): number {
  return Math.max(0, includedCredits - creditsRemaining);
}
