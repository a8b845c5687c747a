import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, hasBrowser, MOBILE, motionless, newPage, screenshot, startBrowser } from "./harness.ts";
import { customerWithActiveProfile, type Session, storeSession } from "./profile-fixtures.ts";

/**
 * ISSUE 15 in Chromium, through the real server and database: a paying customer searches, adds
 * three results to a new list, sets a status and a note, exports CSV and XLSX, saves and re-runs the
 * search, and shares the list; a stranger opens the link in Arabic.
 */

const LIST_NAME = "Ramadan campaign — beauty";
const NOTE = "Call after Eid about two reels";

async function api<T>(session: Session, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${session.access}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const balance = async (session: Session) =>
  (await api<{ credits_remaining: number }>(session, "GET", "/api/subscriptions/current/")).body.credits_remaining;

async function openSearch(page: Page): Promise<void> {
  await page.goto("/search");
  await page.getByRole("tab").first().waitFor();
}

async function runSearch(page: Page): Promise<Record<string, unknown>> {
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().endsWith("/api/search/") && candidate.method() === "POST"),
    page.getByRole("button", { name: "Search · 40 credits", exact: true }).click(),
  ]);
  expect((await request.response())?.status()).toBe(200);
  return request.postDataJSON() as Record<string, unknown>;
}

/** Clicks a button that downloads, and returns the file's bytes and suggested name. */
async function download(page: Page, click: () => Promise<void>): Promise<{ bytes: Buffer; name: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await file.path();
  return { bytes: await readFile(path), name: file.suggestedFilename() };
}

/** Wide tables scroll inside their frame: the page itself is never wider than the screen. */
async function expectNoPageOverflow(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, what).toBeLessThanOrEqual(widths.screen);
}

