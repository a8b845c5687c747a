import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, cp, rename } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { inspectDataDirectory } from "./postmaster-lock.ts";

const run = promisify(execFile);

/**
 * Puts a backup made by backupCluster in place of the cluster in `databaseDir`, which must not be
 * running. The current directory is kept beside it (`postgres.before-restore-<time>`), never
 * deleted. The next start replays the backup's WAL.
 */
export async function restoreBackup(options: {
  backup: string;
  databaseDir: string;
  postgresBinary: string;
}): Promise<{ keptAside?: string }> {
  const source = path.join(options.backup, "data");
  if (!existsSync(path.join(source, "backup_label")) || !existsSync(path.join(source, "PG_VERSION"))) {
    throw new Error(`${options.backup} is not a backup made by npm run backup (no data/backup_label)`);
  }
  if (existsSync(options.databaseDir)) {
    const holder = await inspectDataDirectory(options.databaseDir, options.postgresBinary);
    if (holder.kind !== "none" && holder.kind !== "stale") {
      throw new Error(`PostgreSQL (PID ${holder.pid}) is running on ${options.databaseDir}: stop the server before restoring`);
    }
  }
  let keptAside: string | undefined;
  if (existsSync(options.databaseDir)) {
    keptAside = `${options.databaseDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    await rename(options.databaseDir, keptAside);
  }
  await cp(source, options.databaseDir, { recursive: true });
  // PostgreSQL refuses a data directory others can read; as root, it runs as (and must own it as) `postgres`.
  await chmod(options.databaseDir, 0o700);
  if (process.getuid?.() === 0) await run("chown", ["-R", "postgres:postgres", options.databaseDir]);
  return { keptAside };
}
