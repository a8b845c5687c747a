import type { TMeeting } from "@radar/contract/meetings";
import { describe, expect, it } from "vitest";
import { consultationPrice } from "./consultation-price";

const meeting = (overrides: Partial<TMeeting>): TMeeting => ({
  meeting_id: 1,
  meeting_date: "2026-11-22T06:30:00.000Z",
  duration_minutes: 30,
  notes: null,
  status: "scheduled",
  meeting_url: "https://meet.jit.si/x",
  start_time: "2026-11-22T06:30:00.000Z",
  end_time: "2026-11-22T07:00:00.000Z",
  booking_status: "pending",
  service_type: "consultation",
  credits_charged: 0,
  free_consultation: true,
  created_at: "2026-11-10T07:00:00.000Z",
  cancelled_at: null,
  ...overrides,
});

const basic = { cost: 200, freeMonthly: false, periodStart: "2026-11-01T00:00:00.000Z", balance: 600 };
const growth = { ...basic, freeMonthly: true };

describe("consultationPrice (the server's priceOf, SPEC §9)", () => {
  it("is the plan's consultation cost on a plan without a free consultation", () => {
    expect(consultationPrice(basic, [])).toEqual({ credits: 200, free: false, missing: 0 });
  });

  it("is free while the period's free consultation is unused, then the plan's cost", () => {
    expect(consultationPrice(growth, [])).toEqual({ credits: 0, free: true, missing: 0 });
    expect(consultationPrice(growth, [meeting({})])).toEqual({ credits: 200, free: false, missing: 0 });
  });

  it("gives the free one back when it was cancelled, or was booked in an earlier period", () => {
    expect(consultationPrice(growth, [meeting({ cancelled_at: "2026-11-11T07:00:00.000Z", status: "cancelled" })]).free).toBe(true);
    expect(consultationPrice(growth, [meeting({ created_at: "2026-10-20T07:00:00.000Z" })]).free).toBe(true);
  });

  it("says how many credits are missing", () => {
    expect(consultationPrice({ ...basic, balance: 150.5 }, []).missing).toBe(49.5);
  });
});
