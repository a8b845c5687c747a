import { describe, expect, it } from "vitest";
import {
  formatCompact,
  formatCredits,
  formatCurrency,
  formatDate,
  formatFileSize,
  formatFollowers,
  formatNumber,
  formatPercent,
  formatPercentPoints,
} from "./format";

// Intl marks the direction of a sign in Arabic (U+200E, U+200F): compare what a reader sees.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");

describe("one number format per language (docs/decisions/0055)", () => {
  it("gives followers in Intl's compact notation, at most one decimal", () => {
    expect([0, 999, 1_000, 1_234, 184_300, 999_999, 1_250_000, 3_400_000_000].map((value) => formatFollowers(value, "en"))).toEqual([
      "0",
      "999",
      "1K",
      "1.2K",
      "184.3K",
      "1M",
      "1.3M",
      "3.4B",
    ]);
    expect(formatFollowers(1_234, "ar")).toBe("1.2\u00a0ألف");
    expect(formatFollowers(8_900_000, "ar")).toBe("8.9\u00a0مليون");
    expect(formatFollowers(1_234, "ar")).toBe(new Intl.NumberFormat("ar", { notation: "compact", maximumFractionDigits: 1 }).format(1_234));
    expect(formatCompact).toBe(formatFollowers);
  });

  it("gives percentages with Intl's percent style: two decimals, or up to one for shares", () => {
    expect(formatPercent(0.0412, "en")).toBe("4.12%");
    expect(formatPercent(0, "en")).toBe("0.00%");
    expect(formatPercentPoints(4.12, "en")).toBe("4.12%");
    expect(formatPercentPoints(68, "en", { max: 1 })).toBe("68%");
    expect(formatPercentPoints(12.25, "en", { max: 1 })).toBe("12.3%");
    expect(visible(formatPercent(0.0412, "ar"))).toBe("4.12%");
    expect(visible(formatPercentPoints(68, "ar", { max: 1 }))).toBe("68%");
  });

  it("never prints Arabic-Indic digits or the Arabic percent sign", () => {
    const samples = [
      formatFollowers(1_234_567, "ar"),
      formatPercent(0.5, "ar"),
      formatCredits(1_250.5, "ar"),
      formatCurrency(1_500, "ar"),
      formatNumber(1_234_567.5, "ar"),
    ];
    for (const sample of samples) expect(sample).not.toMatch(/[\u0660-\u0669\u066a\u066b\u066c]/);
  });
});

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
