import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";
import { ensureDemoAccounts } from "./demo-accounts.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe("demo accounts", () => {
  it("creates a verified admin and a demo user with an active Growth subscription, once", async () => {
    await ensureDemoAccounts(env.ctx);
    await ensureDemoAccounts(env.ctx);
    const users = await env.ctx.db.selectFrom("users").select(["email", "role", "is_email_verified"]).orderBy("email").execute();
    expect(users).toEqual([
      { email: "admin@radar.local", role: "admin", is_email_verified: true },
      { email: "demo@radar.local", role: "user", is_email_verified: true },
    ]);
    const login = await env.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      payload: { email: "demo@radar.local", password: "radar-demo-2026" },
    });
    const current = await env.app.inject({
      url: "/api/subscriptions/current/",
      headers: { authorization: `Bearer ${login.json().access}` },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ status: "active", credits_remaining: 1250, plan: { id: 2 } });
  });
});
