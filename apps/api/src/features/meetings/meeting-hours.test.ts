import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../core/config/config.ts";
import { bookingHorizon, daySlots, localTimeOf, meetingHours, withinHours } from "./meeting-hours.ts";

const config = (env: Record<string, string> = {}) => parseConfig({ NODE_ENV: "test", ...env });

describe("meeting hours", () => {
  it("defaults to Sunday-Thursday, 09:00-17:00 Riyadh time, 30-minute slots, Jitsi links", () => {
    const parsed = config();
    expect(parsed.MEETING_URL_TEMPLATE).toBe("https://meet.jit.si/InfluencersRadar-{room}");
    expect(meetingHours(parsed)).toEqual({ workdays: new Set([0, 1, 2, 3, 4]), dayStart: 540, dayEnd: 1020, slotMinutes: 30 });
  });

  it("reads custom hours and builds the slots of a day in Riyadh time", () => {
    const hours = meetingHours(
      config({ MEETING_WORKDAYS: " Sat , sun", MEETING_DAY_START: "10:30", MEETING_DAY_END: "12:00", MEETING_SLOT_MINUTES: "45" }),
    );
    // 2026-11-21 is a Saturday; 2026-11-23 a Monday.
    expect(daySlots(hours, { year: 2026, month: 11, day: 21 }).map((slot) => [slot.start.toISOString(), slot.end.toISOString()])).toEqual([
      ["2026-11-21T07:30:00.000Z", "2026-11-21T08:15:00.000Z"],
      ["2026-11-21T08:15:00.000Z", "2026-11-21T09:00:00.000Z"],
    ]);
    expect(daySlots(hours, { year: 2026, month: 11, day: 23 })).toEqual([]);
  });

  it("rejects bad variables by name, and hours that hold no slot", () => {
    expect(() => config({ MEETING_WORKDAYS: "monday" })).toThrow(/MEETING_WORKDAYS/);
    expect(() => config({ MEETING_DAY_START: "9:00" })).toThrow(/MEETING_DAY_START/);
    expect(() => config({ MEETING_DAY_END: "25:00" })).toThrow(/MEETING_DAY_END/);
    expect(() => config({ MEETING_SLOT_MINUTES: "10" })).toThrow(/MEETING_SLOT_MINUTES/);
    expect(() => config({ MEETING_URL_TEMPLATE: "https://meet.example.com/room" })).toThrow(/MEETING_URL_TEMPLATE/);
    expect(() => meetingHours(config({ MEETING_DAY_START: "17:00", MEETING_DAY_END: "09:00" }))).toThrow(ConfigError);
    expect(() => meetingHours(config({ MEETING_DAY_START: "09:00", MEETING_DAY_END: "09:20" }))).toThrow(/MEETING_SLOT_MINUTES/);
  });

  it("checks a meeting against the hours and the slot grid", () => {
    const hours = meetingHours(config());
    const sunday = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+03:00`);
    expect(withinHours(hours, sunday("09:00"), 30)).toBe(true);
    expect(withinHours(hours, sunday("16:00"), 60)).toBe(true);
    expect(withinHours(hours, sunday("16:30"), 60)).toBe(false);
    expect(withinHours(hours, sunday("08:30"), 30)).toBe(false);
    expect(withinHours(hours, sunday("09:15"), 30)).toBe(false);
    expect(withinHours(hours, new Date("2026-11-22T09:00:30+03:00"), 30)).toBe(false);
    expect(withinHours(hours, new Date("2026-11-20T10:00:00+03:00"), 30)).toBe(false); // a Friday
  });

  it("knows the Riyadh day of an instant and the booking horizon", () => {
    expect(localTimeOf(new Date("2026-11-21T22:30:00Z"))).toEqual({ day: { year: 2026, month: 11, day: 22 }, minute: 90, second: 0 });
    expect(bookingHorizon(new Date("2026-11-21T22:30:00Z")).toISOString()).toBe("2027-02-20T21:00:00.000Z");
  });
});
