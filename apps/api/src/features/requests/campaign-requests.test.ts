import { REQUEST_MSG } from "@radar/contract/requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoWorkspaces } from "../../../test/fixtures/workspace-members.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv } from "../../../test/helpers.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function signedIn() {
  const user = await createUser(env.ctx);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const CAMPAIGN = {
  title: "Ramadan launch",
  description: "Food creators in Riyadh for our new dates range.",
  budget: 15000.5,
  influencer_count: 5,
  category: "food",
  duration: "1month",
  requirements: "Arabic captions",
};

const create = (headers: Record<string, string>, body: object = CAMPAIGN) =>
  env.app.inject({ method: "POST", url: "/api/campaign-requests/", headers, payload: body });

async function setStatus(id: number, status: string) {
  await env.ctx.db.updateTable("campaign_requests").set({ status }).where("id", "=", id).execute();
}

describe("campaign requests", () => {
  it("creates a pending request with medium priority and lists, reads, updates and deletes it", async () => {
    const { headers } = await signedIn();
    const created = await create(headers);
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      ...CAMPAIGN,
      currency: "SAR",
      status: "pending",
      priority: "medium",
      admin_notes: null,
      cost_estimate: null,
    });
    expect(request.created_at).toBe(request.updated_at);

    const listed = await env.app.inject({ url: "/api/campaign-requests/", headers });
    expect(listed.json()).toEqual([request]);
    expect((await env.app.inject({ url: `/api/campaign-requests/${request.id}/`, headers })).json()).toEqual(request);

    const updated = await env.app.inject({
      method: "PUT",
      url: `/api/campaign-requests/${request.id}/`,
      headers,
      payload: { budget: "20000", duration: "", requirements: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: CAMPAIGN.title, budget: 20000, duration: null, requirements: null });
    expect(Date.parse(updated.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(request.updated_at));

    const deleted = await env.app.inject({ method: "DELETE", url: `/api/campaign-requests/${request.id}/`, headers });
    expect(deleted.statusCode).toBe(204);
    expect((await env.app.inject({ url: `/api/campaign-requests/${request.id}/`, headers })).statusCode).toBe(404);
  });

  it("reads the budget as a decimal and the influencer count as an integer, from numbers or strings", async () => {
    const { headers } = await signedIn();
    const response = await create(headers, { ...CAMPAIGN, budget: " 1500.75 ", influencer_count: "12", duration: null, requirements: "" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ budget: 1500.75, influencer_count: 12, duration: null, requirements: null });
  });

  it("lists newest first", async () => {
    const { headers } = await signedIn();
    await create(headers, { ...CAMPAIGN, title: "First" });
    await create(headers, { ...CAMPAIGN, title: "Second" });
    const titles = (await env.app.inject({ url: "/api/campaign-requests/", headers })).json().map((r: { title: string }) => r.title);
    expect(titles).toEqual(["Second", "First"]);
  });

  it.each([
    [{ title: "" }, "title", REQUEST_MSG.required],
    [{ title: "   " }, "title", REQUEST_MSG.required],
    [{ description: undefined }, "description", REQUEST_MSG.required],
    [{ budget: 0 }, "budget", REQUEST_MSG.budgetPositive],
    [{ budget: -5 }, "budget", REQUEST_MSG.budgetPositive],
    [{ budget: "lots" }, "budget", REQUEST_MSG.budgetPositive],
    [{ budget: 10.555 }, "budget", REQUEST_MSG.budgetDecimals],
    [{ budget: 5_000_000_000 }, "budget", REQUEST_MSG.budgetMax],
    [{ influencer_count: 0 }, "influencer_count", REQUEST_MSG.countPositive],
    [{ influencer_count: 2.5 }, "influencer_count", REQUEST_MSG.countPositive],
    [{ influencer_count: "3 people" }, "influencer_count", REQUEST_MSG.countPositive],
    [{ category: "crypto" }, "category", REQUEST_MSG.category],
    [{ category: undefined }, "category", REQUEST_MSG.category],
    [{ duration: "forever" }, "duration", REQUEST_MSG.duration],
  ])("refuses %o with a field map", async (overrides, field, message) => {
    const { headers } = await signedIn();
    const response = await create(headers, { ...CAMPAIGN, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
  });

  it("refuses an empty update and an invalid one", async () => {
    const { headers } = await signedIn();
    const id = (await create(headers)).json().id;
    const empty = await env.app.inject({ method: "PUT", url: `/api/campaign-requests/${id}/`, headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: [REQUEST_MSG.nothingToUpdate] });
    const invalid = await env.app.inject({
      method: "PUT",
      url: `/api/campaign-requests/${id}/`,
      headers,
      payload: { influencer_count: -1 },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("keeps a request the team has picked up: no update or delete once it is not pending (409)", async () => {
    const { headers } = await signedIn();
    const id = (await create(headers)).json().id;
    await setStatus(id, "in_progress");
    const update = await env.app.inject({ method: "PUT", url: `/api/campaign-requests/${id}/`, headers, payload: { title: "New" } });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual({ detail: REQUEST_MSG.notPending });
    expect((await env.app.inject({ method: "DELETE", url: `/api/campaign-requests/${id}/`, headers })).statusCode).toBe(409);
    expect((await env.app.inject({ url: `/api/campaign-requests/${id}/`, headers })).json()).toMatchObject({ title: CAMPAIGN.title });
  });

  it("needs a token and a numeric id", async () => {
    const { headers } = await signedIn();
    expect((await env.app.inject({ url: "/api/campaign-requests/" })).statusCode).toBe(401);
    expect((await create({})).statusCode).toBe(401);
    expect((await env.app.inject({ url: "/api/campaign-requests/abc/", headers })).statusCode).toBe(400);
    expect((await env.app.inject({ url: "/api/campaign-requests/99999999999/", headers })).statusCode).toBe(400);
    expect((await env.app.inject({ url: "/api/campaign-requests/123456/", headers })).statusCode).toBe(404);
  });
});

describe("campaign request ownership", () => {
  it("answers 404 to another workspace's id for read, update and delete, and never lists it", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = (await create(owner.headers)).json().id;

    expect((await env.app.inject({ url: "/api/campaign-requests/", headers: other.headers })).json()).toEqual([]);
    expect((await env.app.inject({ url: `/api/campaign-requests/${id}/`, headers: other.headers })).statusCode).toBe(404);
    const update = await env.app.inject({
      method: "PUT",
      url: `/api/campaign-requests/${id}/`,
      headers: other.headers,
      payload: { title: "Mine" },
    });
    expect(update.statusCode).toBe(404);
    expect((await env.app.inject({ method: "DELETE", url: `/api/campaign-requests/${id}/`, headers: other.headers })).statusCode).toBe(404);

    // Even when it is no longer pending, another user learns nothing (404, not 409).
    await setStatus(id, "completed");
    expect((await env.app.inject({ method: "DELETE", url: `/api/campaign-requests/${id}/`, headers: other.headers })).statusCode).toBe(404);
    expect((await env.app.inject({ url: `/api/campaign-requests/${id}/`, headers: owner.headers })).json().title).toBe(CAMPAIGN.title);
  });
});

describe("the workspace's campaign requests", () => {
  it("are every member's: a second member lists, reads, edits and deletes them; user_id records who asked", async () => {
    const { owner, member, outsider, workspaceA } = await twoWorkspaces(env.ctx);
    const ownersId = (await create(owner.headers)).json().id;
    const membersId = (await create(member.headers, { ...CAMPAIGN, title: "National Day" })).json().id;

    const listed = await env.app.inject({ url: "/api/campaign-requests/", headers: member.headers });
    expect(listed.json().map((request: { id: number }) => request.id)).toEqual([membersId, ownersId]);
    expect((await env.app.inject({ url: `/api/campaign-requests/${ownersId}/`, headers: member.headers })).json().title).toBe(
      CAMPAIGN.title,
    );
    const rows = await env.ctx.db
      .selectFrom("campaign_requests")
      .select(["id", "user_id", "workspace_id"])
      .where("id", "in", [ownersId, membersId])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: ownersId, user_id: owner.user.id, workspace_id: workspaceA },
      { id: membersId, user_id: member.user.id, workspace_id: workspaceA },
    ]);

    const edited = await env.app.inject({
      method: "PUT",
      url: `/api/campaign-requests/${ownersId}/`,
      headers: member.headers,
      payload: { title: "Ramadan launch, revised" },
    });
    expect(edited.statusCode).toBe(200);
    expect((await env.app.inject({ url: `/api/campaign-requests/${ownersId}/`, headers: owner.headers })).json().title).toBe(
      "Ramadan launch, revised",
    );

    // The other workspace: nothing listed, 404 for every verb.
    expect((await env.app.inject({ url: "/api/campaign-requests/", headers: outsider.headers })).json()).toEqual([]);
    for (const id of [ownersId, membersId]) {
      expect((await env.app.inject({ url: `/api/campaign-requests/${id}/`, headers: outsider.headers })).statusCode).toBe(404);
      const update = await env.app.inject({
        method: "PUT",
        url: `/api/campaign-requests/${id}/`,
        headers: outsider.headers,
        payload: { title: "Mine" },
      });
      expect(update.statusCode).toBe(404);
      expect((await env.app.inject({ method: "DELETE", url: `/api/campaign-requests/${id}/`, headers: outsider.headers })).statusCode).toBe(
        404,
      );
    }

    expect(
      (await env.app.inject({ method: "DELETE", url: `/api/campaign-requests/${membersId}/`, headers: owner.headers })).statusCode,
    ).toBe(204);
    expect((await env.app.inject({ url: "/api/campaign-requests/", headers: member.headers })).json()).toHaveLength(1);
  });
});
