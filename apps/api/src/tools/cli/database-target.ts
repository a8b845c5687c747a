import type { AppConfig } from "../../core/config/config.ts";
import { connectDatabase, type Database, type DatabaseHandle } from "../../core/db/database.ts";
import { ensureDatabase, startEmbeddedPostgres } from "../../core/db/embedded-postgres.ts";
import { migrateToLatest } from "../../core/db/migrate.ts";

export interface DatabaseTarget {
  connectionString: string;
  db: Database;
  /** The handle's pools with planner settings of their own (see DatabaseHandle.withSettings). */
  withSettings: DatabaseHandle["withSettings"];
  pool: DatabaseHandle["pool"];
  close(): Promise<void>;
}

/**
 * The database a command-line tool works on: DATABASE_URL when set, otherwise the embedded
 * PostgreSQL in DATA_DIR (started here, stopped on close). `database` picks another database on
 * the same server (the benchmark's own), created when missing. Migrated to the latest version.
 */
export async function openDatabaseTarget(config: AppConfig, database?: string): Promise<DatabaseTarget> {
  let serverUrl: string;
  let defaultName: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    defaultName = url.pathname.replace(/^\//, "") || "postgres";
    url.pathname = "";
    serverUrl = url.toString().replace(/\/$/, "");
  } else {
    const embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, database: "radar" });
    serverUrl = embedded.connectionString.replace(/\/radar$/, "");
    defaultName = "radar";
    stopEmbedded = embedded.stop;
  }
  const name = database ?? defaultName;
  await ensureDatabase(serverUrl, name);
  const connectionString = `${serverUrl}/${name}`;
  const handle = connectDatabase(connectionString, { max: 8 });
  await migrateToLatest(handle.db);
  return {
    connectionString,
    db: handle.db,
    withSettings: handle.withSettings,
    pool: handle.pool,
    close: async () => {
      await handle.close();
      await stopEmbedded?.();
    },
  };
}
