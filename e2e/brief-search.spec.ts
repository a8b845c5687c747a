import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, hasBrowser, MOBILE, newPage, screenshot, startBrowser } from "./harness.ts";
import { customerWithActiveProfile, type Session, storeSession } from "./profile-fixtures.ts";

/**
 * Search by brief in Chromium, English and Arabic at 1280 and 375 px: type a brief, see the chips,
 * apply them, edit one in the usual controls, run the priced search and see results.
 */

const BRIEFS = {
  en: {
    text: "Saudi beauty influencers on Instagram over 10k followers, snap",
    label: "Describe who you are looking for",
    read: "Read brief",
    apply: "Apply to filters",
  },
  ar: {
    text: "مؤثرين تجميل سعوديين على انستقرام فوق ١٠ آلاف متابع سناب",
    label: "صف من تبحث عنه",
    read: "اقرأ الوصف",
    apply: "طبّق على عوامل التصفية",
  },
} as const;

async function waitForIndex(session: Session, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/search/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${session.access}` },
      body: JSON.stringify({ social_network: "instagram", account_geo: { country: ["SA"] }, category: { include: [1020] } }),
    });
    const body = (await response.json()) as { results?: { filters: { total_results: number } } };
    if ((body.results?.filters.total_results ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error("the demo index holds no Saudi beauty account");
}

async function openSearch(page: Page): Promise<void> {
  const profiles = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/social_profiles/");
  await page.goto("/search");
  expect((await profiles).status()).toBe(200);
  await page.getByRole("tab").first().waitFor();
}

describe.skipIf(!hasBrowser)("search by brief", () => {
  let browser: Browser;
  let customer: Session;

  beforeAll(async () => {
    browser = await startBrowser();
    customer = await customerWithActiveProfile();
    await waitForIndex(customer);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
  });

  for (const language of ["en", "ar"] as const) {
    for (const [size, viewport] of [
      ["1280", DESKTOP],
      ["375", MOBILE],
    ] as const) {
      it(`${language} at ${size} px: brief → chips → filters → edited → results`, { timeout: 120_000 }, async () => {
        const brief = BRIEFS[language];
        const { context, page } = await newPage(browser, { language, viewport });
        try {
          await storeSession(page, customer);
          await openSearch(page);
          await page.getByRole("textbox", { name: brief.label }).fill(brief.text);
          const [answer] = await Promise.all([
            page.waitForResponse((response) => new URL(response.url()).pathname === "/api/search/brief/"),
            page.getByRole("button", { name: brief.read }).click(),
          ]);
          expect(answer.status()).toBe(200);
          const chips = page.getByTestId("brief-understood");
          await chips.waitFor();
          expect(await chips.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
          await screenshot(page, `brief-search-${language}-${size}-chips`);

          await page.getByRole("button", { name: brief.apply }).click();
          // Edited in the usual controls: the size becomes the Micro preset.
          await page
            .getByRole("radio", { name: language === "en" ? /^Micro/ : /^(Micro|مايكرو|ميكرو)/ })
            .first()
            .check();
          const [request] = await Promise.all([
            page.waitForRequest((candidate) => candidate.url().endsWith("/api/search/") && candidate.method() === "POST"),
            page.getByRole("button", { name: /^(Search|بحث) · / }).click(),
          ]);
          const body = request.postDataJSON() as Record<string, unknown>;
          expect(body).toMatchObject({
            social_network: "instagram",
            account_geo: { country: ["SA"] },
            category: { include: [1020] },
            subscribers_count: { from: 10_000, to: 50_000 },
          });
          const response = await request.response();
          expect(response?.status()).toBe(200);
          await page.waitForTimeout(600);
          await screenshot(page, `brief-search-${language}-${size}-results`);
        } finally {
          await context.close();
        }
      });
    }
  }
});
