import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { DatabaseRevocationList } from "../src/core/auth/session-revocations.ts";
import { TokenService } from "../src/core/auth/token-service.ts";
import { parseConfig } from "../src/core/config/config.ts";
import { connectDatabase, type DatabaseHandle } from "../src/core/db/database.ts";
import { secondsLeftInWindow } from "../src/core/http/rate-limits.ts";
import { createMailer } from "../src/core/mail/mailer.ts";
import { LocalFileStorage } from "../src/core/storage/storage.ts";
import { createSearchEngine } from "../src/features/discovery/public.ts";
import { freePort } from "./free-port.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv } from "./helpers.ts";

/** Every 429 and 503 the API sends says when to come back (RFC 9110 §10.2.3, RFC 6585 §4). */

function retryAfter(headers: Record<string, unknown>): number {
  const value = headers["retry-after"];
  expect(typeof value).toBe("string");
  const seconds = Number(value);
  expect(Number.isInteger(seconds)).toBe(true);
  return seconds;
}

describe("Retry-After on 429", () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv({ AUTH_RATE_LIMIT_PER_EMAIL: "1", AUTH_RATE_LIMIT_WINDOW_SECONDS: "600" });
  });
  afterAll(() => env.close());

  it("tells a rate-limited client how long its window still runs", async () => {
    const login = () =>
      env.app.inject({ method: "POST", url: "/api/auth/token/", payload: { email: "limited@example.com", password: "x-y-z-w" } });
    expect((await login()).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    const seconds = retryAfter(refused.headers);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(600);
  });

  it("counts down to the end of the fixed window", () => {
    expect(secondsLeftInWindow(60, Date.UTC(2026, 0, 1, 10, 0, 0))).toBe(60);
    expect(secondsLeftInWindow(60, Date.UTC(2026, 0, 1, 10, 0, 45))).toBe(15);
    expect(secondsLeftInWindow(60, Date.UTC(2026, 0, 1, 10, 0, 59, 900))).toBe(1);
  });
});

describe("Retry-After on 503", () => {
  let env: TestEnv;
  beforeAll(async () => {
    // No payment gateway configured: checkout answers 503 (a service's refusal that names no wait).
    env = await createTestEnv({ PAYMENT_SANDBOX: "false" });
  });
  afterAll(() => env.close());

  it("is sent with a service's 503", async () => {
    const user = await createUser(env.ctx);
    const response = await env.app.inject({
      method: "POST",
      url: "/api/payments/prepare_checkout/",
      headers: bearer(await accessTokenFor(env.ctx, user)),
      payload: {
        customer_data: {
          email: user.email,
          first_name: "Test",
          last_name: "User",
          street: "King Fahd Road",
          city: "Riyadh",
          state: "Riyadh",
          country: "SA",
          postcode: "12211",
        },
      },
    });
    expect(response.statusCode).toBe(503);
    expect(retryAfter(response.headers)).toBe(30);
  });
});

describe("Retry-After with the database away", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-retry-after-"));
    database = connectDatabase(`postgres://postgres:x@127.0.0.1:${await freePort()}/gone`, { max: 2 });
    const config = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, JWT_SECRET: "test-secret-test-secret-test-secret-0123" });
    const logger = pino({ level: "silent" });
    app = await buildApp({
      config,
      db: database.db,
      tokens: new TokenService(config.JWT_SECRET as string, 600, 3600, new DatabaseRevocationList(database.db, 600)),
      mailer: createMailer({ db: database.db, from: config.MAIL_FROM, logger }),
      storage: new LocalFileStorage(path.join(dataDir, "uploads")),
      logger,
      embeddedDatabase: false,
      search: createSearchEngine(database),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("is sent by the error handler and with a 503 a route answers itself (the health check)", async () => {
    const login = await app.inject({ method: "POST", url: "/api/auth/token/", payload: { email: "a@example.com", password: "x-y-z-w" } });
    expect(login.statusCode).toBe(503);
    expect(retryAfter(login.headers)).toBe(5);
    const health = await app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(retryAfter(health.headers)).toBe(30);
  });
});
