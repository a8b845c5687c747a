import { REQUEST_MSG } from "@radar/contract/requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv } from "../../../test/helpers.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function signedIn(role: "user" | "admin" = "user", names: { first_name?: string; last_name?: string } = {}) {
  const user = await createUser(env.ctx, { role, ...names });
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const CAMPAIGN = { title: "Ramadan launch", description: "Food creators", budget: 15000, influencer_count: 5, category: "food" };
const URLS = ["https://www.instagram.com/a/", "https://x.com/b"];

const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, headers: Record<string, string>, payload?: object) =>
  env.app.inject({ method, url, headers, payload });

describe("admin answers to campaign requests (same paths, role checked on the server)", () => {
  it("lets an admin list everyone's requests, read one and set status, notes, cost estimate and priority", async () => {
    const owner = await signedIn("user", { first_name: "Noura", last_name: "Al-Harbi" });
    const admin = await signedIn("admin");
    const id = (await call("POST", "/api/campaign-requests/", owner.headers, CAMPAIGN)).json().id;

    const all = await call("GET", "/api/campaign-requests/?scope=all", admin.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().find((request: { id: number }) => request.id === id)).toMatchObject({
      title: CAMPAIGN.title,
      customer: { id: owner.user.id, name: "Noura Al-Harbi", email: owner.user.email },
    });
    // The admin's own list is still their own.
    expect((await call("GET", "/api/campaign-requests/", admin.headers)).json()).toEqual([]);
    expect((await call("GET", `/api/campaign-requests/${id}/`, admin.headers)).json()).toMatchObject({
      id,
      customer: { id: owner.user.id },
    });

    const answered = await call("PUT", `/api/campaign-requests/${id}/`, admin.headers, {
      status: "in_progress",
      admin_notes: "Shortlisting six food creators.",
      cost_estimate: "14250.50",
      priority: "high",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      status: "in_progress",
      admin_notes: "Shortlisting six food creators.",
      cost_estimate: 14250.5,
      priority: "high",
      currency: "SAR",
    });
    const row = await env.ctx.db.selectFrom("campaign_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.handled_by).toBe(admin.user.id);

    // The owner sees the answer on /requests — without the customer block.
    const seen = (await call("GET", "/api/campaign-requests/", owner.headers)).json()[0];
    expect(seen).toMatchObject({ status: "in_progress", admin_notes: "Shortlisting six food creators.", cost_estimate: 14250.5 });
    expect(seen).not.toHaveProperty("customer");

    // Not pending any more: the admin still answers; notes can be cleared, the cost estimate too.
    const done = await call("PUT", `/api/campaign-requests/${id}/`, admin.headers, {
      status: "completed",
      admin_notes: "",
      cost_estimate: null,
    });
    expect(done.json()).toMatchObject({ status: "completed", admin_notes: null, cost_estimate: null, priority: "high" });
  });

  it("filters and pages the admin list", async () => {
    const owner = await signedIn();
    const admin = await signedIn("admin");
    const ids: number[] = [];
    for (const title of ["One", "Two", "Three"])
      ids.push((await call("POST", "/api/campaign-requests/", owner.headers, { ...CAMPAIGN, title })).json().id);
    await call("PUT", `/api/campaign-requests/${ids[1]}/`, admin.headers, { status: "cancelled" });
    const cancelled = (await call("GET", "/api/campaign-requests/?scope=all&status=cancelled", admin.headers)).json();
    expect(cancelled.map((request: { id: number }) => request.id)).toContain(ids[1]);
    expect(cancelled.every((request: { status: string }) => request.status === "cancelled")).toBe(true);
    const page = (await call("GET", "/api/campaign-requests/?scope=all&limit=1&offset=1", admin.headers)).json();
    expect(page).toHaveLength(1);
    expect((await call("GET", "/api/campaign-requests/?scope=all&limit=1000", admin.headers)).statusCode).toBe(400);
  });

  it.each([
    [{ admin_notes: "x" }, "status", REQUEST_MSG.statusRequired],
    [{ status: "" }, "status", REQUEST_MSG.statusRequired],
    [{ status: "approved" }, "status", REQUEST_MSG.statusRequired],
    [{ status: "processing" }, "status", REQUEST_MSG.statusRequired],
    [{ status: "completed", cost_estimate: -1 }, "cost_estimate", REQUEST_MSG.costEstimateInvalid],
    [{ status: "completed", cost_estimate: "abc" }, "cost_estimate", REQUEST_MSG.costEstimateInvalid],
    [{ status: "completed", cost_estimate: 1.005 }, "cost_estimate", REQUEST_MSG.costEstimateInvalid],
    [{ status: "completed", priority: "asap" }, "priority", undefined],
  ])("requires the status and checks the admin's fields: %o", async (payload, field, message) => {
    const owner = await signedIn();
    const admin = await signedIn("admin");
    const id = (await call("POST", "/api/campaign-requests/", owner.headers, CAMPAIGN)).json().id;
    const response = await call("PUT", `/api/campaign-requests/${id}/`, admin.headers, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()[field]).toEqual([message]);
    else expect(response.json()).toHaveProperty(field);
    expect((await call("GET", `/api/campaign-requests/${id}/`, owner.headers)).json().status).toBe("pending");
  });

  it("answers 404 for a request that does not exist", async () => {
    const admin = await signedIn("admin");
    expect((await call("PUT", "/api/campaign-requests/99999999/", admin.headers, { status: "completed" })).statusCode).toBe(404);
    expect((await call("GET", "/api/campaign-requests/99999999/", admin.headers)).statusCode).toBe(404);
  });

  it("keeps normal users away from the admin's fields, other users' requests and scope=all", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = (await call("POST", "/api/campaign-requests/", owner.headers, CAMPAIGN)).json().id;
    for (const payload of [
      { status: "completed" },
      { admin_notes: "mine" },
      { cost_estimate: 1 },
      { priority: "urgent" },
      { title: "x", status: "completed" },
    ]) {
      const own = await call("PUT", `/api/campaign-requests/${id}/`, owner.headers, payload);
      expect(own.statusCode, JSON.stringify(payload)).toBe(403);
      expect(own.json()).toEqual({ detail: REQUEST_MSG.adminOnly });
      expect((await call("PUT", `/api/campaign-requests/${id}/`, other.headers, payload)).statusCode).toBe(403);
    }
    expect((await call("GET", "/api/campaign-requests/?scope=all", owner.headers)).statusCode).toBe(403);
    expect((await call("PUT", `/api/campaign-requests/${id}/`, other.headers, { title: "Mine" })).statusCode).toBe(404);
    const row = await env.ctx.db.selectFrom("campaign_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", admin_notes: null, cost_estimate: null, priority: "medium", title: CAMPAIGN.title });
    // The owner's own edits work as before.
    expect((await call("PUT", `/api/campaign-requests/${id}/`, owner.headers, { title: "Renamed" })).json().title).toBe("Renamed");
  });

  it("lets an admin edit their own pending request's fields as its owner", async () => {
    const admin = await signedIn("admin");
    const id = (await call("POST", "/api/campaign-requests/", admin.headers, CAMPAIGN)).json().id;
    expect((await call("PUT", `/api/campaign-requests/${id}/`, admin.headers, { title: "Own" })).json().title).toBe("Own");
  });
});

