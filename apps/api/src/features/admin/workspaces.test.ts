import { ADMIN_WORKSPACE_MSG, type TAdminWorkspaceDetail, type TAdminWorkspacePage } from "@radar/contract/admin-workspaces";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { signedInAdmin, signedInUser } from "../../../test/fixtures/admin.ts";
import { createTestEnv, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import { getBalance } from "../../core/credits/ledger.ts";

let env: TestEnv;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await signedInAdmin(env.ctx);
});
afterAll(() => env.close());

/** An owner whose workspace has a second member, a plan and a distinctive name. */
async function agency(name: string) {
  const owner = await signedInUser(env.ctx, { first_name: "Huda", last_name: "Owner" });
  const colleague = await signedInUser(env.ctx);
  const workspaceId = String(workspaceIdOf(owner.user));
  await env.ctx.db.updateTable("workspaces").set({ name }).where("id", "=", workspaceId).execute();
  await env.ctx.db
    .insertInto("workspace_members")
    .values({ workspace_id: workspaceId, user_id: colleague.user.id, role: "admin" })
    .execute();
  await env.ctx.db.updateTable("users").set({ current_workspace_id: workspaceId }).where("id", "=", colleague.user.id).execute();
  await createSubscription(env.ctx, owner.user.id, 2, workspaceId);
  return { owner, colleague, workspaceId };
}

describe("admin workspaces", () => {
  it("refuses anyone who is not an admin (403) and anonymous callers (401)", async () => {
    const { owner, workspaceId } = await agency("Refused Agency");
    const calls = [
      { method: "GET" as const, url: "/api/admin/workspaces/" },
      { method: "GET" as const, url: `/api/admin/workspaces/${workspaceId}/` },
      { method: "PUT" as const, url: `/api/admin/workspaces/${workspaceId}/credits/`, payload: { credits: 1, reason: "x" } },
    ];
    for (const call of calls) {
      expect((await env.app.inject({ ...call, headers: owner.headers })).statusCode, call.url).toBe(403);
      expect((await env.app.inject(call)).statusCode, call.url).toBe(401);
    }
    expect(
      await env.ctx.db
        .selectFrom("credit_ledger")
        .select("id")
        .where("workspace_id", "=", workspaceId)
        .where("reason", "=", "admin_adjustment")
        .execute(),
    ).toEqual([]);
  });

  it("searches by workspace name and by a member's e-mail, paginated", async () => {
    const first = await agency("Falcon Media Riyadh");
    await agency("Falcon Media Jeddah");
    const byName = await env.app.inject({ url: "/api/admin/workspaces/?q=falcon%20media&limit=1", headers: admin.headers });
    expect(byName.statusCode).toBe(200);
    const page: TAdminWorkspacePage = byName.json();
    expect(page.count).toBe(2);
    expect(page.results).toHaveLength(1);

    const byEmail: TAdminWorkspacePage = (
      await env.app.inject({ url: `/api/admin/workspaces/?q=${encodeURIComponent(first.colleague.user.email)}`, headers: admin.headers })
    ).json();
    // The colleague's own personal workspace and the agency both have them as a member.
    expect(byEmail.results.map((row) => row.id)).toContain(first.workspaceId);
    const row = byEmail.results.find((item) => item.id === first.workspaceId);
    expect(row).toMatchObject({ name: "Falcon Media Riyadh", owner_email: first.owner.user.email, members: 2, plan: { id: 2 } });
    // Wildcards in the search are literal.
    expect((await env.app.inject({ url: "/api/admin/workspaces/?q=%25%25%25", headers: admin.headers })).json().count).toBe(0);
  });

  it("shows a workspace's members with roles, plan, credits and invoices; an unknown one is 404", async () => {
    const { owner, colleague, workspaceId } = await agency("Detail Agency");
    const response = await env.app.inject({ url: `/api/admin/workspaces/${workspaceId}/`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const detail: TAdminWorkspaceDetail = response.json();
    expect(detail.member_list.map((member) => [member.user_id, member.role])).toEqual([
      [owner.user.id, "owner"],
      [colleague.user.id, "admin"],
    ]);
    expect(detail.credits).toBe(await getBalance(env.ctx.db, workspaceId));
    expect(detail.plan).toMatchObject({ id: 2, status: "active" });
    expect(detail.invoices).toEqual([]);
    const missing = await env.app.inject({ url: "/api/admin/workspaces/999999999/", headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: ADMIN_WORKSPACE_MSG.notFound });
    expect((await env.app.inject({ url: "/api/admin/workspaces/abc/", headers: admin.headers })).statusCode).toBe(400);
  });

  it("sets the workspace's credits through the ledger with the admin as actor and the reason; the members see it", async () => {
    const { owner, colleague, workspaceId } = await agency("Credits Agency");
    const response = await env.app.inject({
      method: "PUT",
      url: `/api/admin/workspaces/${workspaceId}/credits/`,
      headers: admin.headers,
      payload: { credits: "1234.50", reason: "Goodwill after outage" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: workspaceId, credits: 1234.5 });
    const entry = await env.ctx.db
      .selectFrom("credit_ledger")
      .selectAll()
      .where("workspace_id", "=", workspaceId)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      reason: "admin_adjustment",
      actor_id: admin.user.id,
      user_id: owner.user.id,
      reference: "Goodwill after outage",
      balance_after: "1234.50",
    });
    const audit = await env.ctx.db
      .selectFrom("admin_audit_log")
      .selectAll()
      .where("target_type", "=", "workspace")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ admin_id: admin.user.id, action: "credits.set", target_id: Number(workspaceId) });
    // The colleague's usage page shows the new balance.
    const usage = await env.app.inject({ url: "/api/workspaces/current/usage/?kind=admin_adjustment", headers: colleague.headers });
    expect(usage.json()).toMatchObject({ balance: 1234.5, count: 1 });

    for (const payload of [{ credits: 5 }, { credits: 5, reason: "  " }, { credits: -1, reason: "x" }]) {
      const refused = await env.app.inject({
        method: "PUT",
        url: `/api/admin/workspaces/${workspaceId}/credits/`,
        headers: admin.headers,
        payload,
      });
      expect(refused.statusCode).toBe(400);
    }
    const unknown = await env.app.inject({
      method: "PUT",
      url: "/api/admin/workspaces/999999999/credits/",
      headers: admin.headers,
      payload: { credits: 5, reason: "x" },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("the per-user credits edit sets the balance of the user's current workspace", async () => {
    const { colleague, workspaceId } = await agency("Current Workspace Agency");
    const response = await env.app.inject({
      method: "PUT",
      url: `/api/admin/tables/profiles/${colleague.user.id}/`,
      headers: admin.headers,
      payload: { credits: 77, note: "Top-up" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ credits: 77 });
    expect(await getBalance(env.ctx.db, workspaceId)).toBe(77);
    expect(await getBalance(env.ctx.db, workspaceIdOf(colleague.user))).not.toBe(77);
  });
});
