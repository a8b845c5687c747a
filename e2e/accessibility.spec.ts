import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, axeViolations, hasBrowser, newPage, openSettled, startBrowser } from "./harness.ts";
import { ensureDemoProfilesAndRequests, signIn } from "./profile-fixtures.ts";

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

/** Opens the page afresh and waits for what it loads: its requests and their renders, its fonts, its heading. */
async function open(page: Page, path: string): Promise<void> {
  await openSettled(page, path);
  await page.locator("h1").first().waitFor();
}

type Visitor = { kind: "visitor" } | { kind: "signed in"; email: string };

const GROUPS: { who: Visitor; pages: readonly string[] }[] = [
  { who: { kind: "visitor" }, pages: VISITOR_PAGES },
  { who: { kind: "signed in", email: "demo@radar.local" }, pages: USER_PAGES },
  { who: { kind: "signed in", email: "admin@radar.local" }, pages: ADMIN_PAGES },
];

describe.skipIf(!hasBrowser)("accessibility of every page", () => {
  let browser: Browser;
  /**
   * One browser tab per visitor and language, made (and signed in with a login of its own) by the
   * first test that needs it: the tests of a group load their pages in it one after the other, each
   * a fresh navigation, as a person moving through the app would, and any one of them still runs
   * alone. A tab's session is used by that tab only, one page at a time (harness.ts, `apiLogin`).
   */
  const tabs = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();

  function tabFor(who: Visitor, language: (typeof LANGUAGES)[number]): Promise<{ context: BrowserContext; page: Page }> {
    const key = `${who.kind === "visitor" ? "" : who.email}/${language}`;
    let tab = tabs.get(key);
    if (!tab) {
      tab = (async () => {
        const opened = await newPage(browser, { language });
        if (who.kind === "signed in") await signIn(opened.page, who.email);
        return opened;
      })();
      // A tab that failed to open is made again by the next test rather than failing it too.
      tab.catch(() => tabs.delete(key));
      tabs.set(key, tab);
    }
    return tab;
  }

  beforeAll(async () => {
    browser = await startBrowser();
    // The demo user's profiles and a request of each kind, so lists and tab counts are on screen.
    await ensureDemoProfilesAndRequests((await apiLogin("demo@radar.local")).access, 90_000);
  });

  afterAll(async () => {
    for (const tab of tabs.values()) await (await tab.catch(() => undefined))?.context.close();
    await browser?.close();
  });

  // One test per page and language.
  for (const language of LANGUAGES) {
    for (const { who, pages } of GROUPS) {
      for (const path of pages) {
        const as = who.kind === "visitor" ? "a visitor" : who.email;
        it(`${path} in ${language} (as ${as}) has no moderate, serious or critical axe violation`, async () => {
          const { page } = await tabFor(who, language);
          await open(page, path);
          if (who.kind === "signed in") expect(new URL(page.url()).pathname, "still signed in").toBe(path.replace(/\?.*$/, ""));
          expect(await axeViolations(page, "moderate")).toEqual([]);
        });
      }
    }
  }
});
