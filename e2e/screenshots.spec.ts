import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, DESKTOP, hasBrowser, MOBILE, newPage, screenshot, startBrowser } from "./harness.ts";

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
  "/payment-result?id=demo",
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
  const session = await apiLogin(email);
  await page.goto("/terms-conditions");
  await page.evaluate(({ access, refresh, user }) => {
    window.localStorage.setItem("access_token", access);
    window.localStorage.setItem("refresh_token", refresh);
    window.localStorage.setItem("user", JSON.stringify(user));
  }, session);
}

async function capture(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  // Let lazy pages and guard redirects settle before the picture.
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

describe.skipIf(!hasBrowser)("screenshots of every page", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await startBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const language of LANGUAGES) {
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
        await user.context.close();

        const admin = await newPage(browser, { language, viewport });
        await logIn(admin.page, "admin@radar.local");
        for (const path of ADMIN_PAGES) await capture(admin.page, path, `${prefix}-admin-${slug(path)}`);
        await admin.context.close();
      });
    }
  }
});
