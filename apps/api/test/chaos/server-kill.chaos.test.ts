import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertInfluencers } from "../../src/features/discovery/bulk-load.ts";
import { FIXTURES } from "../fixtures/influencers.ts";
import { lockWaiter } from "../lock-waiter.ts";
import { killServers, registerOver, startServer } from "../server-process.ts";
import { auditLedger, type ChaosDataDir, chaosDataDir, isAlive, keepServerLogs, subscriber, until } from "./chaos-env.ts";
import { ageCheckout, paidCheckout, paymentStatus, statusCheck } from "./payment-steps.ts";
import { startSearchBurst } from "./search-burst.ts";

/**
 * Issue 18 items 1 and 6: the server process killed with SIGKILL (as the OOM killer does) — its
 * embedded PostgreSQL survives it — and started again, on one data directory.
 */
let data: ChaosDataDir;
beforeAll(async () => {
  data = await chaosDataDir();
});
afterAll(async () => {
  await keepServerLogs("server-kill");
  killServers();
  await data.remove();
});

describe("a server killed with SIGKILL", () => {
  it("leaves its PostgreSQL running; the next start stops that orphan cleanly and serves every row", async () => {
    const first = await startServer(data.env);
    expect((await registerOver(first.url, "survivor@example.com")).status).toBe(201);
    const orphan = await data.postmasterPid();
    await first.stop("SIGKILL");
    expect(await isAlive(orphan)).toBe(true);

    const second = await startServer(data.env);
    expect(second.output()).toContain(`the embedded PostgreSQL (PID ${orphan})`);
    expect(second.output()).toContain("was left running by a server that ended without stopping it: stopping it");
    expect(await isAlive(orphan)).toBe(false);
    expect(await data.postmasterPid()).not.toBe(orphan);
    const again = await registerOver(second.url, "survivor@example.com");
    expect(again.status).toBe(400);
    expect(await second.stop("SIGTERM")).toBe(0);
    expect(existsSync(path.join(data.dir, "postgres", "postmaster.pid"))).toBe(false);
  }, 120_000);

  it("in the middle of a search burst: the restarted server serves, and every balance matches its ledger", async () => {
    const server = await startServer(data.env);
    const { db } = data.database();
    await upsertInfluencers(db, FIXTURES);
    const users = await Promise.all(Array.from({ length: 4 }, () => subscriber(db)));
    const burst = startSearchBurst(server.url, users);
    await until(async () => burst.statuses.filter((status) => status === 200).length >= 12);
    await server.stop("SIGKILL");
    await burst.stop();
    expect(burst.statuses.filter((status) => status !== 200 && status !== 0 && status !== 402)).toEqual([]);

    const restarted = await startServer(data.env);
    const after = startSearchBurst(restarted.url, users.slice(0, 1));
    await until(async () => after.statuses.length >= 3);
    await after.stop();
    expect(after.statuses.filter((status) => status !== 200 && status !== 402)).toEqual([]);
    await auditLedger(db);
    expect(await restarted.stop("SIGTERM")).toBe(0);
  }, 120_000);

  it("half-way through a payment status check: the payment stays unfinished, and the restarted server's reconciliation settles it once", async () => {
    const server = await startServer(data.env);
    const { db } = data.database();
    const { userId, headers } = await subscriber(db);
    const checkoutId = await paidCheckout(server.url, headers);
    const payment = await db.selectFrom("payments").select("id").where("checkout_id", "=", checkoutId).executeTakeFirstOrThrow();

    // Hold the payment row: the status check has the gateway's answer and waits inside its transaction.
    const holder = new pg.Client({ connectionString: `postgres://postgres:radar-embedded@127.0.0.1:${data.port}/radar` });
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query("SELECT id FROM payments WHERE id = $1 FOR UPDATE", [payment.id]);
    const check = statusCheck(server.url, headers, checkoutId).catch(() => null);
    await lockWaiter(holder);
    await server.stop("SIGKILL");
    await holder.query("ROLLBACK");
    await holder.end();
    expect(await check).toBeNull();
    expect(await paymentStatus(db, checkoutId)).toBe("created");

    // Nobody comes back and there is no webhook. Old enough to be reconciled, the restarted server settles it.
    await ageCheckout(db, checkoutId, 6);
    const restarted = await startServer(data.env);
    await until(async () => (await paymentStatus(db, checkoutId)) === "succeeded", 200);
    // The job logs once its transaction has committed, a moment after the row changed.
    await until(async () => restarted.output().includes("payment reconciliation: unfinished payment settled"));
    const grants = await db
      .selectFrom("credit_ledger")
      .select("delta")
      .where("user_id", "=", userId)
      .where("reference", "=", `payment:${checkoutId}`)
      .execute();
    expect(grants).toEqual([{ delta: "1250.00" }]);
    expect((await statusCheck(restarted.url, headers, checkoutId)).body).toMatchObject({ status: "succeeded" });
    await auditLedger(db);
    expect(await restarted.stop("SIGTERM")).toBe(0);
  }, 120_000);
});