describe("admin answers to comparison requests", () => {
  it("sets status, the team's answer and results; processed_at marks when it finished", async () => {
    const owner = await signedIn();
    const admin = await signedIn("admin");
    const id = (await call("POST", "/api/comparison-requests/", owner.headers, { profile_urls: URLS })).json().id;

    const processing = await call("PUT", `/api/comparison-requests/${id}/`, admin.headers, {
      status: "processing",
      description: "Checking overlap",
    });
    expect(processing.json()).toMatchObject({
      status: "processing",
      description: null,
      team_answer: "Checking overlap",
      processed_at: null,
      results: null,
    });

    const done = await call("PUT", `/api/comparison-requests/${id}/`, admin.headers, {
      status: "completed",
      results: "62% of @a's followers also follow @b.",
      admin_notes: "Full report by e-mail.",
    });
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body).toMatchObject({
      status: "completed",
      results: { summary: "62% of @a's followers also follow @b." },
      admin_notes: "Full report by e-mail.",
      team_answer: "Checking overlap",
      customer: { id: owner.user.id },
    });
    expect(body.processed_at).not.toBeNull();

    // The owner sees it; a later admin edit keeps the finishing time.
    expect((await call("GET", `/api/comparison-requests/${id}/`, owner.headers)).json()).toMatchObject({
      status: "completed",
      results: body.results,
    });
    const again = await call("PUT", `/api/comparison-requests/${id}/`, admin.headers, { status: "failed" });
    expect(again.json().processed_at).toBe(body.processed_at);
    expect((await call("PUT", `/api/comparison-requests/${id}/`, admin.headers, { status: "pending" })).json().processed_at).toBeNull();

    const listed = (await call("GET", "/api/comparison-requests/?scope=all", admin.headers)).json();
    expect(listed.map((request: { id: number }) => request.id)).toContain(id);
  });

  it("requires an admin status and keeps users out", async () => {
    const owner = await signedIn();
    const admin = await signedIn("admin");
    const id = (await call("POST", "/api/comparison-requests/", owner.headers, { profile_urls: URLS })).json().id;
    expect((await call("PUT", `/api/comparison-requests/${id}/`, admin.headers, { status: "in_progress" })).json()).toEqual({
      status: [REQUEST_MSG.statusRequired],
    });
    expect((await call("PUT", `/api/comparison-requests/${id}/`, owner.headers, { status: "completed" })).statusCode).toBe(403);
    expect((await call("PUT", `/api/comparison-requests/${id}/`, owner.headers, { results: "x" })).statusCode).toBe(403);
    expect((await call("PUT", `/api/comparison-requests/${id}/`, owner.headers, { team_answer: "x" })).statusCode).toBe(403);
    expect((await call("GET", "/api/comparison-requests/?scope=all", owner.headers)).statusCode).toBe(403);
    // The owner's description edit is still an owner edit.
    expect((await call("PUT", `/api/comparison-requests/${id}/`, owner.headers, { description: "Mine" })).json().description).toBe("Mine");
  });
});

