import { readFile, realpath, unlink } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { commandLine, executable, parentPid, processState, resolveForProcess } from "./process-table.ts";

/**
 * PostgreSQL's own lock on a data directory is `postmaster.pid`: line 1 the postmaster's PID, line 2
 * the data directory, line 8 its status (`starting`, `ready`, `stopping`). A server killed with
 * SIGKILL (or by the OOM killer) leaves its PostgreSQL running with that file in place, and the next
 * start then fails. This decides who holds the directory, and stops the holder only when it is
 * provably ours and orphaned.
 */

export interface PidFile {
  pid: number;
  dataDir: string;
  status: string;
}

export async function readPidFile(databaseDir: string): Promise<PidFile | null> {
  let text: string;
  try {
    text = await readFile(path.join(databaseDir, "postmaster.pid"), "utf8");
  } catch {
    return null;
  }
  const lines = text.split("\n");
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, dataDir: lines[1] ?? "", status: (lines[7] ?? "").trim() };
}

export type DirectoryHolder =
  | { kind: "none" }
  /** The PID in the file is no postmaster of this directory any more (exited, a zombie, or reused by another program). */
  | { kind: "stale"; pid: number; zombie: boolean; reason: string }
  /** Our bundled PostgreSQL on this directory, whose server process is gone. */
  | { kind: "orphan"; pid: number }
  /** Our bundled PostgreSQL on this directory, still the child of a live Node process (another server). */
  | { kind: "owned"; pid: number; ownerPid: number }
  /** A PostgreSQL we cannot prove is ours: never signalled, its lock never removed. */
  | { kind: "foreign"; pid: number; reason: string };

/** The `-D` argument of a postgres command line (`-D dir`, `-Ddir`, `--pgdata=dir`). */
function dataDirArgument(argv: string[]): string | null {
  for (let i = 1; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === "-D") return argv[i + 1] ?? null;
    if (arg.startsWith("-D")) return arg.slice(2);
    if (arg.startsWith("--pgdata=")) return arg.slice("--pgdata=".length);
  }
  return null;
}

const looksLikePostgres = (file: string | null | undefined) =>
  file !== null && file !== undefined && /^postgres|^postmaster/.test(path.basename(file));

/**
 * Who holds `databaseDir`. "Ours" needs all of: the PID in postmaster.pid is alive; its command
 * line is `postgres -D <this directory>` (resolved against its working directory and symlinks); its
 * executable is the PostgreSQL bundled with this installation. It is an orphan when its parent is
 * no longer a Node process — a live server is always the direct parent of the postmaster it
 * started, and a dead one's postmaster is re-parented to init or a subreaper.
 */
export async function inspectDataDirectory(databaseDir: string, postgresBinary: string): Promise<DirectoryHolder> {
  const pidFile = await readPidFile(databaseDir);
  if (!pidFile) return { kind: "none" };
  const { pid } = pidFile;
  const state = await processState(pid);
  if (state === "gone") return { kind: "stale", pid, zombie: false, reason: "the process has exited" };
  if (state === "zombie") return { kind: "stale", pid, zombie: true, reason: "the process has exited (not yet reaped)" };
  const argv = await commandLine(pid);
  const exe = await executable(pid);
  if (state === "unknown" || !argv) return { kind: "foreign", pid, reason: "its process cannot be inspected" };
  const isPostgres = looksLikePostgres(argv[0]) || looksLikePostgres(exe);
  const ownDir = await realpath(databaseDir);
  const dirArg = dataDirArgument(argv);
  const theirDir = dirArg === null ? null : await resolveForProcess(pid, dirArg);
  if (!isPostgres) return { kind: "stale", pid, zombie: false, reason: `PID ${pid} now belongs to another program (${argv[0]})` };
  if (theirDir !== ownDir) {
    if (dirArg !== null && theirDir !== null) {
      return { kind: "stale", pid, zombie: false, reason: `PID ${pid} is a PostgreSQL of another data directory (${theirDir})` };
    }
    return { kind: "foreign", pid, reason: "a PostgreSQL whose data directory cannot be verified" };
  }
  const bundled = await realpath(postgresBinary).catch(() => postgresBinary);
  if (exe === null || exe !== bundled) {
    return { kind: "foreign", pid, reason: `a PostgreSQL not started from this installation's binaries (${exe ?? argv[0]})` };
  }
  const ppid = await parentPid(pid);
  const parentExe = ppid === null || ppid === 1 ? null : await executable(ppid);
  if (ppid !== null && parentExe !== null && /^node/.test(path.basename(parentExe))) return { kind: "owned", pid, ownerPid: ppid };
  return { kind: "orphan", pid };
}

