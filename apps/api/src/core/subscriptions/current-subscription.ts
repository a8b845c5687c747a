import { type Selectable, sql, type Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import type { DB, SubscriptionStatus, SubscriptionsTable } from "../db/schema.ts";

/**
 * "The workspace's current subscription" and what its plan charges and allows: read by billing, search,
 * reports, meetings and profiles, so it is defined once here rather than in one of them. Raw SQL
 * fragments rather than a query builder: the search embeds them in its one-statement context read,
 * where building and compiling a Kysely query cost ~10 µs per search (measured), these ~2 µs.
 */

export type SubscriptionRow = Selectable<SubscriptionsTable>;
type Executor = Database | Transaction<DB>;

/** The statuses that give access until end_date; the database allows one such row per workspace. */
export const CURRENT_STATUSES: SubscriptionStatus[] = ["active", "cancelled"];

/**
 * The one definition of "current": the workspace's subscription row (aliased `s`) is active or
 * cancelled and not past its end date — compared with `now` when given, else with the database's now().
 * Every member of the workspace works under it; whoever paid for it is only its attribution.
 */
export const isCurrentSubscription = (workspaceId: string, now?: Date) =>
  sql<boolean>`s.workspace_id = ${workspaceId}::bigint AND s.status = ANY(${CURRENT_STATUSES}::text[]) AND s.end_date > ${now ?? sql`now()`}`;

/** The subscription that gives access now: active or cancelled, and not past its end date. */
export function findCurrentSubscription(db: Executor, workspaceId: string, now = new Date()): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions as s").selectAll("s").where(isCurrentSubscription(workspaceId, now)).executeTakeFirst();
}

/** The current subscription joined to its plan (`p`), as the FROM clause of a read of the plan's columns. */
const currentPlanFrom = (workspaceId: string, now?: Date) =>
  sql`subscriptions s JOIN plans p ON p.id = s.plan_id WHERE ${isCurrentSubscription(workspaceId, now)}`;

/** What the workspace's active plan charges and allows: read by search, reports, meetings and profiles. */
export interface PlanCosts {
  planId: number;
  search_cost: number;
  report_cost: number;
  consultation_credit_cost: number;
  market_search_cost: number;
  market_page_cost: number;
  monthly_free_consultation: boolean;
  max_profiles: number;
  max_competitors: number;
}

/**
 * One column of the workspace's current plan as a scalar subquery (NULL without a current subscription),
 * for reads that fetch it together with other things in one statement — the search's context read.
 */
export const currentPlanValue = (workspaceId: string, column: Exclude<keyof PlanCosts, "planId">) =>
  sql`(SELECT p.${sql.ref(column)} FROM ${currentPlanFrom(workspaceId)} LIMIT 1)`;

/** numeric columns arrive as strings. */
type NumericCost = "search_cost" | "report_cost" | "consultation_credit_cost" | "market_search_cost" | "market_page_cost";
type PlanCostsRow = Omit<PlanCosts, NumericCost> & Record<NumericCost, string>;

/**
 * The costs of the workspace's current subscription (active or cancelled, before its end date), or
 * null when it has none — callers answer that with the spec's "No active subscription found".
 */
export async function currentPlanCosts(db: Executor, workspaceId: string): Promise<PlanCosts | null> {
  const { rows } = await sql<PlanCostsRow>`
    SELECT p.id AS "planId", p.search_cost, p.report_cost, p.consultation_credit_cost, p.market_search_cost, p.market_page_cost,
      p.monthly_free_consultation, p.max_profiles, p.max_competitors
    FROM ${currentPlanFrom(workspaceId, new Date())}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    planId: row.planId,
    search_cost: Number(row.search_cost),
    report_cost: Number(row.report_cost),
    consultation_credit_cost: Number(row.consultation_credit_cost),
    market_search_cost: Number(row.market_search_cost),
    market_page_cost: Number(row.market_page_cost),
    monthly_free_consultation: row.monthly_free_consultation,
    max_profiles: row.max_profiles,
    max_competitors: row.max_competitors,
  };
}
