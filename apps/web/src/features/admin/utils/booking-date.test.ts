import { describe, expect, it } from "vitest";
import { formatBookingDate } from "./booking-date";

describe("formatBookingDate", () => {
  it("shows the calendar day as sent, in both languages", () => {
    expect(formatBookingDate("2031-03-01", "en")).toBe("Mar 01, 2031");
    expect(formatBookingDate("2031-03-01", "ar")).toBe("01 مارس 2031");
  });

  it("refuses text that is not a real day", () => {
    for (const day of ["2031-02-30", "tomorrow", "", "2031-3-1"]) expect(formatBookingDate(day, "en")).toBeNull();
  });
});
