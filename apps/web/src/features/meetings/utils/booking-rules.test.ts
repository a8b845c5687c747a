import type { TTimeSlot } from "@radar/contract/meetings";
import { describe, expect, it } from "vitest";
import { bookingProblem, slotMinutes, toCreatePayload } from "./booking-rules";
import { riyadhToday } from "./meeting-time";

// Wednesday 18 November 2026, 10:00 in Riyadh.
const NOW = new Date("2026-11-18T07:00:00Z");
const slot = (start: string, end: string, is_available = true): TTimeSlot => ({ start_time: start, end_time: end, is_available });
const SLOT = slot("2026-11-22T06:00:00.000Z", "2026-11-22T06:30:00.000Z");
const SUNDAY = new Date(2026, 10, 22);

describe("booking rules (SPEC §5)", () => {
  it("asks for a date, then a slot, in that order", () => {
    expect(bookingProblem(undefined, undefined, NOW)).toBe("selectDate");
    expect(bookingProblem(undefined, SLOT, NOW)).toBe("selectDate");
    expect(bookingProblem(SUNDAY, undefined, NOW)).toBe("selectTimeSlot");
    expect(bookingProblem(SUNDAY, SLOT, NOW)).toBeNull();
  });

  it("refuses a past day, and a slot that has started since it was listed", () => {
    expect(bookingProblem(new Date(2026, 10, 17), SLOT, NOW)).toBe("dateInPast");
    // Today is fine while the slot lies ahead.
    expect(bookingProblem(riyadhToday(NOW), slot("2026-11-18T08:00:00Z", "2026-11-18T08:30:00Z"), NOW)).toBeNull();
    expect(bookingProblem(riyadhToday(NOW), slot("2026-11-18T06:30:00Z", "2026-11-18T07:00:00Z"), NOW)).toBe("dateInPast");
  });

  it("refuses an unavailable slot and one shorter than 15 minutes", () => {
    expect(bookingProblem(SUNDAY, { ...SLOT, is_available: false }, NOW)).toBe("slotUnavailable");
    expect(bookingProblem(SUNDAY, slot("2026-11-22T06:00:00Z", "2026-11-22T06:10:00Z"), NOW)).toBe("durationTooShort");
    expect(bookingProblem(SUNDAY, slot("2026-11-22T06:00:00Z", "2026-11-22T06:15:00Z"), NOW)).toBeNull();
  });

  it("computes the duration from the slot and trims notes, leaving empty ones out", () => {
    expect(slotMinutes(slot("2026-11-22T06:00:00Z", "2026-11-22T07:00:00Z"))).toBe(60);
    expect(toCreatePayload(SLOT, "  Ramadan plan \n")).toEqual({
      meeting_date: "2026-11-22T06:00:00.000Z",
      duration_minutes: 30,
      notes: "Ramadan plan",
    });
    expect(toCreatePayload(SLOT, "   ")).toEqual({ meeting_date: "2026-11-22T06:00:00.000Z", duration_minutes: 30 });
  });

  it("takes today from Riyadh, not from the browser's zone", () => {
    // 22:30 UTC on the 21st is already the 22nd in Riyadh.
    const today = riyadhToday(new Date("2026-11-21T22:30:00Z"));
    expect([today.getFullYear(), today.getMonth(), today.getDate()]).toEqual([2026, 10, 22]);
  });
});
