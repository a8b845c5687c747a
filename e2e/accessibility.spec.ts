import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, axeViolations, hasBrowser, newPage, startBrowser } from "./harness.ts";
import { ensureDemoProfilesAndRequests, storeSession } from "./profile-fixtures.ts";

/**
 * ISSUE 14, item 10: every page of the app, in English and Arabic, has no moderate, serious or
 * critical axe violation — visitor pages logged out, the app's pages as the demo user (with
 * profiles and requests, so lists and tab counts are on screen), the admin's tabs as the admin.
 */

const VISITOR_PAGES = [
  "/",
  "/signup",
  "/email-confirmation-pending",
  "/email-confirmation",
  "/verify-email",
  "/terms-conditions",
  "/payment/result?id=demo",
  "/no-such-page",
];
const USER_PAGES = [
  "/dashboard",
  "/profiles",
  "/profiles/new",
  "/search",
  "/reports",
  "/requests",
  "/book-meeting",
  "/settings",
  "/subscriptions",
  "/payment-result?checkout_id=demo",
];
const ADMIN_PAGES = ["/admin?tab=requests", "/admin?tab=bookings", "/admin?tab=credits", "/admin?tab=sources"];

const LANGUAGES = ["en", "ar"] as const;

/** Opens the page and waits for what it loads: its requests, its fonts, then a frame for late renders. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.locator("h1").first().waitFor();
  await page.waitForTimeout(300);
}

type Visitor = { kind: "visitor" } | { kind: "signed in"; email: string };

const GROUPS: { who: Visitor; pages: readonly string[] }[] = [
  { who: { kind: "visitor" }, pages: VISITOR_PAGES },
  { who: { kind: "signed in", email: "demo@radar.local" }, pages: USER_PAGES },
  { who: { kind: "signed in", email: "admin@radar.local" }, pages: ADMIN_PAGES },
];

describe.skipIf(!hasBrowser)("accessibility of every page", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await startBrowser();
    // The demo user's profiles and a request of each kind, so lists and tab counts are on screen.
    await ensureDemoProfilesAndRequests((await apiLogin("demo@radar.local")).access, 90_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  // One test per page and language, each in a context of its own signed in with a session of its own.
  for (const language of LANGUAGES) {
    for (const { who, pages } of GROUPS) {
      for (const path of pages) {
        const as = who.kind === "visitor" ? "a visitor" : who.email;
        it(`${path} in ${language} (as ${as}) has no moderate, serious or critical axe violation`, async () => {
          const { context, page } = await newPage(browser, { language });
          try {
            if (who.kind === "signed in") await storeSession(page, await apiLogin(who.email));
            await open(page, path);
            if (who.kind === "signed in") expect(new URL(page.url()).pathname, "still signed in").toBe(path.replace(/\?.*$/, ""));
            expect(await axeViolations(page, "moderate")).toEqual([]);
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
