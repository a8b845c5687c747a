import type { AppContext } from "../../core/context.ts";
import { deliverPaymentInvoice, issuePaymentInvoice } from "../invoices/public.ts";
import { activateSubscription } from "./activation.ts";
import type { GatewayPayment } from "./hyperpay/gateway-answers.ts";
import { CHECKOUT_NOT_FOUND_CODE, isPaid, isPending } from "./hyperpay/result-codes.ts";
import { FINAL_PAYMENT_STATUSES, lockPayment, type PaymentRow, updatePayment } from "./payment-queries.ts";

/** A checkout id lives 30 minutes or until paid. */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;

/** What the gateway says must match what we asked it to charge; anything else is not our payment. */
function mismatchWithRecord(payment: PaymentRow, answer: GatewayPayment): string | null {
  if (answer.amount === undefined || Number(answer.amount).toFixed(2) !== Number(payment.amount).toFixed(2)) {
    return `amount ${answer.amount} instead of ${payment.amount}`;
  }
  if (answer.currency !== payment.currency) return `currency ${answer.currency} instead of ${payment.currency}`;
  if (answer.merchantTransactionId !== payment.merchant_transaction_id) return "merchantTransactionId differs";
  return null;
}

/**
 * Applies one answer from the gateway (status check or webhook) to our payment record. The payment
 * row is locked first, so however many answers arrive at once they are applied one after another,
 * and once the payment is final (succeeded, failed, expired) later answers change nothing. Success
 * activates one subscription and grants its credits under the ledger key `payment:{checkout id}`.
 */
export async function applyGatewayPayment(ctx: AppContext, paymentId: number, answer: GatewayPayment): Promise<PaymentRow> {
  const applied = await ctx.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, paymentId);
    if (FINAL_PAYMENT_STATUSES.includes(payment.status)) return payment;
    const { code, description } = answer.result;
    const now = new Date();

    if (isPaid(code)) {
      const mismatch = mismatchWithRecord(payment, answer);
      if (mismatch) {
        ctx.logger.error({ checkoutId: payment.checkout_id, mismatch }, "gateway payment does not match our checkout: not activated");
        return updatePayment(trx, payment.id, {
          status: "failed",
          result_code: code,
          result_description: "The payment could not be verified. Please contact support.",
          completed_at: now,
        });
      }
      const reference = `payment:${payment.checkout_id}`;
      // The workspace the checkout was prepared for, even if the payer has switched or left it since.
      const subscription = await activateSubscription(trx, {
        workspaceId: payment.workspace_id,
        userId: payment.user_id,
        planId: payment.plan_id,
        idempotencyKey: reference,
        reference,
      });
      const succeeded = await updatePayment(trx, payment.id, {
        status: "succeeded",
        result_code: code,
        result_description: description,
        transaction_id: answer.id ?? null,
        subscription_id: subscription.id,
        completed_at: now,
      });
      // The tax invoice commits with the payment or not at all (gapless numbering, idempotent per payment).
      await issuePaymentInvoice(trx, ctx.config, succeeded);
      return succeeded;
    }
    if (isPending(code)) return updatePayment(trx, payment.id, { status: "pending", result_code: code, result_description: description });
    if (code === CHECKOUT_NOT_FOUND_CODE) {
      // The gateway no longer knows the checkout. Before its 30 minutes are up that is not final.
      const expired = now.getTime() - payment.created_at.getTime() >= CHECKOUT_LIFETIME_MS;
      return expired
        ? updatePayment(trx, payment.id, { status: "expired", result_code: code, result_description: description, completed_at: now })
        : payment;
    }
    return updatePayment(trx, payment.id, {
      status: "failed",
      result_code: code,
      result_description: description,
      transaction_id: answer.id ?? null,
      completed_at: now,
    });
  });
  // Files and e-mail once committed; it never throws, and a replayed answer mails nothing twice.
  if (applied.status === "succeeded") await deliverPaymentInvoice(ctx, applied.id);
  return applied;
}
