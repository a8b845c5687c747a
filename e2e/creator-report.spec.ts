import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, hasBrowser, MOBILE, motionless, newPage, SCREENSHOT_DIR, startBrowser } from "./harness.ts";
import { DEMO_ACCOUNT_LINKS, payingCustomer, type Session, storeSession, waitForIndexedAccount } from "./profile-fixtures.ts";

/**
 * A report on any creator of the index, from the search: search → a result's details → "Report" →
 * the price is shown, PDF + PPTX chosen → the download appears in the dialog without a reload, told
 * by the event stream (GET /api/events/). English and Arabic, desktop and phone, on the real server
 * (pg-boss worker in the API process), database and Chromium.
 */

const TEXT = {
  en: {
    search: /^Search · /,
    dialog: /^Report on /,
    report: /^Generate a report on /,
    both: "PDF + PPTX",
    price: "Generate · 30 credits",
    ready: "Your report is ready",
    downloadPdf: /^Download the PDF/,
    downloadPptx: /^Download the PowerPoint/,
  },
  ar: {
    search: /^بحث · /,
    dialog: /^تقرير عن /,
    report: /^إنشاء تقرير عن /,
    both: "PDF وعرض PPTX",
    price: null,
    ready: "تقريرك جاهز",
    downloadPdf: /^تنزيل ملف PDF/,
    downloadPptx: /^تنزيل ملف باوربوينت/,
  },
} as const;

