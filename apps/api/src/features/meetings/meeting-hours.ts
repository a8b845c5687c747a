import { TZDate } from "@date-fns/tz";
import { MEETING_BOOKING_HORIZON_DAYS, MEETING_TIME_ZONE } from "@radar/contract/meetings";
import { type AppConfig, ConfigError } from "../../core/config/config.ts";

/** When the consultant takes meetings: working days (0 = Sunday), hours in Asia/Riyadh, slot length. */
export interface MeetingHours {
  workdays: ReadonlySet<number>;
  /** Minutes after local midnight. */
  dayStart: number;
  dayEnd: number;
  slotMinutes: number;
}

export interface SlotTime {
  start: Date;
  end: Date;
}

/** A calendar day in Asia/Riyadh. */
export interface LocalDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const DAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/**
 * The hours from MEETING_WORKDAYS / MEETING_DAY_START / MEETING_DAY_END / MEETING_SLOT_MINUTES. The
 * config schema checks each variable; this checks them together, at start-up (the routes call it).
 */
export function meetingHours(
  config: Pick<AppConfig, "MEETING_WORKDAYS" | "MEETING_DAY_START" | "MEETING_DAY_END" | "MEETING_SLOT_MINUTES">,
) {
  const workdays = new Set(config.MEETING_WORKDAYS.split(",").map((name) => DAY_NAMES.indexOf(name.trim().toLowerCase())));
  const dayStart = minutesOf(config.MEETING_DAY_START);
  const dayEnd = minutesOf(config.MEETING_DAY_END);
  if (dayEnd - dayStart < config.MEETING_SLOT_MINUTES) {
    throw new ConfigError(
      "Invalid environment configuration:\n  MEETING_DAY_START / MEETING_DAY_END / MEETING_SLOT_MINUTES: the working day must hold at least one slot",
    );
  }
  return { workdays, dayStart, dayEnd, slotMinutes: config.MEETING_SLOT_MINUTES } satisfies MeetingHours;
}

export function parseDay(value: string): LocalDay {
  const [year, month, day] = value.split("-").map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/** The instant of a local time on a local day in Asia/Riyadh (minute 1440 is the next midnight). */
export function localInstant(day: LocalDay, minute: number): Date {
  return new Date(new TZDate(day.year, day.month - 1, day.day, Math.floor(minute / 60), minute % 60, MEETING_TIME_ZONE).getTime());
}

const weekday = (day: LocalDay) => new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

/** Every slot of a day, or none when it is not a working day. */
export function daySlots(hours: MeetingHours, day: LocalDay): SlotTime[] {
  if (!hours.workdays.has(weekday(day))) return [];
  const slots: SlotTime[] = [];
  for (let minute = hours.dayStart; minute + hours.slotMinutes <= hours.dayEnd; minute += hours.slotMinutes) {
    slots.push({ start: localInstant(day, minute), end: localInstant(day, minute + hours.slotMinutes) });
  }
  return slots;
}

/** Where an instant falls in Asia/Riyadh: its day and its minute of that day. */
export function localTimeOf(instant: Date): { day: LocalDay; minute: number; second: number } {
  const local = new TZDate(instant.getTime(), MEETING_TIME_ZONE);
  return {
    day: { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() },
    minute: local.getHours() * 60 + local.getMinutes(),
    second: local.getSeconds() * 1000 + local.getMilliseconds(),
  };
}

/** The last instant a meeting may start: the end of the day MEETING_BOOKING_HORIZON_DAYS after today (Riyadh). */
export function bookingHorizon(now: Date): Date {
  const today = localTimeOf(now).day;
  const last = new Date(Date.UTC(today.year, today.month - 1, today.day + MEETING_BOOKING_HORIZON_DAYS + 1));
  return localInstant({ year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() }, 0);
}

/**
 * Whether a meeting from `start` lasting `minutes` sits inside the working hours: on a working day,
 * starting on the slot grid, ending by the end of that day's hours (it may span several slots).
 */
export function withinHours(hours: MeetingHours, start: Date, minutes: number): boolean {
  const local = localTimeOf(start);
  if (local.second !== 0) return false;
  if (!hours.workdays.has(weekday(local.day))) return false;
  if (local.minute < hours.dayStart || (local.minute - hours.dayStart) % hours.slotMinutes !== 0) return false;
  return start.getTime() + minutes * 60_000 <= localInstant(local.day, hours.dayEnd).getTime();
}
