import { Kysely, PostgresDialect, type PostgresPool, type Transaction } from "kysely";
import pg from "pg";
import { markDatabaseUnavailable } from "./database-unavailable.ts";
import type { DB } from "./schema.ts";

// COUNT(*) and bigserial come back as int8; every such value we use fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Database = Kysely<DB>;
/** What a query function runs on: the pool, or the transaction a service started. */
export type Executor = Database | Transaction<DB>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /**
   * The same database through a small pool of its own whose sessions start with `settings` (sent in
   * the connection's startup packet), so a statement that needs planner settings of its own costs one
   * round trip instead of four (BEGIN, SET LOCAL, the statement, COMMIT). One pool per distinct
   * settings, opened on first use and closed with the handle.
   */
  withSettings(settings: SessionSettings): Database;
  close(): Promise<void>;
}

/** Planner settings (`enable_bitmapscan: "off"`, …) that every session of a pool starts with. */
export type SessionSettings = Readonly<Record<string, string>>;

const startupOptions = (settings: SessionSettings) =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");

/** How long a query waits to open (or be handed) a connection before it fails as "database unavailable" (503). */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A pool client the pool has handed out has no `error` listener of the pool's: when its server
 * process goes away (the postmaster killed, pg_terminate_backend, a failover) the pg client emits
 * `error` — with no listener, an uncaught exception that ended the whole server. Every client gets
 * a listener of its own for its whole life, from the pool's synchronous `connect` event: attached
 * any later (after `await pool.connect()`), an error parsed from the same socket read as the
 * connection's ReadyForQuery still found none. The listener marks the error (EPIPE, ECONNRESET,
 * 57P01 …) before the rejected query sees it, so the HTTP layer can tell a database that went away
 * from any other error with the same system code.
 */
function guardClients(pool: pg.Pool): pg.Pool {
  pool.on("connect", (client) => {
    client.on("error", (error: Error) => {
      markDatabaseUnavailable(error);
    });
  });
  return pool;
}

/** Kysely's view of a pool whose failures to open a connection are marked as the database being unavailable. */
function marking(pool: pg.Pool): PostgresPool {
  return {
    connect: () => pool.connect().catch((error: unknown) => Promise.reject(markDatabaseUnavailable(error))),
    end: () => pool.end(),
  };
}

export function connectDatabase(
  connectionString: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): DatabaseHandle {
  const onError = (error: Error) => options.onIdleError?.(error);
  // keepAlive: a server that vanished without closing the connection (failover, a dead host) is
  // noticed by TCP instead of holding the connection forever.
  const poolOptions = { connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true };
  const pool = guardClients(new pg.Pool({ ...poolOptions, max: options.max ?? 20 }));
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the
  // process: the pool discards it and the next query opens a new one. A connection that breaks
  // under a query is not returned to the pool either (pg-pool drops clients that are not queryable).
  pool.on("error", onError);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: marking(pool) }) });
  // Pools open connections on first use, so a settings pool nobody asks for costs nothing.
  const variants = new Map<string, Database>();
  const withSettings = (settings: SessionSettings): Database => {
    const key = startupOptions(settings);
    let variant = variants.get(key);
    if (!variant) {
      const variantPool = guardClients(new pg.Pool({ ...poolOptions, max: Math.max(2, Math.ceil((options.max ?? 20) / 2)), options: key }));
      variantPool.on("error", onError);
      variant = new Kysely<DB>({ dialect: new PostgresDialect({ pool: marking(variantPool) }) });
      variants.set(key, variant);
    }
    return variant;
  };
  return {
    db,
    pool,
    withSettings,
    // Kysely's destroy() ends the pool it was given.
    close: async () => {
      await Promise.all([db.destroy(), ...[...variants.values()].map((variant) => variant.destroy())]);
    },
  };
}
