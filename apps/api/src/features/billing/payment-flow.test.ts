import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPaymentTestEnv,
  type PaymentTestEnv,
  payerWithCheckout,
  payInSandbox,
  paymentStatusUrl,
  SANDBOX_CARDS,
} from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createUser, workspaceIdOf } from "../../../test/helpers.ts";
import { getBalance } from "../../core/credits/ledger.ts";

/** The whole pay flow through the real HyperPay client, over HTTP, against the built-in sandbox. */
let env: PaymentTestEnv;
beforeAll(async () => {
  env = await createPaymentTestEnv();
});
afterAll(() => env.close());

const checkoutFor = (planId = 2) => payerWithCheckout(env, planId);

const statusOf = (headers: Record<string, string>, checkoutId: string) => env.app.inject({ url: paymentStatusUrl(checkoutId), headers });

const rowsOf = async (userId: number) => ({
  subscriptions: await env.ctx.db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId).execute(),
  grants: await env.ctx.db.selectFrom("credit_ledger").selectAll().where("user_id", "=", userId).where("reason", "=", "purchase").execute(),
});

describe("paying for Growth with the sandbox's success card", () => {
  it("activates the subscription and grants 1,250.00 credits", async () => {
    const { user, headers, checkoutId } = await checkoutFor(2);
    expect((await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved })).body.result.code).toBe("000.100.110");
    const response = await statusOf(headers, checkoutId);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      payment_successful: true,
      status: "succeeded",
      message: "Payment successful. Your Growth subscription is active.",
    });
    expect(result.transaction_id).toMatch(/^[a-f0-9]{32}$/);
    const current = (await env.app.inject({ url: "/api/subscriptions/current/", headers })).json();
    expect(current).toMatchObject({ status: "active", is_active: true, plan: { id: 2, name: "Growth" }, credits_remaining: 1250 });
    const { grants } = await rowsOf(user.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ delta: "1250.00", idempotency_key: `payment:${checkoutId}`, reference: `payment:${checkoutId}` });
  });

  it("activates once and grants once however often and however concurrently the status is checked", async () => {
    const { user, headers, checkoutId } = await checkoutFor(2);
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => statusOf(headers, checkoutId)));
    const replayed = [await statusOf(headers, checkoutId), await statusOf(headers, checkoutId)];
    const transactionIds = new Set([...concurrent, ...replayed].map((r) => r.json().transaction_id));
    expect([...concurrent, ...replayed].every((r) => r.json().payment_successful === true)).toBe(true);
    expect(transactionIds.size).toBe(1);
    const { subscriptions, grants } = await rowsOf(user.id);
    expect(subscriptions).toHaveLength(1);
    expect(grants).toHaveLength(1);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(1250);
  });
});

describe("payments that do not succeed", () => {
  it("a declined card changes nothing and says why", async () => {
    const { user, headers, checkoutId } = await checkoutFor(2);
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.declined });
    const result = (await statusOf(headers, checkoutId)).json();
    expect(result).toMatchObject({ payment_successful: false, status: "failed", decline_reason: "card_invalid" });
    expect(result.message).toContain("Check the card number");
    expect(await rowsOf(user.id)).toEqual({ subscriptions: [], grants: [] });
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(0);
    expect((await env.app.inject({ url: "/api/subscriptions/current/", headers })).statusCode).toBe(404);
  });

  it("a pending payment stays pending and activates nothing, and so does an unpaid checkout", async () => {
    const pending = await checkoutFor(2);
    await payInSandbox(env.baseUrl, pending.checkoutId, { number: SANDBOX_CARDS.pending });
    expect((await statusOf(pending.headers, pending.checkoutId)).json()).toMatchObject({
      payment_successful: false,
      status: "pending",
      transaction_id: null,
    });
    const unpaid = await checkoutFor(2);
    expect((await statusOf(unpaid.headers, unpaid.checkoutId)).json()).toMatchObject({ payment_successful: false, status: "pending" });
    expect((await rowsOf(pending.user.id)).subscriptions).toEqual([]);
    expect((await rowsOf(unpaid.user.id)).subscriptions).toEqual([]);
  });

  it("an expired checkout is reported as expired and can no longer be paid", async () => {
    const { user, headers, checkoutId } = await checkoutFor(2);
    const overHalfAnHourAgo = new Date(Date.now() - 31 * 60 * 1000);
    await env.ctx.db.updateTable("sandbox_checkouts").set({ expires_at: overHalfAnHourAgo }).where("id", "=", checkoutId).execute();
    await sql`UPDATE payments SET created_at = ${overHalfAnHourAgo} WHERE checkout_id = ${checkoutId}`.execute(env.ctx.db);
    expect((await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved })).body.result.code).toBe("200.300.404");
    expect((await statusOf(headers, checkoutId)).json()).toMatchObject({ payment_successful: false, status: "expired" });
    expect((await rowsOf(user.id)).subscriptions).toEqual([]);
  });

  it("a gateway answer that does not match our record (amount) activates nothing", async () => {
    const { user, headers, checkoutId } = await checkoutFor(2);
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
    await env.ctx.db.updateTable("sandbox_checkouts").set({ amount: "1.00" }).where("id", "=", checkoutId).execute();
    expect((await statusOf(headers, checkoutId)).json()).toMatchObject({ payment_successful: false, status: "failed" });
    expect(await rowsOf(user.id)).toEqual({ subscriptions: [], grants: [] });
  });
});

describe("whose checkout it is", () => {
  it("another user's checkout id is a 404, and an unknown one too", async () => {
    const { checkoutId } = await checkoutFor(2);
    const stranger = await createUser(env.ctx);
    const strangerHeaders = bearer(await accessTokenFor(env.ctx, stranger));
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
    expect((await statusOf(strangerHeaders, checkoutId)).statusCode).toBe(404);
    expect((await statusOf(strangerHeaders, "../../v1/checkouts")).statusCode).toBe(404);
    expect((await rowsOf(stranger.id)).subscriptions).toEqual([]);
  });
});

describe("payment notifications without PAYMENT_WEBHOOK_SECRET", () => {
  it("are refused as not configured", async () => {
    const response = await env.app.inject({
      method: "POST",
      url: "/api/payments/webhook/",
      headers: { "content-type": "text/plain" },
      payload: "00",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "Payment notifications are not configured." });
  });
});
