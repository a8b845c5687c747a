import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../../test/billing-factories.ts";
import { FIXTURES } from "../../../../test/fixtures/influencers.ts";
import { twoWorkspaces } from "../../../../test/fixtures/workspace-members.ts";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { getBalance, setCredits } from "../../../core/credits/ledger.ts";
import { upsertInfluencers } from "../importer/import-records.ts";

/** A search is paid from the workspace's credits, once per filters per window for the whole team, and records who ran it. */
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await upsertInfluencers(env.ctx.db, FIXTURES);
});
afterAll(() => env.close());

const search = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  env.app.inject({ method: "POST", url: "/api/search/", headers, payload });

const searchCharges = (workspaceId: string) =>
  env.ctx.db
    .selectFrom("credit_ledger")
    .select(["user_id", "delta", "balance_after"])
    .where("workspace_id", "=", workspaceId)
    .where("reason", "=", "search")
    .orderBy("id")
    .execute();

describe("searching in a team workspace", () => {
  it("two members share one balance: member B's search is charged to the workspace and the ledger records B", async () => {
    const team = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, team.owner.user.id, 2, team.workspaceA);
    const response = await search(team.member.headers, { social_network: "instagram", page: 1, limit: 50 });
    expect(response.statusCode).toBe(200);
    expect(response.json().credits_remaining).toBe(1_210);
    expect(await getBalance(env.ctx.db, team.workspaceA)).toBe(1_210);
    expect(await searchCharges(team.workspaceA)).toEqual([{ user_id: team.member.user.id, delta: "-40.00", balance_after: "1210.00" }]);
    const charge = await env.ctx.db
      .selectFrom("search_charges")
      .select(["workspace_id", "user_id"])
      .where("workspace_id", "=", team.workspaceA)
      .executeTakeFirstOrThrow();
    expect(charge).toEqual({ workspace_id: team.workspaceA, user_id: team.member.user.id });
    // The owner sees the balance B's search left.
    expect((await env.app.inject({ url: "/api/subscriptions/current/", headers: team.owner.headers })).json().credits_remaining).toBe(
      1_210,
    );
  });

  it("a colleague repeating the same search within the window pays nothing; other filters are charged to whoever runs them", async () => {
    const team = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, team.owner.user.id, 2, team.workspaceA);
    const filters = { social_network: "instagram", limit: 50 };
    expect((await search(team.owner.headers, { ...filters, page: 1 })).json().credits_remaining).toBe(1_210);
    const repeated = await search(team.member.headers, { ...filters, page: 1 });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().credits_remaining).toBe(1_210);
    const other = await search(team.member.headers, { social_network: "youtube", page: 1, limit: 50 });
    expect(other.json().credits_remaining).toBe(1_170);
    expect((await searchCharges(team.workspaceA)).map((c) => c.user_id)).toEqual([team.owner.user.id, team.member.user.id]);
  });

  it("another workspace's payment of the same filters does not make them free, and its balance is its own", async () => {
    const team = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, team.owner.user.id, 2, team.workspaceA);
    await createSubscription(env.ctx, team.outsider.user.id, 2, team.workspaceB);
    const filters = { social_network: "instagram", page: 1, limit: 50 };
    expect((await search(team.member.headers, filters)).json().credits_remaining).toBe(1_210);
    expect((await search(team.outsider.headers, filters)).json().credits_remaining).toBe(1_210);
    expect(await getBalance(env.ctx.db, team.workspaceA)).toBe(1_210);
    expect(await getBalance(env.ctx.db, team.workspaceB)).toBe(1_210);
  });

  it("a member is refused (402) when the workspace's credits are short, whoever spent them", async () => {
    const team = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, team.owner.user.id, 2, team.workspaceA);
    await setCredits(env.ctx.db, { workspaceId: team.workspaceA, userId: team.owner.user.id, balance: 39, reason: "admin_adjustment" });
    const refused = await search(team.member.headers, { social_network: "instagram", page: 1, limit: 50 });
    expect(refused.statusCode).toBe(402);
    expect(await getBalance(env.ctx.db, team.workspaceA)).toBe(39);
  });

  it("a member removed from the workspace searches on their own workspace's plan from their next request", async () => {
    const team = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, team.owner.user.id, 2, team.workspaceA);
    expect((await search(team.member.headers, { social_network: "instagram", page: 1, limit: 50 })).statusCode).toBe(200);
    await env.ctx.db
      .deleteFrom("workspace_members")
      .where("user_id", "=", team.member.user.id)
      .where("workspace_id", "=", team.workspaceA)
      .execute();
    // Their own (new, personal) workspace has no plan: 403, and the team's credits are untouched.
    const after = await search(team.member.headers, { social_network: "youtube", page: 1, limit: 50 });
    expect(after.statusCode).toBe(403);
    expect(await getBalance(env.ctx.db, team.workspaceA)).toBe(1_210);
  });
});
