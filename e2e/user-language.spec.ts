import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, hasBrowser, MOBILE, newPage, readOutbox, screenshot, startBrowser } from "./harness.ts";
import { storeSession, verifiedCustomer } from "./profile-fixtures.ts";

/**
 * The first hour of a new user: the language follows the browser on a first visit and the account
 * after sign-in; passwords are rated as they are typed; Settings changes the language and the
 * password. Screenshots of signup and settings in both languages at 1280 and 375 px.
 */

const STRONG = "amber-falcon-orchard-7";

async function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** A context whose browser prefers `locale` and that has never stored a language choice. */
async function firstVisit(browser: Browser, locale: string, viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL: baseUrl, locale, viewport });
  const page = await context.newPage();
  return { context, page };
}

/** A verified account registered from an Arabic page (the register body's language). */
async function arabicAccount(): Promise<{ email: string; password: string }> {
  const email = `arabic.${Date.now()}.${Math.floor(Math.random() * 1e6)}@brand.sa`;
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const registered = await post("/api/auth/register/", {
    email,
    password: STRONG,
    confirm_password: STRONG,
    first_name: "Nouf",
    last_name: "Al-Harbi",
    language: "ar",
  });
  expect(registered.status).toBe(201);
  const [verification] = await readOutbox(email);
  expect(verification?.subject).toBe("تأكيد بريدك الإلكتروني في رادار المؤثرين");
  const token = new URL(verification?.links.find((link) => link.includes("token=")) ?? "").searchParams.get("token") ?? "";
  expect((await fetch(`${baseUrl}/api/auth/verify-email/?token=${encodeURIComponent(token)}`)).status).toBe(200);
  return { email, password: STRONG };
}

describe.skipIf(!hasBrowser)("language per user and strong passwords", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await startBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("opens in Arabic, right to left, for a browser that prefers Arabic", async () => {
    const { context, page } = await firstVisit(browser, "ar-SA");
    await page.goto("/");
    await page.getByRole("heading", { name: "مرحبًا بعودتك" }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
    // The choice stays with the browser from now on.
    expect(await page.evaluate(() => window.localStorage.getItem("app-language"))).toBe("ar");
    await context.close();

    const english = await firstVisit(browser, "en-US");
    await english.page.goto("/");
    await english.page.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(await documentLanguage(english.page)).toEqual({ lang: "en", dir: "ltr" });
    await english.context.close();
  });

  it("switches to the account's language on sign-in, from an English browser", async () => {
    const account = await arabicAccount();
    const { context, page } = await firstVisit(browser, "en-US");
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    expect(await documentLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
    await page.waitForURL((url) => url.pathname === "/subscriptions");

    // The password reset mail follows the account too, though the page asking is in English.
    await fetch(`${baseUrl}/api/auth/password-reset/`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en-US" },
      body: JSON.stringify({ email: account.email, language: "en" }),
    });
    let reset: Awaited<ReturnType<typeof readOutbox>>[number] | undefined;
    for (let i = 0; i < 50 && !reset; i++) {
      reset = (await readOutbox(account.email)).find((message) => message.template === "password-reset");
      if (!reset) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(reset?.subject).toBe("إعادة تعيين كلمة المرور في رادار المؤثرين");
    expect(reset?.html).toContain('dir="rtl"');
    await context.close();
  });

  it("rates the password on signup and refuses a guessable one (screenshots)", async () => {
    for (const language of ["en", "ar"] as const) {
      for (const [size, viewport] of [
        ["desktop", DESKTOP],
        ["mobile", MOBILE],
      ] as const) {
        const { context, page } = await newPage(browser, { language, viewport });
        await page.goto("/signup");
        const password = page.locator("#signup-password");
        await password.fill("password1");
        await page
          .getByTestId("password-strength")
          .getByText(language === "en" ? /Strength: very weak/ : /القوة: ضعيفة جداً/)
          .waitFor();
        await page.locator("#signup-first_name").fill("Sara");
        await page.locator("#signup-last_name").fill("Al-Qahtani");
        await page.locator("#signup-email").fill(`sara.${Date.now()}@brand.sa`);
        await page.locator("#signup-confirm_password").fill("password1");
        await page.locator("#signup-terms").click();
        await page.locator('form button[type="submit"]').click();
        await page.locator("#signup-password-error").waitFor();
        expect(new URL(page.url()).pathname).toBe("/signup");
        await screenshot(page, `user-language-signup-weak-${language}-${size}`);
        await password.fill(STRONG);
        await page
          .getByTestId("password-strength")
          .getByText(language === "en" ? "Strength: very strong." : "القوة: قوية جداً.")
          .waitFor();
        await screenshot(page, `user-language-signup-strong-${language}-${size}`);
        await context.close();
      }
    }
  });

  it("changes the language and the password in Settings (screenshots)", async () => {
    const customer = await verifiedCustomer(STRONG);
    for (const language of ["en", "ar"] as const) {
      for (const [size, viewport] of [
        ["desktop", DESKTOP],
        ["mobile", MOBILE],
      ] as const) {
        const { context, page } = await newPage(browser, { language, viewport });
        await storeSession(page, customer);
        await page.goto("/settings");
        await page.locator("#change-current_password").waitFor();
        await page.locator("#change-password").fill("qwertyuiop");
        await page
          .getByTestId("password-strength")
          .getByText(language === "en" ? /^Strength: / : /^القوة: /)
          .waitFor();
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `user-language-settings-${language}-${size}`);
        await context.close();
      }
    }

    // Another device of the same account, signed in before the change.
    const other = await newPage(browser, { language: "en" });
    await storeSession(other.page, customer);
    const { context, page } = await newPage(browser, { language: "en" });
    await storeSession(page, customer);
    await page.goto("/settings");
    await page.getByRole("radio", { name: "العربية" }).click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await page.getByRole("radio", { name: "English" }).click();
    await page.waitForFunction(() => document.documentElement.dir === "ltr");

    const next = "cedar-lantern-harbour-9";
    await page.locator("#change-current_password").fill(customer.password);
    await page.locator("#change-password").fill(next);
    await page.locator("#change-confirm_password").fill(next);
    await page.getByTestId("password-strength").getByText("Strength: very strong.").waitFor();
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password changed").waitFor();
    await screenshot(page, "user-language-settings-password-changed");

    // This device stays in; the other one's session has ended.
    await page.reload();
    await page.locator("#change-current_password").waitFor();
    const otherAccess = await other.page.evaluate(() => window.localStorage.getItem("access_token"));
    const refused = await fetch(`${baseUrl}/api/user/profile/`, { headers: { authorization: `Bearer ${otherAccess}` } });
    expect(refused.status).toBe(401);
    await other.context.close();
    await context.close();
  });
});
