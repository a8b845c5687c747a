import { BILLING_MSG } from "@radar/contract/billing";
import { ERROR_CODE } from "@radar/contract/error-codes";
import { NO_ACTIVE_SUBSCRIPTION, type TSubscription } from "@radar/contract/subscriptions";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { CURRENT_STATUSES, findCurrentSubscription } from "../../core/subscriptions/current-subscription.ts";
import { findPlan } from "./plans.ts";
import { toSubscriptionDto, toSubscriptionDtos } from "./subscription-dto.ts";
import {
  findPendingSubscription,
  findUserSubscription,
  insertPendingSubscription,
  listUserSubscriptions,
  lockSubscriptionsOf,
  updateSubscription,
} from "./subscription-queries.ts";

export async function getCurrentSubscription(ctx: AppContext, userId: number): Promise<TSubscription> {
  const row = await findCurrentSubscription(ctx.db, userId);
  if (!row) throw AppError.notFound(NO_ACTIVE_SUBSCRIPTION, ERROR_CODE.noActiveSubscription);
  return toSubscriptionDto(ctx.db, row);
}

export async function listSubscriptions(ctx: AppContext, userId: number): Promise<TSubscription[]> {
  return toSubscriptionDtos(ctx.db, userId, await listUserSubscriptions(ctx.db, userId));
}

async function requirePublicPlan(ctx: AppContext, planId: number) {
  const plan = await findPlan(ctx.db, planId);
  if (!plan?.is_public) throw AppError.fields({ plan_id: [BILLING_MSG.unknownPlan] });
  return plan;
}

/**
 * POST /subscriptions/: records the plan the user chose as their one pending subscription (a second
 * call changes its plan). Nothing is granted: the next successful payment turns this row into the
 * active subscription.
 */
export async function chooseSubscriptionPlan(ctx: AppContext, userId: number, planId: number): Promise<TSubscription> {
  await requirePublicPlan(ctx, planId);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockSubscriptionsOf(trx, userId);
    const pending = await findPendingSubscription(trx, userId);
    if (pending) {
      return updateSubscription(trx, pending.id, { plan_id: planId });
    }
    return insertPendingSubscription(trx, userId, planId);
  });
  return toSubscriptionDto(ctx.db, row);
}

/**
 * PATCH /subscriptions/{id}/: the user's explicit confirmation of a plan change. A paid subscription
 * keeps its plan until it ends; the requested plan is remembered as next_plan and is what the next
 * payment buys (prepare_checkout without plan_id). On a pending subscription nothing is paid yet, so
 * the plan simply changes. Preparing or abandoning a checkout never records a change.
 */
export async function changeSubscriptionPlan(ctx: AppContext, userId: number, id: number, planId: number): Promise<TSubscription> {
  await requirePublicPlan(ctx, planId);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockSubscriptionsOf(trx, userId);
    const subscription = await findUserSubscription(trx, userId, id);
    if (!subscription) throw AppError.notFound("Subscription not found.");
    const now = new Date();
    if (subscription.status === "pending") {
      return updateSubscription(trx, id, { plan_id: planId }, now);
    }
    if (!CURRENT_STATUSES.includes(subscription.status)) throw AppError.conflict("This subscription has ended.");
    const nextPlanId = planId === subscription.plan_id ? null : planId;
    return updateSubscription(trx, id, { next_plan_id: nextPlanId }, now);
  });
  return toSubscriptionDto(ctx.db, row);
}

/** Cancel: no renewal and no plan change, access and credits until end_date. Cancelling twice is harmless. */
export async function cancelSubscription(ctx: AppContext, userId: number, id: number): Promise<TSubscription> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockSubscriptionsOf(trx, userId);
    const subscription = await findUserSubscription(trx, userId, id);
    if (!subscription) throw AppError.notFound("Subscription not found.");
    if (subscription.status === "cancelled") return subscription;
    if (subscription.status !== "active") throw AppError.conflict("Only an active subscription can be cancelled.");
    const now = new Date();
    return updateSubscription(trx, id, { status: "cancelled", cancelled_at: now, next_plan_id: null }, now);
  });
  return toSubscriptionDto(ctx.db, row);
}

/** Withdraws a requested plan change: the next payment renews the current plan. Harmless when none is pending. */
export async function withdrawPlanChange(ctx: AppContext, userId: number, id: number): Promise<TSubscription> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockSubscriptionsOf(trx, userId);
    const subscription = await findUserSubscription(trx, userId, id);
    if (!subscription) throw AppError.notFound("Subscription not found.");
    if (subscription.next_plan_id === null) return subscription;
    return updateSubscription(trx, id, { next_plan_id: null });
  });
  return toSubscriptionDto(ctx.db, row);
}
