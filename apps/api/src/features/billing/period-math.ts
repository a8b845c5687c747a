/**
 * Calendar arithmetic for billing periods, in UTC. Periods are anchored to the subscription's start
 * so that a start on the 31st gives the 28th/30th in short months and the 31st again after them,
 * instead of drifting.
 */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** The number of whole months from `start` to `now`: the largest k with addMonths(start, k) <= now (0 before start). */
export function monthsElapsed(start: Date, now: Date): number {
  let months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + (now.getUTCMonth() - start.getUTCMonth());
  if (addMonths(start, months) > now) months -= 1;
  return Math.max(0, months);
}

/** When the credits of period k+1 are due, or null when that is not before the end of the subscription. */
export function nextResetAfter(start: Date, periodIndex: number, end: Date): Date | null {
  const next = addMonths(start, periodIndex + 1);
  return next < end ? next : null;
}
