import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { AppContext } from "../src/core/context.ts";
import type { SubscriptionRow } from "../src/core/subscriptions/current-subscription.ts";
import { workspaceOf } from "../src/core/workspaces/current-workspace.ts";
import { activateSubscription } from "../src/features/billing/public.ts";
import { freePort } from "./free-port.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv } from "./helpers.ts";

/**
 * An ACTIVE subscription to `planId` (default Growth) for a workspace — `workspaceId`, else the user's
 * current one — paid by the user, started now, with the plan's credits granted through the ledger:
 * exactly what a successful payment does, minus the payment.
 */
export async function createSubscription(ctx: AppContext, userId: number, planId = 2, workspaceId?: string): Promise<SubscriptionRow> {
  const key = `test-subscription:${randomUUID()}`;
  const workspace = workspaceId ?? (await workspaceOf(ctx.db, userId)).workspaceId;
  return ctx.db
    .transaction()
    .execute((trx) => activateSubscription(trx, { workspaceId: workspace, userId, planId, idempotencyKey: key, reference: key }));
}

export interface PaymentTestEnv extends TestEnv {
  /** `http://127.0.0.1:{port}`: the app really listening, as the payment client reaches it over HTTP. */
  baseUrl: string;
}

/**
 * A test app that listens on a loopback port (also its PUBLIC_URL), with the built-in sandbox on (the
 * default), so prepare_checkout and payment_status go through the real HyperPay client over real HTTP
 * and a browser-like client can load the widget from script_url.
 */
export async function createPaymentTestEnv(env: Record<string, string> = {}): Promise<PaymentTestEnv> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const testEnv = await createTestEnv({ PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: baseUrl, ...env });
  await testEnv.app.listen({ port, host: "127.0.0.1" });
  return { ...testEnv, baseUrl };
}

export const BILLING_DETAILS = {
  email: "payer@example.com",
  first_name: "Sara",
  last_name: "Al-Qahtani",
  street: "King Fahd Road 12",
  city: "Riyadh",
  state: "Riyadh Province",
  country: "SA",
  postcode: "12211",
};

/** POST /api/payments/prepare_checkout/'s body: `planId` paid by Visa in one go (DB). */
export const checkoutBody = (planId: number) => ({
  currency: "SAR",
  payment_method: "VISA",
  payment_type: "DB",
  customer_data: BILLING_DETAILS,
  plan_id: planId,
});

/** Prepares a checkout for `planId` through the API as the holder of `headers`; the checkout's id. */
export async function prepareCheckout(env: TestEnv, headers: Record<string, string>, planId = 2): Promise<string> {
  const response = await env.app.inject({ method: "POST", url: "/api/payments/prepare_checkout/", headers, payload: checkoutBody(planId) });
  expect(response.statusCode).toBe(200);
  return response.json().checkout_id as string;
}

/** A new user who has prepared a checkout for `planId` (default Growth). */
export async function payerWithCheckout(env: TestEnv, planId = 2) {
  const user = await createUser(env.ctx);
  const headers = bearer(await accessTokenFor(env.ctx, user));
  return { user, headers, checkoutId: await prepareCheckout(env, headers, planId) };
}

/** payment_status as the shopper's browser asks it on its way back from the widget, with HyperPay's resourcePath. */
export const paymentStatusUrl = (checkoutId: string) =>
  `/api/payments/payment_status/?checkout_id=${encodeURIComponent(checkoutId)}&resourcePath=${encodeURIComponent(`/v1/checkouts/${checkoutId}/payment`)}`;

export const SANDBOX_CARDS = {
  approved: "4111111111111111",
  declined: "4000000000000002",
  pending: "4000000000000010",
} as const;

/** What the sandbox widget posts when the shopper presses Pay (the platform's field names). */
export async function payInSandbox(baseUrl: string, checkoutId: string, card: { number: string; cvv?: string; brand?: string }) {
  const response = await fetch(`${baseUrl}/sandbox/hyperpay/v1/checkouts/${checkoutId}/payment`, {
    method: "POST",
    body: new URLSearchParams({
      paymentBrand: card.brand ?? "VISA",
      "card.number": card.number,
      "card.holder": "Sara Al-Qahtani",
      "card.expiryMonth": "12",
      "card.expiryYear": String(new Date().getUTCFullYear() + 3),
      "card.cvv": card.cvv ?? "123",
    }),
  });
  return { status: response.status, body: (await response.json()) as { result: { code: string; description: string } } };
}
