import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, hasBrowser, LANGUAGES_AND_WIDTHS, motionless, newPage, readOutbox, screenshot, startBrowser } from "./harness.ts";
import { call, payingCustomer, type Session, storeSession, verifiedCustomer } from "./profile-fixtures.ts";

/**
 * Agency workspaces in Chromium: the owner invites a colleague from Settings → Team, the colleague
 * (a new account) opens the e-mailed link, signs up, confirms the address, signs in, comes back to the
 * invitation, accepts it and sees the list the owner made. One full journey in English at 1280 px;
 * the screens themselves in both languages at both widths.
 */

const LIST_NAME = "Ramadan shortlist — team";

async function onPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof path === "string" ? url.pathname === path : path.test(url.pathname)), { timeout: 120_000 });
}

/** The invitation link of the newest invitation e-mail to `email` (it is mailed once the API has answered). */
async function invitationLink(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = (await readOutbox(email)).find((message) => message.template === "workspace-invitation");
    const link = mail?.links.find((candidate) => candidate.includes("/invitations/"));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation e-mail to ${email}`);
}

async function verificationLink(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const link = (await readOutbox(email))
      .flatMap((message) => message.links)
      .find((candidate) => candidate.includes("/verify-email?token="));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification e-mail to ${email}`);
}

