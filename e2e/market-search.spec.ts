import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import arLists from "../apps/web/src/locales/ar/lists.json" with { type: "json" };
import arReports from "../apps/web/src/locales/ar/reports.json" with { type: "json" };
import ar from "../apps/web/src/locales/ar/search.json" with { type: "json" };
import enLists from "../apps/web/src/locales/en/lists.json" with { type: "json" };
import enReports from "../apps/web/src/locales/en/reports.json" with { type: "json" };
import en from "../apps/web/src/locales/en/search.json" with { type: "json" };
import { baseUrl, DESKTOP, hasBrowser, MOBILE, newPage, SCREENSHOT_DIR, screenshot, startBrowser } from "./harness.ts";
import { customerWithActiveProfile, type Session, storeSession } from "./profile-fixtures.ts";

/**
 * Discovery reaching the market: a thin deep search (few matches in our index) shows our index's
 * results at once, then the market's joining the same list through the built-in Modash sandbox (at
 * its default 300–900 ms) after our index's, with the price stated before anything is paid and each
 * card and table row saying where it came from — in English and Arabic, on a desktop and a phone.
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

/** What the user sees at this scroll position (a full-page picture of 50 cards is too tall to judge a card by). */
async function viewShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

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
  });

  // At least one scenario must see the market's accounts join the list, or this file proves nothing.
  let joinedSomewhere = false;

  afterAll(async () => {
    await browser?.close();
    if (browser) expect(joinedSomewhere).toBe(true);
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

          // The market's answer is held until the pending state has been looked at, then goes through untouched.
          let release = () => {};
          const gate = new Promise<void>((resolve) => {
            release = resolve;
          });
          await page.route(/\/api\/search\/market\/$/, async (route) => {
            await gate;
            await route.continue();
          });
          const marketRequest = page.waitForRequest((r) => r.url().endsWith("/api/search/market/") && r.method() === "POST");
          const [localAnswer] = await Promise.all([
            page.waitForResponse((r) => r.url().endsWith("/api/search/") && r.request().method() === "POST"),
            page.getByRole("button", { name: new RegExp(`^${t.actions.searchPriced_other.split(" ·")[0]}`) }).click(),
          ]);
          expect(localAnswer.status()).toBe(200);
          // Our index first; the market is still on its way (the sandbox takes 300–900 ms).
          const sent = await marketRequest;
          expect(sent.postDataJSON()).toMatchObject({ social_network: "tiktok", account_languages: ["ur"], market_page: 1 });
          const list = page.getByTestId("result-list");
          await page.locator('[data-testid="result-list"][aria-busy="true"]').waitFor();
          // Our index's page is there; placeholders close the list and a live region says the market is coming.
          expect(await list.getByTestId("result-skeleton").count()).toBe(3);
          expect(await list.locator('[data-origin="index"]').count()).toBeGreaterThan(0);
          expect(await page.getByTestId("market-status").textContent()).toContain(t.market.joining.split("{{")[0]);
          await list.getByTestId("result-skeleton").last().scrollIntoViewIfNeeded();
          await viewShot(page, `market-search-${language}-${size}-pending`);
          release();
          const marketAnswer = await sent.response();
          expect(marketAnswer?.status()).toBe(200);
          type Rows = { results: { search_results: { basic: { id: string } }[] } };
          const body = (await marketAnswer?.json()) as Rows;
          // A market account already on our index's page is not listed twice (an earlier scenario's market
          // page wrote its accounts into our index, so a later one can find them there).
          const ours = new Set(((await localAnswer.json()) as Rows).results.search_results.map((row) => row.basic.id));
          const fresh = body.results.search_results.filter((row) => !ours.has(row.basic.id));
          const totals = page.getByTestId("market-totals");
          // The live region is in the page before the market answers, so what it says next is announced.
          const status = page.getByTestId("market-status");
          await page.locator('[data-testid="result-list"][aria-busy="false"]').waitFor();
          if (fresh.length > 0) {
            joinedSomewhere = true;
            const marketCards = list.locator('[data-testid="result-card"][data-origin="market"]');
            await marketCards.first().waitFor();
            // One list: our index's cards first, then the market's.
            const origins = await list
              .getByTestId("result-card")
              .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-origin")));
            expect(origins.filter((origin) => origin === "market").length).toBeLessThanOrEqual(fresh.length);
            expect(origins.indexOf("market")).toBeGreaterThan(0);
            expect(origins.slice(origins.indexOf("market")).every((origin) => origin === "market")).toBe(true);
            const origin = marketCards.first().getByTestId("result-origin");
            expect(await origin.textContent()).toContain(language === "ar" ? "من السوق" : "From the market");
            expect(await totals.textContent()).toContain(language === "ar" ? "في السوق" : "in the market");
            expect(await status.textContent()).toContain(language === "ar" ? "إلى القائمة" : "joined the list");
            // The market's accounts have the actions of our index's: a report and a list.
            const lists = language === "ar" ? arLists : enLists;
            const reports = language === "ar" ? arReports : enReports;
            await marketCards.first().getByRole("button", { name: reports.actions.creatorReport }).waitFor();
            await marketCards.first().getByRole("button", { name: lists.add.button }).waitFor();
            // …and its details.
            const name = (await marketCards.first().getByRole("heading").textContent()) ?? "";
            await marketCards.first().getByRole("heading").getByRole("button").click();
            await page.getByRole("dialog").getByRole("heading", { name }).waitFor();
            await page.keyboard.press("Escape");
            await page.getByRole("dialog").waitFor({ state: "detached" });
            await marketCards.first().scrollIntoViewIfNeeded();
            await viewShot(page, `market-search-${language}-${size}-joined`);
            // The table view merges them the same way, with a badge on every row.
            await page.getByRole("button", { name: t.view.list, exact: true }).click();
            const marketRows = list.locator('[data-testid="result-row"][data-origin="market"]');
            await marketRows.first().waitFor();
            expect(await marketRows.first().getByTestId("result-origin").textContent()).toContain(
              language === "ar" ? "من السوق" : "From the market",
            );
            // The table scrolls sideways inside its own box, never the page.
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            ).toBeLessThanOrEqual(0);
            await marketRows.first().scrollIntoViewIfNeeded();
            await viewShot(page, `market-search-${language}-${size}-table`);
            await page.getByRole("button", { name: t.view.cards, exact: true }).click();
          } else {
            await page.getByText(t.market.none).waitFor();
          }
          // No sideways scrolling on a phone.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          await page.getByTestId("market-panel").scrollIntoViewIfNeeded();
          await viewShot(page, `market-search-${language}-${size}-panel`);
          await page.getByTestId("market-totals").scrollIntoViewIfNeeded();
          await viewShot(page, `market-search-${language}-${size}-totals`);
          await screenshot(page, `market-search-${language}-${size}`);
        } finally {
          await context.close();
        }
      }, 120_000);
    }
  }
});
