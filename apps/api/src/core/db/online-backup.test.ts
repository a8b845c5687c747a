import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../test/free-port.ts";
import { bundledBinaries, startEmbeddedPostgres } from "./embedded-postgres.ts";
import { backupCluster } from "./online-backup.ts";
import { restoreBackup } from "./restore-backup.ts";

/** `npm run backup` / `npm run restore`: a backup taken while rows are being written restores to a consistent database. */
const dirs: string[] = [];
const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const count = async (connectionString: string) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const seq = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM readings");
    // Through the index too: a torn copy would disagree with itself.
    await client.query("SET enable_seqscan = off");
    const indexed = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM readings WHERE id > 0");
    return { rows: seq.rows[0]?.n ?? -1, indexed: indexed.rows[0]?.n ?? -2 };
  } finally {
    await client.end();
  }
};

describe("backupCluster and restoreBackup", () => {
  it("back up a cluster while it is written to, and restore it to a consistent copy", async () => {
    const sourceData = await tempDir("radar-backup-src-");
    const source = await startEmbeddedPostgres({ dataDir: sourceData, port: await freePort(), database: "app" });
    const writer = new pg.Client({ connectionString: source.connectionString });
    let restored: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
    try {
      await writer.connect();
      await writer.query("CREATE TABLE readings (id bigserial PRIMARY KEY, payload text NOT NULL)");
      await writer.query("INSERT INTO readings (payload) SELECT repeat('x', 200) FROM generate_series(1, 20000)");
      const committedBeforeBackup = (await count(source.connectionString)).rows;
      let writing = true;
      const writes = (async () => {
        while (writing) await writer.query("INSERT INTO readings (payload) SELECT repeat('y', 200) FROM generate_series(1, 200)");
      })();
      const target = path.join(await tempDir("radar-backup-target-"), "backup");
      const report = await backupCluster({
        serverUrl: source.connectionString.replace(/\/app$/, ""),
        databaseDir: path.join(sourceData, "postgres"),
        target,
      });
      writing = false;
      await writes;
      expect(report.files).toBeGreaterThan(100);

      const restoreData = await tempDir("radar-backup-restored-");
      await restoreBackup({
        backup: target,
        databaseDir: path.join(restoreData, "postgres"),
        postgresBinary: (await bundledBinaries()).postgres,
      });
      restored = await startEmbeddedPostgres({ dataDir: restoreData, port: await freePort(), database: "app" });
      const copy = await count(restored.connectionString);
      expect(copy.rows).toBe(copy.indexed);
      expect(copy.rows).toBeGreaterThanOrEqual(committedBeforeBackup);
    } finally {
      await writer.end().catch(() => {});
      await restored?.stop();
      await source.stop();
    }
  }, 120_000);

  it("refuse to restore over a running cluster, or from a directory that is no backup", async () => {
    const data = await tempDir("radar-backup-busy-");
    const cluster = await startEmbeddedPostgres({ dataDir: data, port: await freePort(), database: "app" });
    try {
      const backup = await tempDir("radar-backup-fake-");
      await mkdir(path.join(backup, "data"));
      for (const file of ["backup_label", "PG_VERSION"]) await writeFile(path.join(backup, "data", file), "");
      const postgresBinary = (await bundledBinaries()).postgres;
      await expect(restoreBackup({ backup, databaseDir: path.join(data, "postgres"), postgresBinary })).rejects.toThrow(
        /stop the server before restoring/,
      );
      await expect(restoreBackup({ backup: data, databaseDir: path.join(data, "postgres"), postgresBinary })).rejects.toThrow(
        /not a backup made by npm run backup/,
      );
      expect(cluster.isRunning()).toBe(true);
    } finally {
      await cluster.stop();
    }
  }, 60_000);
});
