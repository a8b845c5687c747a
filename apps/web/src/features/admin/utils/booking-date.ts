import type { TLanguage } from "@radar/contract/constants";
import { formatDate } from "@/lib/format";

/**
 * A booking's day (yyyy-MM-dd in Riyadh time, as the server sends it) for display. It is read as a
 * calendar day, not as UTC midnight, so no browser zone can move it to the day before. Null when the
 * text is not a real day (SPEC §8 'invalid date').
 */
export function formatBookingDate(day: string, language: TLanguage): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(year, month - 1, date);
  if (value.getFullYear() !== year || value.getMonth() !== month - 1 || value.getDate() !== date) return null;
  return formatDate(value, language) || null;
}
