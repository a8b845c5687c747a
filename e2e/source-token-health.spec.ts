import type { Browser } from "playwright-core";
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
import { payingCustomer, type Session, storeSession } from "./profile-fixtures.ts";

/**
 * The Graph token's health through the real server, sandbox and browser: a lookup that Graph
 * answers with error 190 (the sandbox's "unauthorized" handle) puts the token in the admin's Data
 * sources tab, in English and Arabic, at desktop and phone widths, and mails the contact address once.
 */
describe.skipIf(!hasBrowser)("Graph token health on the Data sources tab", () => {
  let browser: Browser;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    browser = await startBrowser();
    admin = await apiLogin("admin@radar.local");
    customer = await payingCustomer();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows a refused token with what to do, and one mail went out", async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${baseUrl}/api/social_profiles/preview/`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${customer.access}` },
        body: JSON.stringify({ profile_url: "https://www.instagram.com/unauthorized/?igsh=abc" }),
      });
      expect(response.status).toBe(503);
    }
    const mails = (await readOutbox()).filter((mail) => mail.subject.includes("access token was refused"));
    expect(mails).toHaveLength(1);

    const texts = { en: ["Meta refused the access token", "Token refused"], ar: ["رفضت Meta رمز الوصول", "الرمز مرفوض"] } as const;
    for (const language of ["en", "ar"] as const) {
      for (const [width, viewport] of [
        ["1280", DESKTOP],
        ["375", MOBILE],
      ] as const) {
        const { context, page } = await newPage(browser, { language, viewport });
        await storeSession(page, admin);
        await page.goto("/admin?tab=sources");
        const alert = page.getByTestId("admin-source-token-alert");
        await alert.waitFor();
        expect(await alert.textContent()).toContain(texts[language][0]);
        expect(await page.getByTestId("admin-source-token-badge").first().textContent()).toContain(texts[language][1]);
        expect(await page.locator("html").getAttribute("dir")).toBe(language === "ar" ? "rtl" : "ltr");
        const overflow = await page.evaluate(() => {
          const root = document.scrollingElement;
          return root ? root.scrollWidth - root.clientWidth : 0;
        });
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `source-token-health-${language}-${width}`);
        // The alert and the source's row at full size: the page shot is tall at 375 px.
        await alert.screenshot({ path: `${SCREENSHOT_DIR}/source-token-health-${language}-${width}-alert.png` });
        await page
          .locator("[data-testid=admin-source-row][data-source=instagram]")
          .screenshot({ path: `${SCREENSHOT_DIR}/source-token-health-${language}-${width}-row.png` });
        await context.close();
      }
    }
  });
});
