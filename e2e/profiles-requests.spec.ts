import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, newPage, screenshot, startBrowser } from "./harness.ts";
import { payingCustomer, storeSession, waitForIndexedAccount } from "./profile-fixtures.ts";

async function onPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/**
 * ISSUE 6, item 4: a paying customer adds their own account by pasting its link into the wizard,
 * sees it on the dashboard, sends a campaign and a comparison request, and finds both pending
 * under My Requests — through the real server, database and browser.
 */
describe.skipIf(!hasBrowser)("profiles and requests", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await startBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("adds a profile from its link, then sends a campaign and a comparison request", async () => {
    const customer = await payingCustomer();
    await waitForIndexedAccount(customer.access, "instagram", "sara.alqahtani");
    const { context, page } = await newPage(browser);
    await storeSession(page, customer);

    // A new customer's dashboard: no profiles yet, three slots on Growth.
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Add your first profile" }).waitFor();
    await page.getByText("3 of 3 profile slots left").waitFor();

    // The wizard: pasting the link fills the platform and the username.
    await page.getByRole("link", { name: "Add Profile" }).click();
    await onPath(page, "/profiles/new");
    await page.getByRole("heading", { name: "influencers radar" }).waitFor();
    await page.getByLabel("Profile link").fill("https://www.instagram.com/sara.alqahtani/?igsh=MWQ1ZGUxMzBkMA==");
    expect(await page.getByLabel("Platform").inputValue()).toBe("instagram");
    expect(await page.getByLabel("Username").inputValue()).toBe("sara.alqahtani");
    await screenshot(page, "profiles-01-wizard-link-pasted");
    await page.getByRole("button", { name: "add" }).click();

    await page.getByRole("heading", { name: "Profile category" }).waitFor();
    const next = page.getByRole("button", { name: "Next" });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel("Category").selectOption({ label: "Food & Cooking" });
    await next.click();

    await page.getByRole("heading", { name: "Age range" }).waitFor();
    await page.getByRole("radio", { name: "25–34" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("heading", { name: "Gender" }).waitFor();
    await page.getByRole("button", { name: "Skip" }).click();
    await page.getByRole("heading", { name: "Targeted followers size" }).waitFor();
    await page.getByRole("radio", { name: /^Mid/ }).click();
    await screenshot(page, "profiles-02-wizard-size-step");
    await page.getByRole("button", { name: "Submit" }).click();

    await page.getByText("sara.alqahtani has been added to your profiles").waitFor();
    await onPath(page, "/profiles");

    // The dashboard shows the card with the index's figures, and the chip makes it the active profile.
    await page.goto("/dashboard");
    const card = page.getByTestId("profile-card");
    await card.waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByText("@sara.alqahtani").count()).toBe(1);
    expect(await card.getByText("184.3K").count()).toBe(1);
    expect(await card.getByText("4.12%").count()).toBe(1);
    await page.getByRole("button", { name: "Active profile: @sara.alqahtani" }).waitFor();
    await page.getByText("2 of 3 profile slots left").waitFor();
    await screenshot(page, "profiles-03-dashboard-with-profile");

    // A campaign request from the dashboard's service card.
    await page.getByRole("button", { name: "Request a campaign" }).click();
    const campaign = page.getByRole("dialog", { name: "Campaign request" });
    await campaign.waitFor();
    const send = campaign.getByRole("button", { name: "Send request" });
    await campaign.getByLabel("Title *").fill("Ramadan dates launch");
    await campaign.getByLabel("Description *").fill("Food creators in Riyadh for our new premium dates range.");
    await campaign.getByLabel("Budget (SAR) *").fill("45000.50");
    await campaign.getByLabel("Number of influencers *").fill("6");
    expect(await send.isDisabled()).toBe(true);
    await campaign.getByLabel("Target audience category *").selectOption("food");
    await campaign.getByLabel("Duration").selectOption("1month");
    await screenshot(page, "profiles-04-campaign-dialog");
    await send.click();
    await page.getByText("request sent").first().waitFor();
    await campaign.waitFor({ state: "detached" });

    // A followers comparison: two of the three rows filled, the blank one is dropped.
    await page.getByRole("button", { name: "Compare followers" }).click();
    const comparison = page.getByRole("dialog", { name: "Followers comparison" });
    await comparison.waitFor();
    expect(await comparison.getByRole("textbox", { name: /^Profile link \d$/ }).count()).toBe(3);
    await comparison.getByRole("textbox", { name: "Profile link 1" }).fill("https://www.instagram.com/sara.alqahtani/");
    await comparison.getByRole("textbox", { name: "Profile link 3" }).fill("https://x.com/SaudiFoodie");
    await screenshot(page, "profiles-05-comparison-dialog");
    await comparison.getByRole("button", { name: "Send request" }).click();
    await comparison.waitFor({ state: "detached" });

    // Both requests are on My Requests, pending.
    await page.goto("/requests");
    const campaignCard = page.getByTestId("campaign-request-card");
    await campaignCard.waitFor();
    expect(await campaignCard.getByText("Ramadan dates launch").count()).toBe(1);
    expect(await campaignCard.getByText("Pending").count()).toBe(1);
    await screenshot(page, "profiles-06-requests-campaigns");
    await page.getByRole("tab", { name: /Comparison requests/ }).click();
    const comparisonCard = page.getByTestId("comparison-request-card");
    await comparisonCard.waitFor();
    expect(await comparisonCard.getByText("Comparison of 2 profiles").count()).toBe(1);
    expect(await comparisonCard.getByText("Pending").count()).toBe(1);
    expect(await comparisonCard.getByText("x.com/SaudiFoodie").count()).toBe(1);
    await screenshot(page, "profiles-07-requests-comparisons");

    // The active profile survives a reload.
    await page.reload();
    await page.getByRole("button", { name: "Active profile: @sara.alqahtani" }).waitFor();

    await context.close();
  });
});
