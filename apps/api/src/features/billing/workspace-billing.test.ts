import { BILLING_MSG } from "@radar/contract/billing";
import { ERROR_CODE } from "@radar/contract/error-codes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkoutBody,
  createPaymentTestEnv,
  createSubscription,
  type PaymentTestEnv,
  payInSandbox,
  paymentStatusUrl,
  SANDBOX_CARDS,
} from "../../../test/billing-factories.ts";
import { joinWorkspace, twoWorkspaces } from "../../../test/fixtures/workspace-members.ts";
import { accessTokenFor, bearer, createUser, workspaceIdOf } from "../../../test/helpers.ts";
import { chargeCredits, getBalance } from "../../core/credits/ledger.ts";
import { runBillingCycle } from "./billing-cycle.ts";
import { addMonths } from "./period-math.ts";

/** The subscription, the credits, payments and invoices are the workspace's; committing money is its owner's. */
let env: PaymentTestEnv;
beforeAll(async () => {
  env = await createPaymentTestEnv();
});
afterAll(() => env.close());

const inject = (headers: Record<string, string>, method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: object) =>
  env.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const ownerOnly = { detail: BILLING_MSG.ownerOnly, code: ERROR_CODE.billingOwnerOnly };

describe("a workspace's plan and credits", () => {
  it("every member reads the one subscription and balance; a charge by one member is everyone's", async () => {
    const team = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, team.owner.user.id, 2, team.workspaceA);
    await chargeCredits(env.ctx.db, { workspaceId: team.workspaceA, userId: team.member.user.id, amount: 40, reason: "search" });
    for (const who of [team.owner, team.member]) {
      const current = await inject(who.headers, "GET", "/api/subscriptions/current/");
      expect(current.statusCode).toBe(200);
      expect(current.json()).toMatchObject({ plan: { id: 2 }, credits_remaining: 1_210, searches_this_period: 1 });
      expect((await inject(who.headers, "GET", "/api/subscriptions/")).json()).toHaveLength(1);
    }
    // The outsider's own workspace has no plan: nothing of the team's shows.
    expect((await inject(team.outsider.headers, "GET", "/api/subscriptions/current/")).statusCode).toBe(404);
    expect(await getBalance(env.ctx.db, team.workspaceB)).toBe(0);
  });

  it("a member who is not the owner cannot subscribe, change or cancel the plan, pay or edit billing details (403)", async () => {
    const team = await twoWorkspaces(env.ctx);
    const subscription = await createSubscription(env.ctx, team.owner.user.id, 2, team.workspaceA);
    const admin = await joinWorkspace(env.ctx, await createUser(env.ctx), team.workspaceA, "admin");
    const adminHeaders = bearer(await accessTokenFor(env.ctx, admin));
    const details = { legal_name: "Nakhla Trading Co.", street: "Olaya Street 4", city: "Riyadh", postal_code: "12244", country: "SA" };
    for (const headers of [team.member.headers, adminHeaders]) {
      const refusals = [
        await inject(headers, "POST", "/api/subscriptions/", { plan_id: 3 }),
        await inject(headers, "PATCH", `/api/subscriptions/${subscription.id}/`, { plan_id: 3 }),
        await inject(headers, "POST", `/api/subscriptions/${subscription.id}/cancel/`),
        await inject(headers, "POST", `/api/subscriptions/${subscription.id}/withdraw_plan_change/`),
        await inject(headers, "POST", "/api/payments/prepare_checkout/", checkoutBody(2)),
        await inject(headers, "PUT", "/api/billing/details/", details),
        await inject(headers, "GET", "/api/invoices/"),
      ];
      for (const refusal of refusals) {
        expect(refusal.statusCode).toBe(403);
        expect(refusal.json()).toEqual(ownerOnly);
      }
      // Reading the plan and who the invoices are made out to stays open to every member.
      expect((await inject(headers, "GET", "/api/subscriptions/current/")).statusCode).toBe(200);
      expect((await inject(headers, "GET", "/api/billing/details/")).json()).toEqual({ details: null });
    }
    // Nothing moved: no pending choice, no payment, the plan still active without a change.
    const rows = await env.ctx.db.selectFrom("subscriptions").selectAll().where("workspace_id", "=", team.workspaceA).execute();
    expect(rows.map((r) => [r.status, r.next_plan_id])).toEqual([["active", null]]);
    expect(await env.ctx.db.selectFrom("payments").select("id").where("workspace_id", "=", team.workspaceA).execute()).toEqual([]);
    // The owner may: billing details are the workspace's, and every member then reads them.
    expect((await inject(team.owner.headers, "PUT", "/api/billing/details/", details)).statusCode).toBe(200);
    expect((await inject(team.member.headers, "GET", "/api/billing/details/")).json().details).toMatchObject({
      legal_name: details.legal_name,
    });
    expect((await inject(team.outsider.headers, "GET", "/api/billing/details/")).json()).toEqual({ details: null });
    expect((await inject(team.owner.headers, "POST", `/api/subscriptions/${subscription.id}/cancel/`)).statusCode).toBe(200);
  });

  it("a removed member no longer sees the workspace's plan or balance on their next request", async () => {
    const team = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, team.owner.user.id, 2, team.workspaceA);
    expect((await inject(team.member.headers, "GET", "/api/subscriptions/current/")).json().credits_remaining).toBe(1_250);
    const removed = await env.app.inject({
      method: "DELETE",
      url: `/api/workspaces/current/members/${team.member.user.id}/`,
      headers: team.owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    // Same token, next request: back in their own workspace, which has no plan.
    const after = await inject(team.member.headers, "GET", "/api/subscriptions/current/");
    expect(after.statusCode).toBe(404);
    expect(after.json().code).toBe(ERROR_CODE.noActiveSubscription);
    expect(await inject(team.member.headers, "GET", "/api/subscriptions/").then((r) => r.json())).toEqual([]);
  });
});

