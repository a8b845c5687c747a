import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiLogin,
  baseUrl,
  DESKTOP,
  hasBrowser,
  MOBILE,
  newPage,
  readOutbox,
  SCREENSHOT_DIR,
  screenshot,
  startBrowser,
} from "./harness.ts";
import { storeSession } from "./profile-fixtures.ts";

/** Sandbox test cards (apps/api/src/features/payment-sandbox/test-cards.ts): any future expiry, CVV 123. */
const APPROVED_CARD = "4111111111111111";
const DECLINED_CARD = "4000000000000002";

type Customer = { email: string; password: string; firstName: string };

/** Signs a customer up through the API and verifies the e-mail with the link from the dev outbox. */
async function newVerifiedCustomer(firstName: string): Promise<Customer> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@brand.sa`;
  const password = "radar-billing-2026";
  const registered = await fetch(`${baseUrl}/api/auth/register/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, confirm_password: password, first_name: firstName, last_name: "Al-Harbi" }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const link = (await readOutbox(email)).flatMap((message) => message.links).find((candidate) => candidate.includes("token="));
  const token = link ? new URL(link).searchParams.get("token") : null;
  expect(token, "verification link in the outbox").toBeTruthy();
  const verified = await fetch(`${baseUrl}/api/auth/verify-email/?token=${encodeURIComponent(token ?? "")}`);
  expect(verified.ok, await verified.clone().text()).toBe(true);
  return { email, password, firstName };
}

/** What is on screen: a full-page picture would stretch the fixed dialog overlay over a long page. */
async function viewportShot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function onPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
}

/** Logs in through the login page; without a subscription the app lands on /subscriptions. */
async function logIn(page: Page, customer: Customer): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await onPath(page, "/subscriptions");
}

/**
 * Signs the context in with a session made through the API, for the tests whose point is past the
 * login page (the first test signs in through it, and lands where a customer without a plan does).
 */
async function signInByApi(page: Page, customer: Customer): Promise<void> {
  await storeSession(page, await apiLogin(customer.email, customer.password));
}

