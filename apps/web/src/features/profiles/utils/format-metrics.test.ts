import { describe, expect, it } from "vitest";
import { formatEngagement, formatFollowers } from "./format-metrics";

describe("formatFollowers (SPEC §9: K, M, B with two decimals)", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1_000, "1.00K"],
    [184_300, "184.30K"],
    [999_999, "1.00M"],
    [1_250_000, "1.25M"],
    [3_400_000_000, "3.40B"],
  ])("%d → %s", (value, expected) => {
    expect(formatFollowers(value, "en")).toBe(expected);
  });

  it("keeps Latin digits in Arabic", () => {
    expect(formatFollowers(184_300, "ar")).toBe("184.30K");
  });
});

describe("formatEngagement (a fraction shown as a percent with two decimals)", () => {
  it.each([
    [0.0412, "4.12%"],
    [0, "0.00%"],
    [0.12345, "12.35%"],
  ])("%d → %s", (value, expected) => {
    expect(formatEngagement(value, "en")).toBe(expected);
  });
});
