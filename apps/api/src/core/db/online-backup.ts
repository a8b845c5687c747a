import type { Dirent } from "node:fs";
import { copyFile, mkdir, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

/**
 * A physical backup of a running cluster, as pg_basebackup -X fetch makes one — the embedded
 * binaries ship no pg_basebackup or pg_dump, and Debian's pg_dump is older than the server.
 * PostgreSQL's low-level API: a temporary replication slot keeps the WAL from the start of the
 * backup, pg_backup_start checkpoints, the files are copied (pages torn by concurrent writes are
 * repaired by the WAL), pg_backup_stop hands over the backup_label, and the WAL written meanwhile is
 * copied last. Started from such a directory, PostgreSQL replays that WAL and is consistent as of
 * the end of the backup.
 */

/** What PostgreSQL rebuilds at start or must not be copied (its documentation's list for base backups). */
const SKIPPED_CONTENTS = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);
const SKIPPED_FILES = new Set(["postmaster.pid", "postmaster.opts", "backup_label", "tablespace_map", "backup_manifest"]);

/** What lives beside the database in DATA_DIR and is backed up with it: avatars, generated reports, the generated JWT secret. */
export const DATA_FILES = ["uploads", "reports", "secrets"] as const;

export interface BackupReport {
  directory: string;
  startLsn: string;
  stopLsn: string;
  files: number;
  bytes: number;
  seconds: number;
}

interface CopyTally {
  files: number;
  bytes: number;
}

/** Copies a tree; a file that disappears meanwhile (a dropped table) is skipped, as pg_basebackup does. */
async function copyTree(
  from: string,
  to: string,
  tally: CopyTally,
  skip: (relative: string, isDir: boolean) => boolean,
  base = from,
): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let entries: Dirent[];
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const relative = path.relative(base, source);
    if (skip(relative, entry.isDirectory())) continue;
    if (entry.isDirectory()) {
      await copyTree(source, path.join(to, entry.name), tally, skip, base);
    } else if (entry.isFile()) {
      try {
        await copyFile(source, path.join(to, entry.name));
        tally.files += 1;
        tally.bytes += (await stat(source).catch(() => ({ size: 0 }))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
}

/** `START WAL LOCATION: 0/2000028 (file 000000010000000000000002)` → the first WAL segment the backup needs. */
function startSegment(labelFile: string): string {
  const match = labelFile.match(/START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/);
  if (!match?.[1]) throw new Error("pg_backup_stop returned a backup label without its start WAL file");
  return match[1];
}

/**
 * Backs up the cluster in `databaseDir` (served at `serverUrl`, a superuser connection without a
 * database name) into `target/data`. The cluster keeps serving meanwhile.
 */
export async function backupCluster(options: { serverUrl: string; databaseDir: string; target: string }): Promise<BackupReport> {
  const started = Date.now();
  const dataTarget = path.join(options.target, "data");
  const client = new pg.Client({ connectionString: `${options.serverUrl}/postgres`, application_name: "radar-backup" });
  await client.connect();
  try {
    // Temporary: dropped with this session however the backup ends.
    await client.query("SELECT pg_create_physical_replication_slot($1, true, true)", [`radar_backup_${process.pid}`]);
    const start = await client.query<{ lsn: string }>("SELECT pg_backup_start($1, true) AS lsn", [
      `radar backup ${new Date().toISOString()}`,
    ]);
    const tally: CopyTally = { files: 0, bytes: 0 };
    await copyTree(options.databaseDir, dataTarget, tally, (relative, isDir) => {
      const [top, ...rest] = relative.split(path.sep);
      if (rest.length > 0 && top !== undefined && SKIPPED_CONTENTS.has(top)) return true;
      if (!isDir && rest.length === 0 && top !== undefined && SKIPPED_FILES.has(top)) return true;
      return !isDir && /^pgsql_tmp/.test(path.basename(relative));
    });
    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      "SELECT lsn, labelfile, spcmapfile FROM pg_backup_stop(false)",
    );
    const { lsn: stopLsn, labelfile, spcmapfile } = stop.rows[0] as { lsn: string; labelfile: string; spcmapfile: string | null };
    await writeFile(path.join(dataTarget, "backup_label"), labelfile, { mode: 0o600 });
    if (spcmapfile) await writeFile(path.join(dataTarget, "tablespace_map"), spcmapfile, { mode: 0o600 });
    // The WAL from the backup's start to its end (the slot kept it), and the timeline histories.
    const first = startSegment(labelfile);
    await copyTree(path.join(options.databaseDir, "pg_wal"), path.join(dataTarget, "pg_wal"), tally, (relative, isDir) => {
      if (isDir) return true;
      return !(/^[0-9A-F]{24}$/.test(relative) ? relative >= first : relative.endsWith(".history"));
    });
    await mkdir(path.join(dataTarget, "pg_wal", "archive_status"), { recursive: true, mode: 0o700 });
    const report: BackupReport = {
      directory: options.target,
      startLsn: start.rows[0]?.lsn ?? "",
      stopLsn,
      files: tally.files,
      bytes: tally.bytes,
      seconds: (Date.now() - started) / 1000,
    };
    await writeFile(
      path.join(options.target, "backup.json"),
      `${JSON.stringify({ ...report, createdAt: new Date().toISOString() }, null, 2)}\n`,
    );
    return report;
  } finally {
    await client.end();
  }
}
