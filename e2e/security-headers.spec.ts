import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, baseUrl, hasBrowser, newPage, startBrowser } from "./harness.ts";
import { payingCustomer, type Session, storeSession, verifiedCustomer } from "./profile-fixtures.ts";

/**
 * Issue 18, item 7: the Content-Security-Policy the server sends holds the built app in Chromium —
 * every main page, the payment step with the sandbox's widget, and Swagger UI — with no violation.
 * Violations are read from the `securitypolicyviolation` events (recorded from before any page
 * script runs) and from Chromium's console reports.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchViolations(context: BrowserContext, page: Page, seen: string[]): Promise<void> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
}

/** Opens a page, waits for it to settle, and collects the violations it reported. */
async function visit(page: Page, path: string, ready: () => Promise<unknown>, seen: string[]): Promise<void> {
  await page.goto(path);
  await ready();
  await page.waitForLoadState("networkidle");
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  seen.push(...violations.map((violation) => `${path}: ${violation}`));
}

describe.skipIf(!hasBrowser)("security headers in the browser", () => {
  let browser: Browser;
  let customer: Session;
  let subscriber: Session;
  let admin: Session;

  beforeAll(async () => {
    browser = await startBrowser();
    customer = await verifiedCustomer();
    subscriber = await payingCustomer();
    admin = await apiLogin("admin@radar.local");
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("sends the headers on the web app's pages", async () => {
    const response = await fetch(`${baseUrl}/login`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  // One test per part, each with its own context: together they visit seventeen pages and pay once,
  // more than one test's time on a busy machine.
  it("lets the visitor pages and Swagger UI run without a violation", async () => {
    const seen: string[] = [];
    const visitor = await newPage(browser);
    await watchViolations(visitor.context, visitor.page, seen);
    for (const path of ["/", "/login", "/signup", "/terms-conditions"]) {
      await visit(visitor.page, path, () => visitor.page.locator("main, form").first().waitFor(), seen);
    }
    await visit(visitor.page, "/api/docs/", () => visitor.page.locator(".swagger-ui .info").waitFor(), seen);
    await visitor.context.close();
    expect(seen).toEqual([]);
  });

  it("lets the payment step run with the widget, paid with the approved test card, without a violation", async () => {
    const seen: string[] = [];
    const buyer = await newPage(browser);
    await watchViolations(buyer.context, buyer.page, seen);
    await storeSession(buyer.page, customer);
    const page = buyer.page;
    await visit(page, "/subscriptions", () => page.getByRole("article", { name: "Growth" }).waitFor(), seen);
    await page.getByRole("article", { name: "Growth" }).getByRole("button", { name: "Choose plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Subscribe to Growth" });
    await dialog.getByRole("button", { name: "Continue to Billing" }).click();
    await dialog.getByLabel("Address").fill("King Fahd Road 12");
    await dialog.getByLabel("City").fill("Riyadh");
    await dialog.getByLabel("State / region").fill("Riyadh Province");
    await dialog.getByLabel("Postal code").fill("12211");
    await dialog.getByRole("radio", { name: /^Visa \/ Mastercard/ }).click();
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    const form = page.locator("form.paymentWidgets");
    await form.locator(".wpwl-control-cardNumber").waitFor();
    await form.locator(".wpwl-control-cardNumber").fill("4111111111111111");
    await form.locator(".wpwl-control-cardHolder").fill("Layla Haddad");
    await form.locator(".wpwl-control-expiry").fill("12/34");
    await form.locator(".wpwl-control-cvv").fill("123");
    await form.locator(".wpwl-button-pay").click();
    await page.getByRole("heading", { name: "Payment successful" }).waitFor();
    seen.push(...(await page.evaluate(() => window.__cspViolations ?? [])).map((violation) => `payment: ${violation}`));
    await buyer.context.close();
    expect(seen).toEqual([]);
  });

  it("lets a subscriber's pages and the admin dashboard run without a violation", async () => {
    const seen: string[] = [];
    const member = await newPage(browser);
    await watchViolations(member.context, member.page, seen);
    await storeSession(member.page, subscriber);
    for (const path of ["/dashboard", "/search", "/profiles", "/profiles/new", "/reports", "/requests", "/book-meeting", "/settings"]) {
      await visit(member.page, path, () => member.page.getByRole("main").waitFor(), seen);
    }
    await member.context.close();

    const desk = await newPage(browser);
    await watchViolations(desk.context, desk.page, seen);
    await storeSession(desk.page, admin);
    await visit(desk.page, "/admin", () => desk.page.getByRole("main").waitFor(), seen);
    await desk.context.close();
    expect(seen).toEqual([]);
  });
});
