import { setCredits } from "../../core/credits/ledger.ts";
import type { Database } from "../../core/db/database.ts";
import { addMonths, monthsElapsed, nextResetAfter } from "./period-math.ts";
import { findPlan } from "./plans.ts";
import { CURRENT_STATUSES, lockSubscriptionsOf } from "./subscription-queries.ts";

const BATCH = 200;

/**
 * The scheduled billing job: subscriptions past their end date end (credits go to zero: the
 * allowance belongs to the paid period), and every subscription that crossed a monthly boundary —
 * yearly plans too — gets its credits set to the plan's allowance. Each change is its own
 * transaction under the user's subscription lock, re-checked after locking, with a ledger
 * idempotency key per period, so overlapping runs or a run after downtime do each thing once.
 */
export async function runBillingCycle(db: Database, now = new Date()): Promise<{ expired: number; reset: number }> {
  return { expired: await endExpiredSubscriptions(db, now), reset: await resetDuePeriods(db, now) };
}

async function endExpiredSubscriptions(db: Database, now: Date): Promise<number> {
  let count = 0;
  for (;;) {
    const before = count;
    const due = await db
      .selectFrom("subscriptions")
      .select(["id", "user_id"])
      .where("status", "in", CURRENT_STATUSES)
      .where("end_date", "<=", now)
      .limit(BATCH)
      .execute();
    for (const { id, user_id: userId } of due) {
      await db.transaction().execute(async (trx) => {
        await lockSubscriptionsOf(trx, userId);
        const ended = await trx
          .updateTable("subscriptions")
          .set({ status: "expired", next_reset_at: null, next_plan_id: null, updated_at: now })
          .where("id", "=", id)
          .where("status", "in", CURRENT_STATUSES)
          .where("end_date", "<=", now)
          .returning("id")
          .executeTakeFirst();
        if (!ended) return;
        await setCredits(trx, {
          userId,
          balance: 0,
          reason: "expiry",
          reference: `subscription:${id}`,
          idempotencyKey: `expiry:subscription:${id}`,
        });
        count += 1;
      });
    }
    // A row that could not be handled would come back forever: stop when a full batch changed nothing.
    if (due.length < BATCH || count === before) return count;
  }
}

async function resetDuePeriods(db: Database, now: Date): Promise<number> {
  let count = 0;
  for (;;) {
    const before = count;
    const due = await db
      .selectFrom("subscriptions")
      .select(["id", "user_id"])
      .where("status", "in", CURRENT_STATUSES)
      .where("next_reset_at", "<=", now)
      .where("end_date", ">", now)
      .limit(BATCH)
      .execute();
    for (const { id, user_id: userId } of due) {
      await db.transaction().execute(async (trx) => {
        await lockSubscriptionsOf(trx, userId);
        const row = await trx
          .selectFrom("subscriptions")
          .selectAll()
          .where("id", "=", id)
          .where("status", "in", CURRENT_STATUSES)
          .where("next_reset_at", "<=", now)
          .executeTakeFirst();
        if (!row?.start_date || !row.end_date) return;
        const plan = await findPlan(trx, row.plan_id);
        if (!plan) return;
        // After downtime several boundaries may have passed: one reset, to the latest of them.
        const period = monthsElapsed(row.start_date, now);
        await setCredits(trx, {
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
        count += 1;
      });
    }
    // A row that could not be handled would come back forever: stop when a full batch changed nothing.
    if (due.length < BATCH || count === before) return count;
  }
}
