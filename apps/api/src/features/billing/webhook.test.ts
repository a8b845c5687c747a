import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BILLING_DETAILS,
  createPaymentTestEnv,
  type PaymentTestEnv,
  payInSandbox,
  SANDBOX_CARDS,
} from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createUser } from "../../../test/helpers.ts";
import { SANDBOX_PAYMENT_ACCESS_TOKEN, SANDBOX_PAYMENT_ENTITY_ID } from "../../core/config/config.ts";
import { encryptWebhookBody } from "./hyperpay/webhook-crypto.ts";

const SECRET = "A1".repeat(32);
let env: PaymentTestEnv;
beforeAll(async () => {
  env = await createPaymentTestEnv({ PAYMENT_WEBHOOK_SECRET: SECRET });
});
afterAll(() => env.close());

/** A paid sandbox checkout, and the PAYMENT notification the platform would send for it. */
async function paidCheckout(card: string = SANDBOX_CARDS.approved) {
  const user = await createUser(env.ctx);
  const headers = bearer(await accessTokenFor(env.ctx, user));
  const prepared = await env.app.inject({
    method: "POST",
    url: "/api/payments/prepare_checkout/",
    headers,
    payload: { customer_data: BILLING_DETAILS, plan_id: 3 },
  });
  const checkoutId = prepared.json().checkout_id as string;
  await payInSandbox(env.baseUrl, checkoutId, { number: card });
  const status = await fetch(`${env.baseUrl}/sandbox/hyperpay/v1/checkouts/${checkoutId}/payment?entityId=${SANDBOX_PAYMENT_ENTITY_ID}`, {
    headers: { authorization: `Bearer ${SANDBOX_PAYMENT_ACCESS_TOKEN}` },
  });
  const notification = JSON.stringify({ type: "PAYMENT", payload: await status.json() });
  return { user, headers, checkoutId, notification };
}

function deliver(plaintext: string, options: { json?: boolean; tag?: string; contentType?: string } = {}) {
  const sealed = encryptWebhookBody(SECRET, plaintext);
  return env.app.inject({
    method: "POST",
    url: "/api/payments/webhook/",
    headers: {
      "content-type": options.contentType ?? (options.json ? "application/json" : "text/plain"),
      "x-initialization-vector": sealed.iv,
      "x-authentication-tag": options.tag ?? sealed.tag,
    },
    payload: options.json ? JSON.stringify({ encryptedBody: sealed.body }) : sealed.body,
  });
}

describe("POST /api/payments/webhook/", () => {
  it("activates the subscription once, however often the notification is replayed", async () => {
    const { user, headers, checkoutId, notification } = await paidCheckout();
    const deliveries = await Promise.all([
      deliver(notification),
      deliver(notification, { json: true }),
      deliver(notification, { contentType: "application/octet-stream" }),
    ]);
    for (const response of deliveries) expect(response.statusCode).toBe(200);
    expect((await deliver(notification)).json()).toEqual({ received: true, outcome: "applied" });
    const subscriptions = await env.ctx.db.selectFrom("subscriptions").selectAll().where("user_id", "=", user.id).execute();
    const grants = await env.ctx.db.selectFrom("credit_ledger").selectAll().where("user_id", "=", user.id).execute();
    expect(subscriptions.map((s) => [s.plan_id, s.status])).toEqual([[3, "active"]]);
    expect(grants.map((g) => g.delta)).toEqual(["2500.00"]);
    // The shopper's own status check afterwards agrees and grants nothing more.
    expect(
      (await env.app.inject({ url: `/api/payments/payment_status/?checkout_id=${checkoutId}`, headers })).json().payment_successful,
    ).toBe(true);
    expect(await env.ctx.db.selectFrom("credit_ledger").select("id").where("user_id", "=", user.id).execute()).toHaveLength(1);
  });

  it("records a declined payment without activating anything", async () => {
    const { user, checkoutId, notification } = await paidCheckout(SANDBOX_CARDS.declined);
    expect((await deliver(notification)).statusCode).toBe(200);
    const payment = await env.ctx.db.selectFrom("payments").selectAll().where("checkout_id", "=", checkoutId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: "failed", result_code: "800.100.151" });
    expect(await env.ctx.db.selectFrom("subscriptions").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("refuses what does not decrypt, and acknowledges what it does not handle", async () => {
    const { notification } = await paidCheckout();
    const forged = await deliver(notification, { tag: "00".repeat(16) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: "The notification could not be decrypted." });
    expect((await deliver(JSON.stringify({ type: "REGISTRATION", payload: {} }))).json()).toEqual({ received: true, outcome: "ignored" });
    const stranger = JSON.stringify({ type: "PAYMENT", payload: { result: { code: "000.100.110" }, merchantTransactionId: "not-ours" } });
    expect((await deliver(stranger)).json()).toEqual({ received: true, outcome: "ignored" });
  });
});
