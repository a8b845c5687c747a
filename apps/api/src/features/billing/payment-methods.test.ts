import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_DETAILS, createPaymentTestEnv, type PaymentTestEnv } from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createUser } from "../../../test/helpers.ts";
import { SANDBOX_PAYMENT_ENTITY_ID, SANDBOX_PAYMENT_MADA_ENTITY_ID } from "../../core/config/config.ts";
import { reconcilePayments } from "./payment-reconciliation.ts";

/**
 * mada, Visa / Mastercard and Apple Pay through the real HyperPay client, over HTTP, against the
 * built-in sandbox: each method on its own entity, the sandbox refusing a card on the wrong one, and
 * the decline reason the result page turns into "what to do next".
 */
let env: PaymentTestEnv;
beforeAll(async () => {
  env = await createPaymentTestEnv();
});
afterAll(() => env.close());

type Method = "VISA" | "MASTER" | "MADA" | "APPLEPAY";

async function checkoutWith(paymentMethod: Method) {
  const user = await createUser(env.ctx);
  const headers = bearer(await accessTokenFor(env.ctx, user));
  const response = await env.app.inject({
    method: "POST",
    url: "/api/payments/prepare_checkout/",
    headers,
    payload: { currency: "SAR", payment_method: paymentMethod, payment_type: "DB", customer_data: BILLING_DETAILS, plan_id: 2 },
  });
  expect(response.statusCode).toBe(200);
  const session = response.json();
  return { user, headers, session, checkoutId: session.checkout_id as string };
}

/** What the sandbox widget posts: a card, or (Apple Pay) a test wallet token. */
async function pay(checkoutId: string, fields: Record<string, string>) {
  const response = await fetch(`${env.baseUrl}/sandbox/hyperpay/v1/checkouts/${checkoutId}/payment`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: (await response.json()) as { result: { code: string }; paymentBrand?: string } };
}

const card = (brand: string, number: string, cvv = "123") => ({
  paymentBrand: brand,
  "card.number": number,
  "card.holder": "Sara Al-Qahtani",
  "card.expiryMonth": "12",
  "card.expiryYear": String(new Date().getUTCFullYear() + 3),
  "card.cvv": cvv,
});
const applePay = (token: string) => ({ paymentBrand: "APPLEPAY", "applePay.paymentToken": token });

