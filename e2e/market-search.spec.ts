import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ar from "../apps/web/src/locales/ar/search.json" with { type: "json" };
import en from "../apps/web/src/locales/en/search.json" with { type: "json" };
import { baseUrl, DESKTOP, hasBrowser, MOBILE, newPage, screenshot, startBrowser } from "./harness.ts";
import { customerWithActiveProfile, type Session, storeSession } from "./profile-fixtures.ts";

/**
 * Discovery reaching the market: a thin deep search (few matches in our index) shows our index's
 * results at once, then the market's joining them through the built-in Modash sandbox (at its
 * default 300–900 ms), with the price stated before anything is paid and each card saying where it
 * came from — in English and Arabic, on a desktop and a phone.
 */

const TEXT = { en, ar };

async function api<T>(session: Session, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${session.access}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The thin search of this scenario: TikTok creators who post in Urdu (a few dozen in the demo index). */
const THIN = { social_network: "tiktok", account_languages: ["ur"] };

async function openSearch(page: Page): Promise<void> {
  await page.goto("/search");
  await page.getByRole("tab").first().waitFor();
}

describe.skipIf(!hasBrowser)("market search screen", () => {
  let browser: Browser;
  let customer: Session;

  beforeAll(async () => {
    browser = await startBrowser();
    customer = await customerWithActiveProfile();
    // The scenario's premise: our index is thin for this search.
    const local = await api<{ results: { filters: { total_results: number } } }>(customer, "POST", "/api/search/", THIN);
    expect(local.body.results.filters.total_results).toBeLessThan(100);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
  });

  for (const language of ["en", "ar"] as const) {
    for (const [size, viewport] of [
      ["desktop", DESKTOP],
      ["mobile", MOBILE],
    ] as const) {
      it(`${language} ${size}: local results at once, the market joining with its price and provenance`, async () => {
        const t = TEXT[language];
        const { context, page } = await newPage(browser, { language, viewport });
        try {
          await storeSession(page, customer);
          await openSearch(page);
          expect(await page.locator("html").getAttribute("dir")).toBe(language === "ar" ? "rtl" : "ltr");
          await page.getByRole("tab", { name: t.mode.deep }).click();
          await page.getByLabel(t.influencer.platform, { exact: true }).selectOption("tiktok");
          await page.getByLabel(t.influencer.creatorLanguage, { exact: true }).selectOption("ur");
          // The market's price is on screen before anything is paid.
          const note = page.getByTestId("market-auto-note");
          await note.waitFor();
          expect(await note.textContent()).toMatch(/80/);

          const marketRequest = page.waitForRequest((r) => r.url().endsWith("/api/search/market/") && r.method() === "POST");
          const [localAnswer] = await Promise.all([
            page.waitForResponse((r) => r.url().endsWith("/api/search/") && r.request().method() === "POST"),
            page.getByRole("button", { name: new RegExp(`^${t.actions.searchPriced_other.split(" ·")[0]}`) }).click(),
          ]);
          expect(localAnswer.status()).toBe(200);
          // Our index first; the market is still on its way (the sandbox takes 300–900 ms).
          const sent = await marketRequest;
          expect(sent.postDataJSON()).toMatchObject({ social_network: "tiktok", account_languages: ["ur"], market_page: 1 });
          await page.locator("[aria-busy=true]").or(page.getByTestId("market-results")).first().waitFor();
          const marketAnswer = await sent.response();
          expect(marketAnswer?.status()).toBe(200);
          const body = (await marketAnswer?.json()) as { results: { search_results: unknown[] }; market: { total: number | null } };
          const totals = page.getByTestId("market-totals");
          if (body.results.search_results.length > 0) {
            await page.getByTestId("market-results").waitFor();
            const origin = page.getByTestId("market-results").getByTestId("result-origin").first();
            expect(await origin.textContent()).toContain(language === "ar" ? "من السوق" : "From the market");
            expect(await totals.textContent()).toContain(language === "ar" ? "في السوق" : "in the market");
          } else {
            await page.getByText(t.market.none).waitFor();
          }
          // No sideways scrolling on a phone.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          await page.getByTestId("market-totals").scrollIntoViewIfNeeded();
          await screenshot(page, `market-search-${language}-${size}`);
        } finally {
          await context.close();
        }
      }, 120_000);
    }
  }
});