async function createList(owner: Session): Promise<void> {
  const created = await call("POST", "/api/lists/", owner.access, { name: LIST_NAME });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

describe.skipIf(!hasBrowser)("workspaces: invite a colleague, who joins and sees the team's list", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await startBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("owner invites by e-mail → the colleague signs up from the link, accepts and sees the team's list (en, 1280)", {
    timeout: 240_000,
  }, async () => {
    const owner = await payingCustomer();
    await createList(owner);
    const colleagueEmail = `colleague.${Date.now()}@brand.sa`;
    const password = "radar-colleague-2026";

    // The owner invites from Settings → Team.
    const ownerSide = await newPage(browser, { language: "en", viewport: DESKTOP });
    await storeSession(ownerSide.page, owner);
    await ownerSide.page.goto("/settings#team");
    const team = ownerSide.page.locator("#team");
    await team.getByTestId("team-seats").waitFor();
    expect(await team.getByTestId("team-seats").textContent()).toBe("1 of 5 seats used");
    await team.getByLabel("E-mail address").fill(colleagueEmail);
    await team.getByLabel("Role", { exact: true }).selectOption("member");
    await team.getByLabel("Language of the e-mail").selectOption("en");
    await team.getByRole("button", { name: "Send invitation" }).click();
    await ownerSide.page.getByText(`Invitation sent to ${colleagueEmail}`).waitFor();
    await team.getByTestId("team-invitation").filter({ hasText: colleagueEmail }).waitFor();
    expect(await team.getByTestId("team-seats").textContent()).toBe("2 of 5 seats used");
    await screenshot(ownerSide.page, "workspace-01-owner-invited");

    // The colleague opens the e-mailed link signed out: what it invites to, then sign up.
    const link = await invitationLink(colleagueEmail);
    const mail = (await readOutbox(colleagueEmail)).find((message) => message.template === "workspace-invitation");
    expect(mail?.subject).toMatch(/^You are invited to .+ on Influencers Radar$/);
    const colleague = await newPage(browser, { language: "en", viewport: DESKTOP });
    const page = colleague.page;
    await page.goto(link);
    await page.getByRole("heading", { name: /^Join / }).waitFor();
    expect(await page.getByTestId("invitation-email").textContent()).toBe(colleagueEmail);
    await screenshot(page, "workspace-02-invitation-signed-out");
    await page.getByRole("button", { name: "Create an account" }).click();
    await onPath(page, "/signup");
    await page.getByLabel("First name").fill("Reem");
    await page.getByLabel("Last name").fill("Al-Harbi");
    await page.getByLabel("Email").fill(colleagueEmail);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await onPath(page, "/email-confirmation-pending");

    // Confirms the address from the e-mail, signs in, and is brought back to the invitation.
    await page.goto(await verificationLink(colleagueEmail));
    await onPath(page, "/email-confirmation");
    await page.getByRole("link", { name: "Log in" }).click();
    await onPath(page, "/login");
    await page.getByLabel("Email").fill(colleagueEmail);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await onPath(page, /^\/invitations\//);
    await page.getByRole("button", { name: "Accept and join" }).click();
    await onPath(page, "/dashboard");

    // The team's list, made by the owner, is the colleague's to see now.
    await page.goto("/lists");
    await page.getByText(LIST_NAME).first().waitFor({ timeout: 120_000 });
    // In two workspaces now (their personal one and the team's): the top bar switches between them.
    await page.getByTestId("workspace-switcher").click();
    await page.getByRole("menuitemradio").nth(1).waitFor();
    expect(await page.getByRole("menuitemradio").count()).toBe(2);
    await screenshot(page, "workspace-03-colleague-sees-team-list");
    await page.keyboard.press("Escape");

    // The owner sees the colleague among the members, and the invitation gone from the open ones.
    await ownerSide.page.reload();
    await team.getByTestId("team-member").filter({ hasText: colleagueEmail }).waitFor();
    expect(await team.getByTestId("team-invitation").count()).toBe(0);

    // The link is single use: opened again it says so.
    await page.goto(link);
    await page.getByRole("heading", { name: "This invitation has already been used" }).waitFor();
    await colleague.context.close();
    await ownerSide.context.close();
  });

  it.each(LANGUAGES_AND_WIDTHS)(
    "shows Settings → Team, the invitation page and the switcher (%s, %o)",
    { timeout: 180_000 },
    async (language, viewport) => {
      const prefix = `workspace-${language}-${viewport.width}`;
      const owner = await payingCustomer();
      const member = await verifiedCustomer();
      const invited = await call("POST", "/api/workspaces/current/invitations/", owner.access, {
        email: member.email,
        role: "admin",
        language,
      });
      expect(invited.status).toBe(201);
      const token = decodeURIComponent((await invitationLink(member.email)).split("/invitations/")[1] ?? "");
      expect((await call("POST", "/api/workspaces/invitations/accept/", member.access, { token })).status).toBe(200);
      // An open invitation to show, and its link for the page as a visitor sees it.
      const pendingEmail = `pending.${Date.now()}@brand.sa`;
      await call("POST", "/api/workspaces/current/invitations/", owner.access, { email: pendingEmail, role: "member", language });
      const pendingLink = await invitationLink(pendingEmail);

      const ownerSide = await newPage(browser, { language, viewport });
      await storeSession(ownerSide.page, owner);
      await ownerSide.page.goto("/settings#team");
      await ownerSide.page.getByTestId("team-invitation").waitFor();
      await ownerSide.page.locator("#team").scrollIntoViewIfNeeded();
      await motionless(ownerSide.page);
      await screenshot(ownerSide.page, `${prefix}-team`);
      await ownerSide.context.close();

      const visitor = await newPage(browser, { language, viewport });
      await visitor.page.goto(pendingLink);
      await visitor.page.getByTestId("invitation-email").waitFor();
      await motionless(visitor.page);
      await screenshot(visitor.page, `${prefix}-invitation`);
      await visitor.context.close();

      const memberSide = await newPage(browser, { language, viewport });
      await storeSession(memberSide.page, member);
      await memberSide.page.goto("/settings#team");
      await memberSide.page.getByTestId("team-member").nth(1).waitFor();
      // Below 768 px the switcher sits at the top of the navigation drawer.
      if (viewport.width < 768)
        await memberSide.page.getByRole("button", { name: language === "ar" ? "فتح قائمة التنقل" : "Open navigation" }).click();
      await memberSide.page.locator('[data-testid="workspace-switcher"]:visible').click();
      await memberSide.page.getByRole("menuitemradio").nth(1).waitFor();
      await motionless(memberSide.page);
      await screenshot(memberSide.page, `${prefix}-switcher`);
      await memberSide.context.close();
    },
  );
});
