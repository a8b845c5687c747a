import { BILLING_MSG } from "@radar/contract/billing";
import { ERROR_CODE } from "@radar/contract/error-codes";
import { NO_ACTIVE_SUBSCRIPTION, type TSubscription } from "@radar/contract/subscriptions";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { requireBillingOwner } from "../../core/subscriptions/billing-owner.ts";
import { CURRENT_STATUSES, findCurrentSubscription } from "../../core/subscriptions/current-subscription.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { findPlan } from "./plans.ts";
import { toSubscriptionDto, toSubscriptionDtos } from "./subscription-dto.ts";
import {
  findPendingSubscription,
  findWorkspaceSubscription,
  insertPendingSubscription,
  listWorkspaceSubscriptions,
  lockSubscriptionsOf,
  updateSubscription,
} from "./subscription-queries.ts";

/** Every member reads the workspace's plan and balance; only the owner changes them (requireBillingOwner). */
export async function getCurrentSubscription(ctx: AppContext, scope: WorkspaceScope): Promise<TSubscription> {
  const row = await findCurrentSubscription(ctx.db, scope.workspaceId);
  if (!row) throw AppError.notFound(NO_ACTIVE_SUBSCRIPTION, ERROR_CODE.noActiveSubscription);
  return toSubscriptionDto(ctx.db, row);
}

export async function listSubscriptions(ctx: AppContext, scope: WorkspaceScope): Promise<TSubscription[]> {
  return toSubscriptionDtos(ctx.db, scope.workspaceId, await listWorkspaceSubscriptions(ctx.db, scope.workspaceId));
}

async function requirePublicPlan(ctx: AppContext, planId: number) {
  const plan = await findPlan(ctx.db, planId);
  if (!plan?.is_public) throw AppError.fields({ plan_id: [BILLING_MSG.unknownPlan] });
  return plan;
}

/**
 * POST /subscriptions/: records the plan the owner chose as the workspace's one pending subscription
 * (a second call changes its plan). Nothing is granted: the next successful payment turns this row
 * into the active subscription.
 */
export async function chooseSubscriptionPlan(ctx: AppContext, scope: WorkspaceScope, planId: number): Promise<TSubscription> {
  requireBillingOwner(scope);
  await requirePublicPlan(ctx, planId);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockSubscriptionsOf(trx, scope.workspaceId);
    const pending = await findPendingSubscription(trx, scope.workspaceId);
    if (pending) {
      return updateSubscription(trx, pending.id, { plan_id: planId });
    }
    return insertPendingSubscription(trx, scope, planId);
  });
  return toSubscriptionDto(ctx.db, row);
}

/**
 * PATCH /subscriptions/{id}/: the owner's explicit confirmation of a plan change. A paid subscription
 * keeps its plan until it ends; the requested plan is remembered as next_plan and is what the next
 * payment buys (prepare_checkout without plan_id). On a pending subscription nothing is paid yet, so
 * the plan simply changes. Preparing or abandoning a checkout never records a change.
 */
export async function changeSubscriptionPlan(ctx: AppContext, scope: WorkspaceScope, id: number, planId: number): Promise<TSubscription> {
  requireBillingOwner(scope);
  await requirePublicPlan(ctx, planId);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockSubscriptionsOf(trx, scope.workspaceId);
    const subscription = await findWorkspaceSubscription(trx, scope.workspaceId, id);
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
export async function cancelSubscription(ctx: AppContext, scope: WorkspaceScope, id: number): Promise<TSubscription> {
  requireBillingOwner(scope);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockSubscriptionsOf(trx, scope.workspaceId);
    const subscription = await findWorkspaceSubscription(trx, scope.workspaceId, id);
    if (!subscription) throw AppError.notFound("Subscription not found.");
    if (subscription.status === "cancelled") return subscription;
    if (subscription.status !== "active") throw AppError.conflict("Only an active subscription can be cancelled.");
    const now = new Date();
    return updateSubscription(trx, id, { status: "cancelled", cancelled_at: now, next_plan_id: null }, now);
  });
  return toSubscriptionDto(ctx.db, row);
}

/** Withdraws a requested plan change: the next payment renews the current plan. Harmless when none is pending. */
export async function withdrawPlanChange(ctx: AppContext, scope: WorkspaceScope, id: number): Promise<TSubscription> {
  requireBillingOwner(scope);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockSubscriptionsOf(trx, scope.workspaceId);
    const subscription = await findWorkspaceSubscription(trx, scope.workspaceId, id);
    if (!subscription) throw AppError.notFound("Subscription not found.");
    if (subscription.next_plan_id === null) return subscription;
    return updateSubscription(trx, id, { next_plan_id: null });
  });
  return toSubscriptionDto(ctx.db, row);
}
