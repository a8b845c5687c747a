import "../../core/config/load-env.ts";
import { existsSync } from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { parseConfigOrExit } from "../../core/config/config.ts";
import { bundledBinaries, startEmbeddedPostgres } from "../../core/db/embedded-postgres.ts";
import { DATA_FILES } from "../../core/db/online-backup.ts";
import { restoreBackup } from "../../core/db/restore-backup.ts";
import { describeError } from "../../core/logging/describe-error.ts";

/**
 * `npm run restore -- DIRECTORY`: replaces the embedded database with a backup made by
 * `npm run backup`, and copies its files back (uploads, reports, secrets). The server must be
 * stopped; the replaced cluster is kept beside it. The cluster is then started once to replay the
 * backup's WAL, and checked.
 */
async function main(): Promise<void> {
  const config = parseConfigOrExit(process.env);
  const backup = process.argv[2];
  if (!backup || config.DATABASE_URL) {
    console.error(
      config.DATABASE_URL ? "DATABASE_URL is set: restore that server with its own tools." : "Usage: npm run restore -- BACKUP_DIRECTORY",
    );
    process.exit(2);
  }
  const databaseDir = path.resolve(config.DATA_DIR, "postgres");
  // npm runs the script in apps/api; a relative DIRECTORY is meant from where the command was typed.
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), backup);
  const { keptAside } = await restoreBackup({ backup: source, databaseDir, postgresBinary: (await bundledBinaries()).postgres });
  if (keptAside) console.log(`The previous database was moved to ${keptAside} (delete it once you are satisfied).`);
  // The files come back over the current ones; files newer than the backup stay.
  for (const name of DATA_FILES) {
    const saved = path.join(source, "files", name);
    if (existsSync(saved)) await cp(saved, path.join(config.DATA_DIR, name), { recursive: true, force: true });
  }
  const cluster = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, database: "radar" });
  try {
    const client = new pg.Client({ connectionString: cluster.connectionString });
    await client.connect();
    const users = await client.query<{ count: string }>("SELECT count(*) AS count FROM users").finally(() => client.end());
    console.log(`Restored ${source} into ${databaseDir}: ${users.rows[0]?.count ?? 0} users. Start the server with npm start.`);
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${describeError(error)}`);
  process.exit(1);
});
