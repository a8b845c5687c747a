import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import JSZip from "jszip";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, hasBrowser, MOBILE, motionless, newPage, SCREENSHOT_DIR, screenshot, startBrowser } from "./harness.ts";
import { call as api, DEMO_ACCOUNT_LINKS, payingCustomer, type Session, storeSession, waitForIndexedAccount } from "./profile-fixtures.ts";

/**
 * Vetting on screen and on paper, in a real browser against the real server and its demo index (a
 * year of history for every account): the follower chart, growth and our authenticity signals in the
 * search's details dialog and on the profile card, and the growth, authenticity and licence to
 * advertise sections of a generated PDF and PPTX — in English and Arabic (right to left: time runs
 * from the right and the value axis stands there), at 1280 and 375 px.
 */

type Report = { id: number; status: string };
type History = { points: unknown[]; growth: { days: number }[]; signals: { kind: string }[] };

const WORDS = {
  en: {
    growthTitle: "Follower growth",
    authenticityTitle: "Authenticity signals",
    licenceTitle: "Licence to advertise",
    year: "1 year",
    search: "Search · 40 credits",
    estimate: "Our estimate",
    notEnough: "Not enough history yet",
  },
  ar: {
    growthTitle: "نمو المتابعين",
    authenticityTitle: "مؤشرات المصداقية",
    licenceTitle: "ترخيص الإعلان",
    year: "سنة",
    search: "بحث · 40 نقطة",
    estimate: "تقديرنا",
    notEnough: "السجل لا يكفي بعد",
  },
} as const;

const SIZES = [
  ["1280", DESKTOP],
  ["375", MOBILE],
] as const;

