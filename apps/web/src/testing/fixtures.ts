import type { TSubscription } from "@radar/contract/subscriptions";

/** An active Growth subscription as GET /api/subscriptions/current/ returns it. */
export function activeSubscription(overrides: Partial<TSubscription> = {}): TSubscription {
  return {
    id: 1,
    plan: {
      id: 2,
      name: "Growth",
      level: "growth",
      interval: "month",
      price: 3000,
      currency: "SAR",
      included_credits: 1250,
      creditAmount: 1250,
      max_profiles: 3,
      monthly_free_consultation: true,
      consultation_credit_cost: 0,
      search_cost: 40,
      report_cost: 30,
      max_competitors: 1,
      seats_available: "available",
      features: [],
    },
    is_active: true,
    status: "active",
    start_date: "2025-01-01T00:00:00Z",
    end_date: "2025-02-01T00:00:00Z",
    credits_remaining: 1250.5,
    last_period_reset: "2025-01-01T00:00:00Z",
    searches_this_period: 0,
    searches_remaining: 31,
    next_plan: null,
    cancelled_at: null,
    ...overrides,
  };
}
