import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  DESKTOP,
  hasBrowser,
  LANGUAGES_AND_WIDTHS,
  MOBILE,
  newPage,
  SCREENSHOT_DIR,
  screenshot,
  startBrowser,
} from "./harness.ts";
import { storeSession, verifiedCustomer } from "./profile-fixtures.ts";

/**
 * The market's payment methods in the built-in sandbox (apps/api/src/features/payment-sandbox/test-cards.ts):
 * mada is asked first for a Saudi address and paid on mada's own entity; a mada card typed into the
 * Visa / Mastercard form is refused with what to do next; Apple Pay pays through the sandbox's test wallet.
 */
const MADA_CARD = "4464040000000007";

const LABELS = {
  en: {
    toBilling: "Continue to Billing",
    mada: /^mada/,
    card: /^Visa \/ Mastercard/,
    declined: "Payment declined",
    chooseMada: /choose mada/,
  },
  ar: {
    toBilling: "المتابعة إلى الفوترة",
    mada: /^مدى/,
    card: /^فيزا \/ ماستركارد/,
    declined: "رُفضت عملية الدفع",
    chooseMada: /واختر مدى/,
  },
} as const;
type Language = keyof typeof LABELS;

/** What is on screen: a full-page picture would stretch the dialog's fixed overlay over the long plans page. */
async function viewportShot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Signs a new customer in and opens Growth's checkout at the Billing step, the method question on top. */
async function openBilling(browser: Browser, language: Language, viewport: { width: number; height: number }) {
  const customer = await verifiedCustomer();
  const { context, page } = await newPage(browser, { language, viewport });
  await storeSession(page, customer);
  await page.goto("/subscriptions");
  const growth = page.getByRole("article").nth(1);
  await growth.getByRole("button").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: LABELS[language].toBilling }).click();
  await dialog.getByRole("radio", { name: LABELS[language].mada }).waitFor({ timeout: 20_000 });
  await dialog.locator("#billing-street").fill("King Fahd Road 12");
  await dialog.locator("#billing-city").fill("Riyadh");
  await dialog.locator("#billing-state").fill("Riyadh Province");
  await dialog.locator("#billing-postcode").fill("12211");
  return { context, page, dialog, token: customer.access };
}

async function payByCard(page: Page, number: string): Promise<void> {
  const widget = page.locator("form.paymentWidgets");
  await widget.locator(".wpwl-control-cardNumber").fill(number);
  await widget.locator(".wpwl-control-cardHolder").fill("Sara Al-Qahtani");
  await widget.locator(".wpwl-control-expiry").fill("12/34");
  await widget.locator(".wpwl-control-cvv").fill("123");
  await widget.locator(".wpwl-button-pay").click();
  await page.waitForURL((url) => url.pathname === "/payment/result", { timeout: 20_000 });
}

async function subscriptionStatus(token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/subscriptions/current/`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

const COMBINATIONS = LANGUAGES_AND_WIDTHS;

describe.skipIf(!hasBrowser)("payment methods: mada, Visa / Mastercard, Apple Pay", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await startBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(COMBINATIONS)("pays Growth with mada (%s, %o)", async (language, viewport) => {
    const prefix = `payment-methods-mada-${language}-${viewport.width}`;
    const { context, page, dialog, token } = await openBilling(browser, language, viewport);
    const mada = dialog.getByRole("radio", { name: LABELS[language].mada });
    expect(await mada.getAttribute("aria-checked")).toBe("true");
    const names = await dialog.getByRole("radio").allTextContents();
    expect(names[0]).toMatch(LABELS[language].mada);
    expect(names[1]).toMatch(LABELS[language].card);
    await mada.scrollIntoViewIfNeeded();
    await viewportShot(page, `${prefix}-1-method`);
    await dialog.locator('form button[type="submit"]').click();

    // mada's own form: the widget offers the MADA brand alone.
    const widget = dialog.locator("form.paymentWidgets.wpwl-form-card");
    await widget.locator(".wpwl-control-cardNumber").waitFor({ timeout: 20_000 });
    expect(await widget.getAttribute("data-brands")).toBe("MADA");
    expect(await widget.locator(".wpwl-control-brand option").allTextContents()).toEqual(["MADA"]);
    await viewportShot(page, `${prefix}-2-mada-form`);
    await payByCard(page, MADA_CARD);

    await page.getByTestId("transaction-id").waitFor({ timeout: 20_000 });
    await screenshot(page, `${prefix}-3-result`);
    expect(await subscriptionStatus(token)).toBe(200);
    await context.close();
  });

  it.each([
    ["en", DESKTOP],
    ["ar", MOBILE],
  ] as const)("refuses a mada card on the Visa / Mastercard form and says to choose mada (%s, %o)", async (language, viewport) => {
    const prefix = `payment-methods-wrong-entity-${language}-${viewport.width}`;
    const { context, page, dialog, token } = await openBilling(browser, language, viewport);
    await dialog.getByRole("radio", { name: LABELS[language].card }).click();
    await dialog.locator('form button[type="submit"]').click();
    const widget = dialog.locator("form.paymentWidgets.wpwl-form-card");
    await widget.locator(".wpwl-control-cardNumber").waitFor({ timeout: 20_000 });
    expect(await widget.getAttribute("data-brands")).toBe("VISA MASTER");
    await payByCard(page, MADA_CARD);

    await page.getByRole("heading", { name: LABELS[language].declined }).waitFor({ timeout: 20_000 });
    await page.getByTestId("payment-failure-text").getByText(LABELS[language].chooseMada).waitFor();
    await screenshot(page, `${prefix}-result`);
    expect(await subscriptionStatus(token)).toBe(404);
    await context.close();
  });

  it("pays with Apple Pay through the sandbox's test wallet (en, 375 px)", async () => {
    const { context, page, dialog, token } = await openBilling(browser, "en", MOBILE);
    await dialog.getByRole("radio", { name: /^Apple Pay/ }).click();
    await dialog.locator('form button[type="submit"]').click();
    const button = dialog.locator("form.paymentWidgets .wpwl-apple-pay-button");
    await button.waitFor({ timeout: 20_000 });
    expect(await dialog.locator("form.paymentWidgets .wpwl-control-wallet").inputValue()).toBe("sandbox-applepay-approve");
    await viewportShot(page, "payment-methods-applepay-en-375-1-button");
    await button.click();
    await page.waitForURL((url) => url.pathname === "/payment/result", { timeout: 20_000 });
    await page.getByTestId("transaction-id").waitFor({ timeout: 20_000 });
    expect(await subscriptionStatus(token)).toBe(200);
    await context.close();
  });
});
