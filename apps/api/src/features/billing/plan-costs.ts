import type { Database } from "../../core/db/database.ts";

/** What the user's active plan charges and allows: read by search, reports, meetings and profiles. */
export interface PlanCosts {
  planId: number;
  search_cost: number;
  report_cost: number;
  consultation_credit_cost: number;
  monthly_free_consultation: boolean;
  max_profiles: number;
  max_competitors: number;
}

/**
 * The costs of the user's active subscription, or null when they have none.
 * Until plans and subscriptions exist (billing issue) nobody has one.
 */
export async function currentPlanCosts(_db: Database, _userId: number): Promise<PlanCosts | null> {
  return null;
}
