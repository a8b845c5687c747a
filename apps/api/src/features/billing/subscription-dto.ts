import type { TSubscription } from "@radar/contract/subscriptions";
import { getBalance } from "../../core/credits/ledger.ts";
import type { Database } from "../../core/db/database.ts";
import { CURRENT_STATUSES, type SubscriptionRow } from "../../core/subscriptions/current-subscription.ts";
import { type PlanRow, toPlanDto } from "./plans.ts";
import { countSearchesSince } from "./subscription-queries.ts";

export function isCurrent(row: SubscriptionRow, now: Date): boolean {
  return CURRENT_STATUSES.includes(row.status) && row.end_date !== null && row.end_date > now;
}

/**
 * SPEC §3 Subscription for each row of one workspace. Credits and search counts describe the
 * workspace's account now (every member's searches), so only the current subscription carries them;
 * past and pending ones show zero.
 */
export async function toSubscriptionDtos(
  db: Database,
  workspaceId: string,
  rows: SubscriptionRow[],
  now = new Date(),
): Promise<TSubscription[]> {
  if (rows.length === 0) return [];
  const plans = new Map((await db.selectFrom("plans").selectAll().execute()).map((plan) => [plan.id, plan]));
  const balance = await getBalance(db, workspaceId);
  return Promise.all(
    rows.map(async (row) => {
      const plan = plans.get(row.plan_id) as PlanRow;
      const nextPlan = row.next_plan_id === null ? undefined : plans.get(row.next_plan_id);
      const current = isCurrent(row, now);
      const searchCost = Number(plan.search_cost);
      return {
        id: row.id,
        plan: toPlanDto(plan),
        is_active: current,
        status: row.status,
        start_date: row.start_date?.toISOString() ?? null,
        end_date: row.end_date?.toISOString() ?? null,
        credits_remaining: current ? balance : 0,
        last_period_reset: row.last_period_reset?.toISOString() ?? null,
        searches_this_period: current && row.last_period_reset ? await countSearchesSince(db, workspaceId, row.last_period_reset) : 0,
        searches_remaining: current && searchCost > 0 ? Math.floor(balance / searchCost) : 0,
        next_plan: nextPlan ? toPlanDto(nextPlan) : null,
        cancelled_at: row.cancelled_at?.toISOString() ?? null,
      };
    }),
  );
}

export async function toSubscriptionDto(db: Database, row: SubscriptionRow, now = new Date()): Promise<TSubscription> {
  const [dto] = await toSubscriptionDtos(db, row.workspace_id, [row], now);
  return dto as TSubscription;
}