describe.skipIf(!hasBrowser)("lists, saved searches and export", () => {
  let browser: Browser;
  let customer: Session;

  beforeAll(async () => {
    browser = await startBrowser();
    customer = await customerWithActiveProfile();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("search → three results to a new list → status and note → CSV and XLSX → saved search re-run → share, opened in Arabic", async () => {
    const { context, page } = await newPage(browser);
    await storeSession(page, customer);
    await openSearch(page);
    const firstBody = await runSearch(page);
    await page.getByTestId("result-card").first().waitFor();

    // Bulk add from the results table: tick three rows, one menu, a new list.
    await page.getByRole("button", { name: "List", exact: true }).click();
    const rows = page.getByTestId("result-row");
    await rows.nth(2).waitFor();
    const picked: string[] = [];
    for (let index = 0; index < 3; index++) {
      const box = rows.nth(index).getByRole("checkbox");
      picked.push(((await box.getAttribute("aria-label")) ?? "").replace(/^Select /, ""));
      await box.click();
    }
    await page.getByText("3 selected").waitFor();
    await rows.first().scrollIntoViewIfNeeded();
    await motionless(page);
    await page.screenshot({ path: (await screenshot(page, "search-selection-en-1280")).replace(".png", "-viewport.png") });
    await page.getByRole("button", { name: "Add selected to list" }).click();
    await page.getByRole("menuitem", { name: "New list…" }).click();
    await page.getByLabel("List name").fill(LIST_NAME);
    const [addRequest] = await Promise.all([
      page.waitForRequest((request) => /\/api\/lists\/\d+\/members\/$/.test(request.url()) && request.method() === "POST"),
      page.getByRole("button", { name: "Create and add" }).click(),
    ]);
    expect((addRequest.postDataJSON() as { influencer_ids: string[] }).influencer_ids).toHaveLength(3);
    await page.getByText(`3 influencers added to “${LIST_NAME}”`).waitFor();

    // Save the search, then re-run it from the menu: the same filters, so no second charge within 30 minutes.
    await page.getByRole("button", { name: "Save search" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Instagram defaults");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Search saved").waitFor();
    const before = await balance(customer);
    await page.getByRole("button", { name: /^Saved searches/ }).click();
    const [rerun] = await Promise.all([
      page.waitForRequest((candidate) => candidate.url().endsWith("/api/search/") && candidate.method() === "POST"),
      page.getByTestId("saved-search").filter({ hasText: "Instagram defaults" }).getByRole("button").first().click(),
    ]);
    expect(rerun.postDataJSON()).toEqual(firstBody);
    expect((await rerun.response())?.status()).toBe(200);
    expect(await balance(customer)).toBe(before);

    // Export of the current results: a CSV with a BOM and an English header, free.
    await page.getByTestId("result-row").first().waitFor();
    const resultsCsv = await download(page, () => page.getByRole("button", { name: "Export CSV" }).click());
    expect(resultsCsv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(await balance(customer)).toBe(before);

    // The list: reachable from the side navigation, with the three influencers.
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Lists" }).click();
    await page.getByRole("link", { name: LIST_NAME }).waitFor();
    await page.getByText("3 influencers").first().waitFor();
    await page.getByRole("link", { name: LIST_NAME }).click();
    const members = page.getByTestId("member-row");
    await members.nth(2).waitFor();
    expect(await members.count()).toBe(3);
    for (const name of picked) await page.getByRole("link", { name }).first().waitFor();

    // A status and a note, saved in place.
    const target = picked[0] as string;
    const [statusSaved] = await Promise.all([
      page.waitForResponse((response) => /\/members\/\d+\/$/.test(response.url()) && response.request().method() === "PATCH"),
      page.getByLabel(`Status of ${target}`).selectOption("contacted"),
    ]);
    expect(statusSaved.status()).toBe(200);
    const note = page.getByLabel(`Note about ${target}`);
    await note.fill(NOTE);
    const [noteSaved] = await Promise.all([
      page.waitForResponse((response) => /\/members\/\d+\/$/.test(response.url()) && response.request().method() === "PATCH"),
      note.press("Enter"),
    ]);
    expect(noteSaved.status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByLabel(`Status of ${target}`).inputValue()).toBe("contacted");
    expect(await page.getByLabel(`Note about ${target}`).inputValue()).toBe(NOTE);

    // Exports of the list, headed in English.
    const csv = await download(page, () => page.getByRole("button", { name: "CSV", exact: true }).click());
    expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const csvText = csv.bytes.toString("utf8").slice(1);
    const header = csvText.split(/\r?\n/)[0] ?? "";
    expect(header).toContain("Name");
    expect(header).toContain("Status");
    expect(csvText).toContain(NOTE);
    expect(csvText).toContain("Contacted");
    const xlsx = await download(page, () => page.getByRole("button", { name: "Excel (XLSX)" }).click());
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("the workbook has no sheet");
    expect(sheet.rowCount).toBe(4);
    const headers = (sheet.getRow(1).values as unknown[]).filter((value) => typeof value === "string");
    expect(headers).toContain("Followers");
    const followersColumn = headers.indexOf("Followers") + 1;
    expect(typeof sheet.getRow(2).getCell(followersColumn).value).toBe("number");

    // Share without notes.
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await page.getByRole("button", { name: "Create link" }).click();
    const link = page.getByLabel("Read-only link");
    await link.waitFor();
    const firstUrl = await link.inputValue();
    expect(firstUrl).toMatch(/\/shared\/lists\/[\w-]{16,}$/);
    await page.keyboard.press("Escape");
    await context.close();

    // A stranger, in Arabic, without an account.
    const stranger = await newPage(browser, { language: "ar" });
    await stranger.page.goto(new URL(firstUrl).pathname);
    await stranger.page.getByRole("heading", { name: LIST_NAME }).waitFor();
    expect(await stranger.page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await stranger.page.getByTestId("shared-member-row").nth(2).waitFor();
    for (const name of picked) await stranger.page.getByRole("link", { name }).first().waitFor();
    await stranger.page.getByText("تم التواصل").first().waitFor();
    expect(await stranger.page.getByText(NOTE).count()).toBe(0);
    await stranger.context.close();
  });

  it("the owner shares with notes (the old link stops working), exports in Arabic, and the pages look right in both languages and sizes", async () => {
    const lists = await api<{ lists: { id: number; name: string }[] }>(customer, "GET", "/api/lists/");
    const list = lists.body.lists.find((candidate) => candidate.name === LIST_NAME);
    expect(list).toBeDefined();
    const listId = list?.id as number;
    const old = await api<{ list: { share: { url: string } | null } }>(customer, "GET", `/api/lists/${listId}/`);
    const oldUrl = old.body.list.share?.url ?? "";
    expect(oldUrl).not.toBe("");

    const { context, page } = await newPage(browser, { language: "ar" });
    await storeSession(page, customer);
    await page.goto(`/lists/${listId}`);
    await page.getByTestId("member-row").nth(2).waitFor();

    // Arabic export: Arabic header, right-to-left sheet.
    const csv = await download(page, () => page.getByRole("button", { name: "ملف CSV" }).click());
    expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.bytes.toString("utf8").split(/\r?\n/)[0]).toContain("الاسم");
    const xlsx = await download(page, () => page.getByRole("button", { name: "إكسل (XLSX)" }).click());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.views[0]?.rightToLeft).toBe(true);

    await page.getByRole("button", { name: "مشتركة" }).click();
    await page.getByRole("checkbox", { name: "تضمين الملاحظات والأسعار" }).click();
    await page.getByRole("button", { name: "إنشاء رابط جديد" }).click();
    await page.getByText("يعرض الرابط ملاحظاتك وأسعارك.").waitFor();
    const url = await page.getByLabel("رابط للعرض فقط").inputValue();
    expect(url).not.toBe(oldUrl);
    await page.keyboard.press("Escape");
    await context.close();

    const stranger = await newPage(browser, { language: "ar" });
    await stranger.page.goto(new URL(oldUrl).pathname);
    await stranger.page.getByText("هذه القائمة المشتركة غير موجودة أو لم تعد مشتركة.").waitFor();
    await stranger.page.goto(new URL(url).pathname);
    await stranger.page.getByText(NOTE).waitFor();
    await stranger.context.close();

    // Screenshots: /lists, /lists/{id} and the shared page, English and Arabic, 1280 and 375 px.
    const sharedPath = new URL(url).pathname;
    for (const language of ["en", "ar"] as const) {
      for (const viewport of [DESKTOP, MOBILE]) {
        const size = viewport.width;
        const owner = await newPage(browser, { language, viewport });
        await storeSession(owner.page, customer);
        // The search screen with its new controls (the same filters again: free within 30 minutes).
        await openSearch(owner.page);
        await owner.page.getByRole("button", { name: language === "en" ? "Search · 40 credits" : "بحث · 40 نقطة", exact: true }).click();
        await owner.page.getByTestId("result-card").first().waitFor();
        await owner.page.locator("#search-results-title").scrollIntoViewIfNeeded();
        await motionless(owner.page);
        await owner.page.screenshot({
          path: (await screenshot(owner.page, `search-lists-${language}-${size}`)).replace(".png", "-viewport.png"),
        });
        await owner.page.goto("/lists");
        await owner.page.getByTestId("list-item").first().waitFor();
        await motionless(owner.page);
        await expectNoPageOverflow(owner.page, `/lists ${language} ${size}`);
        await screenshot(owner.page, `lists-${language}-${size}`);
        await owner.page.goto(`/lists/${listId}`);
        await owner.page.getByTestId("member-row").nth(2).waitFor();
        await motionless(owner.page);
        await expectNoPageOverflow(owner.page, `/lists/{id} ${language} ${size}`);
        await screenshot(owner.page, `list-detail-${language}-${size}`);
        await owner.context.close();
        const viewer = await newPage(browser, { language, viewport });
        await viewer.page.goto(sharedPath);
        await viewer.page.getByTestId("shared-member-row").nth(2).waitFor();
        await motionless(viewer.page);
        await expectNoPageOverflow(viewer.page, `shared list ${language} ${size}`);
        await screenshot(viewer.page, `shared-list-${language}-${size}`);
        await viewer.context.close();
      }
    }
  }, 240_000);
});
