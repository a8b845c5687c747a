import { createHash } from "node:crypto";
import {
  Kysely,
  type PostgresCursor,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  sql,
  type Transaction,
} from "kysely";
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

/**
 * A statement whose text starts with this comment (`sql\`${PREPARED} SELECT …\``) is prepared once per
 * connection, under a name made from its text, and each later run only binds and executes it. For
 * most statements PostgreSQL's planning is a small part of their time; for the index's upsert (an
 * INSERT … ON CONFLICT into a table of a dozen indexes, with partitioned history beside it) it was
 * most of it: 3–6 ms to plan each time against ~10 ms to run. After five runs on a connection
 * PostgreSQL keeps a generic plan when it costs no more than the custom ones (plan_cache_mode auto).
 * Only for statements whose text takes few shapes: each shape is kept on every connection.
 */
export const PREPARED = sql.raw("/* prepared */ ");
const PREPARED_PREFIX = "/* prepared */ ";

const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `radar_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

const COMMANDS = ["UPDATE", "DELETE", "INSERT", "SELECT", "MERGE"] as const;
/** Kysely counts affected rows by the command's tag; other tags (BEGIN, SET …) count none, as SELECT's. */
const commandOf = (tag: string): PostgresQueryResult<unknown>["command"] => COMMANDS.find((command) => command === tag) ?? "SELECT";

/** Kysely's view of one pooled connection: statements marked PREPARED go to the server as named ones. */
class PreparingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    statement: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely asks for cursors only when the dialect is given a cursor class, which ours is not.
    if (typeof statement !== "string") throw new Error("cursors are not configured on this pool");
    const values = [...(parameters ?? [])];
    const config: pg.QueryConfig = statement.startsWith(PREPARED_PREFIX)
      ? { name: statementName(statement), text: statement, values }
      : { text: statement, values };
    return this.client
      .query(config)
      .then((result) => ({ command: commandOf(result.command), rowCount: result.rowCount ?? 0, rows: result.rows }));
  }

  release(): void {
    this.client.release();
  }
}

/** Kysely's view of a pool whose failures to open a connection are marked as the database being unavailable. */
function marking(pool: pg.Pool): PostgresPool {
  // One view per connection, so Kysely's own per-connection state stays with its connection.
  const views = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    connect: async () => {
      const client = await pool.connect().catch((error: unknown) => Promise.reject(markDatabaseUnavailable(error)));
      let view = views.get(client);
      if (!view) {
        view = new PreparingClient(client);
        views.set(client, view);
      }
      return view;
    },
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
