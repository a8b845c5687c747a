import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv } from "./helpers.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe("the HTTP application", () => {
  it("reports the database in /api/health", async () => {
    const response = await env.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", database: { status: "up", embedded: true } });
  });

  it("publishes OpenAPI documentation at /api/docs", async () => {
    const spec = (await env.app.inject({ url: "/api/docs/json" })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(["/api/auth/register/", "/api/auth/token/", "/api/user/profile/update/"]),
    );
    expect(spec.paths["/api/auth/register/"].post.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "confirm_password",
    );
    expect((await env.app.inject({ url: "/api/docs" })).statusCode).toBeLessThan(400);
  });

  it("echoes a request id, or makes one", async () => {
    const given = await env.app.inject({ url: "/api/health", headers: { "x-request-id": "abc-123" } });
    expect(given.headers["x-request-id"]).toBe("abc-123");
    const made = await env.app.inject({ url: "/api/health" });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await env.app.inject({ url: "/api/nothing-here/" });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toContain("Not found");
  });

  it("answers the subscription check with 404 'No active subscription found' until billing exists", async () => {
    const user = await createUser(env.ctx);
    const response = await env.app.inject({ url: "/api/subscriptions/current/", headers: bearer(await accessTokenFor(env.ctx, user)) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "No active subscription found", code: "no_active_subscription" });
    expect((await env.app.inject({ url: "/api/subscriptions/current/" })).statusCode).toBe(401);
  });

  it("lists outbox mail outside production", async () => {
    await env.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: {
        email: "outbox@example.com",
        password: "amber-falcon-ledger-42",
        confirm_password: "amber-falcon-ledger-42",
        first_name: "O",
        last_name: "B",
      },
    });
    const mails = (await env.app.inject({ url: "/api/dev/outbox?to=outbox@example.com" })).json();
    expect(mails).toHaveLength(1);
    expect(mails[0].links[0]).toContain("/verify-email?token=");
  });
});

describe("production mode", () => {
  it("has no dev outbox", async () => {
    const prod = await createTestEnv({ NODE_ENV: "production" });
    try {
      expect((await prod.app.inject({ url: "/api/dev/outbox" })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
