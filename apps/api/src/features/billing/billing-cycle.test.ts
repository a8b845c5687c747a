import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import { chargeCredits, getBalance } from "../../core/credits/ledger.ts";
import { JobQueue } from "../../core/jobs/job-queue.ts";
import { startJobWorkers } from "../../job-workers.ts";
import { runBillingCycle } from "./billing-cycle.ts";
import { addMonths } from "./period-math.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
const subscriptionRow = (id: number) => env.ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const resets = (userId: number) =>
  env.ctx.db.selectFrom("credit_ledger").selectAll().where("user_id", "=", userId).where("reason", "=", "monthly_reset").execute();

describe("the billing cycle job", () => {
  it("resets a yearly plan's credits to the monthly allowance at each boundary, once", async () => {
    const user = await createUser(env.ctx);
    const subscription = await createSubscription(env.ctx, user.id, 5);
    const start = subscription.start_date as Date;
    expect(subscription.end_date).toEqual(addMonths(start, 12));
    await chargeCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 400, reason: "search" });

    const beforeBoundary = await runBillingCycle(env.ctx.db, minutesAfter(addMonths(start, 1), -1));
    expect(beforeBoundary.reset).toBe(0);
    const afterBoundary = minutesAfter(addMonths(start, 1), 1);
    expect((await runBillingCycle(env.ctx.db, afterBoundary)).reset).toBeGreaterThanOrEqual(1);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(1250);
    expect(await subscriptionRow(subscription.id)).toMatchObject({
      last_period_reset: addMonths(start, 1),
      period_index: 1,
      next_reset_at: addMonths(start, 2),
    });
    await runBillingCycle(env.ctx.db, afterBoundary);
    expect(await resets(user.id)).toHaveLength(1);

    // After downtime spanning several boundaries: one reset, to the latest.
    await chargeCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 100, reason: "search" });
    await runBillingCycle(env.ctx.db, minutesAfter(addMonths(start, 4), 5));
    expect(await subscriptionRow(subscription.id)).toMatchObject({ period_index: 4, last_period_reset: addMonths(start, 4) });
    expect((await resets(user.id)).map((r) => [r.delta, r.balance_after])).toEqual([
      ["400.00", "1250.00"],
      ["100.00", "1250.00"],
    ]);
  });

  it("ends subscriptions at end_date — cancelled ones included — and clears their credits", async () => {
    const user = await createUser(env.ctx);
    const subscription = await createSubscription(env.ctx, user.id, 2);
    await env.ctx.db
      .updateTable("subscriptions")
      .set({ status: "cancelled", cancelled_at: new Date() })
      .where("id", "=", subscription.id)
      .execute();
    const end = subscription.end_date as Date;
    await runBillingCycle(env.ctx.db, minutesAfter(end, -1));
    expect((await subscriptionRow(subscription.id)).status).toBe("cancelled");
    expect(await resets(user.id)).toHaveLength(0);
    await runBillingCycle(env.ctx.db, minutesAfter(end, 1));
    expect((await subscriptionRow(subscription.id)).status).toBe("expired");
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(0);
    await runBillingCycle(env.ctx.db, minutesAfter(end, 2));
    const expiries = await env.ctx.db
      .selectFrom("credit_ledger")
      .selectAll()
      .where("user_id", "=", user.id)
      .where("reason", "=", "expiry")
      .execute();
    expect(expiries).toHaveLength(1);
  });

  it("runs from pg-boss: the schedule is registered and a run resets a due subscription", async () => {
    const user = await createUser(env.ctx);
    const subscription = await createSubscription(env.ctx, user.id, 6);
    const start = addMonths(new Date(), -1);
    start.setUTCMinutes(start.getUTCMinutes() - 5);
    await env.ctx.db
      .updateTable("subscriptions")
      .set({ start_date: start, last_period_reset: start, end_date: addMonths(start, 12), next_reset_at: addMonths(start, 1) })
      .where("id", "=", subscription.id)
      .execute();
    await chargeCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, amount: 2000, reason: "report" });

    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(env.ctx.db);
    const jobs = await JobQueue.start(`${inject("pgServerUrl")}/${rows[0]?.name}`, env.ctx.logger);
    try {
      await startJobWorkers({ ...env.ctx, jobs });
      await jobs.trigger("billing-cycle");
      for (let i = 0; i < 40 && (await getBalance(env.ctx.db, workspaceIdOf(user))) !== 2500; i++)
        await new Promise((r) => setTimeout(r, 250));
      expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(2500);
      expect((await subscriptionRow(subscription.id)).period_index).toBe(1);
      const schedule = await sql<{ cron: string }>`SELECT cron FROM pgboss.schedule WHERE name = 'billing-cycle'`.execute(env.ctx.db);
      expect(schedule.rows).toEqual([{ cron: "*/10 * * * *" }]);
    } finally {
      await jobs.stop();
    }
  });
});
