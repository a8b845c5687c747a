import { TZDate } from "@date-fns/tz";
import type { TLanguage } from "@radar/contract/constants";
import { MEETING_BOOKING_HORIZON_DAYS, MEETING_TIME_ZONE } from "@radar/contract/meetings";
import { addDays, format } from "date-fns";
import { arSA, enUS } from "date-fns/locale";

/**
 * Consultations happen in Riyadh time, wherever the browser is. The calendar works with local
 * midnights (how react-day-picker represents days); a day's key is its yyyy-MM-dd.
 */

const LOCALES = { en: enUS, ar: arSA } as const;
const DAY_PATTERNS: Record<TLanguage, string> = { en: "EEEE, MMM d, yyyy", ar: "EEEE، d MMMM yyyy" };

const inRiyadh = (instant: string | Date) => new TZDate(new Date(instant).getTime(), MEETING_TIME_ZONE);

/** Today in Riyadh, as the calendar's local midnight of that date. */
export function riyadhToday(now: Date = new Date()): Date {
  const local = inRiyadh(now);
  return new Date(local.getFullYear(), local.getMonth(), local.getDate());
}

/** The last day the server accepts bookings for (MEETING_BOOKING_HORIZON_DAYS after today). */
export function lastBookableDay(now: Date = new Date()): Date {
  return addDays(riyadhToday(now), MEETING_BOOKING_HORIZON_DAYS);
}

export function isPastDay(day: Date, now: Date = new Date()): boolean {
  return day.getTime() < riyadhToday(now).getTime();
}

export const dayKey = (day: Date) => format(day, "yyyy-MM-dd");

/** "Sunday, Nov 22, 2026" / "الأحد، 22 نوفمبر 2026" for a calendar day. */
export function formatDay(day: Date, language: TLanguage): string {
  return format(day, DAY_PATTERNS[language], { locale: LOCALES[language] });
}

/** The Riyadh date of an instant, formatted like {@link formatDay}. */
export function formatMeetingDay(instant: string, language: TLanguage): string {
  return format(inRiyadh(instant), DAY_PATTERNS[language], { locale: LOCALES[language] });
}

/** "9:30 AM" / "9:30 ص" in Riyadh time. */
export function formatMeetingTime(instant: string, language: TLanguage): string {
  return format(inRiyadh(instant), "h:mm a", { locale: LOCALES[language] });
}
