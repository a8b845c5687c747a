import { z } from "zod";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { ZGatewayPaymentSchema } from "./hyperpay/gateway-answers.ts";
import { decryptWebhookBody } from "./hyperpay/webhook-crypto.ts";
import { applyGatewayPayment } from "./payment-finalisation.ts";
import { findPaymentByGatewayIds } from "./payment-queries.ts";

const ZNotificationSchema = z.object({ type: z.string(), payload: z.unknown().optional() });

export interface EncryptedNotification {
  body: string;
  iv: string;
  tag: string;
}

/**
 * A HyperPay server-to-server notification. Only a body that decrypts under PAYMENT_WEBHOOK_SECRET
 * (the GCM tag authenticates it) is trusted; a PAYMENT is then applied exactly like a status check,
 * so the platform's retries and replays change nothing once the payment is final. Notifications we
 * cannot use are acknowledged so the platform stops retrying them.
 */
export async function handlePaymentNotification(ctx: AppContext, notification: EncryptedNotification): Promise<"applied" | "ignored"> {
  const secret = ctx.config.PAYMENT_WEBHOOK_SECRET;
  if (!secret) throw AppError.notFound("Payment notifications are not configured.");
  let plaintext: string;
  try {
    plaintext = decryptWebhookBody(secret, notification.iv, notification.tag, notification.body);
  } catch {
    throw AppError.badRequest("The notification could not be decrypted.");
  }
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(plaintext);
  } catch {
    throw AppError.badRequest("The notification is not JSON.");
  }
  const notice = ZNotificationSchema.safeParse(parsedJson);
  if (!notice.success) throw AppError.badRequest("The notification has no type.");
  if (notice.data.type !== "PAYMENT") return "ignored";
  const payload = ZGatewayPaymentSchema.safeParse(notice.data.payload);
  if (!payload.success) throw AppError.badRequest("The payment notification has no result.");
  const payment = await findPaymentByGatewayIds(ctx.db, {
    merchantTransactionId: payload.data.merchantTransactionId,
    checkoutId: payload.data.ndc,
  });
  if (!payment) {
    ctx.logger.warn({ merchantTransactionId: payload.data.merchantTransactionId }, "payment notification for an unknown checkout");
    return "ignored";
  }
  await applyGatewayPayment(ctx, payment.id, payload.data);
  return "applied";
}
