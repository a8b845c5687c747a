import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, hasBrowser, MOBILE, newPage, SCREENSHOT_DIR, startBrowser } from "./harness.ts";
import { call as api, customerWithActiveProfile, type Session, storeSession } from "./profile-fixtures.ts";

/**
 * Licences to advertise in a real browser against the real server and its demo index: the details
 * dialog's licence section, recording a Mawthooq licence through its form (Arabic-Indic digits typed),
 * the badge on the result card, and the deep-search filter finding the account — in English and
 * Arabic, at 1280 and 375 px.
 */

const WORDS = {
  en: {
    search: "Search · 40 credits",
    record: "Record a licence",
    number: "Licence number",
    save: "Save licence",
    valid: "Mawthooq: Valid",
  },
  ar: { search: "بحث · 40 نقطة", record: "تسجيل ترخيص", number: "رقم الترخيص", save: "حفظ الترخيص", valid: "موثوق: ساري" },
} as const;

const SIZES = [
  ["1280", DESKTOP],
  ["375", MOBILE],
] as const;

type SearchAnswer = { results: { search_results: { basic: { id: string; username: string } }[] } };

describe.skipIf(!hasBrowser)("licences to advertise on screen", () => {
  let browser: Browser;
  let customer: Session;

  beforeAll(async () => {
    browser = await startBrowser();
    // The search screen searches for an active profile of the customer's own; the demo index loads in the background.
    customer = await customerWithActiveProfile();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const language of ["en", "ar"] as const) {
    const words = WORDS[language];
    for (const [size, viewport] of SIZES) {
      it(`records a Mawthooq licence in the details dialog and shows it on the card (${language}, ${size} px)`, async () => {
        const { context, page } = await newPage(browser, { language, viewport });
        await storeSession(page, customer);
        await page.goto("/search");
        await page.getByRole("tab").first().waitFor();
        await page.getByRole("button", { name: words.search, exact: true }).click();
        const card = page.getByTestId("result-card").first();
        await card.waitFor();
        await card.getByRole("heading").getByRole("button").click();
        const section = page.getByRole("dialog").getByTestId("licence-section");
        await section.scrollIntoViewIfNeeded();
        const sa = section.getByTestId("licence-SA");
        await sa.waitFor();
        if ((await sa.getAttribute("data-status")) === "none") {
          await sa.getByRole("button", { name: words.record }).click();
          await section.getByLabel(words.number).fill("٤٤٥٥٦٦");
          await section.getByRole("button", { name: words.save }).click();
        }
        await sa.getByText("445566").waitFor();
        await expect(sa.getAttribute("data-status")).resolves.toBe("valid");
        await page.evaluate(() => document.fonts.ready);
        await section.screenshot({ path: path.join(SCREENSHOT_DIR, `licences-details-${language}-${size}.png`) });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, "no horizontal scroll").toBeLessThanOrEqual(viewport.width);
        await page.keyboard.press("Escape");
        await card.getByText(words.valid).waitFor();
        await card.screenshot({ path: path.join(SCREENSHOT_DIR, `licences-card-${language}-${size}.png`) });
        await context.close();
      });
    }
  }

  it("the deep search's 'licensed in SA' finds the account the licence was recorded for", async () => {
    const { body } = await api<SearchAnswer>("POST", "/api/search/", customer.access, { social_network: "instagram", licensed_in: "SA" });
    expect(body.results.search_results.length).toBeGreaterThan(0);
  });
});
