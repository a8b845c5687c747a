import type { TPlan } from "@radar/contract/billing";
import { describe, expect, it } from "vitest";
import { formatPrice, isHighlightedPlan, plansOfInterval } from "./plan-display";

function plan(id: number, level: TPlan["level"], interval: TPlan["interval"], price: number): TPlan {
  return {
    id,
    name: level,
    level,
    interval,
    price,
    currency: "SAR",
    included_credits: 0,
    creditAmount: 0,
    max_profiles: 1,
    monthly_free_consultation: false,
    consultation_credit_cost: 200,
    search_cost: 50,
    report_cost: 40,
    max_competitors: 0,
    seats_available: "available",
    features: [],
  };
}

const PLANS = [
  plan(3, "professional", "month", 6000),
  plan(1, "basic", "month", 1500),
  plan(2, "growth", "month", 3000),
  plan(4, "basic", "year", 15000),
  plan(6, "professional", "year", 60000),
];

describe("plan display", () => {
  it("highlights plan 3 and its yearly twin only", () => {
    expect(PLANS.filter((candidate) => isHighlightedPlan(candidate, PLANS)).map((candidate) => candidate.id)).toEqual([3, 6]);
  });

  it("lists one interval from the cheapest up", () => {
    expect(plansOfInterval(PLANS, "month").map((candidate) => candidate.id)).toEqual([1, 2, 3]);
    expect(plansOfInterval(PLANS, "year").map((candidate) => candidate.id)).toEqual([4, 6]);
  });

  it("formats prices with the locale's grouping and no needless decimals", () => {
    expect(formatPrice(3000, "en")).toBe("3,000");
    expect(formatPrice(1499.5, "en")).toBe("1,499.5");
  });
});