/** The demo history is written in the background once the index is loaded: wait for a year of it. */
async function waitForHistory(access: string, influencerId: string, timeoutMs = 180_000): Promise<History> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await api<History>("GET", `/api/influencers/${influencerId}/history/?days=365`, access);
    if (status === 200 && body.points.length > 30 && body.growth.length === 2) return body;
    if (Date.now() > deadline) throw new Error(`no year of history for ${influencerId}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function waitForReport(access: string, id: number, timeoutMs = 120_000): Promise<Report> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api<Report>("GET", `/api/reports/${id}/`, access);
    if (body.status === "completed" || body.status === "failed") return body;
    if (Date.now() > deadline) throw new Error(`report ${id} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function download(access: string, id: number, format: "pdf" | "pptx"): Promise<Buffer> {
  const response = await fetch(`${baseUrl}/api/reports/download/${id}/?format=${format}`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.status, `${format} download`).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The chart is drawn (a line with a path) and mirrored in Arabic: the value axis stands at the end of
 * the reading direction's start, i.e. left of the line in English and right of it in Arabic.
 */
async function expectChart(page: Page, scope: string, language: "en" | "ar"): Promise<void> {
  const chart = page.locator(scope).getByTestId("follower-chart").first();
  await chart.locator(".recharts-line-curve").waitFor();
  const line = await chart.locator(".recharts-line-curve").boundingBox();
  const axis = await chart.locator(".recharts-yAxis").boundingBox();
  expect(line && axis, `${scope}: chart drawn`).toBeTruthy();
  if (!line || !axis) return;
  // Centres: the axis's box takes in its tick marks, which reach a few pixels into the plot.
  const axisCentre = axis.x + axis.width / 2;
  const lineCentre = line.x + line.width / 2;
  if (language === "ar") expect(axisCentre, `${scope}: value axis on the right in Arabic`).toBeGreaterThan(line.x + line.width - 8);
  else expect(axisCentre, `${scope}: value axis on the left in English`).toBeLessThan(line.x + 8);
  expect(Math.abs(axisCentre - lineCentre)).toBeGreaterThan(line.width / 3);
}

describe.skipIf(!hasBrowser)("vetting: growth and authenticity on screen and in reports", () => {
  let browser: Browser;
  let customer: Session;
  let profileId: number;

  beforeAll(async () => {
    browser = await startBrowser();
    customer = await payingCustomer();
    // The demo index loads in the background after the server starts: slower on a busy machine.
    await waitForIndexedAccount(customer.access, "instagram", "sara.alqahtani");
    const added = await api<{ profile: { id: number; influencer_id: string } }>("POST", "/api/social_profiles/add/", customer.access, {
      username: "sara.alqahtani",
      platform: "instagram",
      profile_url: DEMO_ACCOUNT_LINKS[0],
      category_id: 1035,
      targeted_category: "",
      age_groups: [],
    });
    expect(added.status).toBe(201);
    profileId = added.body.profile.id;
    const history = await waitForHistory(customer.access, added.body.profile.influencer_id);
    expect(history.signals.length).toBeGreaterThanOrEqual(3);
  }, 720_000);

  afterAll(async () => {
    await browser?.close();
  });

  // One signed-in context per language and width, shared by that pair of screen tests: each opens a
  // page of its own and navigates fresh, and only one page of a context runs the app at a time (one
  // session per context, so no two holders rotate the same refresh token).
  const contexts = new Map<string, Promise<BrowserContext>>();
  async function signedInPage(language: "en" | "ar", viewport: { width: number; height: number }): Promise<Page> {
    const key = `${language}-${viewport.width}`;
    let context = contexts.get(key);
    if (!context) {
      context = newPage(browser, { language, viewport }).then(async ({ context: created, page }) => {
        await storeSession(page, customer);
        await page.close();
        return created;
      });
      contexts.set(key, context);
    }
    return (await context).newPage();
  }

  for (const language of ["en", "ar"] as const) {
    const words = WORDS[language];
    for (const [size, viewport] of SIZES) {
      it(`shows the profile card's chart and growth (${language}, ${size} px)`, async () => {
        const page = await signedInPage(language, viewport);
        await page.goto("/profiles");
        const growth = page.getByTestId("profile-growth").first();
        await growth.getByRole("heading", { name: words.growthTitle }).waitFor();
        await expectChart(page, '[data-testid="profile-growth"]', language);
        for (const days of [30, 90]) {
          const figure = growth.getByTestId(`growth-${days}`);
          await expect(figure.textContent()).resolves.toMatch(/\d/);
          await expect(figure.textContent()).resolves.not.toContain(words.notEnough);
        }
        // A year: the chart is drawn again from the 365-day answer.
        const year = page.waitForResponse((response) => response.url().includes("/history/?days=365"));
        await growth.getByRole("button", { name: words.year }).click();
        expect((await year).status()).toBe(200);
        await expect(growth.getByRole("button", { name: words.year }).getAttribute("aria-pressed")).resolves.toBe("true");
        await expectChart(page, '[data-testid="profile-growth"]', language);
        // Usable at 375 px: nothing of the card sticks out of the page.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, "no horizontal scroll").toBeLessThanOrEqual(viewport.width);
        await motionless(page);
        await screenshot(page, `vetting-profile-card-${language}-${size}`);
        await page.close();
      });

      it(`shows the chart, growth, signals and both scores in the details dialog (${language}, ${size} px)`, async () => {
        const page = await signedInPage(language, viewport);
        await page.goto("/search");
        await page.getByRole("tab").first().waitFor();
        // The untouched search; within 30 minutes the same filters are free again.
        await page.getByRole("button", { name: words.search, exact: true }).click();
        await page.getByTestId("result-card").first().waitFor();
        await page.getByTestId("result-card").first().getByRole("heading").getByRole("button").click();
        const dialog = page.getByRole("dialog");
        const section = dialog.getByTestId("vetting-section");
        await section.scrollIntoViewIfNeeded();
        await expectChart(page, '[role="dialog"] [data-testid="vetting-section"]', language);
        await section.getByTestId("growth-30").waitFor();
        // Our five signals where the account's figures allow, each with its sentence.
        const signals = section.locator('[data-testid^="signal-"]');
        await signals.first().waitFor();
        expect(await signals.count()).toBeGreaterThanOrEqual(3);
        for (const text of await signals.allTextContents()) expect(text.length, "a signal with its reason").toBeGreaterThan(20);
        await expect(section.getByTestId("quality-estimate").textContent()).resolves.toContain(words.estimate);
        await motionless(page);
        await section.screenshot({ path: path.join(SCREENSHOT_DIR, `vetting-details-${language}-${size}.png`) });
        await page.close();
      });
    }

    it(`puts the growth, authenticity and licence sections into the PDF and the PPTX (${language})`, async () => {
      const ordered = await api<{ report: Report }>("POST", "/api/reports/generate/", customer.access, {
        profile: profileId,
        report_type: "both",
        template: "standard",
        language,
      });
      expect(ordered.status).toBe(201);
      const report = await waitForReport(customer.access, ordered.body.report.id);
      expect(report.status).toBe("completed");

      const pdf = await download(customer.access, report.id, "pdf");
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      for (const title of [words.growthTitle, words.authenticityTitle, words.licenceTitle]) expect(text, `pdf: ${title}`).toContain(title);
      // The licence section names the regulator's check page, whether or not a licence is known.
      expect(text.replace(/[\u200e\u200f]/g, ""), "pdf: Mawthooq's check page").toContain("elaam.gamr.gov.sa");

      const zip = await JSZip.loadAsync(await download(customer.access, report.id, "pptx"));
      const read = async (pattern: RegExp) =>
        (
          await Promise.all(
            Object.keys(zip.files)
              .filter((name) => pattern.test(name))
              .map((name) => zip.file(name)?.async("string") ?? ""),
          )
        ).join("\n");
      const slides = await read(/^ppt\/slides\/slide\d+\.xml$/);
      const charts = await read(/^ppt\/charts\/chart\d+\.xml$/);
      for (const title of [words.growthTitle, words.authenticityTitle, words.licenceTitle])
        expect(slides, `pptx: ${title}`).toContain(title);
      // The follower chart is a native line chart of the year.
      expect(charts).toContain("<c:lineChart>");

      // The PDF's pages as pictures, to look at (pdftoppm, where installed).
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      const file = path.join(SCREENSHOT_DIR, `vetting-report-${language}.pdf`);
      await writeFile(file, pdf);
      await promisify(execFile)("pdftoppm", ["-r", "60", "-png", "-f", "2", "-l", "2", file, file.replace(/\.pdf$/, "")]).catch(
        () => undefined,
      );
    });
  }
});
