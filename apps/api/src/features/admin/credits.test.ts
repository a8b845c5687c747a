import { ADMIN_MSG } from "@radar/contract/admin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { signedInAdmin, signedInUser } from "../../../test/fixtures/admin.ts";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";

let env: TestEnv;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await signedInAdmin(env.ctx);
});
afterAll(() => env.close());

const setCredits = (id: number | string, payload: object) =>
  env.app.inject({ method: "PUT", url: `/api/admin/tables/profiles/${id}/`, headers: admin.headers, payload });
const ledger = (userId: number) => env.ctx.db.selectFrom("credit_ledger").selectAll().where("user_id", "=", userId).orderBy("id").execute();

describe("PUT /api/admin/tables/profiles/{id}/ (credits table)", () => {
  it("sets the balance through the ledger with the admin as actor and the reason; the user's top bar figure follows", async () => {
    const customer = await signedInUser(env.ctx);
    await createSubscription(env.ctx, customer.user.id, 2);
    const response = await setCredits(customer.user.id, { credits: "1500.25", note: "Goodwill after outage" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: customer.user.id, email: customer.user.email, credits: 1500.25, plan: "standard" });

    const entries = await ledger(customer.user.id);
    expect(entries.at(-1)).toMatchObject({
      delta: "250.25",
      balance_after: "1500.25",
      reason: "admin_adjustment",
      actor_id: admin.user.id,
      reference: "Goodwill after outage",
    });
    const current = await env.app.inject({ url: "/api/subscriptions/current/", headers: customer.headers });
    expect(current.json().credits_remaining).toBe(1500.25);

    // Lowering records a negative delta; zero is allowed; no note is fine.
    await setCredits(customer.user.id, { credits: 0 });
    expect((await ledger(customer.user.id)).at(-1)).toMatchObject({ delta: "-1500.25", balance_after: "0.00", reference: null });
    const audit = await env.ctx.db
      .selectFrom("admin_audit_log")
      .selectAll()
      .where("target_id", "=", customer.user.id)
      .where("action", "=", "credits.set")
      .execute();
    expect(audit).toHaveLength(2);
  });

  it("opens an account for a user who never had credits", async () => {
    const customer = await signedInUser(env.ctx);
    expect((await setCredits(customer.user.id, { credits: 75 })).json()).toMatchObject({ credits: 75, plan: "free" });
    expect(await ledger(customer.user.id)).toHaveLength(1);
  });

  it.each([
    [{ credits: -1 }, ADMIN_MSG.creditsInvalid],
    [{ credits: 1.234 }, ADMIN_MSG.creditsInvalid],
    [{ credits: "lots" }, ADMIN_MSG.creditsInvalid],
    [{ credits: null }, ADMIN_MSG.creditsInvalid],
    [{}, ADMIN_MSG.creditsInvalid],
    [{ credits: 1e12 }, ADMIN_MSG.creditsMax],
    [{ credits: "Infinity" }, ADMIN_MSG.creditsInvalid],
  ])("refuses %o and moves nothing", async (payload, message) => {
    const customer = await signedInUser(env.ctx);
    const response = await setCredits(customer.user.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ credits: [message] });
    expect(await ledger(customer.user.id)).toEqual([]);
  });

  it("refuses unknown fields, unknown users and ids that are not ids", async () => {
    const customer = await signedInUser(env.ctx);
    expect((await setCredits(customer.user.id, { credits: 5, balance: 9 })).statusCode).toBe(400);
    const missing = await setCredits(99_999_999, { credits: 5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: ADMIN_MSG.userNotFound });
    expect((await setCredits("1 OR 1=1", { credits: 5 })).statusCode).toBe(400);
  });
});
