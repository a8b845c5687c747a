import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp } from "../../app.ts";
import { hashPassword } from "../../core/auth/passwords.ts";
import { DatabaseRevocationList } from "../../core/auth/session-revocations.ts";
import { TokenService } from "../../core/auth/token-service.ts";
import type { AppConfig } from "../../core/config/config.ts";
import type { AppContext } from "../../core/context.ts";
import { grantCredits } from "../../core/credits/ledger.ts";
import type { Database } from "../../core/db/database.ts";
import { createMailer } from "../../core/mail/mailer.ts";
import { LocalFileStorage } from "../../core/storage/storage.ts";
import { findUserByEmail, insertUser } from "../../core/users/user-queries.ts";
import { workspaceOf } from "../../core/workspaces/current-workspace.ts";
import { activateSubscription } from "../../features/billing/public.ts";
import type { SearchEngine } from "../../features/discovery/public.ts";

export interface BenchServer {
  baseUrl: string;
  token: string;
  close(): Promise<void>;
}

const BENCH_EMAIL = "bench@radar.local";

/** A user with an active Professional subscription and credits for any number of searches. */
async function benchUser(db: Database) {
  const existing = await findUserByEmail(db, BENCH_EMAIL);
  const user =
    existing ??
    (await insertUser(db, {
      email: BENCH_EMAIL,
      username: "bench",
      first_name: "Bench",
      last_name: "Runner",
      password_hash: await hashPassword(randomBytes(16).toString("hex")),
      is_email_verified: true,
      terms_accepted_at: new Date(),
    }));
  const key = `bench:${randomBytes(6).toString("hex")}`;
  const { workspaceId } = await workspaceOf(db, user.id);
  await db
    .transaction()
    .execute((trx) => activateSubscription(trx, { workspaceId, userId: user.id, planId: 3, idempotencyKey: key, reference: key }));
  await grantCredits(db, { workspaceId, userId: user.id, amount: 1_000_000, reason: "admin_adjustment", reference: "search benchmark" });
  return user;
}

/**
 * The whole application on the benchmark database, listening on a loopback port (`port`, or any free
 * one; the built-in sandboxes need `port` to be config.PORT, where the clients reach them).
 */
export async function startBenchServer(config: AppConfig, search: SearchEngine, port = 0): Promise<BenchServer> {
  const { db } = search;
  const logger = pino({ level: "warn" });
  const tokens = new TokenService(randomBytes(32).toString("hex"), 3_600, 86_400, new DatabaseRevocationList(db, 3_600));
  const ctx: AppContext = {
    config: { ...config, LOG_LEVEL: "warn" },
    db,
    tokens,
    mailer: createMailer({ db, from: config.MAIL_FROM, logger }),
    storage: new LocalFileStorage(path.join(os.tmpdir(), "radar-bench-uploads")),
    logger,
    embeddedDatabase: !config.DATABASE_URL,
    search,
  };
  const app = await buildApp(ctx);
  await app.listen({ host: "127.0.0.1", port });
  const address = app.server.address();
  const listening = typeof address === "object" && address ? address.port : 0;
  const user = await benchUser(db);
  return {
    baseUrl: `http://127.0.0.1:${listening}`,
    token: await tokens.signAccess({ userId: user.id, role: "user", sessionId: randomUUID() }),
    close: () => app.close(),
  };
}
