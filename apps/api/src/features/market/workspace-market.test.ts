import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { twoWorkspaces } from "../../../test/fixtures/workspace-members.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { getBalance, setCredits } from "../../core/credits/ledger.ts";

/** A market page is paid from the workspace's credits, once per window for the whole team, and records who fetched it. */
let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv({ SOURCES_SANDBOX_LATENCY_MS: "0" });
});
afterAll(() => env?.close());

const market = (headers: Record<string, string>, payload: object) =>
  env.app.inject({ method: "POST", url: "/api/search/market/", headers, payload });

const BRIEF = {
  social_network: "instagram",
  subscribers_count: { from: 50_000, to: 500_000 },
  account_gender: "female",
  category: { include: [1020] },
};

describe("the market in a team workspace", () => {
  it("a page one member paid for is free to a colleague within the window; the charge is the workspace's and records the payer", async () => {
    const team = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, team.owner.user.id, 2, team.workspaceA);
    await setCredits(env.ctx.db, { workspaceId: team.workspaceA, userId: team.owner.user.id, balance: 500, reason: "admin_adjustment" });

    const first = await market(team.member.headers, BRIEF);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().market.charged).toBe(80);
    expect(first.json().credits_remaining).toBe(420);

    const again = await market(team.owner.headers, BRIEF);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().market.charged).toBe(0);
    expect(again.json().credits_remaining).toBe(420);
    expect(await getBalance(env.ctx.db, team.workspaceA)).toBe(420);

    const charges = await env.ctx.db
      .selectFrom("credit_ledger")
      .select(["user_id", "delta"])
      .where("workspace_id", "=", team.workspaceA)
      .where("reason", "=", "market_search")
      .execute();
    expect(charges).toEqual([{ user_id: team.member.user.id, delta: "-80.00" }]);
    const fetches = await env.ctx.db
      .selectFrom("market_fetches")
      .select(["user_id", "workspace_id"])
      .where("workspace_id", "=", team.workspaceA)
      .execute();
    expect(fetches).toEqual([{ user_id: team.member.user.id, workspace_id: team.workspaceA }]);
    // The vendor call is recorded against the team's workspace and the member who caused it.
    const spend = await env.ctx.db
      .selectFrom("source_spend")
      .select(["user_id", "workspace_id"])
      .where("purpose", "=", "market_search")
      .where("user_id", "=", team.member.user.id)
      .execute();
    expect(spend.length).toBeGreaterThan(0);
    expect(new Set(spend.map((row) => row.workspace_id))).toEqual(new Set([team.workspaceA]));

    // Another workspace pays for the same page itself, from its own credits.
    await createSubscription(env.ctx, team.outsider.user.id, 2, team.workspaceB);
    await setCredits(env.ctx.db, { workspaceId: team.workspaceB, userId: team.outsider.user.id, balance: 100, reason: "admin_adjustment" });
    const outsider = await market(team.outsider.headers, BRIEF);
    expect(outsider.json().market.charged).toBe(80);
    expect(await getBalance(env.ctx.db, team.workspaceB)).toBe(20);
    expect(await getBalance(env.ctx.db, team.workspaceA)).toBe(420);
  });
});
