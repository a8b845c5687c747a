import { z } from "zod";
import { MSG } from "./validation-messages.ts";

/** Consultations (SPEC §2 Meetings page, §3 Meeting and Time slot, §4 Meeting status, §5, §7, §8). */

/** SPEC §4 meeting status. */
export const MEETING_STATUSES = ["scheduled", "completed", "cancelled"] as const;
export type TMeetingStatus = (typeof MEETING_STATUSES)[number];

/** The `time` filter of GET /api/meetings/: meetings still to end, or already ended. */
export const MEETING_TIME_FILTERS = ["upcoming", "past"] as const;
export type TMeetingTimeFilter = (typeof MEETING_TIME_FILTERS)[number];

/** SPEC §4 booking status: how the admin sees the same row. */
export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled"] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];

/** SPEC §3 booking service types. */
export const BOOKING_SERVICE_TYPES = ["consultation", "campaign_review", "profile_setup", "strategy_session", "other"] as const;
export type TBookingServiceType = (typeof BOOKING_SERVICE_TYPES)[number];

/** Consultations happen in Saudi time; slots are computed and shown in this zone. */
export const MEETING_TIME_ZONE = "Asia/Riyadh";
/** SPEC §9: a meeting lasts at least 15 minutes. */
export const MEETING_MIN_MINUTES = 15;
export const MEETING_MAX_MINUTES = 240;
/** How far ahead a consultation may be booked (the calendar disables later days). */
export const MEETING_BOOKING_HORIZON_DAYS = 90;
export const MEETING_NOTES_MAX = 2000;

/** SPEC §5 and §8 messages the server sends; the web app shows their translations. */
export const MEETING_MSG = {
  invalidDay: "Enter a date as yyyy-MM-dd",
  invalidDateTime: "Enter a valid date and time",
  dateInPast: "The meeting date cannot be in the past",
  tooFarAhead: `Meetings can be booked at most ${MEETING_BOOKING_HORIZON_DAYS} days ahead`,
  outsideHours: "This time is outside consultation hours",
  durationMin: `A meeting must last at least ${MEETING_MIN_MINUTES} minutes`,
  durationMax: `A meeting can last at most ${MEETING_MAX_MINUTES} minutes`,
  notesTooLong: `Notes can be at most ${MEETING_NOTES_MAX} characters`,
  overlap: "There is already a meeting scheduled at this time",
  notFound: "Meeting not found",
  notScheduled: "Only scheduled meetings can be cancelled",
  noSubscription: "An active subscription is required to book consultations",
} as const;

/** yyyy-MM-dd that names a real calendar day. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** GET /api/meetings/available-slots/?date=yyyy-MM-dd (a day in Asia/Riyadh). */
export const ZAvailableSlotsQuerySchema = z.object({
  date: z.string({ error: MEETING_MSG.invalidDay }).refine(isCalendarDay, MEETING_MSG.invalidDay),
});
export type TAvailableSlotsQuery = z.infer<typeof ZAvailableSlotsQuerySchema>;

/** SPEC §3 time slot; times are ISO 8601 instants. */
export const ZTimeSlotSchema = z.object({
  start_time: z.string(),
  end_time: z.string(),
  is_available: z.boolean(),
});
export type TTimeSlot = z.infer<typeof ZTimeSlotSchema>;
export const ZTimeSlotListSchema = z.array(ZTimeSlotSchema);

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** SPEC §7 create payload. Notes are trimmed and dropped when empty (SPEC §5). */
export const ZCreateMeetingSchema = z.object({
  meeting_date: z.iso.datetime({ offset: true, error: MEETING_MSG.invalidDateTime }),
  duration_minutes: z
    .number({ error: MEETING_MSG.durationMin })
    .int(MEETING_MSG.durationMin)
    .min(MEETING_MIN_MINUTES, MEETING_MSG.durationMin)
    .max(MEETING_MAX_MINUTES, MEETING_MSG.durationMax),
  notes: z.preprocess(
    blankToUndefined,
    z.string({ error: MSG.required }).trim().max(MEETING_NOTES_MAX, MEETING_MSG.notesTooLong).optional(),
  ),
});
export type TCreateMeeting = z.input<typeof ZCreateMeetingSchema>;
export type TCreateMeetingParsed = z.output<typeof ZCreateMeetingSchema>;

/** GET /api/meetings/?status=&time= — both optional; an empty value means no filter. */
export const ZMeetingListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(MEETING_STATUSES).optional()),
  time: z.preprocess(blankToUndefined, z.enum(MEETING_TIME_FILTERS).optional()),
});
export type TMeetingListQuery = z.input<typeof ZMeetingListQuerySchema>;

/**
 * SPEC §3 meeting, plus what the user may want to know about the booking: whether the team confirmed
 * it and what it cost (0 for the plan's free monthly consultation).
 */
export const ZMeetingSchema = z.object({
  meeting_id: z.number().int(),
  meeting_date: z.string(),
  duration_minutes: z.number().int(),
  notes: z.string().nullable(),
  status: z.enum(MEETING_STATUSES),
  meeting_url: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  booking_status: z.enum(BOOKING_STATUSES),
  service_type: z.enum(BOOKING_SERVICE_TYPES),
  credits_charged: z.number(),
  free_consultation: z.boolean(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type TMeeting = z.infer<typeof ZMeetingSchema>;
export const ZMeetingListSchema = z.array(ZMeetingSchema);

/** POST /api/meetings/create/ → 201. */
export const ZCreateMeetingResponseSchema = z.object({
  meeting: ZMeetingSchema,
  credits_remaining: z.number(),
  credits_charged: z.number(),
  free_consultation: z.boolean(),
});
export type TCreateMeetingResponse = z.infer<typeof ZCreateMeetingResponseSchema>;

/** POST /api/meetings/{id}/cancel/ → 200. */
export const ZCancelMeetingResponseSchema = z.object({
  meeting: ZMeetingSchema,
  credits_remaining: z.number(),
  refunded_credits: z.number(),
});
export type TCancelMeetingResponse = z.infer<typeof ZCancelMeetingResponseSchema>;
