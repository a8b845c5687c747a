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

export function connectDatabase(
  connectionString: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20 });
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the
  // process: the pool discards it and the next query opens a new one.
  pool.on("error", (error) => options.onIdleError?.(error));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    // Kysely's destroy() ends the pool it was given.
    close: () => db.destroy(),
  };
}
