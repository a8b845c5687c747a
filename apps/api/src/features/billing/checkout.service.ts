import { randomUUID } from "node:crypto";
import { BILLING_MSG, type TCheckoutSession, type TPaymentMethods, type ZPrepareCheckoutRequestSchema } from "@radar/contract/billing";
import type { z } from "zod";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { requireBillingOwner } from "../../core/subscriptions/billing-owner.ts";
import { findCurrentSubscription } from "../../core/subscriptions/current-subscription.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { checkoutMethod, paymentMethods } from "./hyperpay/gateway-settings.ts";
import { GatewayError } from "./hyperpay/hyperpay-client.ts";
import { paymentGateway } from "./hyperpay/payment-gateway.ts";
import { insertPayment } from "./payment-queries.ts";
import { findPlan, type PlanRow } from "./plans.ts";

type PrepareCheckoutInput = z.output<typeof ZPrepareCheckoutRequestSchema>;

const paymentError = (status: number, message: string) => new AppError(status, message, { shape: "error" });

/** The plan asked for, else the plan chosen with PATCH, else the current plan (a renewal). */
async function planToPay(ctx: AppContext, workspaceId: string, planId: number | undefined): Promise<PlanRow> {
  let id = planId;
  if (id === undefined) {
    const current = await findCurrentSubscription(ctx.db, workspaceId);
    id = current?.next_plan_id ?? current?.plan_id;
  }
  const plan = id === undefined ? undefined : await findPlan(ctx.db, id);
  if (!plan?.is_public) throw paymentError(400, BILLING_MSG.unknownPlan);
  return plan;
}

/**
 * Prepares a gateway checkout for the workspace's plan (its owner only). The charged amount is the plan's price on this server: a
 * client `amount` that differs is refused (rather than silently charging a figure the shopper did
 * not see), and the record kept here is what every later answer from the gateway is checked against.
 * The payment records the workspace it pays for: its activation never follows the payer elsewhere.
 */
export async function prepareCheckout(
  ctx: AppContext,
  scope: WorkspaceScope,
  input: PrepareCheckoutInput,
  clientIp: string,
): Promise<TCheckoutSession> {
  requireBillingOwner(scope);
  const gateway = paymentGateway(ctx.config);
  // mada and Apple Pay are prepared on their own entity ids: a checkout on the wrong one refuses the card.
  const method = checkoutMethod(gateway.settings, input.payment_method);
  if (!method) throw paymentError(400, BILLING_MSG.methodUnavailable);
  const plan = await planToPay(ctx, scope.workspaceId, input.plan_id);
  const amount = Number(plan.price).toFixed(2);
  if (input.amount !== undefined && input.amount.toFixed(2) !== amount) {
    throw paymentError(400, `${BILLING_MSG.amountMismatch} (${amount} ${plan.currency}).`);
  }
  const merchantTransactionId = `radar-${randomUUID()}`;
  const customer = input.customer_data;
  let prepared: Awaited<ReturnType<typeof gateway.prepareCheckout>>;
  try {
    prepared = await gateway.prepareCheckout({
      entityId: method.entityId,
      amount,
      currency: plan.currency,
      merchantTransactionId,
      customer: { email: customer.email, givenName: customer.first_name, surname: customer.last_name, ip: clientIp },
      billing: {
        street1: customer.street,
        city: customer.city,
        state: customer.state,
        country: customer.country,
        postcode: customer.postcode,
      },
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ctx.logger.warn({ err: error, code: error.resultCode }, "checkout preparation failed");
    throw paymentError(502, `The payment gateway did not accept the checkout: ${error.message}`);
  }
  await insertPayment(ctx.db, {
    workspace_id: scope.workspaceId,
    user_id: scope.userId,
    plan_id: plan.id,
    gateway: gateway.settings.kind,
    checkout_id: prepared.id,
    merchant_transaction_id: merchantTransactionId,
    entity_id: method.entityId,
    amount,
    currency: plan.currency,
  });
  return {
    checkout_id: prepared.id,
    script_url: gateway.widgetScriptUrl(prepared.id),
    integrity_hash: prepared.integrity,
    brands: method.option.brands.join(" "),
    amount: Number(amount),
    currency: "SAR",
    plan_id: plan.id,
    payment_method: method.option.payment_method,
  };
}

/** GET /payments/methods/: what the checkout may offer on this server, in order. */
export function listPaymentMethods(ctx: AppContext): TPaymentMethods {
  const gateway = paymentGateway(ctx.config);
  return { methods: paymentMethods(gateway.settings), sandbox: gateway.settings.kind === "sandbox" };
}
