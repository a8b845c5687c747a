import { z } from "zod";
import { PLAN_LABELS } from "./billing.ts";
import { BOOKING_SERVICE_TYPES, BOOKING_STATUSES, MEETING_STATUSES, MEETING_TIME_ZONE } from "./meetings.ts";

/**
 * The admin dashboard (SPEC §2 Admin dashboard, §3 Booking and Credits table row, §4 Booking status,
 * §7 Generic table helper, §8 Admin). The generic table helper is `/api/admin/tables/{resource}/`.
 */

/** The resources the generic table helper serves; anything else is 400. */
export const TABLE_RESOURCES = ["bookings", "profiles"] as const;
export type TTableResource = (typeof TABLE_RESOURCES)[number];

/** SPEC §7 filter operators: `field=value` is equality, the others are `field__op=value`. */
export const TABLE_OPERATORS = ["ne", "gt", "lt", "gte", "lte", "icontains", "in"] as const;
export type TTableOperator = (typeof TABLE_OPERATORS)[number];

/** Paging bounds of the table helper: a bigger limit is refused, not silently cut. */
export const TABLE_DEFAULT_LIMIT = 50;
export const TABLE_MAX_LIMIT = 500;
export const TABLE_MAX_OFFSET = 1_000_000;
/** The longest filter value and the most values an `__in` filter takes. */
export const TABLE_MAX_VALUE_LENGTH = 200;
export const TABLE_MAX_IN_VALUES = 100;

/** Bookings show their date and time in the consultant's zone, as the slots are offered. */
export const BOOKING_TIME_ZONE = MEETING_TIME_ZONE;

/** Every field of a booking row; `select` picks among them. */
export const BOOKING_FIELDS = [
  "id",
  "user_id",
  "customer_name",
  "email",
  "phone",
  "status",
  "meeting_status",
  "date",
  "time",
  "start_time",
  "end_time",
  "duration_minutes",
  "service_type",
  "notes",
  "customer_notes",
  "meeting_url",
  "credits_charged",
  "free_consultation",
  "created_at",
  "updated_at",
] as const;
export type TBookingField = (typeof BOOKING_FIELDS)[number];

/**
 * SPEC §3 Booking, as the admin sees a consultation: `status` is the booking status (pending,
 * confirmed, cancelled), `notes` the admin's notes, `customer_notes` what the user wrote when
 * booking. `date` (yyyy-MM-dd) and `time` (HH:mm) are in Asia/Riyadh.
 */
export const ZBookingSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  customer_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  meeting_status: z.enum(MEETING_STATUSES),
  date: z.string(),
  time: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_minutes: z.number().int(),
  service_type: z.enum(BOOKING_SERVICE_TYPES),
  notes: z.string().nullable(),
  customer_notes: z.string().nullable(),
  meeting_url: z.string(),
  credits_charged: z.number(),
  free_consultation: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBooking = z.infer<typeof ZBookingSchema>;

export const CREDIT_USER_FIELDS = ["id", "email", "name", "username", "role", "credits", "plan", "plan_name", "created_at"] as const;
export type TCreditUserField = (typeof CREDIT_USER_FIELDS)[number];

/** SPEC §3 Credits table row (id, email, credits, plan), plus who the user is. */
export const ZCreditUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
  role: z.enum(["user", "admin"]),
  credits: z.number(),
  /** SPEC §3 user plan data: free without a current subscription, premium on Professional, else standard. */
  plan: z.enum(PLAN_LABELS),
  /** The current subscription's plan name, or null. */
  plan_name: z.string().nullable(),
  created_at: z.string(),
});
export type TCreditUser = z.infer<typeof ZCreditUserSchema>;

/** GET /api/admin/tables/{resource}/: the matching rows (only the selected fields) and their total. */
export const ZTablePageSchema = z.object({
  count: z.number().int(),
  results: z.array(z.record(z.string(), z.unknown())),
});
export type TTablePage<Row> = { count: number; results: Row[] };

/** Server messages of the admin API; the web app shows their translations. */
export const ADMIN_MSG = {
  unknownResource: "Unknown resource",
  bookingNotFound: "Booking not found",
  userNotFound: "User not found",
  bookingCancelled: "This booking is cancelled and can no longer be changed",
  meetingCompleted: "A completed meeting cannot be cancelled",
  creditsInvalid: "Credits must be a number of at least 0 with at most two decimals",
  creditsMax: "Credits are too large",
  nothingToUpdate: "Nothing to update",
  subjectRequired: "Please enter a subject",
  messageRequired: "Please enter a message",
} as const;

export const CREDITS_MAX = 10_000_000;

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** PUT /api/admin/tables/bookings/{id}/: confirm or cancel (with the user's refund) and/or set the notes. */
export const ZUpdateBookingSchema = z
  .object({
    status: z.enum(BOOKING_STATUSES).optional(),
    notes: z.preprocess(blankToNull, z.string().trim().max(5_000).nullable().optional()),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.notes !== undefined, ADMIN_MSG.nothingToUpdate);
export type TUpdateBooking = z.input<typeof ZUpdateBookingSchema>;

/** A credits figure: 0 or more, two decimals at most (SPEC §9 shows credits with two decimals). */
export const ZCreditsValueSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
  z
    .number({ error: ADMIN_MSG.creditsInvalid })
    .refine(Number.isFinite, ADMIN_MSG.creditsInvalid)
    .refine((value) => value >= 0, ADMIN_MSG.creditsInvalid)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, ADMIN_MSG.creditsInvalid)
    .refine((value) => value <= CREDITS_MAX, ADMIN_MSG.creditsMax),
);

/**
 * PUT /api/admin/tables/profiles/{id}/: sets the user's balance. The ledger records the difference
 * with reason `admin_adjustment`, the admin as actor and the optional note as its reference.
 */
export const ZUpdateUserCreditsSchema = z
  .object({
    credits: ZCreditsValueSchema,
    note: z.preprocess(blankToNull, z.string().trim().max(200).nullish()),
  })
  .strict();
export type TUpdateUserCredits = z.input<typeof ZUpdateUserCreditsSchema>;

/** One e-mail of a booking's thread (the communication tab). */
export const ZBookingMessageSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TBookingMessage = z.infer<typeof ZBookingMessageSchema>;
export const ZBookingMessageListSchema = z.array(ZBookingMessageSchema);

/** POST /api/admin/bookings/{id}/messages/: e-mails the customer and adds the message to the thread. */
export const ZSendBookingMessageSchema = z.object({
  subject: z.string({ error: ADMIN_MSG.subjectRequired }).trim().min(1, ADMIN_MSG.subjectRequired).max(200),
  body: z.string({ error: ADMIN_MSG.messageRequired }).trim().min(1, ADMIN_MSG.messageRequired).max(10_000),
});
export type TSendBookingMessage = z.input<typeof ZSendBookingMessageSchema>;
