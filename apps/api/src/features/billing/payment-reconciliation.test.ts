import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPaymentTestEnv,
  type PaymentTestEnv,
  payerWithCheckout,
  payInSandbox,
  SANDBOX_CARDS,
} from "../../../test/billing-factories.ts";
import { workspaceIdOf } from "../../../test/helpers.ts";
import { holderSession, lockWaiter } from "../../../test/lock-waiter.ts";
import { getBalance } from "../../core/credits/ledger.ts";
import { reconcilePayments } from "./payment-reconciliation.ts";

/** Issue 18 item 6: checkouts nobody finished are settled by the reconciliation job, exactly once. */
let env: PaymentTestEnv;
beforeAll(async () => {
  env = await createPaymentTestEnv();
});
afterAll(() => env.close());

const MINUTE = 60_000;

const checkout = () => payerWithCheckout(env);

/** Moves a checkout's creation (ours and the sandbox's) `minutes` into the past. */
async function age(checkoutId: string, minutes: number) {
  const created = new Date(Date.now() - minutes * MINUTE);
  await sql`UPDATE payments SET created_at = ${created} WHERE checkout_id = ${checkoutId}`.execute(env.ctx.db);
  await sql`UPDATE sandbox_checkouts SET expires_at = ${new Date(created.getTime() + 30 * MINUTE)} WHERE id = ${checkoutId}`.execute(
    env.ctx.db,
  );
}

const paymentOf = (checkoutId: string) =>
  env.ctx.db.selectFrom("payments").selectAll().where("checkout_id", "=", checkoutId).executeTakeFirstOrThrow();

const purchasesOf = (userId: number) =>
  env.ctx.db.selectFrom("credit_ledger").selectAll().where("user_id", "=", userId).where("reason", "=", "purchase").execute();

const statusCheck = (headers: Record<string, string>, checkoutId: string) =>
  env.app.inject({ url: `/api/payments/payment_status/?checkout_id=${encodeURIComponent(checkoutId)}`, headers });

describe("payment reconciliation", () => {
  it("finalises an approved checkout whose shopper never came back, once however often and concurrently it runs", async () => {
    const { user, headers, checkoutId } = await checkout();
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
    await age(checkoutId, 6);
    const runs = await Promise.all([reconcilePayments(env.ctx), reconcilePayments(env.ctx), reconcilePayments(env.ctx)]);
    await reconcilePayments(env.ctx);
    expect(runs.some((run) => run.settled > 0)).toBe(true);
    expect(await paymentOf(checkoutId)).toMatchObject({ status: "succeeded", result_code: "000.100.110" });
    expect(await purchasesOf(user.id)).toHaveLength(1);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(1250);
    // The shopper's late return reads the same outcome.
    expect((await statusCheck(headers, checkoutId)).json()).toMatchObject({ payment_successful: true, status: "succeeded" });
    expect(await purchasesOf(user.id)).toHaveLength(1);
  });

  it("leaves checkouts under 5 minutes old to the shopper, and no longer asks about ones past their last look", async () => {
    const young = await checkout();
    await payInSandbox(env.baseUrl, young.checkoutId, { number: SANDBOX_CARDS.approved });
    const old = await checkout();
    await payInSandbox(env.baseUrl, old.checkoutId, { number: SANDBOX_CARDS.approved });
    await age(old.checkoutId, 46);
    await reconcilePayments(env.ctx);
    expect((await paymentOf(young.checkoutId)).status).toBe("created");
    expect((await paymentOf(old.checkoutId)).status).toBe("created");
  });

  it("settles a declined card as failed, and an unpaid checkout as expired once the gateway has forgotten it", async () => {
    const declined = await checkout();
    await payInSandbox(env.baseUrl, declined.checkoutId, { number: SANDBOX_CARDS.declined });
    await age(declined.checkoutId, 10);
    const abandoned = await checkout();
    await age(abandoned.checkoutId, 31);
    const open = await checkout();
    await age(open.checkoutId, 10);
    await reconcilePayments(env.ctx);
    expect(await paymentOf(declined.checkoutId)).toMatchObject({ status: "failed", result_code: "800.100.151" });
    expect((await paymentOf(abandoned.checkoutId)).status).toBe("expired");
    // Still inside its 30 minutes and not paid: the gateway says pending, nothing is final yet.
    expect((await paymentOf(open.checkoutId)).status).toBe("pending");
    for (const { user } of [declined, abandoned, open]) expect(await purchasesOf(user.id)).toHaveLength(0);
  });

  it("asks only the gateway account that created the checkout, and leaves payments it cannot reach for the next run", async () => {
    const { checkoutId } = await checkout();
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
    await age(checkoutId, 6);
    const otherEntity = { ...env.ctx, config: { ...env.ctx.config, PAYMENT_ENTITY_ID: "another-entity" } };
    expect(await reconcilePayments(otherEntity)).toEqual({ checked: 0, settled: 0, unanswered: 0 });
    const unreachable = { ...env.ctx, config: { ...env.ctx.config, PAYMENT_BASE_URL: "http://127.0.0.1:9/sandbox/hyperpay" } };
    const result = await reconcilePayments(unreachable);
    expect(result.unanswered).toBeGreaterThan(0);
    expect((await paymentOf(checkoutId)).status).toBe("created");
    await reconcilePayments(env.ctx);
    expect((await paymentOf(checkoutId)).status).toBe("succeeded");
  });

  it("finishes a payment whose status check was cut off half-way (its database session killed while it held the payment)", async () => {
    const { user, headers, checkoutId } = await checkout();
    await payInSandbox(env.baseUrl, checkoutId, { number: SANDBOX_CARDS.approved });
    const payment = await paymentOf(checkoutId);
    // Hold the payment row, so the status check stops after the gateway's answer, inside its transaction.
    const holder = await holderSession(env.ctx.db);
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT id FROM payments WHERE id = $1 FOR UPDATE", [payment.id]);
      const check = statusCheck(headers, checkoutId);
      const waiting = await lockWaiter(holder);
      await holder.query("SELECT pg_terminate_backend($1)", [waiting]);
      await holder.query("ROLLBACK");
      const cut = await check;
      expect(cut.statusCode).toBe(503);
      expect(cut.headers["retry-after"]).toBe("5");
      expect(cut.json()).toEqual({ detail: "The database is temporarily unavailable. Please try again in a moment." });
    } finally {
      await holder.end();
    }
    expect((await paymentOf(checkoutId)).status).toBe("created");
    expect(await purchasesOf(user.id)).toHaveLength(0);

    await age(checkoutId, 6);
    await reconcilePayments(env.ctx);
    expect((await paymentOf(checkoutId)).status).toBe("succeeded");
    expect(await purchasesOf(user.id)).toHaveLength(1);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(1250);
  });
});
