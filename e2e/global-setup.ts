import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../apps/api/test/free-port.ts";

declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** Empty when no Chromium is installed (then every browser test is skipped outside CI). */
    chromiumPath: string;
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

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
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

/**
 * Builds the web app, then starts the real server — embedded PostgreSQL in a temporary directory,
 * demo accounts, built web app — exactly as `npm start` does, on free ports.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  project.provide("chromiumPath", chromiumPath);
  if (!chromiumPath) {
    project.provide("e2eBaseUrl", "");
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-e2e-"));
  // A build of its own per run: two runs side by side must not overwrite each other's apps/web/dist.
  const webDist = path.join(dataDir, "web-dist");
  // NODE_ENV=production as `npm start` builds it: vitest sets NODE_ENV=test, and Vite builds React's
  // development bundle for any value but production (several times slower, StrictMode double effects).
  execSync(`npm run build -w apps/web -- --outDir ${JSON.stringify(webDist)} --emptyOutDir`, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
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
  await waitForHealth(baseUrl, child, () => log);
  project.provide("e2eBaseUrl", baseUrl);

  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
    // Open pipes to the finished child would keep vitest's process alive.
    child.stdout?.destroy();
    child.stderr?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  };
}
