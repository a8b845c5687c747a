import type { Browser, Page, Request, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, hasBrowser, MOBILE, motionless, newPage, screenshot, startBrowser } from "./harness.ts";
import { customerWithActiveProfile, type Session, storeSession } from "./profile-fixtures.ts";

/**
 * Search by brief in Chromium, English and Arabic at 1280 and 375 px. At 1280 px the brief starts on
 * the dashboard ("Find creators" opens the search screen with it read and applied); at 375 px it is
 * typed in the search screen's own box. Then: remove a chip with its ×, keep the not-understood word as
 * a keyword (only on consent) and run the brief's priced button, let the keyword go, edit the size in
 * the usual controls, run the ordinary search and see results.
 */

const BRIEFS = {
  en: {
    text: "Saudi beauty influencers on Instagram over 10k followers, snap, zorblax",
    label: "Describe who you are looking for",
    read: "Read brief",
    find: "Find creators",
    apply: "Apply to filters",
    applied: "Applied to the filters below",
    removeFollowers: /^Remove Followers: over 10k followers$/,
    keep: "Keep “zorblax” as a keyword",
    keyword: "zorblax",
    run: /^Apply and search · \d+ credits?$/,
    search: /^Search · /,
    micro: /^Micro/,
  },
  ar: {
    text: "مؤثرين تجميل سعوديين على انستقرام فوق ١٠ آلاف متابع سناب زوربلاكس",
    label: "صف من تبحث عنه",
    read: "اقرأ الوصف",
    find: "ابحث عن صنّاع محتوى",
    apply: "طبّق على عوامل التصفية",
    applied: "طُبّق على عوامل التصفية أدناه",
    removeFollowers: /^إزالة المتابعون: فوق ١٠ آلاف متابع$/,
    keep: "احتفظ بـ«زوربلاكس» ككلمة مفتاحية",
    keyword: "زوربلاكس",
    run: /^طبّق وابحث · /,
    search: /^بحث · /,
    micro: /^مايكرو/,
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

const isBriefAnswer = (response: Response) => new URL(response.url()).pathname === "/api/search/brief/";
const isSearch = (request: Request) => new URL(request.url()).pathname === "/api/search/" && request.method() === "POST";

describe.skipIf(!hasBrowser)("search by brief", () => {
  let browser: Browser;
  let customer: Session;

  beforeAll(async () => {
    browser = await startBrowser();
    customer = await customerWithActiveProfile();
    await waitForIndex(customer);
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const language of ["en", "ar"] as const) {
    for (const [size, viewport] of [
      ["1280", DESKTOP],
      ["375", MOBILE],
    ] as const) {
      it(`${language} at ${size} px: brief → chips → one removed, a keyword kept → edited → results`, { timeout: 150_000 }, async () => {
        const brief = BRIEFS[language];
        const { context, page } = await newPage(browser, { language, viewport });
        try {
          await storeSession(page, customer);
          let answer: Response;
          if (size === "1280") {
            await page.goto("/dashboard");
            const box = page.getByTestId("dashboard-brief");
            await box.getByRole("textbox", { name: brief.label }).fill(brief.text);
            await screenshot(page, `brief-search-${language}-${size}-dashboard`);
            [answer] = await Promise.all([page.waitForResponse(isBriefAnswer), box.getByRole("button", { name: brief.find }).click()]);
            // Read on arrival and applied, nothing searched; the brief is taken out of the address.
            await page.getByText(brief.applied).waitFor();
            expect(new URL(page.url()).pathname).toBe("/search");
            expect(new URL(page.url()).searchParams.has("brief")).toBe(false);
            await expect.poll(() => page.getByRole("textbox", { name: brief.label }).inputValue()).toBe(brief.text);
          } else {
            await openSearch(page);
            await page.getByRole("textbox", { name: brief.label }).fill(brief.text);
            [answer] = await Promise.all([page.waitForResponse(isBriefAnswer), page.getByRole("button", { name: brief.read }).click()]);
          }
          expect(answer.status()).toBe(200);
          const chips = page.getByTestId("brief-understood");
          await chips.waitFor();
          expect(await chips.getByRole("listitem").count()).toBe(4);
          await screenshot(page, `brief-search-${language}-${size}-chips`);

          // The size chip goes with its ×, from the keyboard; the word nobody placed is kept only on consent.
          await chips.getByRole("button", { name: brief.removeFollowers }).focus();
          await page.keyboard.press("Enter");
          expect(await chips.getByRole("listitem").count()).toBe(3);
          const keep = page.getByRole("button", { name: brief.keep });
          expect(await keep.getAttribute("aria-pressed")).toBe("false");
          await keep.click();
          expect(await keep.getAttribute("aria-pressed")).toBe("true");
          if (size === "375") await page.getByRole("button", { name: brief.apply }).click();
          await page.getByText(brief.applied).waitFor();
          await screenshot(page, `brief-search-${language}-${size}-chosen`);

          const [withKeyword] = await Promise.all([page.waitForRequest(isSearch), page.getByRole("button", { name: brief.run }).click()]);
          const keywordBody = withKeyword.postDataJSON() as Record<string, unknown>;
          expect(keywordBody).toMatchObject({ social_network: "instagram", account_geo: { country: ["SA"] } });
          expect(keywordBody.category).toMatchObject({ include: [1020, brief.keyword] });
          // The size chip removed: the basic panel's default range, not the brief's "over 10k".
          expect(keywordBody.subscribers_count).toMatchObject({ from: 1_000, to: 10_000_000 });
          expect((await withKeyword.response())?.status()).toBe(200);

          // The keyword let go again, then the size edited in the usual controls: the Micro preset.
          await keep.click();
          await page.getByRole("radio", { name: brief.micro }).first().check();
          const [request] = await Promise.all([page.waitForRequest(isSearch), page.getByRole("button", { name: brief.search }).click()]);
          const body = request.postDataJSON() as Record<string, unknown>;
          expect(body).toMatchObject({
            social_network: "instagram",
            account_geo: { country: ["SA"] },
            category: { include: [1020] },
            subscribers_count: { from: 10_000, to: 50_000 },
          });
          const response = await request.response();
          expect(response?.status()).toBe(200);
          const found = (await response?.json()) as { results?: { filters: { total_results: number } } };
          expect(found.results?.filters.total_results ?? 0).toBeGreaterThan(0);
          await page.getByTestId("result-card").first().waitFor();
          await motionless(page);
          await screenshot(page, `brief-search-${language}-${size}-results`);
        } finally {
          await context.close();
        }
      });
    }
  }
});
