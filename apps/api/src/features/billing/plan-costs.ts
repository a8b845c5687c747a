import type { Database } from "../../core/db/database.ts";
import { CURRENT_STATUSES } from "./subscription-queries.ts";

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
 * The costs of the user's current subscription (active or cancelled, before its end date), or null
 * when they have none — callers answer that with the spec's "No active subscription found".
 */
export async function currentPlanCosts(db: Database, userId: number): Promise<PlanCosts | null> {
  const row = await db
    .selectFrom("subscriptions")
    .innerJoin("plans", "plans.id", "subscriptions.plan_id")
    .select([
      "plans.id as planId",
      "plans.search_cost",
      "plans.report_cost",
      "plans.consultation_credit_cost",
      "plans.monthly_free_consultation",
      "plans.max_profiles",
      "plans.max_competitors",
    ])
    .where("subscriptions.user_id", "=", userId)
    .where("subscriptions.status", "in", CURRENT_STATUSES)
    .where("subscriptions.end_date", ">", new Date())
    .executeTakeFirst();
  if (!row) return null;
  return {
    planId: row.planId,
    search_cost: Number(row.search_cost),
    report_cost: Number(row.report_cost),
    consultation_credit_cost: Number(row.consultation_credit_cost),
    monthly_free_consultation: row.monthly_free_consultation,
    max_profiles: row.max_profiles,
    max_competitors: row.max_competitors,
  };
}
