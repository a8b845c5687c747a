import type { FastifyInstance } from "fastify";
import { type LocalDay, localInstant, localTimeOf } from "./meeting-hours.ts";

/** Helpers for the meetings tests (default hours: Sunday to Thursday, 09:00-17:00 Riyadh, 30-minute slots). */

export const dayString = (day: LocalDay) => `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;

/** The Riyadh day `offset` days from today. */
export function riyadhDay(offset: number, now = new Date()): LocalDay {
  const today = localTimeOf(now).day;
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const weekday = (day: LocalDay) => new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

/** The first Riyadh day at least `from` days ahead that is (or is not) a default working day. */
export function nextDay(from: number, working = true): LocalDay {
  for (let offset = from; ; offset += 1) {
    const day = riyadhDay(offset);
    if ([0, 1, 2, 3, 4].includes(weekday(day)) === working) return day;
  }
}

/** Hands out a different working day on each call, so tests in one database never book each other's slots. */
export function workingDays(from = 2): () => LocalDay {
  let offset = from;
  return () => {
    for (;;) {
      const day = riyadhDay(offset);
      offset += 1;
      if ([0, 1, 2, 3, 4].includes(weekday(day))) return day;
    }
  };
}

/** "HH:mm" on a Riyadh day, as the ISO instant the web app sends. */
export function at(day: LocalDay, hhmm: string): string {
  const [hours, minutes] = hhmm.split(":").map(Number);
  return localInstant(day, (hours ?? 0) * 60 + (minutes ?? 0)).toISOString();
}

export function book(app: FastifyInstance, headers: Record<string, string>, meetingDate: string, durationMinutes = 30, notes?: string) {
  return app.inject({
    method: "POST",
    url: "/api/meetings/create/",
    headers,
    payload: { meeting_date: meetingDate, duration_minutes: durationMinutes, ...(notes === undefined ? {} : { notes }) },
  });
}
