import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, DESKTOP, hasBrowser, MOBILE, motionless, newPage, SCREENSHOT_DIR, screenshot, startBrowser } from "./harness.ts";
import { storeSession } from "./profile-fixtures.ts";

/**
 * The admin's Markets section under Data sources, through the real server: the six Gulf markets the
 * migration prefills (off), switching one on from its dialog, in English and Arabic at 1280 and 375 px.
 */
describe.skipIf(!hasBrowser)("Admin → Data sources → Markets", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await startBrowser();
  });
  afterAll(() => browser?.close());

  for (const language of ["en", "ar"] as const) {
    for (const [size, viewport] of [
      ["1280", DESKTOP],
      ["375", MOBILE],
    ] as const) {
      it(`in ${language} at ${size} px: the prefilled Gulf markets and the market dialog`, async () => {
        const admin = await apiLogin("admin@radar.local");
        const { context, page } = await newPage(browser, { language, viewport });
        await storeSession(page, admin);
        await page.goto("/admin?tab=sources");
        const rows = page.getByTestId("admin-market-row");
        await rows.first().waitFor();
        expect(await rows.count()).toBeGreaterThanOrEqual(6);
        expect(await page.locator("html").getAttribute("dir")).toBe(language === "ar" ? "rtl" : "ltr");
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `market-crawls-${language}-${size}`);
        // The section alone, readable at full size (the tab's full page is long).
        await page.getByTestId("admin-markets").screenshot({ path: `${SCREENSHOT_DIR}/market-crawls-section-${language}-${size}.png` });
        await rows.first().getByRole("button").click();
        await page.getByRole("dialog").waitFor();
        await motionless(page);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/market-crawls-dialog-${language}-${size}.png` });
        await context.close();
      });
    }
  }
});
