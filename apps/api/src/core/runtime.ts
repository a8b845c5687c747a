import path from "node:path";
import type { Logger } from "pino";
import { resolveJwtSecret } from "./auth/jwt-secret.ts";
import { DatabaseRevocationList } from "./auth/session-revocations.ts";
import { TokenService } from "./auth/token-service.ts";
import type { AppConfig } from "./config/config.ts";
import type { AppContext } from "./context.ts";
import { connectDatabase, type DatabaseHandle } from "./db/database.ts";
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from "./db/embedded-postgres.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { EventHub } from "./events/event-hub.ts";
import { JobQueue } from "./jobs/job-queue.ts";
import { describeError } from "./logging/describe-error.ts";
import { createMailer } from "./mail/mailer.ts";
import { LocalFileStorage } from "./storage/storage.ts";

export interface Runtime {
  ctx: AppContext;
  /** Stops the job queue, closes the pool, then stops the embedded PostgreSQL if this process started it. */
  close(): Promise<void>;
}

/**
 * Everything a process needs before it can serve: the database (embedded unless DATABASE_URL is
 * set), the schema migrated to the latest version, and the services built on top of it.
 */
export async function startRuntime(
  config: AppConfig,
  logger: Logger,
  /** `search` builds the discovery search engine on the database handle (the composition layer passes it in). */
  options: { jobs?: boolean; search: (database: DatabaseHandle) => AppContext["search"] },
): Promise<Runtime> {
  let embedded: EmbeddedPostgresHandle | undefined;
  const connectionString = config.DATABASE_URL;
  if (!connectionString) {
    const where = `${path.resolve(config.DATA_DIR, "postgres")} on port ${config.EMBEDDED_PG_PORT}`;
    logger.info(`starting embedded PostgreSQL in ${where}`);
    try {
      embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, database: "radar", logger });
    } catch (error) {
      throw new Error(`Could not start the embedded PostgreSQL in ${where}: ${describeError(error)}`, { cause: error });
    }
  }
  const databaseUrl = connectionString ?? (embedded as EmbeddedPostgresHandle).connectionString;
  const database = connectDatabase(databaseUrl, {
    onIdleError: (error) => logger.warn({ message: error.message }, "idle database connection closed"),
  });
  let jobs: JobQueue | undefined;
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
    const secret = await resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
    const ctx: AppContext = {
      config,
      db: database.db,
      tokens: new TokenService(
        secret,
        config.ACCESS_TOKEN_TTL_SECONDS,
        config.REFRESH_TOKEN_TTL_SECONDS,
        new DatabaseRevocationList(database.db, config.ACCESS_TOKEN_TTL_SECONDS),
      ),
      mailer: createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger }),
      storage: new LocalFileStorage(path.resolve(config.DATA_DIR, "uploads")),
      logger,
      embeddedDatabase: embedded !== undefined,
      search: options.search(database),
      // Connects on the first subscriber (an event stream, a worker waiting for new reports).
      events: new EventHub(databaseUrl, logger, secret),
    };
    if (options.jobs) {
      jobs = await JobQueue.start(databaseUrl, logger);
      ctx.jobs = jobs;
    }
    return {
      ctx,
      close: async () => {
        await ctx.events?.close();
        await jobs?.stop();
        await database.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await jobs?.stop();
    await database.close();
    await embedded?.stop();
    throw error;
  }
}

/**
 * Makes `handler` the one visible SIGINT/SIGTERM handler of the process. embedded-postgres installs
 * an exit hook that, on a signal, stops its clusters and exits with 128+n as soon as that is done:
 * it cut graceful shutdowns short (with DATABASE_URL it exited at once, before the job queue and the
 * pool were closed). Runtime.close() stops the embedded cluster itself, last.
 */
export function onShutdownSignal(handler: (signal: NodeJS.Signals) => void): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    process.on(signal, () => handler(signal));
  }
}
