import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import { chargeCredits } from "../../core/credits/ledger.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function signedIn() {
  const user = await createUser(env.ctx);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

describe("GET /api/subscriptions/current/", () => {
  it("answers 404 'No active subscription found' without one, and needs a token", async () => {
    const { headers } = await signedIn();
    const response = await env.app.inject({ url: "/api/subscriptions/current/", headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "No active subscription found", code: "no_active_subscription" });
    expect((await env.app.inject({ url: "/api/subscriptions/current/" })).statusCode).toBe(401);
  });

  it("returns the §3 shape with credits from the ledger and this period's searches", async () => {
    const { user, headers } = await signedIn();
    const subscription = await createSubscription(env.ctx, user.id, 2);
    await chargeCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 40, reason: "search" });
    const body = (await env.app.inject({ url: "/api/subscriptions/current/", headers })).json();
    expect(body).toMatchObject({
      id: subscription.id,
      plan: { id: 2, name: "Growth", interval: "month" },
      is_active: true,
      status: "active",
      credits_remaining: 1210,
      searches_this_period: 1,
      searches_remaining: 30,
      next_plan: null,
      cancelled_at: null,
    });
    const start = new Date(body.start_date);
    const end = new Date(body.end_date);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    expect(body.last_period_reset).toBe(body.start_date);
  });
});

describe("POST /api/subscriptions/ and GET /api/subscriptions/", () => {
  it("records the chosen plan as one pending subscription that grants nothing", async () => {
    const { headers } = await signedIn();
    const first = await env.app.inject({ method: "POST", url: "/api/subscriptions/", headers, payload: { plan_id: 1 } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: "pending",
      is_active: false,
      plan: { name: "Basic" },
      credits_remaining: 0,
      start_date: null,
    });
    const second = await env.app.inject({ method: "POST", url: "/api/subscriptions/", headers, payload: { plan_id: 3 } });
    expect(second.json()).toMatchObject({ id: first.json().id, plan: { name: "Professional" } });
    expect((await env.app.inject({ url: "/api/subscriptions/current/", headers })).statusCode).toBe(404);
    const bad = await env.app.inject({ method: "POST", url: "/api/subscriptions/", headers, payload: { plan_id: 99 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ plan_id: ["Unknown plan"] });
  });

  it("lists only the caller's own subscriptions, newest first", async () => {
    const me = await signedIn();
    const other = await signedIn();
    await createSubscription(env.ctx, me.user.id, 1);
    await createSubscription(env.ctx, me.user.id, 2);
    await createSubscription(env.ctx, other.user.id, 3);
    const list = (await env.app.inject({ url: "/api/subscriptions/", headers: me.headers })).json() as Array<{
      status: string;
      plan: { id: number };
    }>;
    expect(list.map((s) => [s.plan.id, s.status])).toEqual([
      [2, "active"],
      [1, "replaced"],
    ]);
  });
});

describe("PATCH /api/subscriptions/{id}/", () => {
  it("remembers the new plan for the next payment and keeps the current one", async () => {
    const { user, headers } = await signedIn();
    const subscription = await createSubscription(env.ctx, user.id, 2);
    const response = await env.app.inject({
      method: "PATCH",
      url: `/api/subscriptions/${subscription.id}/`,
      headers,
      payload: { plan_id: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ plan: { id: 2 }, next_plan: { id: 3, name: "Professional" }, status: "active" });
    const back = await env.app.inject({ method: "PATCH", url: `/api/subscriptions/${subscription.id}/`, headers, payload: { plan_id: 2 } });
    expect(back.json().next_plan).toBeNull();
  });

  it("is a 404 on someone else's subscription", async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const subscription = await createSubscription(env.ctx, owner.user.id);
    const url = `/api/subscriptions/${subscription.id}/`;
    expect((await env.app.inject({ method: "PATCH", url, headers: intruder.headers, payload: { plan_id: 3 } })).statusCode).toBe(404);
    expect((await env.app.inject({ method: "POST", url: `${url}cancel/`, headers: intruder.headers })).statusCode).toBe(404);
  });
});

describe("POST /api/subscriptions/{id}/cancel/", () => {
  it("marks it cancelled, keeps access and credits until end_date, and is harmless twice", async () => {
    const { user, headers } = await signedIn();
    const subscription = await createSubscription(env.ctx, user.id, 2);
    await env.app.inject({ method: "PATCH", url: `/api/subscriptions/${subscription.id}/`, headers, payload: { plan_id: 3 } });
    const url = `/api/subscriptions/${subscription.id}/cancel/`;
    const response = await env.app.inject({ method: "POST", url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "cancelled", is_active: true, credits_remaining: 1250, next_plan: null });
    expect(response.json().cancelled_at).toEqual(expect.any(String));
    expect((await env.app.inject({ method: "POST", url, headers })).json().status).toBe("cancelled");
    const current = await env.app.inject({ url: "/api/subscriptions/current/", headers });
    expect(current.json()).toMatchObject({ id: subscription.id, status: "cancelled", is_active: true });
  });

  it("refuses a pending subscription", async () => {
    const { headers } = await signedIn();
    const pending = (await env.app.inject({ method: "POST", url: "/api/subscriptions/", headers, payload: { plan_id: 1 } })).json();
    const response = await env.app.inject({ method: "POST", url: `/api/subscriptions/${pending.id}/cancel/`, headers });
    expect(response.statusCode).toBe(409);
  });
});

describe("at most one active subscription per workspace", () => {
  it("is enforced by the database itself", async () => {
    const { user } = await signedIn();
    await createSubscription(env.ctx, user.id);
    const now = new Date();
    const secondActive = env.ctx.db
      .insertInto("subscriptions")
      .values({
        workspace_id: workspaceIdOf(user),
        user_id: user.id,
        plan_id: 1,
        status: "active",
        start_date: now,
        end_date: new Date(now.getTime() + 86_400_000),
      })
      .execute();
    await expect(secondActive).rejects.toMatchObject({ code: "23505", constraint: "subscriptions_one_current_per_workspace" });
  });

  it("holds when activations for one workspace race", async () => {
    const { user } = await signedIn();
    await Promise.all([1, 2, 3, 1, 2, 3].map((planId) => createSubscription(env.ctx, user.id, planId)));
    const rows = await env.ctx.db.selectFrom("subscriptions").select("status").where("user_id", "=", user.id).execute();
    expect(rows.filter((r) => r.status === "active")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "replaced")).toHaveLength(5);
  });
});
