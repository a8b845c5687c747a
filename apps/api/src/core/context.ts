import type { FastifyBaseLogger } from "fastify";
import type { TokenService } from "./auth/token-service.ts";
import type { AppConfig } from "./config/config.ts";
import type { Database } from "./db/database.ts";
import type { EventHub } from "./events/event-hub.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { FileStorage } from "./storage/storage.ts";

/** What services depend on. Built once in `buildApp` (or by tests) and passed down explicitly. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  storage: FileStorage;
  logger: FastifyBaseLogger;
  /** Whether the database is the embedded one (reported by /api/health). */
  embeddedDatabase: boolean;
  /** The pg-boss queue; started by the server and the worker, absent in tests and one-off CLIs. */
  jobs?: JobQueue;
  /** Change notifications (LISTEN/NOTIFY) for the event stream; absent where nothing listens. */
  events?: EventHub;
}
