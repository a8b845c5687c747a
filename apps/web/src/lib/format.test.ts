import { describe, expect, it } from "vitest";
import { formatCredits, formatCurrency, formatDate, formatFileSize, formatNumber } from "./format";

describe("formatCredits", () => {
  it("shows two decimals", () => {
    expect(formatCredits(1250, "en")).toBe("1,250.00");
    expect(formatCredits(12.5, "ar")).toBe("12.50");
  });

  it("drops decimals without rounding up when space is short", () => {
    expect(formatCredits(99.99, "en", true)).toBe("99");
  });
});

describe("formatCurrency", () => {
  it("prints Saudi riyals in both languages", () => {
    // Intl puts a no-break space between the code and the amount.
    expect(formatCurrency(1500, "en")).toMatch(/^SAR\s1,500\.00$/);
    expect(formatCurrency(1500, "ar")).toContain("ر.س");
    expect(formatCurrency(1500, "ar")).toContain("1,500.00");
  });
});

describe("formatNumber", () => {
  it("keeps Latin digits in Arabic", () => {
    expect(formatNumber(1234567, "ar")).toBe("1,234,567");
  });
});

describe("formatDate", () => {
  const date = new Date(2025, 0, 5);

  it("uses MMM dd, yyyy", () => {
    expect(formatDate(date, "en")).toBe("Jan 05, 2025");
  });

  it("uses Arabic month names in Arabic", () => {
    expect(formatDate(date, "ar")).toBe("05 يناير 2025");
  });

  it("returns an empty string for missing or invalid dates", () => {
    expect(formatDate(null, "en")).toBe("");
    expect(formatDate("not a date", "en")).toBe("");
  });
});

describe("formatFileSize", () => {
  it("uses KB below 1000 KB and MB above", () => {
    expect(formatFileSize(512 * 1024, "en")).toBe("512 KB");
    expect(formatFileSize(5 * 1024 * 1024, "en")).toBe("5 MB");
  });
});
