import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import type { AppConfig } from "../../core/config/config.ts";
import { connectDatabase } from "../../core/db/database.ts";
import { ensureDatabase, startEmbeddedPostgres } from "../../core/db/embedded-postgres.ts";
import { migrateToLatest } from "../../core/db/migrate.ts";
import { CopySink } from "../../features/discovery/bulk-load.ts";
import { type DatabaseTarget, openDatabaseTarget } from "../cli/database-target.ts";
import { seedIndex, todayUtc } from "../seed/seed-index.ts";

/**
 * Settings of the benchmark's own PostgreSQL, as a database server of this size would be set up
 * (24 GB of memory): a quarter of it for shared buffers, SSD page costs, room for the bulk load's
 * WAL. It has no replicas, so WAL is kept at `minimal`: a bulk load into a table truncated in the
 * same transaction, and an index build, then write their data files without also writing it all to
 * the WAL (the load's durability comes from the fsync at commit). The application's embedded cluster
 * keeps PostgreSQL's defaults; a DATABASE_URL server keeps its own settings.
 */
const SERVER_SETTINGS: Record<string, string> = {
  shared_buffers: "6GB",
  effective_cache_size: "16GB",
  random_page_cost: "1.1",
  effective_io_concurrency: "64",
  max_wal_size: "16GB",
  checkpoint_timeout: "30min",
  max_parallel_workers_per_gather: "2",
  wal_level: "minimal",
  max_wal_senders: "0",
};

async function applySettings(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    let changed = false;
    for (const [name, value] of Object.entries(SERVER_SETTINGS)) {
      // SHOW prints each of these the way they are written above (6GB, 30min, 1.1).
      const current = await client.query<{ setting: string }>("SELECT current_setting($1) AS setting", [name]);
      if (current.rows[0]?.setting === value) continue;
      await client.query(`ALTER SYSTEM SET ${pg.escapeIdentifier(name)} = ${pg.escapeLiteral(value)}`);
      changed = true;
    }
    return changed;
  } finally {
    await client.end();
  }
}

/**
 * The benchmark's database: `DATABASE`, on the DATABASE_URL server when one is set, else on a
 * dedicated embedded cluster in DATA_DIR/bench (port EMBEDDED_PG_PORT + 1), tuned as above, so a
 * benchmark never touches the application's own data.
 */
export async function openBenchTarget(config: AppConfig, database: string): Promise<DatabaseTarget & { settings: string }> {
  if (config.DATABASE_URL) return { ...(await openDatabaseTarget(config, database)), settings: "the DATABASE_URL server's own" };
  const options = { dataDir: path.join(config.DATA_DIR, "bench"), port: config.EMBEDDED_PG_PORT + 1, database };
  let embedded = await startEmbeddedPostgres(options);
  if (await applySettings(embedded.connectionString)) {
    await embedded.stop();
    embedded = await startEmbeddedPostgres(options);
  }
  await ensureDatabase(embedded.connectionString.replace(/\/[^/]+$/, ""), database);
  const handle = connectDatabase(embedded.connectionString, { max: 12 });
  await migrateToLatest(handle.db);
  return {
    connectionString: embedded.connectionString,
    db: handle.db,
    withSettings: handle.withSettings,
    pool: handle.pool,
    settings: Object.entries(SERVER_SETTINGS)
      .map(([k, v]) => `${k}=${v}`)
      .join(", "),
    close: async () => {
      await handle.close();
      await embedded.stop();
    },
  };
}

/**
 * Seeds `influencers` profiles of `seed` into the benchmark database unless it holds them already (or
 * `reseed`). Answers how long the seeding took, or null when the database held them.
 */
export async function ensureBenchIndex(
  target: DatabaseTarget,
  options: { influencers: number; seed: number; reseed?: boolean },
): Promise<number | null> {
  const { influencers, seed } = options;
  const state = await sql<{ seed_params: { influencers?: number; seed?: number } | null }>`
    SELECT seed_params FROM discovery_index_state`.execute(target.db);
  const params = state.rows[0]?.seed_params;
  if (options.reseed || params?.influencers !== influencers || params?.seed !== seed) {
    console.log(`seeding ${influencers.toLocaleString("en")} influencers…`);
    const report = await seedIndex(target.db, new CopySink(target.connectionString), {
      influencers,
      seed,
      asOf: todayUtc(),
      onProgress: (m) => console.log(m),
    });
    console.log(`seeded in ${(report.totalMs / 1000).toFixed(1)} s`);
    return report.totalMs;
  }
  console.log(`index holds the ${influencers.toLocaleString("en")} seeded influencers already`);
  return null;
}
