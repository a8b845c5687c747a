import type { AppContext } from "../../core/context.ts";
import { entityIds, gatewaySettings } from "./hyperpay/gateway-settings.ts";
import { GatewayError, HyperPayClient } from "./hyperpay/hyperpay-client.ts";
import { applyGatewayPayment, CHECKOUT_LIFETIME_MS } from "./payment-finalisation.ts";
import { FINAL_PAYMENT_STATUSES, findUnfinishedPayments } from "./payment-queries.ts";

/** A shopper who comes back from the payment page has had their own status check by then. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;
/**
 * The checkout's lifetime at the gateway, plus a last look after it: a checkout paid in its final
 * minute is still found, and an unpaid one is then reported unknown and settled as expired, so
 * nothing is left `created` for ever. Older payments are never asked about again.
 */
export const RECONCILE_UNTIL_MS = CHECKOUT_LIFETIME_MS + 15 * 60 * 1000;
/** Per run; the rest wait for the next run (every 2 minutes). */
const BATCH = 50;
/** A status check of a run gives up sooner than a shopper's (30 s): the next run asks again. */
const STATUS_TIMEOUT_MS = 10_000;
/** A run stops asking after this long (a slow gateway); the rest wait for the next run. */
export const RECONCILE_RUN_BUDGET_MS = 3 * 60 * 1000;

export interface ReconciliationResult {
  checked: number;
  /** Payments that are final (succeeded, failed, expired) after this run's answer. */
  settled: number;
  /** Status checks that got no usable answer; those payments are asked again next run. */
  unanswered: number;
}

/**
 * Finishes checkouts nobody finished: the shopper paid but never came back, the status check was
 * cut off (a killed server, a dropped connection), the webhook is not configured or was lost. Each
 * unfinished payment between 5 and 45 minutes old is asked about at the gateway that created it
 * (same gateway kind, and the payment's own entity id — card, mada or Apple Pay: a status check must
 * use the entity that created the checkout)
 * and the answer applied exactly as a shopper's status check would — the payment row locked, a
 * final status never changed, credits granted under `payment:{checkout id}` — so it is exactly
 * once however often this runs, and whatever runs at the same time.
 */
export async function reconcilePayments(ctx: AppContext, now = new Date()): Promise<ReconciliationResult> {
  const result: ReconciliationResult = { checked: 0, settled: 0, unanswered: 0 };
  const settings = gatewaySettings(ctx.config);
  if (!settings) return result;
  const gateway = new HyperPayClient(settings, fetch, STATUS_TIMEOUT_MS);
  const due = await findUnfinishedPayments(ctx.db, {
    gateway: settings.kind,
    entityIds: entityIds(settings),
    from: new Date(now.getTime() - RECONCILE_UNTIL_MS),
    to: new Date(now.getTime() - RECONCILE_AFTER_MS),
    limit: BATCH,
  });
  const deadline = Date.now() + RECONCILE_RUN_BUDGET_MS;
  for (const payment of due) {
    if (Date.now() > deadline) break;
    result.checked += 1;
    let answer: Awaited<ReturnType<HyperPayClient["paymentStatus"]>>;
    try {
      answer = await gateway.paymentStatus(payment.checkout_id, payment.entity_id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      result.unanswered += 1;
      ctx.logger.warn({ err: error, checkoutId: payment.checkout_id }, "payment reconciliation: no answer from the gateway");
      continue;
    }
    const after = await applyGatewayPayment(ctx, payment.id, answer);
    if (!FINAL_PAYMENT_STATUSES.includes(after.status)) continue;
    result.settled += 1;
    ctx.logger.info(
      { checkoutId: after.checkout_id, paymentId: after.id, userId: after.user_id, status: after.status, resultCode: after.result_code },
      "payment reconciliation: unfinished payment settled",
    );
  }
  return result;
}
