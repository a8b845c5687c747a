/** Profile slots still free on the plan; never negative (a downgrade can leave more profiles than slots). */
export function remainingSlots(maxProfiles: number, used: number): number {
  return Math.max(0, maxProfiles - used);
}
