import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiLogin,
  baseUrl,
  DESKTOP,
  hasBrowser,
  MOBILE,
  newPage,
  type OutboxMessage,
  readOutbox,
  screenshot,
  startBrowser,
} from "./harness.ts";

async function onPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** The reset link is mailed just after the API answers: waits for the `count`-th reset e-mail to arrive. */
async function resetLink(email: string, count: number): Promise<string> {
  for (;;) {
    const resets = (await readOutbox(email)).filter((message: OutboxMessage) => message.template === "password-reset");
    const link = resets[0]?.links.find((candidate) => candidate.includes("/reset-password?token="));
    if (resets.length >= count && link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A verified account, made through the API and the verification e-mail. */
async function verifiedAccount(password: string): Promise<string> {
  const email = `reset.${Date.now()}@brand.sa`;
  const registered = await post("/api/auth/register/", {
    email,
    password,
    confirm_password: password,
    first_name: "Reem",
    last_name: "Al-Harbi",
  });
  expect(registered.status).toBe(201);
  const verify = (await readOutbox(email)).flatMap((message) => message.links).find((link) => link.includes("/verify-email?token="));
  const token = new URL(verify ?? "").searchParams.get("token") ?? "";
  expect((await fetch(`${baseUrl}/api/auth/verify-email/?token=${encodeURIComponent(token)}`)).status).toBe(200);
  return email;
}

/** ISSUE 14, item 1: a customer who forgot the password gets back in by e-mail, and old sessions end. */
describe.skipIf(!hasBrowser)("password reset", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await startBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("forgot password → e-mailed link → new password → logs in; the old session is over", async () => {
    const oldPassword = "radar-old-pass-2026";
    const newPassword = "radar-new-pass-2026";
    const email = await verifiedAccount(oldPassword);
    const oldSession = await apiLogin(email, oldPassword);

    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByText("Check your email").waitFor();
    await screenshot(page, "reset-01-link-sent");

    await page.goto(await resetLink(email, 1));
    await onPath(page, "/reset-password");
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password").fill(newPassword);
    await page.getByLabel("Confirm password").fill(newPassword);
    await screenshot(page, "reset-02-new-password-filled");
    await page.getByRole("button", { name: "Save new password" }).click();
    await onPath(page, "/login");
    await page.getByText("Password changed").waitFor();
    await screenshot(page, "reset-03-password-changed");

    // The old password is refused, the new one lets the customer in (no subscription yet: /subscriptions).
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(oldPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Error signing in").waitFor();
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    await onPath(page, "/subscriptions");

    // The session from before the reset is over: its access and refresh tokens are refused.
    const profile = await fetch(`${baseUrl}/api/user/profile/`, { headers: { authorization: `Bearer ${oldSession.access}` } });
    expect(profile.status).toBe(401);
    expect((await post("/api/auth/token/refresh/", { refresh: oldSession.refresh })).status).toBe(401);
    const changed = (await readOutbox(email)).find((message) => message.template === "password-changed");
    expect(changed?.subject).toBe("Your Influencers Radar password was changed");
    await context.close();
  });

  it.each([
    ["en", "desktop"],
    ["ar", "desktop"],
    ["en", "mobile"],
    ["ar", "mobile"],
  ] as const)("shows the reset page and a spent link's refusal (%s, %s)", async (language, size) => {
    const email = await verifiedAccount("radar-old-pass-2026");
    await post("/api/auth/password-reset/", { email, language });
    const link = await resetLink(email, 1);
    const { context, page } = await newPage(browser, { language, viewport: size === "mobile" ? MOBILE : DESKTOP });
    await page.goto(link);
    await page.locator("#reset-password").waitFor();
    await page.waitForFunction((dir) => document.documentElement.dir === dir, language === "ar" ? "rtl" : "ltr");
    await screenshot(page, `reset-page-${language}-${size}`);

    // Spend the link elsewhere first: this page is then refused with the way to a new link.
    const token = new URL(link).searchParams.get("token");
    expect(
      (await post("/api/auth/password-reset/confirm/", { token, password: "radar-x-pass-2026", confirm_password: "radar-x-pass-2026" }))
        .status,
    ).toBe(200);
    await page.locator("#reset-password").fill("radar-y-pass-2026");
    await page.locator("#reset-confirm_password").fill("radar-y-pass-2026");
    await page.locator("form button[type=submit]").click();
    await page.locator("[role=status].border-destructive\\/25").waitFor();
    await screenshot(page, `reset-page-spent-${language}-${size}`);
    await context.close();
  });
});
