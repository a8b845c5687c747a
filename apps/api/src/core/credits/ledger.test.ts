import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import { chargeCredits, getBalance, grantCredits, InsufficientCreditsError, setCredits } from "./ledger.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function ledgerSum(userId: number): Promise<number> {
  const rows = await env.ctx.db.selectFrom("credit_ledger").select("delta").where("user_id", "=", userId).execute();
  return rows.reduce((sum, row) => sum + Number(row.delta), 0);
}

describe("the credit ledger", () => {
  it("lets exactly as many of 50 concurrent charges through as the balance covers", async () => {
    const user = await createUser(env.ctx);
    await grantCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 7 * 40, reason: "purchase" });
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        chargeCredits(env.ctx.db, {
          workspaceId: workspaceIdOf(user),
          userId: user.id,
          amount: 40,
          reason: "search",
          reference: `search:${i}`,
        }),
      ),
    );
    const succeeded = attempts.filter((a) => a.status === "fulfilled");
    const refused = attempts.filter((a) => a.status === "rejected");
    expect(succeeded).toHaveLength(7);
    expect(refused).toHaveLength(43);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientCreditsError);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });

  it("charges a retried request with the same idempotency key once, even concurrently", async () => {
    const user = await createUser(env.ctx);
    await grantCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 100, reason: "purchase" });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        chargeCredits(env.ctx.db, {
          workspaceId: workspaceIdOf(user),
          userId: user.id,
          amount: 30,
          reason: "report",
          idempotencyKey: "report:1",
        }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(70);
    expect(results.every((r) => r.balance === 70)).toBe(true);
  });

  it("refuses a charge above the balance and changes nothing", async () => {
    const user = await createUser(env.ctx);
    await grantCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 10, reason: "purchase" });
    await expect(
      chargeCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 10.01, reason: "search" }),
    ).rejects.toMatchObject({
      status: 402,
      balance: 10,
    });
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(10);
    const entries = await env.ctx.db.selectFrom("credit_ledger").selectAll().where("user_id", "=", user.id).execute();
    expect(entries).toHaveLength(1);
  });

  it("records the difference when a balance is set, with the actor", async () => {
    const user = await createUser(env.ctx);
    const admin = await createUser(env.ctx, { role: "admin" });
    await grantCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 1250, reason: "purchase" });
    await chargeCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 40.5, reason: "search" });
    const result = await setCredits(env.ctx.db, {
      workspaceId: workspaceIdOf(user),
      userId: user.id,
      balance: 2000,
      reason: "admin_adjustment",
      actorId: admin.id,
      reference: "raised for a campaign",
    });
    expect(result.balance).toBe(2000);
    const last = await env.ctx.db
      .selectFrom("credit_ledger")
      .selectAll()
      .where("user_id", "=", user.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ delta: "790.50", balance_after: "2000.00", actor_id: admin.id, reason: "admin_adjustment" });
    expect(await ledgerSum(user.id)).toBe(2000);
  });

  it("rolls back with the caller's transaction", async () => {
    const user = await createUser(env.ctx);
    await grantCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 50, reason: "purchase" });
    await expect(
      env.ctx.db.transaction().execute(async (trx) => {
        await chargeCredits(trx, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 50, reason: "report" });
        throw new Error("report row could not be written");
      }),
    ).rejects.toThrow("report row");
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(50);
  });

  it("has a zero balance for a user without an account", async () => {
    const user = await createUser(env.ctx);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(0);
    await expect(
      chargeCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 1, reason: "search" }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
  });
});
