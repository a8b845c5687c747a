import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../apps/api/test/free-port.ts";
import { DEMO_PASSWORD, E2E_SERVERS, wantFileFor } from "./servers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Empty when no Chromium is installed (then every browser test is skipped outside CI). */
    chromiumPath: string;
    /**
     * Where the global setup writes `{ "baseUrl": … }` once the server answers, or `{ "error": … }`;
     * empty without Chromium. Read it with harness.ts (`baseUrl`).
     */
    e2eReadyFile: string;
    /** One such file per server (servers.ts, E2E_SERVERS); the first is `e2eReadyFile`. */
    e2eReadyFiles: string[];
  }
}

const ROOT = path.resolve(import.meta.dirname, "..");

function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found && process.env.CI) throw new Error("Chromium is required in CI: install Debian's chromium (see .ci/run) or set CHROMIUM_PATH");
  if (!found)
    console.warn(
      "\n[e2e] Chromium not found: browser tests are SKIPPED. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.\n",
    );
  return found ?? "";
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, stopping: () => boolean): Promise<void> {
  // Generous: the server now starts while the other projects' tests keep both cores busy.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    if (stopping()) throw new Error("the run ended before the e2e server was healthy");
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** Runs a command without blocking the event loop (vitest's own process runs this setup); its output is kept for an error. */
function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output}`)),
    );
  });
}

/** Where finished web builds are kept, one directory per hash of their inputs (node_modules is never committed). */
const BUILD_CACHE = path.join(ROOT, "node_modules", ".cache", "radar-e2e-web");
/** Builds kept besides the one in use: enough for switching between a few branches, a few MB each. */
const KEPT_BUILDS = 3;
/** What the web build reads: its sources and config, the contract it imports, the locked dependencies. */
const BUILD_INPUTS = ["apps/web", "packages/contract", "package-lock.json", "package.json", "tsconfig.base.json"];
/** Never part of the bundle: tests, the test helpers, outputs and installed packages. */
const NOT_BUILD_INPUT =
  /(^|\/)(node_modules|dist|coverage|\.vite)(\/|$)|\.test\.tsx?$|^apps\/web\/src\/testing\/|^apps\/web\/vitest\.config\.ts$/;

async function listFiles(relative: string): Promise<string[]> {
  const absolute = path.join(ROOT, relative);
  const info = await stat(absolute).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) return NOT_BUILD_INPUT.test(relative) ? [] : [relative];
  const entries = await readdir(absolute, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .map((entry) => path.posix.join(relative, entry.name))
      .filter((child) => !NOT_BUILD_INPUT.test(child))
      .map((child) => listFiles(child)),
  );
  return nested.flat();
}

/** A hash of every build input's path and content, and of the VITE_ variables a build could read. */
async function buildInputsHash(): Promise<string> {
  const hash = createHash("sha256");
  const files = (await Promise.all(BUILD_INPUTS.map((input) => listFiles(input)))).flat().sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(ROOT, file)));
    hash.update("\0");
  }
  for (const [name, value] of Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b))) {
    if (name.startsWith("VITE_")) hash.update(`${name}=${value}\0`);
  }
  return hash.digest("hex").slice(0, 24);
}

/**
 * The built web app for the current sources: reused when a finished build of the same inputs is in
 * the cache (a run after a change to the API or the scenarios only), built otherwise — always on a
 * fresh clone. The build costs about a minute of CPU (brotli at its best quality for every file,
 * vite.config.ts), which the scenarios running at the same time would otherwise share.
 */
async function cachedWebBuild(): Promise<string> {
  const key = await buildInputsHash();
  const target = path.join(BUILD_CACHE, key);
  if (existsSync(path.join(target, "index.html"))) {
    // Most recently used first when old builds are pruned.
    const now = new Date();
    await utimes(target, now, now).catch(() => undefined);
    return target;
  }
  await mkdir(BUILD_CACHE, { recursive: true });
  // Built beside the cache and renamed into it whole: a run beside this one never serves half a build.
  const building = await mkdtemp(path.join(BUILD_CACHE, `${key}.building-`));
  // NODE_ENV=production as `npm start` builds it: vitest sets NODE_ENV=test, and Vite builds React's
  // development bundle for any value but production (several times slower, StrictMode double effects).
  await runCommand("npm", ["run", "build", "-w", "apps/web", "--", "--outDir", building, "--emptyOutDir"], {
    ...process.env,
    NODE_ENV: "production",
  });
  try {
    await rename(building, target);
  } catch {
    // Another run finished the same build first: use that one.
    await rm(building, { recursive: true, force: true });
  }
  await pruneBuilds(key);
  return target;
}

/** Removes all but the most recently used builds (never `keep`), and what an interrupted build left over an hour ago. */
async function pruneBuilds(keep: string): Promise<void> {
  const entries = await readdir(BUILD_CACHE, { withFileTypes: true });
  for (const entry of entries.filter((candidate) => candidate.name.includes(".building-"))) {
    const leftover = path.join(BUILD_CACHE, entry.name);
    const age = Date.now() - (await stat(leftover)).mtimeMs;
    if (age > 3_600_000) await rm(leftover, { recursive: true, force: true });
  }
  const builds = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && !entry.name.includes(".building-") && entry.name !== keep)
      .map(async (entry) => ({ name: entry.name, used: (await stat(path.join(BUILD_CACHE, entry.name))).mtimeMs })),
  );
  builds.sort((a, b) => b.used - a.used);
  for (const old of builds.slice(KEPT_BUILDS - 1)) await rm(path.join(BUILD_CACHE, old.name), { recursive: true, force: true });
}

/** Runs one server of the scenarios until `stop` is called; its outcome goes to `readyFile`. */
interface ServerRun {
  readyFile: string;
  stop: () => Promise<void>;
}

// Written whole and then renamed, so a reader never sees half of it.
async function report(readyFile: string, outcome: { baseUrl: string } | { error: string }): Promise<void> {
  await writeFile(`${readyFile}.part`, JSON.stringify(outcome));
  await rename(`${readyFile}.part`, readyFile);
}

/** Resolves once `file` exists (a scenario file asked for this server) or the run ends. */
async function wanted(file: string | undefined, stopping: () => boolean): Promise<void> {
  while (file && !stopping() && !existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 250));
}

/** A server process of the scenarios and what it printed (kept for an error). */
interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/**
 * Starts the real server — embedded PostgreSQL in `dataDir`, demo accounts, the web app in `webDist`
 * — exactly as `npm start` does, on free ports taken only now, right before the server binds them
 * (a port picked a minute earlier could be taken meanwhile by the other projects' tests).
 */
async function spawnServer(dataDir: string, webDist: string): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let log = "";
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      // development, not test: the server then loads the demo influencer index the scenarios search and add.
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // Every browser context signs in with a login of its own (storeSession), from one address and
      // often as the demo user: far more logins a minute than a person makes. The limits themselves
      // are tested on the API (auth.test.ts, proxy-trust.test.ts).
      AUTH_RATE_LIMIT_PER_IP: "10000",
      AUTH_RATE_LIMIT_PER_EMAIL: "10000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  return { child, baseUrl, output: () => log };
}

/** Stops a server as its operator would (SIGTERM: it closes its pool and its PostgreSQL) and resolves with its exit code. */
async function stopServer(server: ChildProcess | undefined): Promise<number | null> {
  if (!server) return null;
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
  }
  // Open pipes to the finished child would keep vitest's process alive.
  server.stdout?.destroy();
  server.stderr?.destroy();
  return server.exitCode;
}

/** What the server logs when its demo index or the demo user's content could not be made (server.ts). */
const DEMO_FAILED = "could not load the demo influencer index or the demo user's content";

/**
 * Resolves once the demo is complete, as the demo user sees it: the consultation ensureDemoContent
 * books last is there, and the report it asked for is generated (by the job queue, after it
 * returned). The demo index, its history and the licences are made before that content.
 */
async function waitForDemo(server: ServerProcess, stopping: () => boolean): Promise<void> {
  const deadline = Date.now() + 600_000;
  const { baseUrl, child, output } = server;
  let access: string | undefined;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo server exited with ${child.exitCode}:\n${output()}`);
    if (output().includes(DEMO_FAILED)) throw new Error(`the demo could not be made:\n${output()}`);
    if (stopping()) throw new Error("the run ended before the demo was made");
    // One login for the whole wait: each costs a password hash, CPU the load needs.
    access ??= await demoLogin(baseUrl, output);
    const headers = { authorization: `Bearer ${access}` };
    const meetings = await fetch(`${baseUrl}/api/meetings/`, { headers });
    const listed = await fetch(`${baseUrl}/api/reports/`, { headers });
    if (!meetings.ok || !listed.ok)
      throw new Error(`the demo user's meetings or reports: ${meetings.status} ${listed.status}:\n${output()}`);
    const booked = (await meetings.json()) as unknown[];
    const { reports } = (await listed.json()) as { reports: { status: string }[] };
    if (reports.some((one) => one.status === "failed")) throw new Error(`the demo user's report failed:\n${output()}`);
    if (booked.length > 0 && reports.length > 0 && reports.every((one) => one.status === "completed")) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the demo was not complete within 10 minutes:\n${output()}`);
}

async function demoLogin(baseUrl: string, output: () => string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "demo@radar.local", password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`the demo user cannot log in (${login.status}):\n${output()}`);
  return ((await login.json()) as { access: string }).access;
}

/** A WAL segment's file name: 8 hex digits each of timeline, high and low part of the segment number. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Removes the WAL segments a cleanly stopped cluster does not need, so each server's copy is the
 * data alone: after the bulk load PostgreSQL keeps up to max_wal_size (1 GB) of used segments
 * renamed for reuse — more than the 0.7 GB of data, and written again by every copy. A clean
 * shutdown's checkpoint is its own redo point: the cluster starts from the segment holding it (and
 * the next, should the record cross into it); nothing older is read, and a missing later segment is
 * simply created. Where the checkpoint lies is in global/pg_control (ControlFileData: `checkPoint`
 * at byte 32, the checkpoint's `ThisTimeLineID` at byte 48, little-endian on this machine).
 */
async function dropSpareWal(cluster: string): Promise<void> {
  const control = await readFile(path.join(cluster, "global", "pg_control"));
  const checkpoint = control.readBigUInt64LE(32);
  const timeline = control.readUInt32LE(48);
  const walDir = path.join(cluster, "pg_wal");
  const segments = (await readdir(walDir)).filter((name) => WAL_SEGMENT.test(name));
  const first = segments[0];
  if (!first) return;
  // Every segment file has the cluster's segment size (16 MB unless initdb was told otherwise).
  const segmentSize = BigInt((await stat(path.join(walDir, first))).size);
  const perId = 0x1_0000_0000n / segmentSize;
  const nameOf = (segment: bigint) =>
    [BigInt(timeline), segment / perId, segment % perId].map((part) => part.toString(16).toUpperCase().padStart(8, "0")).join("");
  const needed = checkpoint / segmentSize;
  const keep = new Set([nameOf(needed), nameOf(needed + 1n)]);
  // Read wrongly, pg_control would name no segment there is: then every segment stays.
  if (!segments.includes(nameOf(needed))) return;
  await Promise.all(segments.filter((name) => !keep.has(name)).map((name) => rm(path.join(walDir, name))));
}

/** The demo's data directory, made once per run; every server of the scenarios starts from a copy of it. */
interface DemoRun {
  dataDir: Promise<string>;
  stop: () => Promise<void>;
}

/**
 * Makes the demo once: a server on an empty data directory fills it (demo accounts, the 50,000
 * influencers of the demo index, their history, the licences, the demo user's content — about 100 s
 * of CPU) and is stopped cleanly once the demo is complete, so its PostgreSQL cluster can be copied
 * as it is. It serves no web app: it starts without waiting for the build.
 */
function makeDemo(stopping: () => boolean): DemoRun {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  const make = async (): Promise<string> => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-e2e-demo-"));
    server = await spawnServer(dataDir, path.join(dataDir, "no-web-app"));
    await waitForHealth(server.baseUrl, server.child, server.output, stopping);
    await waitForDemo(server, stopping);
    const code = await stopServer(server.child);
    if (code !== 0) throw new Error(`the demo server did not stop cleanly (exit ${code}):\n${server.output()}`);
    if (existsSync(path.join(dataDir, "postgres", "postmaster.pid")))
      throw new Error(`the demo server's PostgreSQL is still running or was not shut down cleanly:\n${server.output()}`);
    // Each server makes a JWT secret of its own: a token of one is no use on another.
    await rm(path.join(dataDir, "secrets"), { recursive: true, force: true });
    await dropSpareWal(path.join(dataDir, "postgres"));
    return dataDir;
  };
  const made = make();
  // Each server awaits the demo only once it is asked for: a failure must not count as unhandled before then.
  made.catch(() => undefined);
  // Called once `stopping` is true: a demo still being made ends at its next check.
  const stop = async () => {
    await made.catch(() => undefined);
    await stopServer(server?.child);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  return { dataDir: made, stop };
}

