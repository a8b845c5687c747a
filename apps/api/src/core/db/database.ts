import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { DB } from "./schema.ts";

// COUNT(*) and bigserial come back as int8; every such value we use fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Planner settings (`enable_bitmapscan: "off"`, …) that every session of a pool starts with. */
export type SessionSettings = Readonly<Record<string, string>>;

type SettingsPools = (settings: SessionSettings) => Database;
const settingsPools = new WeakMap<Database, SettingsPools>();

/**
 * The same database as `db`, through a small pool whose sessions start with `settings` (sent in the
 * connection's startup packet). A statement that needs planner settings of its own then costs one
 * round trip instead of four (BEGIN, SET LOCAL, the statement, COMMIT). Null for a `db` that did not
 * come from connectDatabase (a transaction, a test double): the caller sets the values itself.
 */
export function withSessionSettings(db: Database, settings: SessionSettings): Database | null {
  return settingsPools.get(db)?.(settings) ?? null;
}

const startupOptions = (settings: SessionSettings) =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");

export function connectDatabase(
  connectionString: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): DatabaseHandle {
  const onError = (error: Error) => options.onIdleError?.(error);
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20 });
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the
  // process: the pool discards it and the next query opens a new one.
  pool.on("error", onError);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  // Pools open connections on first use, so a settings pool nobody asks for costs nothing.
  const variants = new Map<string, Database>();
  settingsPools.set(db, (settings) => {
    const key = startupOptions(settings);
    let variant = variants.get(key);
    if (!variant) {
      const variantPool = new pg.Pool({ connectionString, max: Math.max(2, Math.ceil((options.max ?? 20) / 2)), options: key });
      variantPool.on("error", onError);
      variant = new Kysely<DB>({ dialect: new PostgresDialect({ pool: variantPool }) });
      variants.set(key, variant);
    }
    return variant;
  });
  return {
    db,
    pool,
    // Kysely's destroy() ends the pool it was given.
    close: async () => {
      settingsPools.delete(db);
      await Promise.all([db.destroy(), ...[...variants.values()].map((variant) => variant.destroy())]);
    },
  };
}
