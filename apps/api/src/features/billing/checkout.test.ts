import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_DETAILS, createPaymentTestEnv, createSubscription, type PaymentTestEnv } from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createTestEnv, createUser } from "../../../test/helpers.ts";

let env: PaymentTestEnv;
beforeAll(async () => {
  env = await createPaymentTestEnv();
});
afterAll(() => env.close());

async function signedIn() {
  const user = await createUser(env.ctx);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const prepare = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  env.app.inject({ method: "POST", url: "/api/payments/prepare_checkout/", headers, payload });

const body = (overrides: Record<string, unknown> = {}) => ({
  amount: 3000,
  currency: "SAR",
  payment_method: "VISA",
  payment_type: "DB",
  customer_data: BILLING_DETAILS,
  plan_id: 2,
  ...overrides,
});

describe("POST /api/payments/prepare_checkout/", () => {
  it("prepares a gateway checkout for the plan's price and says where to load the widget", async () => {
    const { user, headers } = await signedIn();
    const response = await prepare(headers, body());
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({ brands: "VISA MASTER", amount: 3000, currency: "SAR", plan_id: 2 });
    expect(session.script_url).toBe(
      `${env.baseUrl}/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(session.checkout_id)}`,
    );
    expect(session.integrity_hash).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
    const payment = await env.ctx.db
      .selectFrom("payments")
      .selectAll()
      .where("checkout_id", "=", session.checkout_id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      user_id: user.id,
      plan_id: 2,
      amount: "3000.00",
      currency: "SAR",
      status: "created",
      gateway: "sandbox",
    });
    const atGateway = await env.ctx.db
      .selectFrom("sandbox_checkouts")
      .selectAll()
      .where("id", "=", session.checkout_id)
      .executeTakeFirstOrThrow();
    expect(atGateway).toMatchObject({
      amount: "3000.00",
      currency: "SAR",
      payment_type: "DB",
      merchant_transaction_id: payment.merchant_transaction_id,
    });
    expect(atGateway.parameters).toMatchObject({
      "customer.email": "payer@example.com",
      "billing.country": "SA",
      "customer.givenName": "Sara",
    });
  });

  it("refuses a tampered amount instead of charging it, and charges the plan's price when none is sent", async () => {
    const { headers } = await signedIn();
    const tampered = await prepare(headers, body({ amount: 1 }));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ error: "The amount does not match the price of the selected plan (3000.00 SAR)." });
    const yearly = await prepare(headers, body({ amount: undefined, plan_id: 6 }));
    expect(yearly.json()).toMatchObject({ amount: 60000, plan_id: 6 });
    const atGateway = await env.ctx.db
      .selectFrom("sandbox_checkouts")
      .select("amount")
      .where("id", "=", yearly.json().checkout_id)
      .executeTakeFirstOrThrow();
    expect(atGateway.amount).toBe("60000.00");
  });

  it.each([
    ["email", "not-an-email", "Invalid email address"],
    ["first_name", "S", "First name is required"],
    ["last_name", " ", "Last name is required"],
    ["street", "", "Address is required"],
    ["city", "R", "City is required"],
    ["state", "", "State is required"],
    ["country", "", "Country is required"],
    ["country", "US", "Please choose one of the listed countries"],
    ["postcode", "1", "Postal code is required"],
  ])("validates %s = %j with the message '%s'", async (field, value, message) => {
    const { headers } = await signedIn();
    const response = await prepare(headers, body({ customer_data: { ...BILLING_DETAILS, [field]: value } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, [`customer_data.${field}`]: [message] });
  });

  it("refuses other currencies, payment types and unknown plans; needs a token", async () => {
    const { headers } = await signedIn();
    expect((await prepare(headers, body({ currency: "USD" }))).json()).toHaveProperty("currency");
    expect((await prepare(headers, body({ payment_type: "PA" }))).json()).toHaveProperty("payment_type");
    const unknown = await prepare(headers, body({ plan_id: 42 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: "Unknown plan" });
    expect((await prepare(headers, body({ plan_id: undefined }))).json()).toEqual({ error: "Unknown plan" });
    expect((await prepare({}, body())).statusCode).toBe(401);
  });

  it("without plan_id pays for the plan chosen with PATCH, else renews the current one", async () => {
    const { user, headers } = await signedIn();
    const subscription = await createSubscription(env.ctx, user.id, 1);
    expect((await prepare(headers, body({ amount: undefined, plan_id: undefined }))).json().plan_id).toBe(1);
    await env.app.inject({ method: "PATCH", url: `/api/subscriptions/${subscription.id}/`, headers, payload: { plan_id: 3 } });
    expect((await prepare(headers, body({ amount: undefined, plan_id: undefined }))).json()).toMatchObject({ plan_id: 3, amount: 6000 });
  });
});

describe("payments switched off", () => {
  it("answers 503 in the error field when no gateway is configured", async () => {
    const off = await createTestEnv({ PAYMENT_SANDBOX: "false" });
    try {
      const user = await createUser(off.ctx);
      const response = await off.app.inject({
        method: "POST",
        url: "/api/payments/prepare_checkout/",
        headers: bearer(await accessTokenFor(off.ctx, user)),
        payload: body(),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: "Card payments are not configured on this server." });
      expect((await off.app.inject({ url: "/sandbox/hyperpay/v1/paymentWidgets.js" })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
