import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiLogin,
  baseUrl,
  DESKTOP,
  expectNoSeriousAxeViolations,
  hasBrowser,
  MOBILE,
  motionless,
  newPage,
  SCREENSHOT_DIR,
  screenshot,
  startBrowser,
} from "./harness.ts";
import { payingCustomer, type Session, storeSession } from "./profile-fixtures.ts";

/**
 * ISSUE 13, the web parts, through the real server, database, YouTube sandbox and browser: a new
 * customer adds an account the index has never seen by pasting its link (live preview first), then
 * finds it on the dashboard and in search with where its figures come from; the preview's own
 * message for an account that does not exist; the admin's Data sources tab.
 */

const CHANNEL = "gulf.travel.diaries";
const CHANNEL_LINK = `https://www.youtube.com/@${CHANNEL}`;
const NOT_FOUND_LINK = "https://www.youtube.com/@notfound";
const NOT_FOUND_MESSAGE = {
  en: "We could not find this account. Check the link; Instagram only shows business and creator accounts.",
  ar: "لم نعثر على هذا الحساب. تحقّق من الرابط؛ فإنستغرام لا يعرض إلا الحسابات التجارية وحسابات صنّاع المحتوى.",
} as const;
const SANDBOX_LINE = /^Data as of [A-Z][a-z]{2} \d{2}, \d{4} · YouTube\s\(sandbox\)$/;

type Preview = { title: string; username: string; platform: string; eligible: boolean; provenance: { source: string; sandbox: boolean } };

async function api<T>(session: Session, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${session.access}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const profileCount = async (session: Session) =>
  (await api<{ profiles: unknown[] }>(session, "GET", "/api/social_profiles/")).body.profiles.length;

/** Types a link into the wizard and returns the preview the server answered for it. */
async function pasteLink(page: Page, link: string): Promise<{ status: number; body: { preview?: Preview; code?: string } }> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith("/api/social_profiles/preview/")),
    page.locator("#wizard-link").fill(link),
  ]);
  return { status: response.status(), body: (await response.json()) as { preview?: Preview; code?: string } };
}

/** What is on screen (a dialog's fixed overlay would stretch over a full-page picture). */
async function viewportShot(page: Page, name: string): Promise<void> {
  await motionless(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

/** The search button states the Growth plan's price (40 credits). */
const SEARCH_LABELS = {
  en: { deep: "Deep", platform: "Platform", custom: "Custom category", search: "Search · 40 credits" },
  ar: { deep: "متعمق", platform: "المنصة", custom: "فئة مخصصة", search: "بحث · 40 نقطة" },
} as const;

/**
 * Deep search on YouTube for a keyword in the name, username or bio (the custom category), with the
 * default filters: YouTube gives no audience quality, and an unknown quality passes the default floor.
 */
async function searchYoutube(page: Page, keyword: string, language: "en" | "ar" = "en"): Promise<void> {
  const labels = SEARCH_LABELS[language];
  await page.getByRole("tab", { name: labels.deep }).click();
  await page.getByLabel(labels.platform, { exact: true }).selectOption("youtube");
  await page.getByLabel(labels.custom, { exact: true }).fill(keyword);
  await page.getByLabel(labels.custom, { exact: true }).press("Enter");
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith("/api/search/") && candidate.request().method() === "POST"),
    page.getByRole("button", { name: labels.search, exact: true }).click(),
  ]);
  expect(response.status()).toBe(200);
}

