import type { Transaction } from "kysely";
import { grantCredits } from "../../core/credits/ledger.ts";
import type { DB } from "../../core/db/schema.ts";
import { CURRENT_STATUSES, type SubscriptionRow } from "../../core/subscriptions/current-subscription.ts";
import { addMonths, nextResetAfter } from "./period-math.ts";
import { findPlan, planMonths } from "./plans.ts";
import { findPendingSubscription, lockSubscriptionsOf } from "./subscription-queries.ts";

export interface Activation {
  /** The workspace the subscription and its credits belong to (a payment's stored one, never a user's current one). */
  workspaceId: string;
  /** The member who paid (the ledger's and the subscription's attribution). */
  userId: number;
  planId: number;
  /** The ledger's idempotency key for the credit grant, e.g. `payment:{checkout id}`. */
  idempotencyKey: string;
  /** What paid for it, e.g. `payment:{checkout id}`. */
  reference: string;
}

/**
 * Starts a paid subscription inside the caller's transaction and grants the plan's monthly credits
 * through the ledger. The user's current subscription, if any, is closed as `replaced` first (the
 * partial unique index allows one current subscription per workspace); its unused paid time is carried
 * over, so renewing or switching early never loses days. A pending choice (POST /subscriptions/)
 * becomes the new subscription instead of a new row.
 */
export async function activateSubscription(trx: Transaction<DB>, activation: Activation): Promise<SubscriptionRow> {
  await lockSubscriptionsOf(trx, activation.workspaceId);
  // Read the clock only once the lock is held, so a queued activation never starts before the one it replaces.
  const now = new Date();
  const plan = await findPlan(trx, activation.planId);
  if (!plan) throw new Error(`Unknown plan ${activation.planId}`);

  const previous = await trx
    .selectFrom("subscriptions")
    .select(["id", "start_date", "end_date"])
    .where("workspace_id", "=", activation.workspaceId)
    .where("status", "in", CURRENT_STATUSES)
    .forUpdate()
    .executeTakeFirst();
  const paidUntil = previous?.end_date && previous.end_date > now ? previous.end_date : now;
  if (previous) {
    await trx
      .updateTable("subscriptions")
      .set({
        status: "replaced",
        // Ends now; a clock behind the other process's by a few ms must not end it before it started.
        end_date: paidUntil > now ? new Date(Math.max(now.getTime(), previous.start_date?.getTime() ?? 0)) : previous.end_date,
        next_reset_at: null,
        next_plan_id: null,
        updated_at: now,
      })
      .where("id", "=", previous.id)
      .execute();
  }

  const endDate = addMonths(paidUntil, planMonths(plan));
  const values = {
    plan_id: plan.id,
    next_plan_id: null,
    status: "active" as const,
    start_date: now,
    end_date: endDate,
    last_period_reset: now,
    period_index: 0,
    next_reset_at: nextResetAfter(now, 0, endDate),
    cancelled_at: null,
    updated_at: now,
  };
  const pending = await findPendingSubscription(trx, activation.workspaceId);
  const subscription = pending
    ? await trx.updateTable("subscriptions").set(values).where("id", "=", pending.id).returningAll().executeTakeFirstOrThrow()
    : await trx
        .insertInto("subscriptions")
        .values({ ...values, workspace_id: activation.workspaceId, user_id: activation.userId })
        .returningAll()
        .executeTakeFirstOrThrow();

  await grantCredits(trx, {
    workspaceId: activation.workspaceId,
    userId: activation.userId,
    amount: Number(plan.included_credits),
    reason: "purchase",
    reference: activation.reference,
    idempotencyKey: activation.idempotencyKey,
  });
  return subscription;
}
