import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiLogin,
  DESKTOP,
  hasBrowser,
  MOBILE,
  newPage,
  openSettled,
  SCREENSHOT_DIR,
  screenshot,
  settle,
  startBrowser,
} from "./harness.ts";
import { ensureDemoProfilesAndRequests, payingCustomer, type Session, signIn, storeSession } from "./profile-fixtures.ts";

// Every screen of SPEC §2. Public pages are taken logged out; app pages logged in as the demo user
// (the admin page as the admin). A gated page the account cannot open yet is captured where it
// lands (today: /subscriptions), which is what that user really sees.
const PUBLIC_PAGES = [
  "/",
  "/signup",
  "/email-confirmation-pending",
  "/email-confirmation",
  "/verify-email",
  "/terms-conditions",
  "/payment/result?id=demo",
  "/no-such-page",
];
const APP_PAGES = [
  "/dashboard",
  "/profiles",
  "/profiles/new",
  "/profiles/1/reports",
  "/search",
  "/1/search",
  "/reports",
  "/requests",
  "/book-meeting",
  "/settings",
  "/subscriptions",
  "/payment-result?checkout_id=demo",
];
const ADMIN_PAGES = ["/admin"];

const LANGUAGES = ["en", "ar"] as const;
const VIEWPORTS = { desktop: DESKTOP, mobile: MOBILE } as const;

function slug(path: string): string {
  return (
    path
      .replace(/\?.*$/, "")
      .replace(/[^a-z0-9]+/gi, "-")
      .replace(/^-|-$/g, "") || "login"
  );
}

/** Stores a session the way the web app does, so the first page load is already logged in. */
async function logIn(page: Page, email: string): Promise<void> {
  await signIn(page, email);
}

async function capture(page: Page, path: string, name: string): Promise<void> {
  // Lazy pages, their data and guard redirects settled before the picture.
  await openSettled(page, path);
  await screenshot(page, name);
}

const CHECKOUT_LABELS = {
  en: { toBilling: "Continue to Billing", failed: "Payment declined" },
  ar: { toBilling: "المتابعة إلى الفوترة", failed: "رُفضت عملية الدفع" },
} as const;

