import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_DETAILS, createPaymentTestEnv, type PaymentTestEnv } from "../../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createUser } from "../../../../test/helpers.ts";

/**
 * The sandbox widget run in jsdom against the really listening app: it renders the card form into
 * form.paymentWidgets, honours wpwlOptions, validates, posts the card with the platform's field names
 * and then navigates to the form's action. (jsdom cannot navigate; it reports the attempt.)
 */

interface WidgetElement {
  value: string;
  click(): void;
  textContent: string | null;
  classList: { contains(name: string): boolean };
  dispatchEvent(event: unknown): boolean;
  requestSubmit(): void;
}
interface WidgetWindow {
  document: { querySelector(selector: string): WidgetElement | null };
  Event: new (type: string, init?: { bubbles?: boolean }) => unknown;
  eval(code: string): unknown;
  close(): void;
}
interface VirtualConsoleLike {
  on(event: "jsdomError", listener: (error: Error) => void): void;
}
interface JsdomModule {
  JSDOM: new (
    html: string,
    options: { url: string; runScripts: "outside-only"; virtualConsole: VirtualConsoleLike },
  ) => { window: WidgetWindow };
  VirtualConsole: new () => VirtualConsoleLike;
}

let env: PaymentTestEnv;
let jsdom: JsdomModule;
beforeAll(async () => {
  env = await createPaymentTestEnv();
  const moduleName = "jsdom"; // jsdom ships no types; the little used here is typed above.
  jsdom = (await import(moduleName)) as JsdomModule;
});
afterAll(() => env.close());

const waitFor = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 80 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await check()).toBe(true);
};

async function checkout(paymentMethod = "VISA") {
  const user = await createUser(env.ctx);
  const headers = bearer(await accessTokenFor(env.ctx, user));
  const prepared = await env.app.inject({
    method: "POST",
    url: "/api/payments/prepare_checkout/",
    headers,
    payload: { customer_data: BILLING_DETAILS, plan_id: 2, payment_method: paymentMethod },
  });
  return { headers, session: prepared.json() as { checkout_id: string; script_url: string; integrity_hash: string; brands: string } };
}

/** A shop page as the web app builds it, with the widget script evaluated in it. */
async function shopPage(session: { script_url: string; integrity_hash: string; brands: string }) {
  const events: string[] = [];
  const navigations: string[] = [];
  const virtualConsole = new jsdom.VirtualConsole();
  virtualConsole.on("jsdomError", (error) => navigations.push(error.message));
  const html = `<html><head><script src="${session.script_url}" integrity="${session.integrity_hash}" crossorigin="anonymous"></script></head>
    <body><form action="${env.baseUrl}/payment/result" class="paymentWidgets" data-brands="${session.brands}"></form></body></html>`;
  const { window } = new jsdom.JSDOM(html, { url: `${env.baseUrl}/subscriptions`, runScripts: "outside-only", virtualConsole });
  Object.assign(window, {
    fetch,
    URLSearchParams,
    wpwlOptions: {
      locale: "en",
      onReady: () => events.push("ready"),
      onBeforeSubmitCard: () => events.push("beforeSubmit") > 0,
      onBeforeSubmitApplePay: () => events.push("beforeApplePay") > 0,
      onError: (error: Error) => events.push(`error:${error.name}`),
    },
  });
  window.eval(await (await fetch(session.script_url)).text());
  const field = (name: string) => window.document.querySelector(`.wpwl-control-${name}`) as WidgetElement;
  const type = (name: string, value: string) => {
    field(name).value = value;
    field(name).dispatchEvent(new window.Event("input", { bubbles: true }));
  };
  const form = () => window.document.querySelector("form.paymentWidgets") as WidgetElement;
  return { window, events, navigations, field, type, form };
}

const sandboxStatus = async (id: string) =>
  (await env.ctx.db.selectFrom("sandbox_checkouts").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

describe("the sandbox paymentWidgets.js", () => {
  it("renders the card form, refuses a bad card, pays a good one and heads for the result page", async () => {
    const { headers, session } = await checkout();
    const page = await shopPage(session);
    await waitFor(() => page.events.includes("ready"));
    expect(page.window.document.querySelector(".wpwl-form-card")).not.toBeNull();
    expect(page.window.document.querySelector(".wpwl-button-pay")?.textContent).toContain("3000.00 SAR");

    page.type("cardNumber", "4111 1111 1111 1112");
    page.type("expiry", "1239");
    page.type("cardHolder", "Sara Al-Qahtani");
    page.type("cvv", "123");
    page.form().requestSubmit();
    expect(page.field("cardNumber").classList.contains("wpwl-has-error")).toBe(true);
    expect(page.window.document.querySelector(".wpwl-hint-cardNumber")?.textContent).toBe("Invalid card number");
    expect(page.events).not.toContain("beforeSubmit");

    page.type("cardNumber", "4111111111111111");
    expect(page.field("cardNumber").value).toBe("4111 1111 1111 1111");
    expect(page.field("expiry").value).toBe("12 / 39");
    page.form().requestSubmit();
    await waitFor(async () => (await sandboxStatus(session.checkout_id)) === "approved");
    await waitFor(() => page.navigations.some((message) => message.includes("navigation")));
    expect(page.events).toEqual(["ready", "beforeSubmit"]);
    page.window.close();

    const status = await env.app.inject({ url: `/api/payments/payment_status/?checkout_id=${session.checkout_id}`, headers });
    expect(status.json().payment_successful).toBe(true);
  });

  it("draws mada's form with the MADA brand alone, and Apple Pay as a button over the test wallet", async () => {
    const mada = await shopPage((await checkout("MADA")).session);
    await waitFor(() => mada.events.includes("ready"));
    const options = mada.window.document.querySelector(".wpwl-control-brand") as unknown as { options: ArrayLike<{ value: string }> };
    expect(Array.from(options.options, (option) => option.value)).toEqual(["MADA"]);
    mada.window.close();

    const { headers, session } = await checkout("APPLEPAY");
    expect(session.brands).toBe("APPLEPAY");
    const page = await shopPage(session);
    await waitFor(() => page.events.includes("ready"));
    expect(page.window.document.querySelector(".wpwl-form-card")).toBeNull();
    const button = page.window.document.querySelector(".wpwl-apple-pay-button") as WidgetElement;
    expect(button.textContent).toBe("Pay with Apple Pay");
    page.field("wallet").value = "sandbox-applepay-decline";
    button.click();
    await waitFor(async () => (await sandboxStatus(session.checkout_id)) === "declined");
    await waitFor(() => page.navigations.some((message) => message.includes("navigation")));
    expect(page.events).toEqual(["ready", "beforeApplePay"]);
    page.window.close();
    const status = await env.app.inject({ url: `/api/payments/payment_status/?checkout_id=${session.checkout_id}`, headers });
    expect(status.json()).toMatchObject({ payment_successful: false, decline_reason: "insufficient_funds" });
  });

  it("reports an expired checkout through onError as InvalidCheckoutIdError", async () => {
    const { session } = await checkout();
    await env.ctx.db
      .updateTable("sandbox_checkouts")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", session.checkout_id)
      .execute();
    const page = await shopPage(session);
    await waitFor(() => page.events.length > 0);
    expect(page.events).toEqual(["error:InvalidCheckoutIdError"]);
    expect(page.window.document.querySelector(".wpwl-message")?.textContent).toContain("expired");
    page.window.close();
  });
});
