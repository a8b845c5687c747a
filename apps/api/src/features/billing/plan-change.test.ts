import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BILLING_DETAILS,
  createPaymentTestEnv,
  createSubscription,
  type PaymentTestEnv,
  payInSandbox,
  prepareCheckout,
  SANDBOX_CARDS,
} from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createUser } from "../../../test/helpers.ts";

/**
 * Issue 14, item 2: a Growth subscriber who starts a checkout for Professional and then abandons it
 * or is declined keeps Growth with no pending change. Only a successful payment or an explicit
 * confirmation (PATCH) changes the plan, and a confirmed change can be withdrawn.
 */
let env: PaymentTestEnv;
beforeAll(async () => {
  env = await createPaymentTestEnv();
});
afterAll(() => env.close());

const GROWTH = 2;
const PROFESSIONAL = 3;

async function growthSubscriber() {
  const user = await createUser(env.ctx);
  const headers = bearer(await accessTokenFor(env.ctx, user));
  const subscription = await createSubscription(env.ctx, user.id, GROWTH);
  return { user, headers, subscription };
}

const checkoutFor = (headers: Record<string, string>, planId: number) => prepareCheckout(env, headers, planId);

const statusOf = (headers: Record<string, string>, checkoutId: string) =>
  env.app.inject({ url: `/api/payments/payment_status/?checkout_id=${encodeURIComponent(checkoutId)}`, headers });

async function current(headers: Record<string, string>) {
  const response = await env.app.inject({ url: "/api/subscriptions/current/", headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; plan: { id: number }; next_plan: { id: number } | null; status: string };
}

/** What renewing without naming a plan would charge: the plan of the next payment. */
async function nextPaymentAmount(headers: Record<string, string>): Promise<number> {
  const response = await env.app.inject({
    method: "POST",
    url: "/api/payments/prepare_checkout/",
    headers,
    payload: { currency: "SAR", payment_method: "VISA", payment_type: "DB", customer_data: BILLING_DETAILS },
  });
  expect(response.statusCode).toBe(200);
  return response.json().amount as number;
}

describe("a checkout for another plan that does not succeed", () => {
  it("declined: the plan stays Growth, no change is pending, and the next payment is Growth's price", async () => {
    const { headers } = await growthSubscriber();
    const checkoutId = await checkoutFor(headers, PROFESSIONAL);
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.declined });
    expect((await statusOf(headers, checkoutId)).json()).toMatchObject({ payment_successful: false, status: "failed" });
    expect(await current(headers)).toMatchObject({ plan: { id: GROWTH }, next_plan: null, status: "active" });
    expect(await nextPaymentAmount(headers)).toBe(3000);
  });

  it("abandoned: a prepared, never paid checkout leaves no pending change", async () => {
    const { headers } = await growthSubscriber();
    const checkoutId = await checkoutFor(headers, PROFESSIONAL);
    expect((await statusOf(headers, checkoutId)).json()).toMatchObject({ payment_successful: false, status: "pending" });
    expect(await current(headers)).toMatchObject({ plan: { id: GROWTH }, next_plan: null });
    expect(await nextPaymentAmount(headers)).toBe(3000);
  });
});

describe("what changes the plan", () => {
  it("a successful payment for Professional: the subscription becomes Professional at once", async () => {
    const { headers, subscription } = await growthSubscriber();
    const checkoutId = await checkoutFor(headers, PROFESSIONAL);
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
    expect((await statusOf(headers, checkoutId)).json()).toMatchObject({ payment_successful: true });
    const after = await current(headers);
    expect(after).toMatchObject({ plan: { id: PROFESSIONAL }, next_plan: null, status: "active" });
    expect(after.id).not.toBe(subscription.id);
  });

  it("an explicit confirmation (PATCH) records the change for the next payment", async () => {
    const { headers, subscription } = await growthSubscriber();
    const confirmed = await env.app.inject({
      method: "PATCH",
      url: `/api/subscriptions/${subscription.id}/`,
      headers,
      payload: { plan_id: PROFESSIONAL },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await current(headers)).toMatchObject({ plan: { id: GROWTH }, next_plan: { id: PROFESSIONAL } });
    expect(await nextPaymentAmount(headers)).toBe(6000);
  });
});

describe("POST /api/subscriptions/{id}/withdraw_plan_change/", () => {
  it("withdraws a confirmed change: nothing pending, the next payment renews Growth; twice is harmless", async () => {
    const { headers, subscription } = await growthSubscriber();
    await env.app.inject({ method: "PATCH", url: `/api/subscriptions/${subscription.id}/`, headers, payload: { plan_id: PROFESSIONAL } });
    const url = `/api/subscriptions/${subscription.id}/withdraw_plan_change/`;
    const withdrawn = await env.app.inject({ method: "POST", url, headers });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: subscription.id, plan: { id: GROWTH }, next_plan: null, status: "active" });
    expect(await current(headers)).toMatchObject({ next_plan: null });
    expect(await nextPaymentAmount(headers)).toBe(3000);
    expect((await env.app.inject({ method: "POST", url, headers })).json()).toMatchObject({ next_plan: null });
  });

  it("needs a token, and someone else's subscription is a 404 that changes nothing", async () => {
    const owner = await growthSubscriber();
    const intruder = await growthSubscriber();
    await env.app.inject({
      method: "PATCH",
      url: `/api/subscriptions/${owner.subscription.id}/`,
      headers: owner.headers,
      payload: { plan_id: PROFESSIONAL },
    });
    const url = `/api/subscriptions/${owner.subscription.id}/withdraw_plan_change/`;
    expect((await env.app.inject({ method: "POST", url })).statusCode).toBe(401);
    const refused = await env.app.inject({ method: "POST", url, headers: intruder.headers });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: "Subscription not found." });
    expect(await current(owner.headers)).toMatchObject({ next_plan: { id: PROFESSIONAL } });
  });
});
