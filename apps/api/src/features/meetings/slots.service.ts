import type { TTimeSlot } from "@radar/contract/meetings";
import type { AppContext } from "../../core/context.ts";
import { bookingHorizon, daySlots, type MeetingHours, parseDay } from "./meeting-hours.ts";
import { liveMeetingsBetween } from "./meeting-queries.ts";

/**
 * GET /api/meetings/available-slots/: the day's slots from the working hours (none on a day off).
 * A slot is unavailable when it has started, lies beyond the booking horizon, or overlaps a live
 * meeting of anyone's — there is one consultant.
 */
export async function availableSlots(ctx: AppContext, hours: MeetingHours, date: string, now = new Date()): Promise<TTimeSlot[]> {
  const slots = daySlots(hours, parseDay(date));
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const taken = await liveMeetingsBetween(ctx.db, first.start, last.end);
  const horizon = bookingHorizon(now).getTime();
  return slots.map((slot) => {
    const clash = taken.some((meeting) => meeting.start_time < slot.end && meeting.end_time > slot.start);
    const open = slot.start.getTime() > now.getTime() && slot.start.getTime() < horizon;
    return { start_time: slot.start.toISOString(), end_time: slot.end.toISOString(), is_available: open && !clash };
  });
}