describe("the team's answer to a comparison is kept apart from the customer's description", () => {
  it("keeps the customer's own text whatever the admin answers, under either name, and shows both to the customer", async () => {
    const owner = await signedIn();
    const admin = await signedIn("admin");
    const own = "Which of the two grows faster among Jeddah mothers?";
    const id = (await call("POST", "/api/comparison-requests/", owner.headers, { profile_urls: URLS, description: own })).json().id;

    const answered = await call("PUT", `/api/comparison-requests/${id}/`, admin.headers, {
      status: "completed",
      team_answer: "@b grows twice as fast; the audiences overlap by 40%.",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ description: own, team_answer: "@b grows twice as fast; the audiences overlap by 40%." });

    // SPEC §7's admin update sends `description`: it is the team's answer, never the customer's text.
    const again = await call("PUT", `/api/comparison-requests/${id}/`, admin.headers, {
      status: "completed",
      description: "Updated answer.",
    });
    expect(again.json()).toMatchObject({ description: own, team_answer: "Updated answer." });

    const seen = (await call("GET", "/api/comparison-requests/", owner.headers)).json()[0];
    expect(seen).toMatchObject({ id, description: own, team_answer: "Updated answer." });
    const row = await env.ctx.db.selectFrom("comparison_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ description: own, team_answer: "Updated answer." });

    // A status-only answer leaves the answer as it was; a blank one clears it.
    expect((await call("PUT", `/api/comparison-requests/${id}/`, admin.headers, { status: "failed" })).json().team_answer).toBe(
      "Updated answer.",
    );
    const cleared = await call("PUT", `/api/comparison-requests/${id}/`, admin.headers, { status: "failed", team_answer: " " });
    expect(cleared.json()).toMatchObject({ description: own, team_answer: null });
  });

  it("refuses an answer that is too long, with the field's name", async () => {
    const owner = await signedIn();
    const admin = await signedIn("admin");
    const id = (await call("POST", "/api/comparison-requests/", owner.headers, { profile_urls: URLS })).json().id;
    const response = await call("PUT", `/api/comparison-requests/${id}/`, admin.headers, {
      status: "completed",
      team_answer: "x".repeat(5_001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("team_answer");
  });
});
