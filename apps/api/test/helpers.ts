import { randomBytes, randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Insertable } from "kysely";
import pg from "pg";
import pino from "pino";
import { inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { hashPassword } from "../src/core/auth/passwords.ts";
import { DatabaseRevocationList } from "../src/core/auth/session-revocations.ts";
import { TokenService } from "../src/core/auth/token-service.ts";
import { type AppConfig, parseConfig } from "../src/core/config/config.ts";
import type { AppContext } from "../src/core/context.ts";
import { connectDatabase, type DatabaseHandle } from "../src/core/db/database.ts";
import { ensureDatabase } from "../src/core/db/embedded-postgres.ts";
import { migrateToLatest } from "../src/core/db/migrate.ts";
import type { UsersTable } from "../src/core/db/schema.ts";
import { createMailer } from "../src/core/mail/mailer.ts";
import { LocalFileStorage } from "../src/core/storage/storage.ts";
import { toUserDto, type UserRow } from "../src/core/users/user-dto.ts";
import { createSearchEngine } from "../src/features/discovery/public.ts";

export const TEST_PASSWORD = "correct-horse-battery";

export interface TestEnv {
  ctx: AppContext;
  /** The connection the context was built on (its pools with settings of their own). */
  handle: DatabaseHandle;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Measurement only (docs/benchmarks/tests.md): with RADAR_TEST_COUNTS set, one line per database made. */
function recordDatabase(ms: number, ownMigration: boolean): void {
  const out = process.env.RADAR_TEST_COUNTS;
  if (out) appendFileSync(out, `${JSON.stringify({ kind: "database", ms: Math.round(ms), ownMigration })}\n`);
}

/**
 * A fresh database on the shared test server, migrated: its URL and a handle with `max` connections.
 * By default a copy of the run's migrated template (global-setup.ts), which takes a fraction of
 * running every migration; a test of migrations passes its own `migrate` and gets an empty database.
 */
export async function createMigratedDatabase(
  max = 10,
  migrate?: (db: DatabaseHandle["db"]) => Promise<unknown>,
): Promise<{ url: string; handle: DatabaseHandle }> {
  const started = performance.now();
  const serverUrl = inject("pgServerUrl");
  const database = `t_${randomBytes(6).toString("hex")}`;
  const url = `${serverUrl}/${database}`;
  if (!migrate || migrate === migrateToLatest) {
    await copyTemplate(serverUrl, database);
    recordDatabase(performance.now() - started, false);
    return { url, handle: connectDatabase(url, { max }) };
  }
  await ensureDatabase(serverUrl, database);
  const handle = connectDatabase(url, { max });
  await migrate(handle.db);
  recordDatabase(performance.now() - started, true);
  return { url, handle };
}

async function copyTemplate(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)} TEMPLATE ${pg.escapeIdentifier(inject("pgTemplateDatabase"))}`);
  } finally {
    await client.end();
  }
}

/** A fresh database on the shared test server, migrated, with the whole app built on it. */
export async function createTestEnv(env: Record<string, string> = {}): Promise<TestEnv> {
  const { handle } = await createMigratedDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-test-data-"));
  const config: AppConfig = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: "http://radar.test",
    // The data sources' sandboxes are reached over loopback HTTP, which needs a listening app:
    // createSourcesTestEnv turns them on; elsewhere every source is off.
    SOURCES_SANDBOX: "false",
    ...env,
  });
  const logger = pino({ level: "silent" });
  const ctx: AppContext = {
    config,
    db: handle.db,
    tokens: new TokenService(
      config.JWT_SECRET as string,
      config.ACCESS_TOKEN_TTL_SECONDS,
      config.REFRESH_TOKEN_TTL_SECONDS,
      new DatabaseRevocationList(handle.db, config.ACCESS_TOKEN_TTL_SECONDS),
    ),
    mailer: createMailer({ db: handle.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger }),
    storage: new LocalFileStorage(path.join(dataDir, "uploads")),
    logger,
    embeddedDatabase: true,
    search: createSearchEngine(handle),
  };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    ctx,
    handle,
    app,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

let sequence = 0;

// One argon2id hash of TEST_PASSWORD per test file, shared by the users it makes: each hash costs
// tens of milliseconds of CPU (19 MiB, two passes), and a file makes up to hundreds of users. Logins
// still verify it with argon2; a test that needs a hash of its own passes `password_hash`.
let testPasswordHash: Promise<string> | undefined;

function sharedTestPasswordHash(): Promise<string> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

/** Inserts a user directly (verified by default) with the password TEST_PASSWORD. */
export async function createUser(ctx: AppContext, overrides: Partial<Insertable<UsersTable>> = {}): Promise<UserRow> {
  sequence += 1;
  const email = overrides.email ?? `user${sequence}-${randomBytes(3).toString("hex")}@example.com`;
  const { id } = await ctx.db
    .insertInto("users")
    .values({
      email,
      username: overrides.username ?? email.split("@")[0] ?? `user${sequence}`,
      first_name: "Test",
      last_name: "User",
      password_hash: overrides.password_hash ?? (await sharedTestPasswordHash()),
      is_email_verified: true,
      ...overrides,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Read back: the users trigger has given the account its personal workspace after the insert.
  return ctx.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** The workspace a test user's rows belong to (their personal one unless the test switched it). */
export function workspaceIdOf(user: Pick<UserRow, "id" | "current_workspace_id">): string {
  if (!user.current_workspace_id) throw new Error(`user ${user.id} has no workspace`);
  return user.current_workspace_id;
}

export async function accessTokenFor(ctx: AppContext, user: UserRow): Promise<string> {
  // A session of its own that no test revokes; tests of logout log in through the API instead.
  return ctx.tokens.signAccess({ userId: user.id, role: toUserDto(user).app_metadata.role, sessionId: randomUUID() });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The most recent outbox message to an address, and the first link in it. */
export async function lastMailTo(ctx: AppContext, to: string) {
  const row = await ctx.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", to).orderBy("id", "desc").executeTakeFirst();
  const link = row?.text_body.match(/https?:\/\/\S+/)?.[0];
  return { row, link, token: link ? new URL(link).searchParams.get("token") : null };
}
