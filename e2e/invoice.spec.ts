import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, LANGUAGES_AND_WIDTHS, newPage, readOutbox, SCREENSHOT_DIR, screenshot, startBrowser } from "./harness.ts";
import { storeSession, verifiedCustomer } from "./profile-fixtures.ts";

/**
 * Tax invoices end to end: a customer saves billing details with a VAT number, pays Growth with mada
 * in the built-in sandbox, finds the tax invoice in Settings → Billing, downloads its PDF and XML, and
 * the PDF is read back (and its page turned into a picture where pdftoppm is installed). English and Arabic, 1280 and 375 px.
 */
const run = promisify(execFile);
const MADA_CARD = "4464040000000007";
const LABELS = {
  en: {
    toBilling: "Continue to Billing",
    mada: /^mada/,
    save: "Save billing details",
    saved: "Billing details saved",
    kind: "Tax invoice",
  },
  ar: {
    toBilling: "المتابعة إلى الفوترة",
    mada: /^مدى/,
    save: "حفظ بيانات الفوترة",
    saved: "تم حفظ بيانات الفوترة",
    kind: "فاتورة ضريبية",
  },
} as const;

const COMBINATIONS = LANGUAGES_AND_WIDTHS;

describe.skipIf(!hasBrowser)("tax invoices: pay with mada, download the invoice", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await startBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(COMBINATIONS)(
    "issues a tax invoice for a mada payment and downloads it (%s, %o)",
    { timeout: 180_000 },
    async (language, viewport) => {
      const prefix = `invoice-${language}-${viewport.width}`;
      const labels = LABELS[language];
      const customer = await verifiedCustomer();
      const { context, page } = await newPage(browser, { language, viewport });
      await storeSession(page, customer);

      // Billing details first, so the payment's invoice is a (standard) tax invoice with the VAT number.
      await page.goto("/settings#billing");
      await page.locator("#billing-details-legal_name").fill(language === "ar" ? "شركة نخلة للتجارة" : "Nakhla Trading Co.");
      await page.locator("#billing-details-street").fill("Olaya Street 4");
      await page.locator("#billing-details-city").fill("Riyadh");
      await page.locator("#billing-details-postal_code").fill("12244");
      await page.locator("#billing-details-vat_number").fill("310122393500004");
      await page.getByRole("button", { name: labels.save }).click();
      expect(await page.locator("#billing-details-vat_number").getAttribute("aria-invalid")).toBe("true");
      await page.locator("#billing-details-vat_number").fill("310122393500003");
      await page.getByRole("button", { name: labels.save }).click();
      await page.getByText(labels.saved).first().waitFor({ timeout: 20_000 });

      // Pay Growth with mada in the sandbox.
      await page.goto("/subscriptions");
      await page.getByRole("article").nth(1).getByRole("button").click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: labels.toBilling }).click();
      await dialog.getByRole("radio", { name: labels.mada }).waitFor({ timeout: 20_000 });
      await dialog.locator("#billing-street").fill("Olaya Street 4");
      await dialog.locator("#billing-city").fill("Riyadh");
      await dialog.locator("#billing-state").fill("Riyadh Province");
      await dialog.locator("#billing-postcode").fill("12244");
      await dialog.locator('form button[type="submit"]').click();
      const widget = dialog.locator("form.paymentWidgets.wpwl-form-card");
      await widget.locator(".wpwl-control-cardNumber").waitFor({ timeout: 20_000 });
      await widget.locator(".wpwl-control-cardNumber").fill(MADA_CARD);
      await widget.locator(".wpwl-control-cardHolder").fill("Layla Haddad");
      await widget.locator(".wpwl-control-expiry").fill("12/34");
      await widget.locator(".wpwl-control-cvv").fill("123");
      await widget.locator(".wpwl-button-pay").click();
      await page.waitForURL((url) => url.pathname === "/payment/result", { timeout: 120_000 });
      await page.getByTestId("transaction-id").waitFor({ timeout: 120_000 });

      // The invoice in Settings → Billing.
      await page.goto("/settings#billing");
      const row = page.getByTestId("invoice-row").first();
      await row.waitFor({ timeout: 20_000 });
      expect(await row.textContent()).toContain(labels.kind);
      const number = (await row.locator('[dir="ltr"]').first().textContent())?.trim() ?? "";
      expect(number).toMatch(/^INV-\d{6}$/);
      await page.locator("#billing").scrollIntoViewIfNeeded();
      await screenshot(page, `${prefix}-settings`);

      const downloads = path.join(SCREENSHOT_DIR, "..", "invoices");
      await mkdir(downloads, { recursive: true });
      const [pdfDownload] = await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: /PDF/ }).click()]);
      expect(pdfDownload.suggestedFilename()).toBe(`${number}.pdf`);
      const pdfPath = path.join(downloads, `${prefix}-${number}.pdf`);
      await pdfDownload.saveAs(pdfPath);
      const [xmlDownload] = await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: /XML/ }).click()]);
      expect(xmlDownload.suggestedFilename()).toBe(`${number}.xml`);
      const xmlPath = path.join(downloads, `${prefix}-${number}.xml`);
      await xmlDownload.saveAs(xmlPath);

      // The PDF read back (one page), and its page as a picture to be looked at where poppler's
      // pdftoppm is installed (CI installs only what the tests need: a browser).
      const pdf = await getDocumentProxy(new Uint8Array(await readFile(pdfPath)));
      expect(pdf.numPages).toBe(1);
      const { text } = await extractText(pdf, { mergePages: true });
      const picture = path.join(SCREENSHOT_DIR, `${prefix}-pdf`);
      await writeFile(`${picture}.txt`, text);
      await run("pdftoppm", ["-png", "-r", "80", pdfPath, picture]).catch(() => undefined);
      expect(text).toContain("Tax Invoice");
      expect(text).toContain(number);
      expect(text).toContain("310122393500003");

      // And e-mailed to the payer (in the language stored on their account).
      const mail = (await readOutbox(customer.email)).find((message) => message.subject.includes(number));
      expect(mail?.subject).toMatch(/^(Your tax invoice|فاتورتك الضريبية رقم) INV-\d{6}$/);
      await context.close();
    },
  );
});
