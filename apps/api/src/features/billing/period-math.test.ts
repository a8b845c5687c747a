import { describe, expect, it } from "vitest";
import { addMonths, monthsElapsed, nextResetAfter } from "./period-math.ts";

const utc = (iso: string) => new Date(`${iso}Z`);

describe("billing period arithmetic", () => {
  it("adds months without drifting off a month-end anchor", () => {
    expect(addMonths(utc("2026-01-31T10:00:00"), 1)).toEqual(utc("2026-02-28T10:00:00"));
    expect(addMonths(utc("2026-01-31T10:00:00"), 2)).toEqual(utc("2026-03-31T10:00:00"));
    expect(addMonths(utc("2028-01-31T00:00:00"), 1)).toEqual(utc("2028-02-29T00:00:00"));
    expect(addMonths(utc("2026-11-15T00:00:00"), 12)).toEqual(utc("2027-11-15T00:00:00"));
  });

  it("counts whole months elapsed", () => {
    const start = utc("2026-01-31T10:00:00");
    expect(monthsElapsed(start, utc("2026-02-28T09:59:59"))).toBe(0);
    expect(monthsElapsed(start, utc("2026-02-28T10:00:00"))).toBe(1);
    expect(monthsElapsed(start, utc("2026-05-01T00:00:00"))).toBe(3);
    expect(monthsElapsed(start, utc("2025-12-01T00:00:00"))).toBe(0);
  });

  it("schedules the next reset only before the end of the subscription", () => {
    const start = utc("2026-01-15T00:00:00");
    expect(nextResetAfter(start, 0, addMonths(start, 12))).toEqual(utc("2026-02-15T00:00:00"));
    expect(nextResetAfter(start, 11, addMonths(start, 12))).toBeNull();
    expect(nextResetAfter(start, 0, addMonths(start, 1))).toBeNull();
  });
});
