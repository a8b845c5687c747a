import { describe, expect, it } from "vitest";
import { formatCompact } from "@/lib/format";
import { formatEngagementPercent, formatFollowersShort, formatMetric, formatPrice } from "./format-search";
import { pageCount, pageWindow, searchTotal, showsPagination } from "./search-pages";

describe("search number formats (SPEC §9)", () => {
  it("abbreviates followers in the one compact format, at most one decimal", () => {
    expect(formatFollowersShort(999, "en")).toBe("999");
    expect(formatFollowersShort(1_000, "en")).toBe("1K");
    expect(formatFollowersShort(184_300, "en")).toBe("184.3K");
    expect(formatFollowersShort(999_960, "en")).toBe("1M");
    expect(formatFollowersShort(1_250_000, "en")).toBe("1.3M");
    expect(formatFollowersShort(2_540_000_000, "en")).toBe("2.5B");
    expect(formatFollowersShort(184_300, "ar")).toBe("184.3\u00a0ألف");
  });

  it("labels the size presets with short round numbers", () => {
    expect([1_000, 10_000, 500_000, 1_000_000].map((value) => formatCompact(value, "en"))).toEqual(["1K", "10K", "500K", "1M"]);
    expect(formatCompact(1_000_000, "ar")).toMatch(/1\s?مليون/);
  });

  it("shows engagement in percent with two decimals", () => {
    expect(formatEngagementPercent(4.12, "en")).toBe("4.12%");
    expect(formatEngagementPercent(0.5, "en")).toBe("0.50%");
    expect(formatEngagementPercent(4.12, "ar")).toContain("4.12");
  });

  it("shows missing figures as a dash and prices in SAR", () => {
    expect(formatMetric(null, "en")).toBe("—");
    expect(formatMetric(2.456, "en", 2)).toBe("2.46");
    expect(formatMetric(61_000, "en")).toBe("61K");
    expect(formatPrice(4_500, "en")).toMatch(/^SAR\s4,500\.00$/);
    expect(formatPrice(null, "en")).toBe("—");
  });
});

describe("search paging (SPEC §9)", () => {
  it("takes the total from total_results, else 50 × total_pages, else the results received", () => {
    expect(searchTotal(123, 3, 50)).toBe(123);
    expect(searchTotal(undefined, 3, 50)).toBe(150);
    expect(searchTotal(null, null, 17)).toBe(17);
  });

  it("pages only above 50, with ceil(total / 50) pages", () => {
    expect(showsPagination(50)).toBe(false);
    expect(showsPagination(51)).toBe(true);
    expect(pageCount(51)).toBe(2);
    expect(pageCount(1_000)).toBe(20);
  });

  it("shows the first, last and neighbouring pages", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
  });
});
