import type { TPlan, TPlanLabel, TPlanLevel } from "@radar/contract/billing";
import type { Selectable, Transaction } from "kysely";
import type { Database } from "../../core/db/database.ts";
import type { DB, PlansTable } from "../../core/db/schema.ts";

export type PlanRow = Selectable<PlansTable>;
type Executor = Database | Transaction<DB>;

export function listPublicPlans(db: Executor): Promise<PlanRow[]> {
  return db.selectFrom("plans").selectAll().where("is_public", "=", true).orderBy("id").execute();
}

export function findPlan(db: Executor, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom("plans").selectAll().where("id", "=", id).executeTakeFirst();
}

/** numeric columns arrive as strings ("3000.00"); the API speaks numbers. */
export function toPlanDto(row: PlanRow): TPlan {
  const credits = Number(row.included_credits);
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    interval: row.interval,
    price: Number(row.price),
    currency: "SAR",
    included_credits: credits,
    creditAmount: credits,
    max_profiles: row.max_profiles,
    monthly_free_consultation: row.monthly_free_consultation,
    consultation_credit_cost: Number(row.consultation_credit_cost),
    search_cost: Number(row.search_cost),
    report_cost: Number(row.report_cost),
    max_competitors: row.max_competitors,
    seats_available: row.seats_available,
    features: row.features,
  };
}

/** Months one payment of the plan covers. */
export function planMonths(plan: Pick<PlanRow, "interval">): number {
  return plan.interval === "year" ? 12 : 1;
}

/**
 * The label the admin credits table shows (SPEC §3 "User plan data": free, standard, premium).
 * No current subscription is free; Professional — 10 profiles, like the spec's premium tier — is
 * premium; the other paid plans are standard.
 */
export function planLabel(level: TPlanLevel | null | undefined): TPlanLabel {
  if (!level) return "free";
  return level === "professional" ? "premium" : "standard";
}