export interface LockLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Makes `databaseDir` startable or says exactly why it is not: stops an orphaned cluster of ours
 * (fast shutdown, as `pg_ctl stop -m fast` would), clears a lock PostgreSQL would wrongly trust (a
 * zombie's or a reused PID's), and refuses — touching nothing — when another live server or a
 * PostgreSQL that is not provably ours holds it.
 */
export async function freeDataDirectory(databaseDir: string, postgresBinary: string, log: LockLog): Promise<void> {
  const holder = await inspectDataDirectory(databaseDir, postgresBinary);
  switch (holder.kind) {
    case "none":
      return;
    case "stale":
      return clearStaleLock(databaseDir, holder, log);
    case "orphan":
      log.warn(
        `the embedded PostgreSQL (PID ${holder.pid}) of ${databaseDir} was left running by a server that ended without stopping it: stopping it`,
      );
      return stopOrphan(databaseDir, holder.pid);
    case "owned":
      throw new Error(
        `The embedded PostgreSQL of ${databaseDir} (PID ${holder.pid}) belongs to another running server process (PID ${holder.ownerPid}). ` +
          "Stop that server first, or start this one with another DATA_DIR and EMBEDDED_PG_PORT.",
      );
    case "foreign":
      throw new Error(
        `${databaseDir} is locked by PostgreSQL PID ${holder.pid}, ${holder.reason}; it was left alone. ` +
          "Stop that PostgreSQL, or start this server with another DATA_DIR.",
      );
  }
}

async function clearStaleLock(databaseDir: string, holder: Extract<DirectoryHolder, { kind: "stale" }>, log: LockLog): Promise<void> {
  if (!holder.zombie && holder.reason === "the process has exited") {
    // PostgreSQL removes a lock file whose process is gone by itself (and still refuses to start
    // while any of the old server's processes hold its shared memory).
    log.info(`postmaster.pid names PID ${holder.pid}, which has exited: PostgreSQL will recover the data directory`);
    return;
  }
  if (holder.zombie) {
    // An exited postmaster that init has not reaped yet still answers kill(pid, 0), which PostgreSQL
    // takes for a running server. Give init a moment; then the lock is ours to clear.
    for (let i = 0; i < 50 && (await processState(holder.pid)) === "zombie"; i += 1) await sleep(100);
  }
  const current = await readPidFile(databaseDir);
  if (current?.pid !== holder.pid) return;
  log.warn(`removing the stale postmaster.pid of ${databaseDir}: ${holder.reason}`);
  await unlink(path.join(databaseDir, "postmaster.pid")).catch(() => {});
}

const STOP_WAIT_MS = 30_000;
const IMMEDIATE_STOP_WAIT_MS = 10_000;

/** Whether the postmaster `pid` has let go of the directory: it exited and its lock is gone or another's. */
async function released(databaseDir: string, pid: number): Promise<boolean> {
  const state = await processState(pid);
  if (state === "running" || state === "unknown") return false;
  return (await readPidFile(databaseDir))?.pid !== pid || state === "gone";
}

async function waitReleased(databaseDir: string, pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await released(databaseDir, pid)) return true;
    await sleep(100);
  }
  return false;
}

async function stopOrphan(databaseDir: string, pid: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ESRCH") throw new Error(`Could not stop the orphaned PostgreSQL (PID ${pid}) of ${databaseDir}: ${code}`);
    }
  };
  // SIGINT is PostgreSQL's fast shutdown: sessions are ended, a checkpoint is written, the lock removed.
  signal("SIGINT");
  if (await waitReleased(databaseDir, pid, STOP_WAIT_MS)) return;
  // SIGQUIT is its immediate shutdown: no checkpoint, the next start replays the WAL (no data is lost).
  signal("SIGQUIT");
  if (await waitReleased(databaseDir, pid, IMMEDIATE_STOP_WAIT_MS)) return;
  throw new Error(
    `The orphaned PostgreSQL (PID ${pid}) of ${databaseDir} did not stop within ${(STOP_WAIT_MS + IMMEDIATE_STOP_WAIT_MS) / 1000} s`,
  );
}