const statusOf = async (headers: Record<string, string>, checkoutId: string) => {
  const response = await env.app.inject({ url: `/api/payments/payment_status/?checkout_id=${encodeURIComponent(checkoutId)}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const paymentRow = (checkoutId: string) =>
  env.ctx.db.selectFrom("payments").selectAll().where("checkout_id", "=", checkoutId).executeTakeFirstOrThrow();

describe("GET /api/payments/methods/", () => {
  it("offers mada first, then Visa / Mastercard on one form, then Apple Pay, in the sandbox", async () => {
    const user = await createUser(env.ctx);
    const response = await env.app.inject({ url: "/api/payments/methods/", headers: bearer(await accessTokenFor(env.ctx, user)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      methods: [
        { payment_method: "MADA", brands: ["MADA"] },
        { payment_method: "VISA", brands: ["VISA", "MASTER"] },
        { payment_method: "APPLEPAY", brands: ["APPLEPAY"] },
      ],
      sandbox: true,
    });
    expect((await env.app.inject({ url: "/api/payments/methods/" })).statusCode).toBe(401);
  });
});

describe("paying with mada", () => {
  it("prepares the checkout on mada's own entity, and a mada test card pays and activates the plan", async () => {
    const { headers, session, checkoutId } = await checkoutWith("MADA");
    expect(session).toMatchObject({ brands: "MADA", payment_method: "MADA" });
    expect((await paymentRow(checkoutId)).entity_id).toBe(SANDBOX_PAYMENT_MADA_ENTITY_ID);
    const paid = await pay(checkoutId, card("MADA", "4464040000000007"));
    expect(paid.body).toMatchObject({ result: { code: "000.100.110" }, paymentBrand: "MADA" });
    expect(await statusOf(headers, checkoutId)).toMatchObject({ payment_successful: true, status: "succeeded", decline_reason: null });
    const current = (await env.app.inject({ url: "/api/subscriptions/current/", headers })).json();
    expect(current).toMatchObject({ status: "active", plan: { id: 2 } });
  });

  it("takes a mada card on the Mastercard network too", async () => {
    const { headers, checkoutId } = await checkoutWith("MADA");
    expect((await pay(checkoutId, card("MADA", "5297410000000002"))).body.result.code).toBe("000.100.110");
    expect((await statusOf(headers, checkoutId)).status).toBe("succeeded");
  });

  it("refuses a mada card on the Visa / Mastercard entity, as HyperPay does, and says to choose mada", async () => {
    const { user, headers, session, checkoutId } = await checkoutWith("VISA");
    expect(session).toMatchObject({ brands: "VISA MASTER", payment_method: "VISA" });
    expect((await paymentRow(checkoutId)).entity_id).toBe(SANDBOX_PAYMENT_ENTITY_ID);
    // The card form detects a 4-number as VISA; the BIN says mada.
    expect((await pay(checkoutId, card("VISA", "4464040000000007"))).body.result.code).toBe("600.200.500");
    const result = await statusOf(headers, checkoutId);
    expect(result).toMatchObject({ payment_successful: false, status: "failed", decline_reason: "method_not_supported" });
    expect(result.message).toContain("choose mada");
    const subscriptions = await env.ctx.db.selectFrom("subscriptions").select("id").where("user_id", "=", user.id).execute();
    expect(subscriptions).toEqual([]);

    const brandMada = await checkoutWith("VISA");
    expect((await pay(brandMada.checkoutId, card("MADA", "4464040000000007"))).body.result.code).toBe("600.200.500");
  });

  it("refuses a Visa card on the mada entity: a mada form with a non-mada number before processing, a VISA brand after", async () => {
    const { headers, checkoutId } = await checkoutWith("MADA");
    const wrongNumber = await pay(checkoutId, card("MADA", "4111111111111111"));
    expect(wrongNumber.status).toBe(400);
    expect(wrongNumber.body.result.code).toBe("100.100.700");
    expect((await pay(checkoutId, card("VISA", "4111111111111111"))).body.result.code).toBe("600.200.500");
    expect(await statusOf(headers, checkoutId)).toMatchObject({ status: "failed", decline_reason: "method_not_supported" });
  });

  it("a mada card without funds is declined with the insufficient-funds advice", async () => {
    const { headers, checkoutId } = await checkoutWith("MADA");
    expect((await pay(checkoutId, card("MADA", "4464040000000015"))).body.result.code).toBe("800.100.155");
    expect(await statusOf(headers, checkoutId)).toMatchObject({ status: "failed", decline_reason: "insufficient_funds" });
  });

  it("an unfinished mada payment is reconciled at mada's entity", async () => {
    const { user, checkoutId } = await checkoutWith("MADA");
    await pay(checkoutId, card("MADA", "4464040000000007"));
    await sql`UPDATE payments SET created_at = now() - interval '6 minutes' WHERE checkout_id = ${checkoutId}`.execute(env.ctx.db);
    await reconcilePayments(env.ctx);
    expect((await paymentRow(checkoutId)).status).toBe("succeeded");
    const grants = await env.ctx.db.selectFrom("credit_ledger").select("delta").where("user_id", "=", user.id).execute();
    expect(grants).toEqual([{ delta: "1250.00" }]);
  });
});

describe("paying with Apple Pay in the sandbox", () => {
  it("approves with the approving wallet card", async () => {
    const { headers, session, checkoutId } = await checkoutWith("APPLEPAY");
    expect(session).toMatchObject({ brands: "APPLEPAY", payment_method: "APPLEPAY" });
    const paid = await pay(checkoutId, applePay("sandbox-applepay-approve"));
    expect(paid.body).toMatchObject({ result: { code: "000.100.110" }, paymentBrand: "APPLEPAY" });
    expect(await statusOf(headers, checkoutId)).toMatchObject({ payment_successful: true, status: "succeeded" });
  });

  it("declines with the declining wallet card, and an unknown token is refused before processing", async () => {
    const { headers, checkoutId } = await checkoutWith("APPLEPAY");
    const unknown = await pay(checkoutId, applePay("made-up"));
    expect(unknown.status).toBe(400);
    expect(unknown.body.result.code).toBe("200.300.404");
    expect((await pay(checkoutId, applePay("sandbox-applepay-decline"))).body.result.code).toBe("800.100.155");
    expect(await statusOf(headers, checkoutId)).toMatchObject({
      payment_successful: false,
      status: "failed",
      decline_reason: "insufficient_funds",
    });
  });

  it("is refused on the mada entity", async () => {
    const { headers, checkoutId } = await checkoutWith("MADA");
    expect((await pay(checkoutId, applePay("sandbox-applepay-approve"))).body.result.code).toBe("600.200.500");
    expect((await statusOf(headers, checkoutId)).decline_reason).toBe("method_not_supported");
  });
});

describe("declines: each family's reason, from the sandbox's test cards", () => {
  it.each([
    ["4000000000009995", "123", "800.100.155", "insufficient_funds"],
    ["4000000000003220", "123", "100.380.401", "authentication_failed"],
    ["4000000000000069", "123", "800.100.157", "card_expired"],
    ["4000000000000119", "123", "800.100.160", "card_blocked"],
    ["4000000000000002", "123", "800.100.151", "card_invalid"],
    ["4111111111111111", "999", "800.100.153", "card_invalid"],
    ["4000000000000127", "123", "800.800.800", "try_later"],
    ["4242424242424242", "123", "800.100.100", "declined"],
  ])("card %s (CVV %s): %s is %s", async (number, cvv, code, reason) => {
    const { headers, checkoutId } = await checkoutWith("VISA");
    expect((await pay(checkoutId, card("VISA", number, cvv))).body.result.code).toBe(code);
    const result = await statusOf(headers, checkoutId);
    expect(result).toMatchObject({ payment_successful: false, status: "failed", decline_reason: reason });
    expect(result.message.length).toBeGreaterThan(20);
  });
});
