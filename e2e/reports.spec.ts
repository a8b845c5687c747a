import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, hasBrowser, MOBILE, motionless, newPage, SCREENSHOT_DIR, screenshot, startBrowser } from "./harness.ts";
import { DEMO_ACCOUNT_LINKS, payingCustomer, type Session, storeSession, waitForIndexedAccount } from "./profile-fixtures.ts";

type Report = { id: number; status: string; has_pdf: boolean; pdf_url: string | null; pptx_url: string | null };

async function api<T>(method: string, urlPath: string, access: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${access}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function waitForReport(access: string, id: number, timeoutMs = 60_000): Promise<Report> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api<Report>("GET", `/api/reports/${id}/`, access);
    if (body.status === "completed" || body.status === "failed") return body;
    if (Date.now() > deadline) throw new Error(`report ${id} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * ISSUE 7, reports: real server (pg-boss worker in the API process), database and browser. A paying
 * customer with their instagram profile generates a report from /reports, sees it go from pending
 * to completed by polling, and downloads the PDF.
 */
describe.skipIf(!hasBrowser)("reports", () => {
  let browser: Browser;
  let customer: Session;
  let profileId: number;

  beforeAll(async () => {
    browser = await startBrowser();
    customer = await payingCustomer();
    await waitForIndexedAccount(customer.access, "instagram", "sara.alqahtani");
    const added = await api<{ profile: { id: number } }>("POST", "/api/social_profiles/add/", customer.access, {
      username: "sara.alqahtani",
      platform: "instagram",
      profile_url: DEMO_ACCOUNT_LINKS[0],
      category_id: 1035,
      targeted_category: "",
      age_groups: [],
    });
    expect(added.status).toBe(201);
    profileId = added.body.profile.id;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("generates a report from /reports, waits for it to complete and downloads the PDF", async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await storeSession(page, customer);
    await page.goto("/reports");
    await page.getByText("No reports yet").waitFor();
    await page.getByRole("button", { name: "Generate report" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate report" });
    await dialog.getByLabel("Profile").selectOption(String(profileId));
    await dialog.getByRole("radio", { name: "PDF", exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Generate" }).click();
    await page.getByText("Report generation started").first().waitFor();

    const row = page.getByRole("row").filter({ hasText: "@sara.alqahtani" });
    await row.getByText("Completed").waitFor({ timeout: 60_000 });
    await expect(row.getByRole("link", { name: "Find Similar" }).getAttribute("href")).resolves.toBe(`/${profileId}/search`);
    await expect(row.getByRole("link", { name: "@sara.alqahtani" }).getAttribute("href")).resolves.toBe(`/profiles/${profileId}/reports`);

    const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: /Download the PDF/ }).click()]);
    const day = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`radar-report-sara.alqahtani-${day}.pdf`);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 4).toString()).toBe("%PDF");
    expect(bytes.length).toBeGreaterThan(10_000);
    await screenshot(page, "reports-generated-en-1280");
    await context.close();
  });

  it("shows both report pages in English and Arabic, on desktop and phone", async () => {
    // An Arabic report with both files, so the profile page shows PDF and PPTX downloads.
    const ordered = await api<{ report: Report }>("POST", "/api/reports/generate/", customer.access, {
      profile: profileId,
      report_type: "both",
      template: "brief",
      language: "ar",
    });
    expect(ordered.status).toBe(201);
    const arabic = await waitForReport(customer.access, ordered.body.report.id);
    expect(arabic.status).toBe("completed");

    for (const language of ["en", "ar"] as const) {
      for (const viewport of [DESKTOP, MOBILE]) {
        const { context, page } = await newPage(browser, { language, viewport });
        await storeSession(page, customer);
        await page.goto("/reports");
        await page.getByRole("row").nth(1).waitFor();
        await motionless(page);
        await screenshot(page, `reports-${language}-${viewport.width}`);
        await page.goto(`/profiles/${profileId}/reports`);
        await page.getByRole("row").nth(1).waitFor();
        await motionless(page);
        await screenshot(page, `profile-reports-${language}-${viewport.width}`);
        if (language === "en" && viewport === DESKTOP) {
          await page.getByRole("button", { name: "Generate report" }).click();
          await page.getByRole("dialog").waitFor();
          await screenshot(page, "profile-reports-dialog-en-1280");
        }
        if (language === "ar" && viewport === DESKTOP) {
          await page.getByRole("button", { name: "إنشاء تقرير" }).click();
          await page.getByRole("dialog").waitFor();
          await screenshot(page, "profile-reports-dialog-ar-1280");
        }
        await context.close();
      }
    }
  });

  it("opens the Arabic PDF in Chromium's own PDF viewer for a visual check", async () => {
    const { body } = await api<{ reports: Report[] }>("GET", "/api/reports/", customer.access);
    const arabic = body.reports.find((report) => report.pptx_url !== null);
    expect(arabic?.pdf_url).toBeTruthy();
    const response = await fetch(`${baseUrl}${arabic?.pdf_url}`, { headers: { authorization: `Bearer ${customer.access}` } });
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, "report-ar-brief.pdf");
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const pptx = await fetch(`${baseUrl}${arabic?.pptx_url}`, { headers: { authorization: `Bearer ${customer.access}` } });
    expect(pptx.headers.get("content-type")).toContain("presentationml");

    const { context, page } = await newPage(browser, { viewport: { width: 900, height: 1200 } });
    await page.goto(pathToFileURL(file).href).catch(() => undefined); // the viewer never fires "load" as a page would
    await page.waitForTimeout(2500);
    await screenshot(page, "report-ar-brief-pdf-viewer");
    await context.close();
  });
});
