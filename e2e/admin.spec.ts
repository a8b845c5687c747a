import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, baseUrl, DESKTOP, hasBrowser, MOBILE, newPage, readOutbox, screenshot, startBrowser } from "./harness.ts";
import { payingCustomer, type Session, storeSession } from "./profile-fixtures.ts";

type Slot = { start_time: string; end_time: string; is_available: boolean };

async function api<T>(method: string, path: string, access: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${access}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** yyyy-MM-dd of the Riyadh day `offset` days from today. */
function riyadhDay(offset: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The first day from tomorrow on with a free slot, and its free slots (other scenarios book too). */
async function freeSlots(access: string): Promise<{ day: string; slots: Slot[] }> {
  for (let offset = 1; offset < 60; offset += 1) {
    const day = riyadhDay(offset);
    const { body } = await api<Slot[]>("GET", `/api/meetings/available-slots/?date=${day}`, access);
    const open = body.filter((slot) => slot.is_available);
    if (open.length > 0) return { day, slots: open };
  }
  throw new Error("no day with free consultation slots in the next 60 days");
}

const riyadhTime = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Riyadh", hour: "numeric", minute: "2-digit" }).format(new Date(iso));

async function pickDay(page: Page, day: string): Promise<void> {
  const cell = page.locator(`td[data-day="${day}"]:not([data-outside]) button`);
  for (let step = 0; step < 3 && (await cell.count()) === 0; step += 1) {
    await page.getByRole("button", { name: /next month/i }).click();
  }
  await cell.click();
}

async function onPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/** Narrows the admin table of the open tab to one customer's rows (the server is shared by every scenario). */
async function searchEmail(page: Page, email: string, rowTestId: string): Promise<void> {
  await page.getByRole("searchbox", { name: "Search by e-mail" }).fill(email);
  await onlyRowsOf(page, email, rowTestId);
}

/** Waits until a table shows the filtered list (other users' rows, e.g. the demo user's, are gone). */
async function onlyRowsOf(page: Page, email: string, rowTestId: string): Promise<void> {
  const rows = page.getByTestId(rowTestId);
  await expect
    .poll(async () => {
      const all = await rows.count();
      return all > 0 && all === (await rows.filter({ hasText: email }).count());
    })
    .toBe(true);
}

/**
 * ISSUE 8, admin: real server, database and browser. The admin confirms a booking the customer made
 * on /book-meeting and writes to them; sets a customer's credits, which their top bar then shows;
 * answers a campaign request, which the customer sees on /requests; a normal user is turned away.
 */
describe.skipIf(!hasBrowser)("admin dashboard", () => {
  let browser: Browser;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    browser = await startBrowser();
    admin = await apiLogin("admin@radar.local");
    customer = await payingCustomer();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // The admin and the customer each get one signed-in context (English, 1280 px), shared by the
  // tests below: each test opens pages of its own and navigates fresh, and closes them; only one page
  // of a context runs the app at a time (one session per context: no refresh token rotated twice).
  const contexts = new Map<Session, Promise<BrowserContext>>();
  async function pageAs(session: Session): Promise<{ page: Page; close: () => Promise<void> }> {
    let context = contexts.get(session);
    if (!context) {
      context = newPage(browser).then(async ({ context: created, page }) => {
        await storeSession(page, session);
        await page.close();
        return created;
      });
      contexts.set(session, context);
    }
    const page = await (await context).newPage();
    return { page, close: () => page.close() };
  }

  it("a customer books a slot, the admin confirms it and e-mails them, the customer sees it confirmed", async () => {
    const { day, slots } = await freeSlots(customer.access);
    const slot = slots[0] as Slot;
    const time = riyadhTime(slot.start_time);

    // The customer books through /book-meeting.
    const user = await pageAs(customer);
    await user.page.goto("/book-meeting");
    await user.page.getByRole("heading", { name: "Book Meeting", level: 1 }).waitFor();
    await pickDay(user.page, day);
    await user.page.getByRole("radio", { name: time, exact: true }).click();
    await user.page.getByLabel("Notes (optional)").fill("Influencer shortlist for our autumn launch");
    await user.page.getByRole("button", { name: "Save date" }).click();
    await user.page.getByRole("dialog", { name: "Confirm your consultation" }).getByRole("button", { name: "Confirm booking" }).click();
    await user.page.getByText("Meeting scheduled successfully").waitFor();
    const card = user.page.getByTestId("meeting-card").filter({ hasText: "Influencer shortlist for our autumn launch" });
    await card.getByText("Awaiting confirmation").waitFor();

    // The admin finds it under Bookings and confirms it in the manage dialog.
    const desk = await pageAs(admin);
    await desk.page.goto("/admin");
    await desk.page.getByRole("heading", { name: "Admin", level: 1 }).waitFor();
    await desk.page.getByRole("tab", { name: "Bookings" }).click();
    await searchEmail(desk.page, customer.email, "admin-booking-row");
    const row = desk.page.getByTestId("admin-booking-row").filter({ hasText: customer.email });
    await row.waitFor();
    expect(await desk.page.getByTestId("admin-booking-row").count()).toBe(1);
    await row.getByText("Pending").last().waitFor();
    await row.getByRole("button", { name: "Manage" }).click();
    const dialog = desk.page.getByRole("dialog", { name: "Manage booking" });
    await dialog.getByText("Influencer shortlist for our autumn launch").waitFor();
    await dialog.getByRole("button", { name: "Confirm booking" }).click();
    await desk.page.getByText("Booking updated successfully").waitFor();
    await row.getByText("Confirmed").last().waitFor();

    // The communication tab e-mails the customer and keeps the thread.
    await dialog.getByRole("tab", { name: "Communication" }).click();
    await dialog.getByRole("textbox", { name: "Message" }).fill("Please bring last quarter's campaign figures.");
    await dialog.getByRole("button", { name: "Send e-mail" }).click();
    await desk.page.getByText("E-mail sent to the customer").waitFor();
    await dialog.getByTestId("booking-message").getByText("Please bring last quarter's campaign figures.").waitFor();
    const mail = (await readOutbox(customer.email)).find((message) => message.template === "booking-message");
    expect(mail?.text).toContain("Please bring last quarter's campaign figures.");
    expect(mail?.subject).toMatch(/^Your consultation on /);

    // The customer sees the meeting scheduled and confirmed.
    await user.page.reload();
    await user.page.getByRole("tab", { name: /^Scheduled/ }).waitFor();
    await card.getByText("Confirmed").waitFor();
    expect(await card.getByText("Awaiting confirmation").count()).toBe(0);

    await user.close();
    await desk.close();
  });

  it("the admin sets a customer's credits and the customer's top bar shows them", async () => {
    const desk = await pageAs(admin);
    await desk.page.goto("/admin?tab=credits");
    await searchEmail(desk.page, customer.email, "admin-credit-row");
    const row = desk.page.getByTestId("admin-credit-row").filter({ hasText: customer.email });
    await row.waitFor();
    // The plan shows in a column of its own at this width (and under the e-mail on small screens, hidden here).
    await row.getByRole("cell", { name: "Growth", exact: true }).waitFor();
    await row.getByRole("button", { name: `Edit the credits of ${customer.email}` }).click();
    const input = row.getByLabel(`Credits of ${customer.email}`);
    await input.fill("777.25");
    await input.press("Enter");
    await desk.page.getByText("Credits updated successfully").waitFor();
    await row.getByTestId("credits-value").getByText("777.25").waitFor();

    const user = await pageAs(customer);
    await user.page.goto("/dashboard");
    await user.page.locator("header").getByText("777.25", { exact: true }).first().waitFor();

    // The ledger shows the admin's edit (through the admin's own table view of that user).
    const listed = await api<{ results: { credits: number }[] }>(
      "GET",
      `/api/admin/tables/profiles/?email=${encodeURIComponent(customer.email)}&select=credits`,
      admin.access,
    );
    expect(listed.body.results).toEqual([{ credits: 777.25 }]);
    await user.close();
    await desk.close();
  });

  it("the admin answers a campaign request and the customer sees the status and notes on /requests", async () => {
    const created = await api<{ id: number }>("POST", "/api/campaign-requests/", customer.access, {
      title: "Autumn coffee launch",
      description: "Coffee creators in Riyadh.",
      budget: 22000,
      influencer_count: 4,
      category: "food",
    });
    expect(created.status).toBe(201);

    const desk = await pageAs(admin);
    await desk.page.goto("/admin");
    const row = desk.page.getByTestId("admin-campaign-row").filter({ hasText: "Autumn coffee launch" });
    await row.first().waitFor();
    await row.first().getByRole("button", { name: "View" }).click();
    const dialog = desk.page.getByRole("dialog", { name: "Autumn coffee launch" });
    await dialog.getByLabel("Status *").selectOption("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Please choose a status").waitFor();
    await dialog.getByLabel("Status *").selectOption("in_progress");
    await dialog.getByLabel("Priority").selectOption("high");
    await dialog.getByLabel("Cost estimate (SAR)").fill("21500");
    await dialog.getByLabel("Notes for the customer").fill("We are shortlisting four coffee creators.");
    await screenshot(desk.page, "admin-answer-campaign-en-1280");
    await dialog.getByRole("button", { name: "Save" }).click();
    await desk.page.getByText("Request updated").waitFor();
    await dialog.waitFor({ state: "detached" });

    const user = await pageAs(customer);
    await user.page.goto("/requests");
    const card = user.page.getByTestId("campaign-request-card").filter({ hasText: "Autumn coffee launch" });
    await card.getByText("In progress").waitFor();
    await card.getByText("We are shortlisting four coffee creators.").waitFor();
    await user.close();
    await desk.close();
  });

  it("the admin answers a comparison request; the customer sees their own description and, apart from it, the team's answer", async () => {
    const own = "Which of the two grows faster among Jeddah mothers?";
    const created = await api<{ id: number }>("POST", "/api/comparison-requests/", customer.access, {
      profile_urls: ["https://www.instagram.com/jeddah.moms/", "https://x.com/JeddahFamilies"],
      description: own,
    });
    expect(created.status).toBe(201);

    const desk = await pageAs(admin);
    await desk.page.goto("/admin");
    await desk.page.getByRole("tab", { name: "Comparisons" }).click();
    const row = desk.page.getByTestId("admin-comparison-row").filter({ hasText: "instagram.com/jeddah.moms" });
    await row.first().getByRole("button", { name: "View" }).click();
    const dialog = desk.page.getByRole("dialog", { name: "Comparison of 2 profiles" });
    await dialog.getByText(own).waitFor();
    await dialog.getByLabel("Status *").selectOption("completed");
    await dialog.getByLabel("Answer to the customer").fill("@JeddahFamilies grows twice as fast; the audiences overlap by 40%.");
    await screenshot(desk.page, "admin-answer-comparison-en-1280");
    await dialog.getByRole("button", { name: "Save" }).click();
    await desk.page.getByText("Request updated").waitFor();
    await dialog.waitFor({ state: "detached" });

    const answered = await api<{ description: string; team_answer: string }>(
      "GET",
      `/api/comparison-requests/${created.body.id}/`,
      customer.access,
    );
    expect(answered.body).toMatchObject({
      description: own,
      team_answer: "@JeddahFamilies grows twice as fast; the audiences overlap by 40%.",
    });

    for (const [language, viewport, labels] of [
      ["en", DESKTOP, { tab: "Comparison requests", own: "Your description", answer: "Our answer" }],
      ["ar", MOBILE, { tab: "طلبات المقارنة", own: "وصفك", answer: "ردّ فريقنا" }],
    ] as const) {
      const user = await newPage(browser, { language, viewport });
      await storeSession(user.page, customer);
      await user.page.goto("/requests");
      await user.page.getByRole("tab", { name: new RegExp(labels.tab) }).click();
      const card = user.page.getByTestId("comparison-request-card").filter({ hasText: "instagram.com/jeddah.moms" });
      expect(await card.getByTestId("own-description").textContent()).toBe(`${labels.own}: ${own}`);
      expect(await card.getByTestId("team-answer").textContent()).toBe(
        `${labels.answer}: @JeddahFamilies grows twice as fast; the audiences overlap by 40%.`,
      );
      await screenshot(user.page, `requests-comparison-answer-${language}-${language === "ar" ? "375" : "1280"}`);
      await user.context.close();
    }
    await desk.close();
  });

  it("turns a normal user away from /admin with the toast, to /dashboard, and the API refuses them", async () => {
    const demo = await apiLogin("demo@radar.local");
    const { context, page } = await newPage(browser);
    await storeSession(page, demo);
    await page.goto("/admin");
    await page.getByText("Access denied").waitFor();
    await page.getByText("You don't have permission to access the admin page").waitFor();
    await onPath(page, "/dashboard");
    expect((await api("GET", "/api/admin/tables/bookings/", demo.access)).status).toBe(403);
    expect((await api("GET", "/api/campaign-requests/?scope=all", demo.access)).status).toBe(403);
    await context.close();
  });

  it.each([
    ["en", "1280", DESKTOP],
    ["en", "375", MOBILE],
    ["ar", "1280", DESKTOP],
    ["ar", "375", MOBILE],
  ] as const)("screenshots /admin in %s at %s px", async (language, width, viewport) => {
    const { context, page } = await newPage(browser, { language, viewport });
    await storeSession(page, admin);
    const label =
      language === "ar"
        ? { manage: "إدارة", dialog: "إدارة الحجز", communication: "التواصل" }
        : { manage: "Manage", dialog: "Manage booking", communication: "Communication" };

    await page.goto("/admin");
    await page.getByTestId("admin-campaign-row").first().waitFor();
    if (language === "ar") expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await screenshot(page, `admin-requests-${language}-${width}`);

    await page.goto("/admin?tab=bookings");
    await searchEmailIn(page, language, customer.email);
    const row = page.getByTestId("admin-booking-row").first();
    await row.waitFor();
    await screenshot(page, `admin-bookings-${language}-${width}`);
    await row.getByRole("button", { name: label.manage }).click();
    const dialog = page.getByRole("dialog", { name: label.dialog });
    await dialog.getByRole("link").first().waitFor();
    await screenshot(page, `admin-booking-details-${language}-${width}`);
    await dialog.getByRole("tab", { name: label.communication }).click();
    await dialog.getByTestId("booking-message").first().waitFor();
    await screenshot(page, `admin-booking-communication-${language}-${width}`);
    await page.keyboard.press("Escape");

    await page.goto("/admin?tab=credits");
    await page.getByTestId("admin-credit-row").first().waitFor();
    await screenshot(page, `admin-credits-${language}-${width}`);
    await context.close();
  });
});

async function searchEmailIn(page: Page, language: "en" | "ar", email: string): Promise<void> {
  await page.getByRole("searchbox", { name: language === "ar" ? "البحث بالبريد الإلكتروني" : "Search by e-mail" }).fill(email);
  await onlyRowsOf(page, email, "admin-booking-row");
}
