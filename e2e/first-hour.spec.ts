import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, hasBrowser, MOBILE, newPage, screenshot, settle, startBrowser } from "./harness.ts";
import { DEMO_ACCOUNT_LINKS, payingCustomer, type Session, storeSession, waitForIndexedAccount } from "./profile-fixtures.ts";

/**
 * A new customer's first hour in Chromium, at 375 and 1280 px, in English and Arabic: the
 * add-profile wizard (an unreadable link, an account typed by hand, the slot check before step 1),
 * the list editor and the shared list as cards on a phone, and toasts that keep clear of a dialog.
 */

const LANGUAGES = ["en", "ar"] as const;
const VIEWPORTS = [MOBILE, DESKTOP] as const;

async function api<T>(session: Session, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${session.access}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function addProfile(session: Session, link: string, platform: string, username: string): Promise<void> {
  const added = await api<{ success?: boolean; detail?: string }>(session, "POST", "/api/social_profiles/add/", {
    platform,
    username,
    profile_url: link,
    category_id: 1035,
    targeted_category: "",
    targeted_gender: "",
    age_groups: [],
    size_preset: "",
  });
  // A profile already there, or a plan already full, is fine: the scenarios need the profile or a full plan.
  const fine = added.body.success === true || /already exists|profile limit/.test(JSON.stringify(added.body));
  if (!fine) {
    throw new Error(`add ${platform} @${username}: ${added.status} ${JSON.stringify(added.body)}`);
  }
}

/** The page never scrolls sideways: its scrolling element is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return { scroll: scroller.scrollWidth, client: scroller.clientWidth };
  });
  expect(widths.scroll, `${what}: scrollWidth ${widths.scroll} > clientWidth ${widths.client}`).toBeLessThanOrEqual(widths.client);
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box (not visible)");
  return found;
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The dialog's close button and every toast on screen: no overlap. */
async function expectToastClearOfClose(page: Page, what: string): Promise<void> {
  const toast = page.locator("[data-sonner-toast]").first();
  await toast.waitFor();
  // Sonner slides a toast in: measure where it comes to rest.
  await page.waitForTimeout(600);
  const close = page.getByRole("dialog").getByRole("button", { name: /^(Close|إغلاق)$/ });
  const closeBox = await box(close);
  for (const toastBox of await Promise.all((await page.locator("[data-sonner-toast]").all()).map(box))) {
    expect(intersects(closeBox, toastBox), `${what}: toast ${JSON.stringify(toastBox)} covers close ${JSON.stringify(closeBox)}`).toBe(
      false,
    );
  }
}

describe.skipIf(!hasBrowser)("the first hour: wizard, phone layouts, toasts", () => {
  let browser: Browser;
  let customer: Session;
  let listId = 0;
  let sharedPath = "";

  beforeAll(async () => {
    browser = await startBrowser();
    customer = await payingCustomer();
    await waitForIndexedAccount(customer.access, "instagram", "sara.alqahtani");
    // The search screen needs an active profile: one of the plan's three slots.
    await addProfile(customer, DEMO_ACCOUNT_LINKS[0], "instagram", "sara.alqahtani");

    // A list with five members, a note and a price, shared with notes.
    const found = await api<{ results: { search_results: { basic: { id: string } }[] } }>(customer, "POST", "/api/search/", {
      social_network: "instagram",
    });
    const ids = found.body.results.search_results.slice(0, 5).map((result) => result.basic.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const created = await api<{ id: number }>(customer, "POST", "/api/lists/", {
      name: "Ramadan campaign — Riyadh food creators",
    });
    listId = created.body.id;
    expect((await api(customer, "POST", `/api/lists/${listId}/members/`, { influencer_ids: ids })).status).toBeLessThan(300);
    const first = ids[0] ?? "";
    const note = "Call after Eid about two reels and a story; budget agreed with the agency";
    expect((await api(customer, "PATCH", `/api/lists/${listId}/members/${first}/`, { note, price_sar: 12500 })).status).toBeLessThan(300);
    const shared = await api<{ url: string }>(customer, "POST", `/api/lists/${listId}/share/`, { include_notes: true });
    sharedPath = new URL(shared.body.url).pathname;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("wizard: an unreadable link clears the previous account and says why; an account typed by hand is enough", async () => {
    const { context, page } = await newPage(browser, { viewport: MOBILE });
    await storeSession(page, customer);
    await page.goto("/profiles/new");
    const link = page.getByLabel("Profile link");
    await link.fill("https://www.instagram.com/sara.alqahtani/");
    expect(await page.getByLabel("Username").inputValue()).toBe("sara.alqahtani");
    await link.fill("https://www.facebook.com/sara.alqahtani");
    expect(await page.getByLabel("Platform").inputValue()).toBe("");
    expect(await page.getByLabel("Username").inputValue()).toBe("");
    await page.getByTestId("link-notice").getByText("We could not read an account from this link").waitFor();
    await page.getByTestId("add-hint").getByText("To continue, choose the platform.").waitFor();
    await settle(page, { networkIdle: false });
    await screenshot(page, "first-hour-wizard-unreadable-en-375");

    await link.fill("");
    await page.getByLabel("Platform").selectOption("tiktok");
    await page.getByLabel("Username").fill("sara.alqahtani");
    await page.getByTestId("derived-link").getByText("https://www.tiktok.com/@sara.alqahtani").waitFor();
    await page.getByTestId("profile-preview").waitFor({ timeout: 120_000 });
    const add = page.getByRole("button", { name: "add", exact: true });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await settle(page, { networkIdle: false });
    await screenshot(page, "first-hour-wizard-manual-en-375");
    await add.click();
    await page.getByRole("heading", { name: "Profile category" }).waitFor();
    await context.close();
  }, 120_000);

  it("wizard, list editor and shared list: no sideways scroll at 375 px, cards on a phone, both languages", async () => {
    for (const language of LANGUAGES) {
      for (const viewport of VIEWPORTS) {
        const size = viewport.width;
        const owner = await newPage(browser, { language, viewport });
        await storeSession(owner.page, customer);

        await owner.page.goto("/profiles/new");
        await owner.page.getByText(language === "en" ? "Step 1 of 5" : /الخطوة 1 من 5/).waitFor();
        await owner.page.getByTestId("add-hint").waitFor();
        await settle(owner.page, { networkIdle: false });
        await expectNoSidewaysScroll(owner.page, `/profiles/new ${language} ${size}`);
        await screenshot(owner.page, `first-hour-wizard-${language}-${size}`);

        await owner.page.goto(`/lists/${listId}`);
        const rows = owner.page.getByTestId("member-row");
        await rows.nth(2).waitFor();
        await settle(owner.page, { networkIdle: false });
        await expectNoSidewaysScroll(owner.page, `/lists/{id} ${language} ${size}`);
        // A phone gets cards (list items), a desktop the table's rows.
        expect(await rows.first().evaluate((element) => element.tagName)).toBe(size === MOBILE.width ? "LI" : "TR");
        await screenshot(owner.page, `first-hour-list-editor-${language}-${size}`);
        await owner.context.close();

        const viewer = await newPage(browser, { language, viewport });
        await viewer.page.goto(sharedPath);
        const shared = viewer.page.getByTestId("shared-member-row");
        await shared.nth(2).waitFor();
        await settle(viewer.page, { networkIdle: false });
        await expectNoSidewaysScroll(viewer.page, `shared list ${language} ${size}`);
        expect(await shared.first().evaluate((element) => element.tagName)).toBe(size === MOBILE.width ? "LI" : "TR");
        await screenshot(viewer.page, `first-hour-shared-list-${language}-${size}`);
        await viewer.context.close();
      }
    }
  }, 240_000);

  it("a toast never covers an open dialog's close button (375 px in both languages, and 1280 px)", async () => {
    const cases = [
      { language: "en", viewport: MOBILE },
      { language: "ar", viewport: MOBILE },
      { language: "en", viewport: DESKTOP },
    ] as const;
    for (const { language, viewport } of cases) {
      const what = `${language} ${viewport.width}`;
      const { context, page } = await newPage(browser, { language, viewport });
      await storeSession(page, customer);

      // The details dialog of a search result, and the toast of 'Add to Profiles' in it.
      await page.goto("/search");
      await page.getByRole("button", { name: /^(Search|بحث) · / }).click();
      await page.getByTestId("result-card").first().waitFor();
      await page.getByTestId("result-card").first().getByRole("heading").getByRole("button").click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await page
        .locator("[data-sonner-toast]")
        .first()
        .waitFor({ state: "detached", timeout: 10_000 })
        .catch(() => undefined);
      await dialog.getByRole("button", { name: language === "en" ? "Add to Profiles" : "إضافة إلى الملفات" }).click();
      await expectToastClearOfClose(page, `details dialog ${what}`);
      await settle(page, { networkIdle: false });
      await page.screenshot({
        path: (await screenshot(page, `first-hour-dialog-toast-${language}-${viewport.width}`)).replace(".png", "-viewport.png"),
      });

      // The list's share dialog, and the toast of 'Copy'.
      await page.keyboard.press("Escape");
      await page.goto(`/lists/${listId}`);
      await page.getByRole("button", { name: language === "en" ? "Shared" : "مشتركة" }).click();
      await page.getByRole("dialog").waitFor();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: language === "en" ? "Copy" : "نسخ", exact: true })
        .click();
      await expectToastClearOfClose(page, `share dialog ${what}`);
      await context.close();
    }
  }, 240_000);

  it("the slot check comes before step 1: a full plan sees why and the upgrade link, not the wizard", async () => {
    // Growth has three slots: fill them.
    await addProfile(customer, DEMO_ACCOUNT_LINKS[1], "tiktok", "sara.alqahtani");
    await addProfile(customer, DEMO_ACCOUNT_LINKS[2], "youtube", "saraalqahtani");
    const profiles = await api<{ profiles: unknown[] }>(customer, "GET", "/api/social_profiles/");
    expect(profiles.body.profiles.length).toBeGreaterThanOrEqual(3);

    for (const language of LANGUAGES) {
      const { context, page } = await newPage(browser, { language, viewport: MOBILE });
      await storeSession(page, customer);
      await page.goto("/profiles/new");
      await page.getByTestId("profile-slots-full").waitFor();
      const upgrade = page.getByRole("link", { name: language === "en" ? "Upgrade plan" : "ترقية الباقة" });
      expect(await upgrade.getAttribute("href")).toBe("/subscriptions");
      expect(await page.getByLabel(language === "en" ? "Profile link" : "رابط الحساب").count()).toBe(0);
      await settle(page, { networkIdle: false });
      await expectNoSidewaysScroll(page, `/profiles/new full ${language}`);
      await screenshot(page, `first-hour-slots-full-${language}-375`);
      await context.close();
    }
  }, 120_000);
});
