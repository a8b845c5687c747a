import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import pino from "pino";
import { buildApp } from "../../app.ts";
import { hashPassword } from "../../core/auth/passwords.ts";
import { DatabaseRevocationList } from "../../core/auth/session-revocations.ts";
import { TokenService } from "../../core/auth/token-service.ts";
import type { AppConfig } from "../../core/config/config.ts";
import type { AppContext } from "../../core/context.ts";
import { setCredits } from "../../core/credits/ledger.ts";
import type { Database } from "../../core/db/database.ts";
import { EventHub } from "../../core/events/event-hub.ts";
import { JobQueue } from "../../core/jobs/job-queue.ts";
import { createMailer } from "../../core/mail/mailer.ts";
import { LocalFileStorage } from "../../core/storage/storage.ts";
import { findUserByEmail, insertUser } from "../../core/users/user-queries.ts";
import { workspaceOf } from "../../core/workspaces/current-workspace.ts";
import { activateSubscription } from "../../features/billing/public.ts";
import { createSearchEngine } from "../../features/discovery/public.ts";
import { reportWorker } from "../../features/reports/public.ts";

export interface ReportBench {
  app: FastifyInstance;
  /** The app listening on loopback, for clients that read the event stream over real HTTP. */
  baseUrl: string;
  headers: { authorization: string };
  profileIds: number[];
  close(): Promise<void>;
}

const BENCH_EMAIL = "bench-reports@radar.local";

/**
 * The application on the benchmark database, as the server runs it: the API (listening on loopback,
 * with its event stream), a pg-boss queue and the report worker in this process (2 at a time, as in
 * production), files in a temporary directory.
 * A Professional subscriber with credits for every report and a profile of `profiles` indexed accounts.
 */
export async function startReportBench(config: AppConfig, db: Database, connectionString: string, profiles: number): Promise<ReportBench> {
  const logger = pino({ level: "warn" });
  const secret = randomBytes(32).toString("hex");
  const tokens = new TokenService(secret, 3_600, 86_400, new DatabaseRevocationList(db, 3_600));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-bench-reports-"));
  const ctx: AppContext = {
    config: { ...config, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    db,
    tokens,
    mailer: createMailer({ db, from: config.MAIL_FROM, logger }),
    storage: new LocalFileStorage(path.join(dataDir, "uploads")),
    logger,
    embeddedDatabase: !config.DATABASE_URL,
    search: createSearchEngine({ db }),
  };
  const jobs = await JobQueue.start(connectionString, logger);
  ctx.jobs = jobs;
  const events = new EventHub(connectionString, logger, secret);
  ctx.events = events;
  await jobs.work(reportWorker(ctx));
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const baseUrl = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "http://127.0.0.1";

  const user =
    (await findUserByEmail(db, BENCH_EMAIL)) ??
    (await insertUser(db, {
      email: BENCH_EMAIL,
      username: "bench.reports",
      first_name: "Bench",
      last_name: "Reports",
      password_hash: await hashPassword(randomBytes(16).toString("hex")),
      is_email_verified: true,
      terms_accepted_at: new Date(),
    }));
  const key = `bench-reports:${randomBytes(6).toString("hex")}`;
  const { workspaceId } = await workspaceOf(db, user.id);
  await db
    .transaction()
    .execute((trx) => activateSubscription(trx, { workspaceId, userId: user.id, planId: 3, idempotencyKey: key, reference: key }));
  await setCredits(db, { workspaceId, userId: user.id, balance: 1_000_000, reason: "admin_adjustment", reference: "report benchmark" });

  // Accounts of every platform, spread over the size tiers; the benchmark reports on them in turn.
  await db.deleteFrom("social_profiles").where("workspace_id", "=", workspaceId).execute();
  const { rows } = await sql<{ id: string; platform: "instagram" | "tiktok" | "youtube" | "twitter"; username: string }>`
    SELECT id::text AS id, platform, username FROM influencers
    WHERE followers >= 1000 ORDER BY hashtext(username) LIMIT ${profiles}`.execute(db);
  const profileIds: number[] = [];
  for (const row of rows) {
    const inserted = await db
      .insertInto("social_profiles")
      .values({
        workspace_id: workspaceId,
        user_id: user.id,
        influencer_id: row.id,
        platform: row.platform,
        username: row.username,
        profile_url: `https://example.com/${row.username}`,
        targeted_category: "",
        category_id: 0,
        age_groups: [],
        snapshot_name: row.username,
        snapshot_followers: 0,
        snapshot_er_bp: 0,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    profileIds.push(inserted.id);
  }
  return {
    app,
    baseUrl,
    headers: { authorization: `Bearer ${await tokens.signAccess({ userId: user.id, role: "user", sessionId: randomUUID() })}` },
    profileIds,
    close: async () => {
      await app.close();
      await events.close();
      await jobs.stop();
    },
  };
}
