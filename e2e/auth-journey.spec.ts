import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, newPage, readOutbox, screenshot, startBrowser } from "./harness.ts";

/** Waits until the page is on `path` (exact pathname), as the app's client-side router moves. */
async function onPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

async function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem("access_token"));
}

/** ISSUE 2, item 6: one new customer's first day, through the real server and database. */
describe.skipIf(!hasBrowser)("auth journey", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await startBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("signs up, verifies the email, logs in, edits the profile, switches to Arabic and logs out", async () => {
    const { context, page } = await newPage(browser);
    const email = `noura.${Date.now()}@brand.sa`;
    const password = "radar-journey-2026";

    // Sign up.
    await page.goto("/signup");
    await page.getByLabel("First name").fill("Noura");
    await page.getByLabel("Last name").fill("Al-Saleh");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("checkbox").check();
    await screenshot(page, "journey-01-signup-filled");
    await page.getByRole("button", { name: "Create account" }).click();
    await onPath(page, "/email-confirmation-pending");
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    await screenshot(page, "journey-02-check-your-email");

    // Logging in before verifying is refused with the unverified banner and its Resend action.
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Email Verification Required").waitFor();
    await page.getByRole("button", { name: "Resend verification email" }).waitFor();
    await screenshot(page, "journey-03-unverified-banner");

    // The verification e-mail went to the outbox; open its link.
    const messages = await readOutbox(email);
    expect(messages.length).toBeGreaterThan(0);
    const link = messages.flatMap((message) => message.links).find((candidate) => candidate.includes("/verify-email?token="));
    expect(link, "verification link in the outbox").toBeDefined();
    await page.goto(link ?? "");
    await onPath(page, "/email-confirmation");
    await page.getByRole("heading", { name: "Email verified" }).waitFor();
    await screenshot(page, "journey-04-email-verified");

    // Log in: nobody has a subscription yet, so the app lands on /subscriptions.
    await page.getByRole("link", { name: "Log in" }).click();
    await onPath(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await onPath(page, "/subscriptions");
    await page.getByText("You don't have an active subscription").waitFor();
    expect(await storedAccessToken(page)).toBeTruthy();
    await screenshot(page, "journey-05-landed-on-subscriptions");

    // Edit the profile in settings; Save is disabled until something changes.
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Settings" }).click();
    await onPath(page, "/settings");
    const firstName = page.getByLabel("First name");
    await firstName.waitFor();
    expect(await firstName.inputValue()).toBe("Noura");
    const save = page.getByRole("button", { name: "Save changes" });
    expect(await save.isDisabled()).toBe(true);
    await firstName.fill("Nourah");
    await page.getByLabel("Username").fill("nourah.saleh");
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText("Profile updated successfully").waitFor();
    await screenshot(page, "journey-06-profile-saved");
    await page.reload();
    await page.getByLabel("First name").waitFor();
    expect(await page.getByLabel("First name").inputValue()).toBe("Nourah");
    expect(await page.getByLabel("Username").inputValue()).toBe("nourah.saleh");

    // Switch to Arabic: the document turns right-to-left and the labels are Arabic.
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "العربية" }).click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ar");
    await page.getByRole("heading", { name: "الإعدادات" }).waitFor();
    await page.getByLabel("الاسم الأول").waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem("app-language"))).toBe("ar");
    await screenshot(page, "journey-07-settings-arabic");

    // Log out from the account menu: back to the login page, session gone, history replaced.
    await page.getByRole("button", { name: "قائمة الحساب" }).click();
    await page.getByRole("menuitem", { name: "تسجيل الخروج" }).click();
    await onPath(page, "/");
    await page.getByRole("heading", { name: "مرحبًا بعودتك" }).waitFor();
    expect(await storedAccessToken(page)).toBeNull();
    await screenshot(page, "journey-08-logged-out");

    // The app pages are closed again.
    await page.goto("/settings");
    await onPath(page, "/");

    await context.close();
  });
});
