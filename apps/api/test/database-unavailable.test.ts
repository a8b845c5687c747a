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
import type { AppContext } from "../src/core/context.ts";
import { connectDatabase, type DatabaseHandle } from "../src/core/db/database.ts";
import { createMailer } from "../src/core/mail/mailer.ts";
import { LocalFileStorage } from "../src/core/storage/storage.ts";
import { createSearchEngine } from "../src/features/discovery/public.ts";
import { freePort } from "./free-port.ts";

/**
 * Issue 18 item 2: with the database gone, every route answers 503 `{detail}` with Retry-After —
 * never a 500, and never a response-schema serialisation error on routes that document other
 * shapes. The app runs on a database URL nothing listens on.
 */
let app: FastifyInstance;
let database: DatabaseHandle;
let ctx: AppContext;
const DETAIL = { detail: "The database is temporarily unavailable. Please try again in a moment." };

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-db-down-"));
  database = connectDatabase(`postgres://postgres:x@127.0.0.1:${await freePort()}/gone`, { max: 4 });
  const config = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, JWT_SECRET: "test-secret-test-secret-test-secret-0123" });
  const logger = pino({ level: "silent" });
  ctx = {
    config,
    db: database.db,
    tokens: new TokenService(config.JWT_SECRET as string, 600, 3600, new DatabaseRevocationList(database.db, 600)),
    mailer: createMailer({ db: database.db, from: config.MAIL_FROM, logger }),
    storage: new LocalFileStorage(path.join(dataDir, "uploads")),
    logger,
    embeddedDatabase: false,
    search: createSearchEngine(database),
  };
  app = await buildApp(ctx);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const userHeaders = async (role: "user" | "admin") => ({
  authorization: `Bearer ${await ctx.tokens.signAccess({ userId: 1, role, sessionId: "a-session" })}`,
});

describe("when the database is unavailable", () => {
  // Each route answers in its own error shape (search adds `error`); every shape carries the detail.
  it("answers 503 with the detail and Retry-After on database routes, in the shape each documents", async () => {
    const headers = await userHeaders("user");
    const admin = await userHeaders("admin");
    const requests = [
      { method: "GET", url: "/api/subscriptions/current/", headers },
      { method: "GET", url: "/api/reports/", headers },
      { method: "GET", url: "/api/payments/payment_status/?checkout_id=ABC.sandbox01", headers },
      { method: "GET", url: "/api/admin/tables/bookings/", headers: admin },
      { method: "POST", url: "/api/auth/token/", payload: { email: "someone@example.com", password: "s3cret-pass" } },
      { method: "POST", url: "/api/search/", headers, payload: { social_network: "instagram", page: 1, limit: 50 } },
    ] as const;
    for (const request of requests) {
      const response = await app.inject(request);
      expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 503 });
      expect(response.json()).toMatchObject(DETAIL);
      expect(response.headers["retry-after"]).toBe("5");
    }
  });

  it("never answers 500 on any documented route", async () => {
    const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const headers = await userHeaders("admin");
    const seen: Record<number, number> = {};
    for (const [template, operations] of Object.entries(spec.paths)) {
      const url = template.replace(/\{[^}]+\}/g, "1");
      for (const method of Object.keys(operations)) {
        const response = await app.inject({
          method: method.toUpperCase() as "GET",
          url,
          headers,
          payload: ["get", "delete"].includes(method) ? undefined : {},
        });
        expect({ route: `${method} ${template}`, status: response.statusCode }).not.toMatchObject({ status: 500 });
        seen[response.statusCode] = (seen[response.statusCode] ?? 0) + 1;
      }
    }
    // Bodies of {} are mostly refused before any query (400); everything else reached the database.
    expect(seen[503]).toBeGreaterThan(15);
  });

  it("reports itself degraded on /api/health", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "degraded", database: { status: "down" } });
  });
});
