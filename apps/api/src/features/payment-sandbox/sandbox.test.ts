import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";
import { SANDBOX_PAYMENT_ACCESS_TOKEN, SANDBOX_PAYMENT_ENTITY_ID } from "../../core/config/config.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const BASE = "/sandbox/hyperpay";
const auth = { authorization: `Bearer ${SANDBOX_PAYMENT_ACCESS_TOKEN}` };
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
});
const CHECKOUT = {
  entityId: SANDBOX_PAYMENT_ENTITY_ID,
  amount: "3000.00",
  currency: "SAR",
  paymentType: "DB",
  merchantTransactionId: "radar-test-0001",
  integrity: "true",
};

async function createCheckout(fields: Record<string, string> = CHECKOUT) {
  return env.app.inject({ method: "POST", url: `${BASE}/v1/checkouts`, ...form(fields) });
}

function pay(id: string, card: Partial<Record<string, string>> = {}) {
  const fields = {
    paymentBrand: "VISA",
    "card.number": "4111111111111111",
    "card.holder": "Sara",
    "card.expiryMonth": "01",
    "card.expiryYear": "2039",
    "card.cvv": "123",
    ...card,
  };
  return env.app.inject({
    method: "POST",
    url: `${BASE}/v1/checkouts/${id}/payment`,
    payload: new URLSearchParams(fields as Record<string, string>).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
  });
}

const status = (id: string, entityId = SANDBOX_PAYMENT_ENTITY_ID) =>
  env.app.inject({ url: `${BASE}/v1/checkouts/${id}/payment?entityId=${entityId}`, headers: auth });

describe("the HyperPay sandbox: POST /v1/checkouts", () => {
  it("creates a checkout whose integrity is the sha384 of the widget script it serves", async () => {
    const created = await createCheckout();
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.result).toEqual({ code: "000.200.100", description: "successfully created checkout" });
    expect(body.id).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(body.ndc).toBe(body.id);
    const script = await env.app.inject({ url: `${BASE}/v1/paymentWidgets.js?checkoutId=${body.id}` });
    expect(script.headers["content-type"]).toContain("application/javascript");
    expect(body.integrity).toBe(`sha384-${createHash("sha384").update(script.rawPayload).digest("base64")}`);
    expect(script.body).toContain("wpwlOptions");
  });

  it("refuses a wrong bearer token and reports bad parameters as 200.300.404", async () => {
    const unauthenticated = await env.app.inject({
      method: "POST",
      url: `${BASE}/v1/checkouts`,
      payload: "entityId=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json().result.code).toBe("800.900.300");
    const bad = await createCheckout({ ...CHECKOUT, entityId: "someone-else", amount: "30", currency: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.code).toBe("200.300.404");
    expect(bad.json().result.parameterErrors.map((e: { name: string }) => e.name)).toEqual(["entityId", "amount", "currency"]);
  });
});

describe("the HyperPay sandbox: paying and reading the status", () => {
  it("reports an unpaid checkout as pending, then the approved payment with its details", async () => {
    const { id } = (await createCheckout()).json();
    expect((await status(id)).json().result.code).toBe("000.200.000");
    const paid = await pay(id);
    expect(paid.statusCode).toBe(200);
    const answer = (await status(id)).json();
    expect(answer).toMatchObject({
      paymentType: "DB",
      paymentBrand: "VISA",
      amount: "3000.00",
      currency: "SAR",
      merchantTransactionId: "radar-test-0001",
      result: { code: "000.100.110" },
      card: { bin: "411111", last4Digits: "1111", holder: "Sara", expiryMonth: "01", expiryYear: "2039" },
      ndc: id,
    });
    expect(answer.id).toMatch(/^[a-f0-9]{32}$/);
    expect((await pay(id)).json().result.code).toBe("200.300.404");
  });

  it("declines the decline card and a wrong CVV, and keeps the pending card pending", async () => {
    const outcomes: Array<[Record<string, string>, string]> = [
      [{ "card.number": "4000000000000002" }, "800.100.151"],
      [{ "card.cvv": "999" }, "800.100.153"],
      [{ "card.number": "4000000000000010" }, "000.200.000"],
    ];
    for (const [card, code] of outcomes) {
      const { id } = (await createCheckout()).json();
      expect((await pay(id, card)).json().result.code).toBe(code);
      expect((await status(id)).json().result.code).toBe(code);
    }
  });

  it("rejects an invalid card before processing and leaves the checkout open", async () => {
    const { id } = (await createCheckout()).json();
    const invalid: Array<[Record<string, string>, string]> = [
      [{ "card.number": "4111111111111112" }, "100.100.101"],
      [{ "card.number": "5123450000000008" }, "100.100.700"],
      [{ "card.expiryYear": "2020" }, "100.100.303"],
      [{ "card.cvv": "1" }, "200.300.404"],
    ];
    for (const [card, code] of invalid) {
      const response = await pay(id, card);
      expect(response.statusCode).toBe(400);
      expect(response.json().result.code).toBe(code);
    }
    expect((await pay(id)).json().result.code).toBe("000.100.110");
  });

  it("expires an unpaid checkout after 30 minutes", async () => {
    const { id } = (await createCheckout()).json();
    await env.ctx.db
      .updateTable("sandbox_checkouts")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", id)
      .execute();
    expect((await env.app.inject({ url: `${BASE}/v1/checkouts/${id}` })).statusCode).toBe(400);
    expect((await pay(id)).json().result.code).toBe("200.300.404");
    const expired = await status(id);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().result.code).toBe("200.300.404");
  });

  it("needs the entity id that created the checkout to read its status", async () => {
    const { id } = (await createCheckout()).json();
    expect((await status(id, "another-entity")).json().result.code).toBe("200.300.404");
    expect((await env.app.inject({ url: `${BASE}/v1/checkouts/${id}/payment?entityId=${SANDBOX_PAYMENT_ENTITY_ID}` })).statusCode).toBe(
      401,
    );
  });
});
