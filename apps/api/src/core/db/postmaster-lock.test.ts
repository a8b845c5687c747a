import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../test/free-port.ts";
import { bundledBinaries, startEmbeddedPostgres } from "./embedded-postgres.ts";
import { freeDataDirectory, inspectDataDirectory } from "./postmaster-lock.ts";

/**
 * Issue 18 item 1: who holds a data directory. Orphans of a killed server are covered with real
 * server processes in test/chaos; here, everything that must never be touched.
 */
let root: string;
let postgresBinary: string;
const children: ChildProcess[] = [];
const log = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "radar-lock-"));
  postgresBinary = (await bundledBinaries()).postgres;
});
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await rm(root, { recursive: true, force: true });
});

async function dataDir(name: string, pid?: number): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir, { recursive: true });
  if (pid !== undefined)
    await writeFile(path.join(dir, "postmaster.pid"), `${pid}\n${dir}\n1795480000\n5432\n/tmp\n127.0.0.1\n0\nready   \n`);
  return dir;
}

function live(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: "ignore" });
  children.push(child);
  return child;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

describe("inspectDataDirectory and freeDataDirectory", () => {
  it("find nothing to do without a postmaster.pid", async () => {
    expect(await inspectDataDirectory(await dataDir("empty"), postgresBinary)).toEqual({ kind: "none" });
  });

  it("leave the lock of an exited process to PostgreSQL, which removes it itself", async () => {
    const exited = spawn("true");
    await new Promise((resolve) => exited.once("exit", resolve));
    const dir = await dataDir("exited", exited.pid);
    expect(await inspectDataDirectory(dir, postgresBinary)).toMatchObject({ kind: "stale", zombie: false });
    await freeDataDirectory(dir, postgresBinary, log);
    expect(existsSync(path.join(dir, "postmaster.pid"))).toBe(true);
  });

  it("clear a lock whose PID now belongs to another program, and leave that program alone", async () => {
    const stranger = live("sleep", ["60"]);
    const dir = await dataDir("reused", stranger.pid);
    expect(await inspectDataDirectory(dir, postgresBinary)).toMatchObject({
      kind: "stale",
      reason: expect.stringContaining("another program"),
    });
    await freeDataDirectory(dir, postgresBinary, log);
    expect(existsSync(path.join(dir, "postmaster.pid"))).toBe(false);
    expect(alive(stranger)).toBe(true);
  });

  it("refuse, touching nothing, a process that calls itself postgres on this directory but is not our PostgreSQL", async () => {
    const dir = await dataDir("impostor");
    // argv: `postgres -c "sleep 60; true" -- -D <dir>`, executable: bash.
    const impostor = live("bash", ["-c", `exec -a postgres bash -c "sleep 60; true" -- -D ${dir}`]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await writeFile(path.join(dir, "postmaster.pid"), `${impostor.pid}\n${dir}\n`);
    expect(await inspectDataDirectory(dir, postgresBinary)).toMatchObject({ kind: "foreign" });
    await expect(freeDataDirectory(dir, postgresBinary, log)).rejects.toThrow(/was left alone/);
    expect(existsSync(path.join(dir, "postmaster.pid"))).toBe(true);
    expect(alive(impostor)).toBe(true);
  });

  it("refuse a cluster of this directory that a live server (this process) is running, and name that server", async () => {
    // Its own temporary directory: the `postgres` user must be able to enter it (the code opens only the last level).
    const data = await mkdtemp(path.join(os.tmpdir(), "radar-lock-owned-"));
    const cluster = await startEmbeddedPostgres({ dataDir: data, port: await freePort(), database: "owned" });
    try {
      const dir = path.join(data, "postgres");
      const holder = await inspectDataDirectory(dir, postgresBinary);
      expect(holder).toMatchObject({ kind: "owned", ownerPid: process.pid });
      await expect(freeDataDirectory(dir, postgresBinary, log)).rejects.toThrow(
        new RegExp(`belongs to another running server process \\(PID ${process.pid}\\)`),
      );
      expect(cluster.isRunning()).toBe(true);
    } finally {
      await cluster.stop();
      await rm(data, { recursive: true, force: true });
    }
  }, 60_000);
});
