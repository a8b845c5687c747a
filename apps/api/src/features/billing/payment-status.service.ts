import type { TPaymentStatusResult } from "@radar/contract/billing";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { DECLINE_MESSAGES, declineReason } from "./hyperpay/decline-reasons.ts";
import { CHECKOUT_ID_PATTERN, GatewayError } from "./hyperpay/hyperpay-client.ts";
import { paymentGateway } from "./hyperpay/payment-gateway.ts";
import { applyGatewayPayment } from "./payment-finalisation.ts";
import { FINAL_PAYMENT_STATUSES, findUserPayment, type PaymentRow } from "./payment-queries.ts";
import { findPlan } from "./plans.ts";

export const PAYMENT_MESSAGES = {
  pending: "Your payment is being processed. Your subscription starts as soon as it is confirmed.",
  failed: "Your payment could not be processed.",
  expired: "This checkout has expired. Please start a new payment.",
} as const;

/**
 * GET /payments/payment_status/: the caller's own checkout only (anyone else's is a 404). A final
 * payment is answered from our record; otherwise the gateway is asked — at the path built from our
 * stored checkout id, never from the client's resourcePath — and its answer applied.
 */
export async function checkPaymentStatus(ctx: AppContext, userId: number, checkoutId: string): Promise<TPaymentStatusResult> {
  const payment = CHECKOUT_ID_PATTERN.test(checkoutId) ? await findUserPayment(ctx.db, userId, checkoutId) : undefined;
  if (!payment) throw AppError.notFound("Checkout not found.");
  if (FINAL_PAYMENT_STATUSES.includes(payment.status)) return statusResult(ctx, payment);
  const gateway = paymentGateway(ctx.config);
  let answer: Awaited<ReturnType<typeof gateway.paymentStatus>>;
  try {
    answer = await gateway.paymentStatus(payment.checkout_id, payment.entity_id);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ctx.logger.warn({ err: error, checkoutId }, "payment status check failed");
    throw new AppError(502, "Could not verify payment status. Please try again.", { shape: "error" });
  }
  return statusResult(ctx, await applyGatewayPayment(ctx, payment.id, answer));
}

async function statusResult(ctx: AppContext, payment: PaymentRow): Promise<TPaymentStatusResult> {
  switch (payment.status) {
    case "succeeded": {
      const plan = await findPlan(ctx.db, payment.plan_id);
      return {
        payment_successful: true,
        status: "succeeded",
        message: `Payment successful. Your ${plan ? `${plan.name} ` : ""}subscription is active.`,
        transaction_id: payment.transaction_id,
        decline_reason: null,
      };
    }
    case "failed": {
      // A paid answer that failed our own check (amount, currency) is not a decline: its text says so.
      const reason = payment.result_code ? declineReason(payment.result_code) : null;
      return {
        payment_successful: false,
        status: "failed",
        message: reason ? DECLINE_MESSAGES[reason] : payment.result_description || PAYMENT_MESSAGES.failed,
        transaction_id: payment.transaction_id,
        decline_reason: reason,
      };
    }
    case "expired":
      return {
        payment_successful: false,
        status: "expired",
        message: PAYMENT_MESSAGES.expired,
        transaction_id: null,
        decline_reason: null,
      };
    default:
      return {
        payment_successful: false,
        status: "pending",
        message: PAYMENT_MESSAGES.pending,
        transaction_id: null,
        decline_reason: null,
      };
  }
}
