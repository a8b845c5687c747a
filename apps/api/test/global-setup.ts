import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectDatabase } from "../src/core/db/database.ts";
import { ensureDatabase, startEmbeddedPostgres } from "../src/core/db/embedded-postgres.ts";
import { migrateToLatest } from "../src/core/db/migrate.ts";
import { freePort } from "./free-port.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** `postgres://…@host:port` of the server the tests share; each test file makes its own database. */
    pgServerUrl: string;
    /**
     * A database of this run migrated to the latest schema once, marked as a template that takes no
     * connections: createMigratedDatabase copies it instead of running every migration again.
     */
    pgTemplateDatabase: string;
  }
}

async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Migrates a new database and closes every connection to it: CREATE DATABASE … TEMPLATE refuses a
 * template anyone is connected to, so it is then closed to connections altogether.
 */
async function createTemplate(serverUrl: string): Promise<string> {
  const name = `radar_template_${randomBytes(4).toString("hex")}`;
  await ensureDatabase(serverUrl, name);
  const handle = connectDatabase(`${serverUrl}/${name}`, { max: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  await onServer(serverUrl, [`ALTER DATABASE ${pg.escapeIdentifier(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`]);
  return name;
}

/**
 * One real PostgreSQL for the whole API test run: TEST_DATABASE_URL (a server URL without a
 * database name) when given, otherwise an embedded one in a temporary directory — and in it one
 * migrated template database the test files' databases are copied from.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const serverUrl = external.replace(/\/[^/]*$/, "");
    const template = await createTemplate(serverUrl);
    project.provide("pgServerUrl", serverUrl);
    project.provide("pgTemplateDatabase", template);
    return async () => {
      const name = pg.escapeIdentifier(template);
      await onServer(serverUrl, [`ALTER DATABASE ${name} WITH IS_TEMPLATE false`, `DROP DATABASE IF EXISTS ${name}`]);
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-test-pg-"));
  const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: "radar_test" });
  const serverUrl = cluster.connectionString.replace(/\/radar_test$/, "");
  // A throwaway cluster: it need not survive a crash, so commits and database copies skip the disk
  // flushes (a migrated database copied in 89 ms instead of 213 ms, docs/benchmarks/tests.md). The
  // kill tests run their own clusters with the defaults.
  await onServer(serverUrl, [
    "ALTER SYSTEM SET fsync = off",
    "ALTER SYSTEM SET synchronous_commit = off",
    "ALTER SYSTEM SET full_page_writes = off",
    "SELECT pg_reload_conf()",
  ]);
  project.provide("pgServerUrl", serverUrl);
  project.provide("pgTemplateDatabase", await createTemplate(serverUrl));
  return async () => {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
