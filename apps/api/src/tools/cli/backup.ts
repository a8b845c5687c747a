import "../../core/config/load-env.ts";
import { existsSync } from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";
import { parseConfigOrExit } from "../../core/config/config.ts";
import { bundledBinaries, type EmbeddedPostgresHandle, startEmbeddedPostgres } from "../../core/db/embedded-postgres.ts";
import { backupCluster, DATA_FILES } from "../../core/db/online-backup.ts";
import { inspectDataDirectory } from "../../core/db/postmaster-lock.ts";
import { describeError } from "../../core/logging/describe-error.ts";

/**
 * `npm run backup -- [DIRECTORY]`: an online physical backup of the embedded PostgreSQL, while the
 * server runs (or with the cluster started just for it), and a copy of the files beside it
 * (DATA_FILES). Default directory: DATA_DIR/backups/radar-<time>. Restore with
 * `npm run restore -- DIRECTORY`.
 */
async function main(): Promise<void> {
  const config = parseConfigOrExit(process.env);
  if (config.DATABASE_URL) {
    console.error(
      "DATABASE_URL is set: back up that server with its own tools (pg_dump of its version, or the provider's backups), " +
        `and copy ${DATA_FILES.map((name) => path.join(config.DATA_DIR, name)).join(", ")}.`,
    );
    process.exit(2);
  }
  const databaseDir = path.resolve(config.DATA_DIR, "postgres");
  // npm runs the script in apps/api; a relative DIRECTORY is meant from where the command was typed.
  const given = process.argv[2];
  const target = given
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
    : path.join(config.DATA_DIR, "backups", `radar-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  const holder = await inspectDataDirectory(databaseDir, (await bundledBinaries()).postgres);
  let ownCluster: EmbeddedPostgresHandle | undefined;
  if (holder.kind !== "owned") {
    // No server runs on this directory: start the cluster for the backup only.
    ownCluster = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, database: "radar" });
  }
  try {
    const report = await backupCluster({
      serverUrl: `postgres://postgres:radar-embedded@127.0.0.1:${config.EMBEDDED_PG_PORT}`,
      databaseDir,
      target,
    });
    // After the database: a report or avatar written meanwhile is then in the copy even if its row is not.
    for (const name of DATA_FILES) {
      const source = path.join(config.DATA_DIR, name);
      if (existsSync(source)) await cp(source, path.join(target, "files", name), { recursive: true });
    }
    console.log(
      `Backup written to ${report.directory}: ${report.files} files, ${(report.bytes / 1024 / 1024).toFixed(1)} MB, ` +
        `WAL ${report.startLsn} to ${report.stopLsn}, in ${report.seconds.toFixed(1)} s.`,
    );
  } finally {
    await ownCluster?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${describeError(error)}`);
  process.exit(1);
});
