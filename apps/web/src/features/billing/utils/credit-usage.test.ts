import { describe, expect, it } from "vitest";
import { creditsUsed, creditUsagePercent } from "./credit-usage";

describe("creditUsagePercent", () => {
  it("is the credits used over the credits included", () => {
    expect(creditUsagePercent(1250, 1250)).toBe(0);
    expect(creditUsagePercent(1250, 1000)).toBe(20);
    expect(creditUsagePercent(2500, 625)).toBe(75);
    expect(creditUsagePercent(1250, 0)).toBe(100);
  });

  it("clamps to 0 when more credits remain than the plan includes", () => {
    expect(creditUsagePercent(600, 900)).toBe(0);
  });

  it("clamps to 100 when the balance is below zero", () => {
    expect(creditUsagePercent(600, -50)).toBe(100);
  });

  it("is 0 for a plan without credits or nonsense input", () => {
    expect(creditUsagePercent(0, 0)).toBe(0);
    expect(creditUsagePercent(-10, 5)).toBe(0);
    expect(creditUsagePercent(Number.NaN, 5)).toBe(0);
    expect(creditUsagePercent(600, Number.NaN)).toBe(0);
  });
});

describe("creditsUsed", () => {
  it("never goes below zero", () => {
    expect(creditsUsed(1250, 1000.5)).toBe(249.5);
    expect(creditsUsed(600, 900)).toBe(0);
  });
});
