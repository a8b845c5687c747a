import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../src/core/db/embedded-postgres.ts";
import { freePort } from "./free-port.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** `postgres://…@host:port` of the server the tests share; each test file makes its own database. */
    pgServerUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole API test run: TEST_DATABASE_URL (a server URL without a
 * database name) when given, otherwise an embedded one in a temporary directory.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide("pgServerUrl", external.replace(/\/[^/]*$/, ""));
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-test-pg-"));
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: "radar_test" });
  project.provide("pgServerUrl", pg.connectionString.replace(/\/radar_test$/, ""));
  return async () => {
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