/** The current subscription as the server has it, with the browser's own token. */
async function currentSubscription(page: Page): Promise<{ status: number; body: { plan?: { id: number }; next_plan?: unknown } }> {
  const token = await page.evaluate(() => window.localStorage.getItem("access_token"));
  const response = await fetch(`${baseUrl}/api/subscriptions/current/`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

/** From the plans page: pick Growth, review, fill the billing form and wait for the gateway's card form. */
async function checkoutGrowth(page: Page, shots?: string): Promise<void> {
  await page.getByText("You don't have an active subscription").waitFor();
  const growth = page.getByRole("article", { name: "Growth" });
  await growth.getByText("SAR 3,000").waitFor();
  if (shots) await screenshot(page, `${shots}-01-plans`);
  await growth.getByRole("button", { name: "Choose plan" }).click();

  const dialog = page.getByRole("dialog", { name: "Subscribe to Growth" });
  await dialog.getByText("1,250 credits every month").waitFor();
  if (shots) await viewportShot(page, `${shots}-02-review`);
  await dialog.getByRole("button", { name: "Continue to Billing" }).click();
  await billToRiyadh(page, shots);
}

/** Billing step: the address in Riyadh, then Continue to Payment until the gateway's card form shows. */
async function billToRiyadh(page: Page, shots?: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Address").fill("King Fahd Road 12");
  await dialog.getByLabel("City").fill("Riyadh");
  await dialog.getByLabel("State / region").fill("Riyadh Province");
  await dialog.getByLabel("Postal code").fill("12211");
  expect(await dialog.getByLabel("Country").inputValue()).toBe("SA");
  // For a Saudi address mada is offered first and preselected; these cards are Visa.
  expect(await dialog.getByRole("radio", { name: /^mada/ }).getAttribute("aria-checked")).toBe("true");
  await dialog.getByRole("radio", { name: /^Visa \/ Mastercard/ }).click();
  if (shots) await viewportShot(page, `${shots}-03-billing`);
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();

  // The sandbox's paymentWidgets.js turns form.paymentWidgets into its card form.
  await dialog.locator("form.paymentWidgets.wpwl-form-card .wpwl-control-cardNumber").waitFor({ timeout: 20_000 });
  if (shots) await viewportShot(page, `${shots}-04-payment`);
}

/** Types a card into the widget and pays; the widget then sends the browser to /payment/result. */
async function payWith(page: Page, cardNumber: string, holder: string): Promise<void> {
  const form = page.locator("form.paymentWidgets");
  await form.locator(".wpwl-control-cardNumber").fill(cardNumber);
  await form.locator(".wpwl-control-cardHolder").fill(holder);
  await form.locator(".wpwl-control-expiry").fill("12/34");
  await form.locator(".wpwl-control-cvv").fill("123");
  await form.locator(".wpwl-button-pay").click();
  await onPath(page, "/payment/result");
}

/** ISSUE 3, item 6: two new customers buy Growth by card; one is approved, one is declined. */
describe.skipIf(!hasBrowser)("billing journey", () => {
  let browser: Browser;
  /** The first test's customer, who holds Growth for the upgrade test. */
  let growthCustomer: Customer | undefined;

  beforeAll(async () => {
    browser = await startBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("a new customer buys Growth with the approved card and sees 1,250.00 credits", async () => {
    const customer = await newVerifiedCustomer("Reem");
    const { context, page } = await newPage(browser);
    await logIn(page, customer);
    await checkoutGrowth(page, "billing-approved");
    await payWith(page, APPROVED_CARD, "Reem Al-Harbi");

    await page.getByRole("heading", { name: "Payment successful" }).waitFor({ timeout: 20_000 });
    const transactionId = (await page.getByTestId("transaction-id").textContent())?.trim() ?? "";
    expect(transactionId.length).toBeGreaterThan(5);
    const resultUrl = new URL(page.url());
    expect(resultUrl.searchParams.get("resourcePath")).toMatch(/^\/v1\/checkouts\/.+\/payment$/);
    await screenshot(page, "billing-approved-05-result");

    await page.getByRole("link", { name: "Go to dashboard" }).click();
    await onPath(page, "/dashboard");
    await page.locator("header").getByText("1,250.00").waitFor({ timeout: 20_000 });
    await screenshot(page, "billing-approved-06-dashboard");

    // The plans page now shows the summary, and Growth is the current plan.
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Subscriptions" }).click();
    await onPath(page, "/subscriptions");
    await page.getByRole("heading", { name: "Your subscription" }).waitFor();
    expect(await page.getByRole("article", { name: "Growth" }).getByRole("button", { name: "Current plan" }).isDisabled()).toBe(true);

    // Opened again, the result page answers from the server's record: in Arabic, at 375 px.
    await page.evaluate(() => window.localStorage.setItem("app-language", "ar"));
    await page.setViewportSize(MOBILE);
    await page.goto(`${resultUrl.pathname}${resultUrl.search}`);
    await page.getByRole("heading", { name: "تم الدفع بنجاح" }).waitFor();
    expect((await page.getByTestId("transaction-id").textContent())?.trim()).toBe(transactionId);
    await screenshot(page, "billing-approved-07-result-ar-mobile");
    await context.close();
    growthCustomer = customer;
  });

  it("a Growth subscriber's declined upgrade to Professional leaves Growth with no pending change", async () => {
    expect(growthCustomer, "the Growth customer of the first test").toBeDefined();
    const customer = growthCustomer as Customer;
    const { context, page } = await newPage(browser);
    await signInByApi(page, customer);
    await page.goto("/subscriptions");
    await page.getByRole("heading", { name: "Your subscription" }).waitFor();
    await page.getByRole("article", { name: "Professional" }).getByRole("button", { name: "Choose plan" }).click();

    const dialog = page.getByRole("dialog", { name: "Subscribe to Professional" });
    await dialog.getByRole("button", { name: "Switch with my next payment instead" }).waitFor();
    await viewportShot(page, "billing-upgrade-01-review");
    await dialog.getByRole("button", { name: "Continue to Billing" }).click();
    // Between Review and Payment nothing is recorded: the subscription is still Growth with no change.
    await dialog.getByLabel("Address").waitFor();
    expect((await currentSubscription(page)).body).toMatchObject({ plan: { id: 2 }, next_plan: null });
    await billToRiyadh(page);
    await payWith(page, DECLINED_CARD, "Reem Al-Harbi");
    await page.getByRole("heading", { name: "Payment declined" }).waitFor({ timeout: 20_000 });

    expect(await currentSubscription(page)).toMatchObject({ status: 200, body: { plan: { id: 2 }, next_plan: null } });
    await page.goto("/subscriptions");
    await page.getByRole("heading", { name: "Your subscription" }).waitFor();
    await page.getByRole("article", { name: "Growth" }).getByRole("button", { name: "Current plan" }).waitFor();
    expect(await page.getByText(/You asked to move to/).count()).toBe(0);
    await screenshot(page, "billing-upgrade-02-declined-still-growth");
    await context.close();
  });

  it("Contact sales opens a form whose message reaches the team's outbox and the admin's list", async () => {
    expect(growthCustomer, "the Growth customer of the first test").toBeDefined();
    const customer = growthCustomer as Customer;
    const company = `Nakheel Brands ${Date.now()}`;
    const { context, page } = await newPage(browser);
    await signInByApi(page, customer);
    await page.goto("/subscriptions");
    await page.getByRole("button", { name: "Contact sales" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact sales" });
    expect(await dialog.getByLabel("Email").inputValue()).toBe(customer.email);
    await dialog.getByLabel("Company").fill(company);
    await dialog.getByLabel("Phone").fill("+966 50 123 4567");
    await dialog.getByLabel("Message").fill("We run 40 campaigns a year and need team seats and invoicing.");
    await viewportShot(page, "contact-01-form-en");
    await dialog.getByRole("button", { name: "Send message" }).click();
    await dialog.getByText("Thank you, your message has been sent.").waitFor();
    await viewportShot(page, "contact-02-sent-en");

    const mail = (await readOutbox("team@radar.local")).find((message) => message.subject.includes(company));
    expect(mail?.text).toContain("We run 40 campaigns a year");
    expect(mail?.text).toContain(`Account: ${customer.email}`);
    const admin = await apiLogin("admin@radar.local");
    const list = await fetch(`${baseUrl}/api/admin/contact-messages/`, { headers: { authorization: `Bearer ${admin.access}` } });
    const page1 = (await list.json()) as { results: { company: string; email: string }[] };
    expect(page1.results.find((message) => message.company === company)).toMatchObject({ email: customer.email });

    // In Arabic at 375 px: the Custom card's form, right to left.
    await page.evaluate(() => window.localStorage.setItem("app-language", "ar"));
    await page.setViewportSize(MOBILE);
    await page.reload();
    await page.getByRole("button", { name: "تواصل معنا" }).click();
    const arabic = page.getByRole("dialog", { name: "أخبرنا عن باقتك المخصصة" });
    await arabic.getByLabel("الشركة").waitFor();
    await arabic.getByRole("button", { name: "إرسال الرسالة" }).click();
    await arabic.getByText("اسم الشركة مطلوب").waitFor();
    await viewportShot(page, "contact-03-form-ar-mobile");
    await context.close();

    // The admin's Contact requests tab, in English on a desktop and in Arabic at 375 px.
    for (const [language, viewport] of [
      ["en", DESKTOP],
      ["ar", MOBILE],
    ] as const) {
      const desk = await newPage(browser, { language, viewport });
      await storeSession(desk.page, admin);
      await desk.page.goto("/admin?tab=messages");
      await desk.page.getByTestId("admin-contact-message").filter({ hasText: company }).waitFor();
      await screenshot(desk.page, `contact-04-admin-${language}-${viewport.width}`);
      await desk.context.close();
    }
  });

  it("a second customer is declined, sees 'Payment declined' with what to do next and still has no subscription", async () => {
    const customer = await newVerifiedCustomer("Fahad");
    const { context, page } = await newPage(browser, { viewport: MOBILE });
    await signInByApi(page, customer);
    await page.goto("/subscriptions");
    await checkoutGrowth(page, "billing-declined");
    await payWith(page, DECLINED_CARD, "Fahad Al-Harbi");

    await page.getByRole("heading", { name: "Payment declined" }).waitFor({ timeout: 20_000 });
    await page
      .getByTestId("payment-failure-text")
      .getByText(/Check the card number and the security code/)
      .waitFor();
    await screenshot(page, "billing-declined-05-result");

    const token = await page.evaluate(() => window.localStorage.getItem("access_token"));
    const current = await fetch(`${baseUrl}/api/subscriptions/current/`, { headers: { authorization: `Bearer ${token}` } });
    expect(current.status).toBe(404);
    expect(await current.json()).toEqual({ detail: "No active subscription found", code: "no_active_subscription" });

    // The dashboard is still closed to them: the guard sends them back to the plans.
    await page.getByRole("link", { name: "Go to dashboard" }).click();
    await onPath(page, "/subscriptions");
    await context.close();
  });
});