/** What is on screen: a full-page picture would stretch the dialog's fixed overlay over the long plans page. */
async function captureViewport(page: Page, name: string): Promise<void> {
  // A dialog or menu at rest, its data and fonts loaded.
  await settle(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * The checkout wizard's three steps for the demo user (Growth) moving to Professional, then the
 * sandbox's decline card, which changes nothing, and the result page it lands on. The plan change
 * the wizard records is undone at the end so every run starts from the same demo account.
 */
async function captureCheckout(page: Page, language: (typeof LANGUAGES)[number], prefix: string): Promise<void> {
  await page.goto("/subscriptions");
  const professional = page.getByRole("article").nth(2);
  await professional.getByRole("button").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: CHECKOUT_LABELS[language].toBilling }).waitFor();
  await captureViewport(page, `${prefix}-checkout-1-review`);
  await dialog.getByRole("button", { name: CHECKOUT_LABELS[language].toBilling }).click();
  await dialog.locator("#billing-street").fill("King Fahd Road 12");
  await dialog.locator("#billing-city").fill("Riyadh");
  await dialog.locator("#billing-state").fill("Riyadh Province");
  await dialog.locator("#billing-postcode").fill("12211");
  // mada comes first for a Saudi address; the card captured here is a Visa.
  await dialog.locator('button[role="radio"][value="VISA"]').click();
  await captureViewport(page, `${prefix}-checkout-2-billing`);
  await dialog.locator('form button[type="submit"]').click();
  const widget = dialog.locator("form.paymentWidgets");
  await widget.locator(".wpwl-control-cardNumber").waitFor({ timeout: 20_000 });
  await captureViewport(page, `${prefix}-checkout-3-payment`);

  await widget.locator(".wpwl-control-cardNumber").fill("4000000000000002");
  await widget.locator(".wpwl-control-cardHolder").fill("Sara Al-Qahtani");
  await widget.locator(".wpwl-control-expiry").fill("12/34");
  await widget.locator(".wpwl-control-cvv").fill("123");
  await widget.locator(".wpwl-button-pay").click();
  await page.waitForURL((url) => url.pathname === "/payment/result", { timeout: 20_000 });
  await page.getByRole("heading", { name: CHECKOUT_LABELS[language].failed }).waitFor();
  await capture(page, page.url(), `${prefix}-public-payment-result-declined`);

  await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${window.localStorage.getItem("access_token")}`, "content-type": "application/json" };
    const current = (await (await fetch("/api/subscriptions/current/", { headers })).json()) as { id: number; plan: { id: number } };
    await fetch(`/api/subscriptions/${current.id}/`, { method: "PATCH", headers, body: JSON.stringify({ plan_id: current.plan.id }) });
  });
}

const PROFILE_LABELS = {
  en: {
    campaign: "Request a campaign",
    comparison: "Compare followers",
    add: "add",
    comparisonTab: /Comparison requests/,
    details: "View details",
    cardMenu: /^Actions for/,
  },
  ar: {
    campaign: "اطلب حملة",
    comparison: "قارن المتابعين",
    add: "إضافة",
    comparisonTab: /طلبات المقارنة/,
    details: "عرض التفاصيل",
    cardMenu: /^إجراءات/,
  },
} as const;

/** Issue 6's dialogs and states: the two request dialogs, a profile card's menu, the wizard's first two steps, request details. */
/** A paying customer with every profile slot free: the demo user's are all taken, so the wizard is shown to this one. */
let wizardUser: Session;

async function captureProfileStates(page: Page, language: (typeof LANGUAGES)[number], prefix: string): Promise<void> {
  const labels = PROFILE_LABELS[language];
  await page.goto("/dashboard");
  await page.getByRole("button", { name: labels.campaign }).click();
  await page.getByRole("dialog").waitFor();
  await captureViewport(page, `${prefix}-app-dashboard-campaign-dialog`);
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await page.getByRole("button", { name: labels.comparison }).click();
  await page.getByRole("dialog").waitFor();
  await captureViewport(page, `${prefix}-app-dashboard-comparison-dialog`);
  await page.keyboard.press("Escape");

  await openSettled(page, "/profiles");
  const menu = page.getByRole("button", { name: labels.cardMenu }).first();
  if ((await menu.count()) > 0) {
    await menu.click();
    await page.getByRole("menu").waitFor();
    await captureViewport(page, `${prefix}-app-profiles-card-menu`);
    await page.keyboard.press("Escape");
  }

  // The demo user's slots are all taken: /profiles/new says so before step 1.
  await page.goto("/profiles/new");
  await page.getByTestId("profile-slots-full").waitFor();
  await captureViewport(page, `${prefix}-app-profiles-new-slots-full`);

  await storeSession(page, wizardUser);
  await page.goto("/profiles/new");
  await page.locator("#wizard-link").fill("https://www.instagram.com/sara.alqahtani/");
  // The link step shows the account's live preview before 'add'.
  await page.getByTestId("profile-preview").waitFor();
  await captureViewport(page, `${prefix}-app-profiles-new-1-account`);
  await page.getByRole("button", { name: labels.add, exact: true }).click();
  await page.locator("#wizard-category").waitFor();
  await captureViewport(page, `${prefix}-app-profiles-new-2-category`);

  await logIn(page, "demo@radar.local");
  await page.goto("/requests");
  await page.getByRole("tab", { name: labels.comparisonTab }).click();
  await settle(page);
  await screenshot(page, `${prefix}-app-requests-comparisons`);
  const details = page.getByRole("tabpanel").getByRole("button", { name: labels.details }).first();
  if ((await details.count()) > 0) {
    await details.click();
    await page.getByRole("dialog").waitFor();
    await captureViewport(page, `${prefix}-app-requests-details`);
    await page.keyboard.press("Escape");
  }
}

/**
 * The four captures of every page, for the languages given: one scenario file per language
 * (screenshots-en.spec.ts, screenshots-ar.spec.ts), so the two halves run at once, each on its own
 * server (servers.ts), instead of all four after one another in one file.
 */
export function describeScreenshots(languages: readonly (typeof LANGUAGES)[number][]): void {
  describe.skipIf(!hasBrowser)("screenshots of every page", () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await startBrowser();
      // The demo user's own accounts as profiles, and a request of each kind, so their pages show content.
      await ensureDemoProfilesAndRequests((await apiLogin("demo@radar.local")).access, 90_000);
      wizardUser = await payingCustomer();
    }, 300_000);

    afterAll(async () => {
      await browser?.close();
    });

    for (const language of languages) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        it(`captures every page in ${language} at ${size}`, async () => {
          const prefix = `${language}-${size}`;

          const visitor = await newPage(browser, { language, viewport });
          for (const path of PUBLIC_PAGES) await capture(visitor.page, path, `${prefix}-public-${slug(path)}`);
          expect(await visitor.page.evaluate(() => document.documentElement.dir)).toBe(language === "ar" ? "rtl" : "ltr");
          await visitor.context.close();

          const user = await newPage(browser, { language, viewport });
          await logIn(user.page, "demo@radar.local");
          for (const path of APP_PAGES) await capture(user.page, path, `${prefix}-app-${slug(path)}`);
          await captureCheckout(user.page, language, prefix);
          await captureProfileStates(user.page, language, prefix);
          await user.context.close();

          const admin = await newPage(browser, { language, viewport });
          await logIn(admin.page, "admin@radar.local");
          for (const path of ADMIN_PAGES) await capture(admin.page, path, `${prefix}-admin-${slug(path)}`);
          await capture(admin.page, "/admin?tab=sources", `${prefix}-admin-sources`);
          await admin.context.close();
        });
      }
    }
  });
}
