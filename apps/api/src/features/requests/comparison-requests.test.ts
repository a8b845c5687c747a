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

const URLS = ["https://www.instagram.com/sara.alqahtani/", "https://www.tiktok.com/@noura.eats", "https://x.com/SaudiFoodie"];

const create = (headers: Record<string, string>, body: object) =>
  env.app.inject({ method: "POST", url: "/api/comparison-requests/", headers, payload: body });

describe("comparison requests", () => {
  it("drops blank rows, keeps the rest in order and lists, reads, updates and deletes the request", async () => {
    const { headers } = await signedIn();
    const created = await create(headers, { profile_urls: [URLS[0], "", "  ", URLS[1], URLS[2]], description: "Who grows faster?" });
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      profile_urls: URLS,
      description: "Who grows faster?",
      status: "pending",
      priority: "medium",
      results: null,
      processed_at: null,
    });

    expect((await env.app.inject({ url: "/api/comparison-requests/", headers })).json()).toEqual([request]);
    expect((await env.app.inject({ url: `/api/comparison-requests/${request.id}/`, headers })).json()).toEqual(request);

    const updated = await env.app.inject({
      method: "PUT",
      url: `/api/comparison-requests/${request.id}/`,
      headers,
      payload: { profile_urls: URLS.slice(0, 2), description: "" },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ profile_urls: URLS.slice(0, 2), description: null });

    expect((await env.app.inject({ method: "DELETE", url: `/api/comparison-requests/${request.id}/`, headers })).statusCode).toBe(204);
    expect((await env.app.inject({ url: "/api/comparison-requests/", headers })).json()).toEqual([]);
  });

  it("stores a link given without its scheme with https://", async () => {
    const { headers } = await signedIn();
    const response = await create(headers, { profile_urls: ["instagram.com/sara", "x.com/noura"] });
    expect(response.statusCode).toBe(201);
    expect(response.json().profile_urls).toEqual(["https://instagram.com/sara", "https://x.com/noura"]);
  });

  it.each([
    [[URLS[0]], "profile_urls", REQUEST_MSG.minLinks],
    [[URLS[0], "", " "], "profile_urls", REQUEST_MSG.minLinks],
    [[], "profile_urls", REQUEST_MSG.minLinks],
    [Array.from({ length: 11 }, (_, i) => `https://x.com/account${i}`), "profile_urls", REQUEST_MSG.maxLinks],
    [[URLS[0], "not a link"], "profile_urls.1", REQUEST_MSG.invalidLink],
    [[URLS[0], "ftp://files.example.com/x"], "profile_urls.1", REQUEST_MSG.invalidLink],
    [[URLS[0], "https://localhost/x"], "profile_urls.1", REQUEST_MSG.invalidLink],
  ])("refuses %o", async (profile_urls, field, message) => {
    const { headers } = await signedIn();
    const response = await create(headers, { profile_urls });
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
  });

  it("accepts exactly 10 links after dropping blanks", async () => {
    const { headers } = await signedIn();
    const ten = Array.from({ length: 10 }, (_, i) => `https://x.com/account${i}`);
    const response = await create(headers, { profile_urls: [...ten, "", ""] });
    expect(response.statusCode).toBe(201);
    expect(response.json().profile_urls).toHaveLength(10);
  });

  it("refuses a missing list and an anonymous caller", async () => {
    const { headers } = await signedIn();
    expect((await create(headers, {})).json()).toEqual({ profile_urls: [REQUEST_MSG.minLinks] });
    expect((await create({}, { profile_urls: URLS })).statusCode).toBe(401);
  });

  it("allows no change once the request is being processed (409)", async () => {
    const { headers } = await signedIn();
    const id = (await create(headers, { profile_urls: URLS })).json().id;
    await env.ctx.db.updateTable("comparison_requests").set({ status: "processing" }).where("id", "=", id).execute();
    const update = await env.app.inject({ method: "PUT", url: `/api/comparison-requests/${id}/`, headers, payload: { description: "x" } });
    expect(update.statusCode).toBe(409);
    expect((await env.app.inject({ method: "DELETE", url: `/api/comparison-requests/${id}/`, headers })).statusCode).toBe(409);
  });
});

describe("comparison request ownership", () => {
  it("answers 404 to another workspace's id for read, update and delete, and never lists it", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = (await create(owner.headers, { profile_urls: URLS })).json().id;

    expect((await env.app.inject({ url: "/api/comparison-requests/", headers: other.headers })).json()).toEqual([]);
    expect((await env.app.inject({ url: `/api/comparison-requests/${id}/`, headers: other.headers })).statusCode).toBe(404);
    const update = await env.app.inject({
      method: "PUT",
      url: `/api/comparison-requests/${id}/`,
      headers: other.headers,
      payload: { profile_urls: URLS.slice(1) },
    });
    expect(update.statusCode).toBe(404);
    expect((await env.app.inject({ method: "DELETE", url: `/api/comparison-requests/${id}/`, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await env.app.inject({ url: `/api/comparison-requests/${id}/`, headers: owner.headers })).json().profile_urls).toEqual(URLS);
  });
});

describe("the workspace's comparison requests", () => {
  it("are every member's: a second member reads and edits the owner's; another workspace gets 404", async () => {
    const { owner, member, outsider, workspaceA } = await twoWorkspaces(env.ctx);
    const id = (await create(owner.headers, { profile_urls: URLS })).json().id;
    const membersId = (await create(member.headers, { profile_urls: URLS.slice(1) })).json().id;

    expect((await env.app.inject({ url: "/api/comparison-requests/", headers: member.headers })).json()).toHaveLength(2);
    const edited = await env.app.inject({
      method: "PUT",
      url: `/api/comparison-requests/${id}/`,
      headers: member.headers,
      payload: { profile_urls: URLS.slice(0, 2) },
    });
    expect(edited.statusCode).toBe(200);
    expect((await env.app.inject({ url: `/api/comparison-requests/${id}/`, headers: owner.headers })).json().profile_urls).toEqual(
      URLS.slice(0, 2),
    );
    const asked = await env.ctx.db
      .selectFrom("comparison_requests")
      .select(["user_id", "workspace_id"])
      .where("id", "=", membersId)
      .executeTakeFirst();
    expect(asked).toEqual({ user_id: member.user.id, workspace_id: workspaceA });

    expect((await env.app.inject({ url: "/api/comparison-requests/", headers: outsider.headers })).json()).toEqual([]);
    expect((await env.app.inject({ url: `/api/comparison-requests/${id}/`, headers: outsider.headers })).statusCode).toBe(404);
    expect((await env.app.inject({ method: "DELETE", url: `/api/comparison-requests/${id}/`, headers: outsider.headers })).statusCode).toBe(
      404,
    );
    expect((await env.app.inject({ method: "DELETE", url: `/api/comparison-requests/${id}/`, headers: member.headers })).statusCode).toBe(
      204,
    );
  });
});
