import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { expect } from "vitest";
import { hashPassword } from "../../src/core/auth/passwords.ts";
import { MemoryRevocationList } from "../../src/core/auth/session-revocations.ts";
import { TokenService } from "../../src/core/auth/token-service.ts";
import { fromRepoRoot } from "../../src/core/config/paths.ts";
import { connectDatabase, type Database, type DatabaseHandle } from "../../src/core/db/database.ts";
import { bundledBinaries } from "../../src/core/db/embedded-postgres.ts";
import { freeDataDirectory, readPidFile } from "../../src/core/db/postmaster-lock.ts";
import { processState } from "../../src/core/db/process-table.ts";
import { workspaceOf } from "../../src/core/workspaces/current-workspace.ts";
import { activateSubscription } from "../../src/features/billing/public.ts";
import { freePort } from "../free-port.ts";
import { serverOutputs } from "../server-process.ts";

const JWT_SECRET = "chaos-secret-chaos-secret-chaos-secret-01";
// Tokens the chaos tests sign for the server processes they start: those check revocations in the database,
// where a session id nobody revoked counts as live; this process never revokes one.
export const tokens = new TokenService(JWT_SECRET, 3600, 7200, new MemoryRevocationList());

export interface ChaosDataDir {
  dir: string;
  port: number;
  /** Environment of a server on this data directory: embedded PostgreSQL, jobs in the process, no demo data. */
  env: Record<string, string>;
  /** The application database of the embedded cluster, over TCP (reconnects after a restart). */
  database(): DatabaseHandle;
  postmasterPid(): Promise<number>;
  /** Stops whatever cluster a killed server left behind, then deletes the directory. */
  remove(): Promise<void>;
}

export async function chaosDataDir(): Promise<ChaosDataDir> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "radar-chaos-"));
  const port = await freePort();
  const handles: DatabaseHandle[] = [];
  return {
    dir,
    port,
    env: { DATA_DIR: dir, EMBEDDED_PG_PORT: String(port), JWT_SECRET, SEED_DEMO: "false", RUN_JOB_WORKERS: "true" },
    database: () => {
      const handle = connectDatabase(`postgres://postgres:radar-embedded@127.0.0.1:${port}/radar`, { max: 4 });
      handles.push(handle);
      return handle;
    },
    postmasterPid: async () => {
      const lock = await readPidFile(path.join(dir, "postgres"));
      if (!lock) throw new Error(`no postmaster.pid in ${dir}`);
      return lock.pid;
    },
    remove: async () => {
      await Promise.all(handles.map((handle) => handle.close().catch(() => {})));
      const binary = (await bundledBinaries()).postgres;
      await freeDataDirectory(path.join(dir, "postgres"), binary, { info: () => {}, warn: () => {} }).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Keeps the logs of the servers a chaos file ran in test-artifacts/chaos/, for when a kill went wrong. */
export async function keepServerLogs(name: string): Promise<void> {
  const dir = fromRepoRoot("test-artifacts/chaos");
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.log`), serverOutputs());
}

export const isAlive = async (pid: number) => (await processState(pid)) === "running";

/** Polls `check` until it holds; the test's own timeout is the only deadline. */
export async function until(check: () => Promise<boolean>, everyMs = 50): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}

/** A verified user with an active Growth subscription (1,250 credits, 40 per search), made directly in the database. */
export async function subscriber(db: Database): Promise<{ userId: number; headers: { authorization: string } }> {
  const email = `chaos-${randomUUID()}@example.com`;
  const user = await db
    .insertInto("users")
    .values({
      email,
      username: email.split("@")[0] as string,
      first_name: "Chaos",
      last_name: "Monkey",
      password_hash: await hashPassword("chaos-password"),
      is_email_verified: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const key = `chaos-subscription:${randomUUID()}`;
  const { workspaceId } = await workspaceOf(db, user.id);
  await db
    .transaction()
    .execute((trx) => activateSubscription(trx, { workspaceId, userId: user.id, planId: 2, idempotencyKey: key, reference: key }));
  return {
    userId: user.id,
    headers: { authorization: `Bearer ${await tokens.signAccess({ userId: user.id, role: "user", sessionId: randomUUID() })}` },
  };
}

/**
 * The ledger audit after a kill: for every user the ledger's deltas add up to the balance and the
 * last entry's balance_after is that balance; no payment granted credits twice; every succeeded
 * payment granted exactly once, and nothing else did under a payment key.
 */
export async function auditLedger(db: Database): Promise<void> {
  const unbalanced = await sql<{ user_id: number; balance: string; ledger: string }>`
    SELECT a.user_id, a.balance, COALESCE(SUM(l.delta), 0) AS ledger
    FROM credit_accounts a LEFT JOIN credit_ledger l ON l.user_id = a.user_id
    GROUP BY a.user_id, a.balance
    HAVING a.balance <> COALESCE(SUM(l.delta), 0)`.execute(db);
  expect(unbalanced.rows).toEqual([]);
  const orphanEntries = await sql<{ user_id: number }>`
    SELECT DISTINCT l.user_id FROM credit_ledger l LEFT JOIN credit_accounts a ON a.user_id = l.user_id WHERE a.user_id IS NULL`.execute(
    db,
  );
  expect(orphanEntries.rows).toEqual([]);
  const lastAfter = await sql<{ user_id: number }>`
    SELECT a.user_id FROM credit_accounts a
    JOIN LATERAL (SELECT balance_after FROM credit_ledger l WHERE l.user_id = a.user_id ORDER BY l.id DESC LIMIT 1) last ON true
    WHERE last.balance_after <> a.balance`.execute(db);
  expect(lastAfter.rows).toEqual([]);
  const doubleGrants = await sql<{ reference: string }>`
    SELECT reference FROM credit_ledger WHERE reference LIKE 'payment:%' GROUP BY reference HAVING count(*) > 1`.execute(db);
  expect(doubleGrants.rows).toEqual([]);
  const paymentsVsGrants = await sql<{ checkout_id: string; status: string; grants: number }>`
    SELECT p.checkout_id, p.status, count(l.id)::int AS grants
    FROM payments p LEFT JOIN credit_ledger l ON l.reference = 'payment:' || p.checkout_id AND l.user_id = p.user_id
    GROUP BY p.checkout_id, p.status
    HAVING count(l.id) <> CASE WHEN p.status = 'succeeded' THEN 1 ELSE 0 END`.execute(db);
  expect(paymentsVsGrants.rows).toEqual([]);
}