describe.skipIf(!hasBrowser)("real influencer data in the web app", () => {
  let browser: Browser;
  let customer: Session;

  beforeAll(async () => {
    browser = await startBrowser();
    customer = await payingCustomer();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("a new user pastes a YouTube link of an account that is not in the index, sees the preview, adds it, and finds it on the dashboard and in search with 'data as of'", async () => {
    const { context, page } = await newPage(browser);
    await storeSession(page, customer);
    await page.goto("/profiles/new");
    const add = page.getByRole("button", { name: "add", exact: true });
    expect(await add.isDisabled()).toBe(true);

    // Not in the index: the preview asks YouTube (its sandbox here).
    const answer = await pasteLink(page, CHANNEL_LINK);
    expect(answer.status).toBe(200);
    const preview = answer.body.preview;
    if (!preview) throw new Error(`no preview: ${JSON.stringify(answer.body)}`);
    expect(preview).toMatchObject({
      platform: "youtube",
      username: CHANNEL,
      eligible: true,
      provenance: { source: "youtube", sandbox: true },
    });
    const title = preview.title;
    const card = page.getByTestId("profile-preview");
    await card.getByText(`@${CHANNEL}`).waitFor();
    await card.getByText(title, { exact: true }).waitFor();
    expect((await card.getByTestId("provenance").textContent())?.trim()).toMatch(SANDBOX_LINE);
    // The wizard filled platform and username from the link; a preview saves nothing.
    expect(await page.locator("#wizard-platform").inputValue()).toBe("youtube");
    expect(await page.locator("#wizard-username").inputValue()).toBe(CHANNEL);
    expect(await profileCount(customer)).toBe(0);

    await add.click();
    const category = page.locator("#wizard-category");
    await category.locator("option").nth(1).waitFor({ state: "attached" });
    await category.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Next", exact: true }).click();
    for (const heading of ["Age range", "Gender", "Targeted followers size"]) {
      await page.getByRole("heading", { name: heading }).waitFor();
      await page.getByRole("button", { name: "Skip", exact: true }).click();
    }
    await page.waitForURL((url) => url.pathname === "/profiles");
    await page.getByText("Profile Created").waitFor();
    expect(await profileCount(customer)).toBe(1);

    // The dashboard's card says where its figures come from.
    await page.goto("/dashboard");
    const profileCard = page.getByTestId("profile-card").filter({ hasText: `@${CHANNEL}` });
    await profileCard.waitFor();
    expect((await profileCard.getByTestId("provenance").textContent())?.trim()).toMatch(SANDBOX_LINE);

    // Search finds it (it is in the index now), with the same line on its card and in its details.
    await page.goto("/search");
    await page.getByRole("heading", { name: "search influencers" }).waitFor();
    await searchYoutube(page, CHANNEL);
    const result = page.getByTestId("result-card").filter({ hasText: `@${CHANNEL}` });
    await result.waitFor();
    expect((await result.getByTestId("provenance").textContent())?.trim()).toMatch(SANDBOX_LINE);
    // YouTube rounds subscriber counts, and engagement is computed from recent uploads: both estimates.
    expect(await result.getByTestId("estimate-mark").count()).toBeGreaterThan(0);
    await result.getByRole("heading").getByRole("button").click();
    const dialog = page.getByRole("dialog");
    expect((await dialog.getByTestId("provenance").textContent())?.trim()).toMatch(SANDBOX_LINE);
    // YouTube gives no audience quality: '—', never 0.
    await dialog.getByText("—").first().waitFor();
    await context.close();
  });

  it("says in its own words, in both languages, that an account does not exist, and saves nothing", async () => {
    for (const language of ["en", "ar"] as const) {
      const { context, page } = await newPage(browser, { language });
      await storeSession(page, customer);
      await page.goto("/profiles/new");
      const before = await profileCount(customer);
      const answer = await pasteLink(page, NOT_FOUND_LINK);
      expect(answer).toMatchObject({ status: 404, body: { code: "not_found" } });
      const alert = page.getByTestId("profile-preview-error");
      await alert.getByText(NOT_FOUND_MESSAGE[language]).waitFor();
      expect(await alert.getAttribute("data-code")).toBe("not_found");
      expect(await page.getByRole("button", { name: language === "en" ? "add" : "إضافة", exact: true }).isDisabled()).toBe(true);
      expect(await profileCount(customer)).toBe(before);
      await context.close();
    }
  });

  it("shows the admin five data sources in sandbox mode and tests a connection", async () => {
    const admin = await apiLogin("admin@radar.local");
    const { context, page } = await newPage(browser);
    await storeSession(page, admin);
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Data sources" }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "sources");
    const rows = page.getByTestId("admin-source-row");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(5);
    expect(await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-source")))).toEqual([
      "youtube",
      "instagram",
      "x",
      "hypeauditor",
      "modash",
    ]);
    // Each row's mode badge as the desktop shows it (the phone layout repeats it, hidden here).
    for (let index = 0; index < 5; index += 1) {
      await rows.nth(index).locator('[data-mode="sandbox"]:visible').getByText("Sandbox", { exact: true }).waitFor();
    }
    await rows
      .first()
      .getByRole("button", { name: /^Test the connection/ })
      .click();
    const result = page.getByTestId("admin-source-test-result");
    await result.waitFor();
    expect(await result.getAttribute("data-ok")).toBe("true");
    await context.close();
  });

  describe("looks right", () => {
    let admin: Session;

    beforeAll(async () => {
      admin = await apiLogin("admin@radar.local");
      // A vendor import, so the imports list has a row (without a vendor client here it fails, and offers Resume).
      await api(admin, "POST", "/api/admin/sources/imports/", {
        source: "hypeauditor",
        platform: "instagram",
        pages: 3,
        filters: { country: "SA", followers_from: 10_000 },
      });
    });

    for (const language of ["en", "ar"] as const) {
      for (const [size, viewport] of [
        ["1280", DESKTOP],
        ["375", MOBILE],
      ] as const) {
        it(`in ${language} at ${size} px: the wizard's preview and refusals, the dashboard, search and the admin's Data sources tab`, async () => {
          const prefix = `sources-${language}-${size}`;
          const user = await newPage(browser, { language, viewport });
          await storeSession(user.page, customer);
          await user.page.goto("/profiles/new");
          await pasteLink(user.page, CHANNEL_LINK);
          await user.page.getByTestId("profile-preview").waitFor();
          await viewportShot(user.page, `${prefix}-wizard-preview`);
          if (size === "1280") await expectNoSeriousAxeViolations(user.page, `the wizard's preview (${language})`);
          await pasteLink(user.page, NOT_FOUND_LINK);
          await user.page.getByTestId("profile-preview-error").waitFor();
          await viewportShot(user.page, `${prefix}-wizard-not-found`);
          await pasteLink(user.page, "https://www.youtube.com/@tinybakes");
          await user.page.getByTestId("profile-preview-refusal").waitFor();
          await viewportShot(user.page, `${prefix}-wizard-tiny`);

          await user.page.goto("/dashboard");
          await user.page.getByTestId("profile-card").first().waitFor();
          await motionless(user.page);
          await screenshot(user.page, `${prefix}-dashboard`);

          await user.page.goto("/search");
          await searchYoutube(user.page, CHANNEL, language);
          await user.page.getByTestId("result-card").first().waitFor();
          await motionless(user.page);
          await screenshot(user.page, `${prefix}-search-cards`);
          await user.page.getByRole("button", { name: language === "en" ? "List" : "قائمة", exact: true }).click();
          await user.page.getByTestId("result-row").first().waitFor();
          await motionless(user.page);
          await screenshot(user.page, `${prefix}-search-list`);
          await user.page.getByRole("button", { name: language === "en" ? "Cards" : "بطاقات", exact: true }).click();
          await user.page.getByTestId("result-card").first().getByRole("heading").getByRole("button").click();
          await user.page.getByRole("dialog").waitFor();
          await viewportShot(user.page, `${prefix}-search-details`);
          await user.context.close();

          const desk = await newPage(browser, { language, viewport });
          await storeSession(desk.page, admin);
          await desk.page.goto("/admin?tab=sources");
          await desk.page.getByTestId("admin-source-row").first().waitFor();
          await desk.page.getByTestId("admin-import-row").first().waitFor();
          await motionless(desk.page);
          await screenshot(desk.page, `${prefix}-admin-sources`);
          if (size === "1280") await expectNoSeriousAxeViolations(desk.page, `the Data sources tab (${language})`);
          await desk.context.close();
        });
      }
    }
  });
});
