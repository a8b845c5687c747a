import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { readPidFile } from "./postmaster-lock.ts";

export interface PostmasterOptions {
  binary: string;
  databaseDir: string;
  port: number;
  flags: string[];
  /** The `postgres` system user when this process is root (PostgreSQL refuses to run as root). */
  user?: { uid: number; gid: number };
  /** Every line PostgreSQL writes to stderr. */
  onLine(line: string): void;
}

export interface PostmasterExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const KEPT_LINES = 20;

/**
 * One run of the PostgreSQL server process, our child. `start` resolves once the server accepts
 * connections (its lock file says `ready`, as pg_ctl checks it) and rejects with PostgreSQL's own
 * words when it exits first — never with an empty reason.
 */
export class Postmaster {
  private readonly lines: string[] = [];
  readonly exited: Promise<PostmasterExit>;
  private exit: PostmasterExit | null = null;

  private constructor(
    private readonly child: ChildProcess,
    private readonly databaseDir: string,
    onLine: (line: string) => void,
  ) {
    this.exited = new Promise((resolve) => {
      child.once("exit", (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
    });
    let partial = "";
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      const parts = (partial + chunk).split("\n");
      partial = parts.pop() ?? "";
      for (const line of parts) this.keep(line, onLine);
    });
    child.stderr?.on("end", () => {
      if (partial) this.keep(partial, onLine);
    });
  }

  private keep(line: string, onLine: (line: string) => void): void {
    if (!line.trim()) return;
    this.lines.push(line);
    if (this.lines.length > KEPT_LINES) this.lines.shift();
    onLine(line);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.exit === null;
  }

  /** The last lines PostgreSQL wrote: the reason of a failed start or a crash. */
  recentOutput(): string {
    return this.lines.join("\n");
  }

  static async start(options: PostmasterOptions): Promise<Postmaster> {
    const child = spawn(options.binary, ["-D", options.databaseDir, "-p", String(options.port), ...options.flags], {
      ...(options.user ?? {}),
      // Its own process group: a Ctrl-C in the terminal (or `timeout`, or a supervisor signalling the
      // group) reaches the server only, which stops PostgreSQL itself, last, after draining.
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, LC_MESSAGES: "C" },
    });
    const postmaster = new Postmaster(child, options.databaseDir, options.onLine);
    const spawnError = new Promise<Error>((resolve) => child.once("error", resolve));
    const ended = Promise.race([postmaster.exited.then(() => null), spawnError]);
    // A crash recovery of a large cluster may take minutes: there is no deadline while the process lives.
    for (;;) {
      const lock = await readPidFile(options.databaseDir);
      if (lock !== null && lock.pid === child.pid && lock.status === "ready") return postmaster;
      const outcome = await Promise.race([ended, sleep(50).then(() => "waiting" as const)]);
      if (outcome === "waiting") continue;
      // Let the last of stderr arrive before quoting it.
      await sleep(50);
      const exit = postmaster.exit;
      const how = outcome ? outcome.message : `exit code ${exit?.code ?? "none"}${exit?.signal ? `, signal ${exit.signal}` : ""}`;
      throw new Error(`PostgreSQL did not start (${how}):\n${postmaster.recentOutput() || "(it wrote nothing)"}`);
    }
  }

  /** Fast shutdown (SIGINT); immediate shutdown (SIGQUIT) if that takes over `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    if (!this.running) return;
    this.child.kill("SIGINT");
    // Unreferenced: a pending grace timer must not keep a process alive that has nothing else to do.
    const stopped = await Promise.race([this.exited.then(() => true), sleep(graceMs, false, { ref: false })]);
    if (stopped) return;
    this.child.kill("SIGQUIT");
    await this.exited;
  }

  /** For the process's `exit` event: nothing asynchronous runs there, so only the signal is sent. */
  signalStop(): void {
    if (this.running) this.child.kill("SIGINT");
  }

  /** The directory this run serves (for messages). */
  get directory(): string {
    return this.databaseDir;
  }
}