describe("a workspace's payments", () => {
  it("the owner's payment activates the workspace it was prepared for, even after switching away; its invoice is the workspace's and mailed to its owners", async () => {
    const team = await twoWorkspaces(env.ctx);
    const coOwner = await joinWorkspace(env.ctx, await createUser(env.ctx), team.workspaceA, "owner");
    // Another workspace the owner belongs to, switched to between paying and coming back.
    const elsewhere = workspaceIdOf(await createUser(env.ctx));
    await env.ctx.db
      .insertInto("workspace_members")
      .values({ workspace_id: elsewhere, user_id: team.owner.user.id, role: "member" })
      .execute();

    const prepared = await inject(team.owner.headers, "POST", "/api/payments/prepare_checkout/", checkoutBody(2));
    expect(prepared.statusCode).toBe(200);
    const checkoutId: string = prepared.json().checkout_id;
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
    await env.ctx.db.updateTable("users").set({ current_workspace_id: elsewhere }).where("id", "=", team.owner.user.id).execute();
    expect((await inject(team.owner.headers, "GET", paymentStatusUrl(checkoutId))).json().payment_successful).toBe(true);

    expect(await getBalance(env.ctx.db, team.workspaceA)).toBe(1_250);
    expect(await getBalance(env.ctx.db, elsewhere)).toBe(0);
    const grant = await env.ctx.db
      .selectFrom("credit_ledger")
      .select(["user_id", "delta"])
      .where("workspace_id", "=", team.workspaceA)
      .where("reason", "=", "purchase")
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({ user_id: team.owner.user.id, delta: "1250.00" });
    // The member reads the plan the owner bought.
    expect((await inject(team.member.headers, "GET", "/api/subscriptions/current/")).json()).toMatchObject({ credits_remaining: 1_250 });

    const invoice = await env.ctx.db
      .selectFrom("invoices")
      .selectAll()
      .where("workspace_id", "=", team.workspaceA)
      .executeTakeFirstOrThrow();
    expect(invoice.owner_user_id).toBe(team.owner.user.id);
    const mailed = await env.ctx.db
      .selectFrom("mail_outbox")
      .select("to_address")
      .where("template", "=", "tax-invoice")
      .where("to_address", "in", [team.owner.user.email, coOwner.email, team.member.user.email])
      .execute();
    expect(mailed.map((m) => m.to_address).sort()).toEqual([team.owner.user.email, coOwner.email].sort());
    // The co-owner lists and downloads it; in the owner's other workspace it is another workspace's (404).
    const coOwnerHeaders = bearer(await accessTokenFor(env.ctx, coOwner));
    const listed = (await inject(coOwnerHeaders, "GET", "/api/invoices/")).json().invoices;
    expect(listed.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
    expect((await inject(coOwnerHeaders, "GET", `/api/invoices/${invoice.id}/pdf/`)).statusCode).toBe(200);
    expect((await inject(team.member.headers, "GET", `/api/invoices/${invoice.id}/pdf/`)).json()).toEqual(ownerOnly);
    expect((await inject(team.owner.headers, "GET", `/api/invoices/${invoice.id}/pdf/`)).statusCode).toBe(404);
    expect((await inject(team.outsider.headers, "GET", `/api/invoices/${invoice.id}/pdf/`)).statusCode).toBe(404);
  });

  it("the monthly reset and the expiry move the credits of the subscription's own workspace", async () => {
    const team = await twoWorkspaces(env.ctx);
    const subscription = await createSubscription(env.ctx, team.owner.user.id, 5, team.workspaceA);
    await chargeCredits(env.ctx.db, { workspaceId: team.workspaceA, userId: team.member.user.id, amount: 400, reason: "search" });
    // The payer switching workspace changes nothing: the job reads the subscription's workspace.
    await env.ctx.db.updateTable("users").set({ current_workspace_id: team.workspaceB }).where("id", "=", team.owner.user.id).execute();
    const later = new Date(addMonths(subscription.start_date as Date, 1).getTime() + 60_000);
    expect((await runBillingCycle(env.ctx.db, later)).reset).toBeGreaterThanOrEqual(1);
    expect(await getBalance(env.ctx.db, team.workspaceA)).toBe(1_250);
    expect(await getBalance(env.ctx.db, team.workspaceB)).toBe(0);
    const reset = await env.ctx.db
      .selectFrom("credit_ledger")
      .select(["user_id", "workspace_id"])
      .where("reason", "=", "monthly_reset")
      .where("reference", "=", `subscription:${subscription.id}`)
      .executeTakeFirstOrThrow();
    expect(reset).toEqual({ user_id: team.owner.user.id, workspace_id: team.workspaceA });
  });
});