/**
 * Runs one server of the scenarios on a copy of the demo's data directory (a cleanly stopped
 * cluster, so it starts without recovery and with the demo complete), once `built` gives the web
 * app's directory and, for a server started on demand, once a scenario file asks for it.
 */
function runServer(readyFile: string, onDemand: boolean, built: Promise<string>, demo: DemoRun, stopping: () => boolean): ServerRun {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  const prepare = async (): Promise<string> => {
    await wanted(onDemand ? wantFileFor(readyFile) : undefined, stopping);
    if (stopping()) throw new Error("the run ended before the e2e server started");
    const [template, webDist] = await Promise.all([demo.dataDir, built]);
    if (stopping()) throw new Error("the run ended before the e2e server started");
    // A directory of its own under the system's temporary one, as for one server: the embedded
    // PostgreSQL runs as another user, who must be able to reach it (cp -a keeps the cluster's owner and modes).
    dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-e2e-"));
    await runCommand("cp", ["-a", `${template}/.`, dataDir], process.env);
    server = await spawnServer(dataDir, webDist);
    await waitForHealth(server.baseUrl, server.child, server.output, stopping);
    return server.baseUrl;
  };
  const prepared = prepare().then(
    (baseUrl) => report(readyFile, { baseUrl }),
    (error: unknown) => report(readyFile, { error: error instanceof Error ? error.message : String(error) }),
  );
  const stop = async () => {
    await prepared;
    await stopServer(server?.child);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  return { readyFile, stop };
}

/**
 * Builds the web app once and runs up to E2E_SERVERS servers from it (servers.ts): the scenario files
 * run that many at a time, each on the server of its worker (harness.ts, `baseUrl`).
 *
 * Vitest runs every project's global setup before any test file, and the browser scenarios run last
 * (after the other projects' files). So the build and the servers' start (with the demo index each
 * loads) go on in the background while the other projects' tests run; the scenarios' harness waits
 * for the outcome written to its server's ready file.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  project.provide("chromiumPath", chromiumPath);
  if (!chromiumPath) {
    project.provide("e2eReadyFile", "");
    project.provide("e2eReadyFiles", []);
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-e2e-"));
  let stopping = false;
  const built = cachedWebBuild();
  // Each server awaits the build only once it is asked for: a failure must not count as unhandled before then.
  built.catch(() => undefined);
  const demo = makeDemo(() => stopping);
  // The first server starts at once; each other one when a scenario file first asks for it
  // (harness.ts writes its `wantFileFor`), so a run of a single spec file starts no idle server.
  const servers = Array.from({ length: E2E_SERVERS }, (_, index) =>
    runServer(path.join(dataDir, `ready-${index + 1}.json`), index > 0, built, demo, () => stopping),
  );
  project.provide("e2eReadyFile", servers[0]?.readyFile ?? "");
  project.provide(
    "e2eReadyFiles",
    servers.map((server) => server.readyFile),
  );

  return async () => {
    stopping = true;
    await Promise.all([...servers.map((server) => server.stop()), demo.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  };
}