/** What the user sees now (the viewport, not the whole results page behind the dialog). */
async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function api<T>(session: Session, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${session.access}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Opens /search signed in, runs the basic search (the first one charges, the same one again is free) and waits for cards. */
async function searchFromScratch(page: Page, session: Session, label: RegExp): Promise<void> {
  await storeSession(page, session);
  await page.goto("/search");
  await page.getByRole("tab").first().waitFor();
  const submit = page.getByRole("button", { name: label });
  const searched = page.waitForResponse((response) => response.url().endsWith("/api/search/") && response.request().method() === "POST");
  await submit.click();
  expect((await searched).status()).toBe(200);
  await page.getByTestId("result-card").first().waitFor();
}

describe.skipIf(!hasBrowser)("report on any creator, from the search", () => {
  let browser: Browser;
  let customer: Session;

  beforeAll(async () => {
    browser = await startBrowser();
    customer = await payingCustomer();
    await waitForIndexedAccount(customer.access, "instagram", "sara.alqahtani");
    // /search needs an active profile of the user's own.
    const added = await api<{ success: boolean }>(customer, "POST", "/api/social_profiles/add/", {
      username: "sara.alqahtani",
      platform: "instagram",
      profile_url: DEMO_ACCOUNT_LINKS[0],
      category_id: 1035,
      targeted_category: "",
      age_groups: [],
    });
    expect(added.status).toBe(201);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("orders a report from a list member's row, and shows it on /reports beside the profile's formats (en/ar, 1280/375)", async () => {
    const found = await api<{ results: { search_results: { basic: { id: string; title: string; username: string } }[] } }>(
      customer,
      "POST",
      "/api/search/",
      { social_network: "tiktok" },
    );
    expect(found.status).toBe(200);
    const member = found.body.results.search_results[0]?.basic;
    if (!member) throw new Error("no tiktok creator in the index");
    const list = await api<{ id: number }>(customer, "POST", "/api/lists/", { name: "Ramadan shortlist" });
    expect(list.status).toBe(201);
    const added = await api<unknown>(customer, "POST", `/api/lists/${list.body.id}/members/`, { influencer_ids: [member.id] });
    expect(added.status).toBeLessThan(300);

    const { context, page } = await newPage(browser, { language: "en", viewport: DESKTOP });
    try {
      await storeSession(page, customer);
      await page.goto(`/lists/${list.body.id}`);
      const row = page.getByTestId("member-row").first();
      await row.getByRole("button", { name: /^Generate a report on / }).click();
      const dialog = page.getByRole("dialog", { name: /^Report on / });
      await dialog.getByRole("button", { name: "Generate · 30 credits" }).click();
      await dialog.getByRole("button", { name: /^Download the PDF/ }).waitFor({ timeout: 120_000 });
      await dialog.getByText("Your report is ready").waitFor();
      await screenshot(page, "creator-report-list-ready-en-1280");
    } finally {
      await context.close();
    }

    for (const language of ["en", "ar"] as const) {
      for (const viewport of [DESKTOP, MOBILE]) {
        const { context: shots, page: shot } = await newPage(browser, { language, viewport });
        try {
          await storeSession(shot, customer);
          await shot.goto(`/lists/${list.body.id}`);
          await shot.getByTestId("member-row").first().waitFor();
          await motionless(shot);
          await screenshot(shot, `creator-report-list-${language}-${viewport.width}`);
          await shot.goto("/reports");
          // The creator's report is listed (on phones the table's rows are cards, not table rows).
          await shot.getByText(`@${member.username}`).first().waitFor();
          await motionless(shot);
          await screenshot(shot, `creator-report-reports-${language}-${viewport.width}`);
          await shot.getByRole("button", { name: language === "en" ? "Generate report" : "إنشاء تقرير" }).click();
          const formats = shot.getByRole("dialog").getByRole("radio");
          // Template (2) and format (3): PDF, PPTX and both for profiles too.
          await expect(formats.count()).resolves.toBe(5);
          await screenshot(shot, `creator-report-reports-dialog-${language}-${viewport.width}`);
        } finally {
          await shots.close();
        }
      }
    }
  }, 180_000);

  for (const language of ["en", "ar"] as const) {
    for (const viewport of [DESKTOP, MOBILE]) {
      it(`search → details → Report → download appears without reload (${language}, ${viewport.width} px)`, async () => {
        const text = TEXT[language];
        const { context, page } = await newPage(browser, { language, viewport });
        try {
          await searchFromScratch(page, customer, text.search);
          const card = page.getByTestId("result-card").first();
          await card.locator("h3 button").click();
          const details = page.getByRole("dialog");
          await details.waitFor();
          await details.getByRole("button", { name: text.report }).click();

          const dialog = page.getByRole("dialog", { name: text.dialog });
          await dialog.waitFor();
          // The price comes from the plan (Growth: 30 credits) and shows before anything is charged.
          if (text.price) await dialog.getByRole("button", { name: text.price }).waitFor();
          await dialog.getByRole("radio", { name: text.both }).click();
          await screenshot(page, `creator-report-dialog-${language}-${viewport.width}`);

          const navigations: string[] = [];
          page.on("framenavigated", (frame) => {
            if (frame === page.mainFrame()) navigations.push(frame.url());
          });
          const ordered = page.waitForResponse((response) => response.url().endsWith("/api/reports/generate/"));
          const started = Date.now();
          await dialog.locator("button[type=submit]").click();
          const answer = await ordered;
          expect(answer.status()).toBe(201);
          const report = ((await answer.json()) as { report: { subject: string; type: string } }).report;
          expect(report).toMatchObject({ subject: "influencer", type: "both" });

          await dialog.getByTestId("ordered-report").waitFor();
          const pdf = dialog.getByRole("button", { name: text.downloadPdf });
          await pdf.waitFor({ timeout: 120_000 });
          const seconds = (Date.now() - started) / 1000;
          await dialog.getByRole("button", { name: text.downloadPptx }).waitFor();
          await dialog.getByText(text.ready).waitFor();
          expect(navigations, "no reload").toEqual([]);
          console.log(`[creator-report] ${language} ${viewport.width}px: Generate → download shown in ${seconds.toFixed(2)} s`);
          await screenshot(page, `creator-report-ready-${language}-${viewport.width}`);

          if (language === "en" && viewport === DESKTOP) {
            const [download] = await Promise.all([page.waitForEvent("download"), pdf.click()]);
            expect(download.suggestedFilename()).toMatch(/^radar-report-.+\.pdf$/);
            const bytes = await readFile(await download.path());
            expect(bytes.subarray(0, 4).toString()).toBe("%PDF");
          }
        } finally {
          await context.close();
        }
      }, 120_000);
    }
  }
});
