import { MEETING_MIN_MINUTES, type TCreateMeeting, type TTimeSlot } from "@radar/contract/meetings";
import { isPastDay } from "./meeting-time";

/** Why Save date cannot go on yet; each is a message of the meetings namespace (SPEC §5). */
export type BookingProblem = "selectDate" | "dateInPast" | "selectTimeSlot" | "slotUnavailable" | "durationTooShort";

/** The slot's length, from its start and end (SPEC §5: the duration is computed, not chosen). */
export function slotMinutes(slot: TTimeSlot): number {
  return Math.round((Date.parse(slot.end_time) - Date.parse(slot.start_time)) / 60_000);
}

/** SPEC §5, in the order the user meets them: a date, not in the past, a slot, available, long enough. */
export function bookingProblem(date: Date | undefined, slot: TTimeSlot | undefined, now: Date = new Date()): BookingProblem | null {
  if (!date) return "selectDate";
  if (isPastDay(date, now)) return "dateInPast";
  if (!slot) return "selectTimeSlot";
  if (Date.parse(slot.start_time) <= now.getTime()) return "dateInPast";
  if (!slot.is_available) return "slotUnavailable";
  if (slotMinutes(slot) < MEETING_MIN_MINUTES) return "durationTooShort";
  return null;
}

/** SPEC §7 create payload: the slot's start and length; notes trimmed and left out when empty. */
export function toCreatePayload(slot: TTimeSlot, notes: string): TCreateMeeting {
  const trimmed = notes.trim();
  return { meeting_date: slot.start_time, duration_minutes: slotMinutes(slot), ...(trimmed ? { notes: trimmed } : {}) };
}
