import type { Transaction } from "kysely";
import { setCredits } from "../../core/credits/ledger.ts";
import type { Database } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";
import { CURRENT_STATUSES } from "../../core/subscriptions/current-subscription.ts";
import { addMonths, monthsElapsed, nextResetAfter } from "./period-math.ts";
import { findPlan } from "./plans.ts";
import { lockSubscriptionsOf } from "./subscription-queries.ts";

const BATCH = 200;

/**
 * The scheduled billing job: subscriptions past their end date end (credits go to zero: the
 * allowance belongs to the paid period), and every subscription that crossed a monthly boundary —
 * yearly plans too — gets its credits set to the plan's allowance. Each change is its own
 * transaction under the workspace's subscription lock, re-checked after locking, with a ledger
 * idempotency key per period, so overlapping runs or a run after downtime do each thing once.
 */
export async function runBillingCycle(db: Database, now = new Date()): Promise<{ expired: number; reset: number }> {
  return { expired: await endExpiredSubscriptions(db, now), reset: await resetDuePeriods(db, now) };
}

type DueRow = { id: number; user_id: number; workspace_id: string };

/**
 * Handles due subscriptions batch by batch, each in its own transaction under the workspace's lock;
 * `handle` says whether it changed the row. A row that could not be handled would come back forever:
 * stop when a batch is short or changed nothing.
 */
async function forEachDue(
  db: Database,
  fetchDue: () => Promise<DueRow[]>,
  handle: (trx: Transaction<DB>, due: DueRow) => Promise<boolean>,
): Promise<number> {
  let count = 0;
  for (;;) {
    const before = count;
    const due = await fetchDue();
    for (const row of due) {
      await db.transaction().execute(async (trx) => {
        await lockSubscriptionsOf(trx, row.workspace_id);
        if (await handle(trx, row)) count += 1;
      });
    }
    if (due.length < BATCH || count === before) return count;
  }
}

function endExpiredSubscriptions(db: Database, now: Date): Promise<number> {
  const fetchDue = () =>
    db
      .selectFrom("subscriptions")
      .select(["id", "user_id", "workspace_id"])
      .where("status", "in", CURRENT_STATUSES)
      .where("end_date", "<=", now)
      .limit(BATCH)
      .execute();
  return forEachDue(db, fetchDue, async (trx, { id, user_id: userId, workspace_id: workspaceId }) => {
    const ended = await trx
      .updateTable("subscriptions")
      .set({ status: "expired", next_reset_at: null, next_plan_id: null, updated_at: now })
      .where("id", "=", id)
      .where("status", "in", CURRENT_STATUSES)
      .where("end_date", "<=", now)
      .returning("id")
      .executeTakeFirst();
    if (!ended) return false;
    await setCredits(trx, {
      workspaceId,
      userId,
      balance: 0,
      reason: "expiry",
      reference: `subscription:${id}`,
      idempotencyKey: `expiry:subscription:${id}`,
    });
    return true;
  });
}

function resetDuePeriods(db: Database, now: Date): Promise<number> {
  const fetchDue = () =>
    db
      .selectFrom("subscriptions")
      .select(["id", "user_id", "workspace_id"])
      .where("status", "in", CURRENT_STATUSES)
      .where("next_reset_at", "<=", now)
      .where("end_date", ">", now)
      .limit(BATCH)
      .execute();
  return forEachDue(db, fetchDue, async (trx, { id, user_id: userId, workspace_id: workspaceId }) => {
    const row = await trx
      .selectFrom("subscriptions")
      .selectAll()
      .where("id", "=", id)
      .where("status", "in", CURRENT_STATUSES)
      .where("next_reset_at", "<=", now)
      .executeTakeFirst();
    if (!row?.start_date || !row.end_date) return false;
    const plan = await findPlan(trx, row.plan_id);
    if (!plan) return false;
    // After downtime several boundaries may have passed: one reset, to the latest of them.
    const period = monthsElapsed(row.start_date, now);
    await setCredits(trx, {
      workspaceId,
      userId,
      balance: Number(plan.included_credits),
      reason: "monthly_reset",
      reference: `subscription:${id}`,
      idempotencyKey: `period:subscription:${id}:${period}`,
    });
    await trx
      .updateTable("subscriptions")
      .set({
        last_period_reset: addMonths(row.start_date, period),
        period_index: period,
        next_reset_at: nextResetAfter(row.start_date, period, row.end_date),
        updated_at: now,
      })
      .where("id", "=", id)
      .execute();
    return true;
  });
}
