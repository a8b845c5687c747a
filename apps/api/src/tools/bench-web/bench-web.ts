import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { freePort } from "../../../test/free-port.ts";
import { DEMO_ACCOUNTS } from "../demo/demo-accounts.ts";

/** Issue 14: compressed JavaScript a cold browser downloads to show each page. */
export const JS_BUDGETS = { "/login": 150_000, "/search": 350_000 } as const;
export type BenchedPage = keyof typeof JS_BUDGETS;

export interface PageWeight {
  page: BenchedPage;
  /** Bytes on the wire (encoded bodies) of every script response. */
  jsBytes: number;
  /** The same scripts uncompressed. */
  jsDecodedBytes: number;
  scripts: number;
  /** Every script, heaviest first (`npm run bench:web -- --files` prints them). */
  files: ScriptWeight[];
}

export interface ScriptWeight {
  url: string;
  encoded: number;
  decoded: number;
}

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "radar-demo-2026";

function findChromium(): string {
  const found = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found) throw new Error("Chromium is required: install Debian's chromium or set CHROMIUM_PATH");
  return found;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

/** The real server — embedded PostgreSQL in a temporary directory, demo accounts — serving `webDist`. */
export async function startBenchServer(repoRoot: string, webDist: string): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-bench-web-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let log = "";
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(force);
      child.stdout?.destroy();
      child.stderr?.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(baseUrl: string, email: string): Promise<{ access: string; refresh: string; user: unknown }> {
  const response = await fetch(`${baseUrl}/api/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access: string; refresh: string; user: unknown };
}

/**
 * Opens one page in a fresh context (an empty cache) and adds up the scripts it downloaded until
 * the network is idle — lazy chunks a page fetches right after its first render included.
 */
async function weighPage(context: BrowserContext, baseUrl: string, page: BenchedPage, ready: string): Promise<PageWeight> {
  const tab = await context.newPage();
  const sizes: Promise<ScriptWeight>[] = [];
  tab.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    sizes.push(
      request.sizes().then(async (size) => {
        const response = await request.response();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        return { url: new URL(request.url()).pathname, encoded: size.responseBodySize, decoded: body.length };
      }),
    );
  });
  await tab.goto(`${baseUrl}${page}`, { waitUntil: "networkidle" });
  await tab.locator(ready).first().waitFor();
  await tab.waitForLoadState("networkidle");
  const all = await Promise.all(sizes);
  await tab.close();
  return {
    page,
    jsBytes: all.reduce((sum, size) => sum + size.encoded, 0),
    jsDecodedBytes: all.reduce((sum, size) => sum + size.decoded, 0),
    scripts: all.length,
    files: all.sort((a, b) => b.encoded - a.encoded),
  };
}

/**
 * A slow phone network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (Chromium's network
 * emulation applies them per request, as DevTools' throttling does).
 */
export const SLOW_NETWORK = { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 } as const;
/** The login form's email field must be on screen within this long on {@link SLOW_NETWORK}, cold cache. */
export const LOGIN_VISIBLE_BUDGET_MS = 1_500;

export interface LoginTiming {
  /** Time from the start of navigation until the email input is visible, per run. */
  runsMs: number[];
  medianMs: number;
}

// Runs in the page before any of its scripts: records, on every frame, when the email input is first laid out visibly.
const WATCH_EMAIL_INPUT = `(() => {
  const check = () => {
    const input = document.querySelector('input[type="email"]');
    if (input) {
      const box = input.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(input).visibility !== "hidden") {
        window.__emailVisibleAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function timeLoginOnce(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript({ content: WATCH_EMAIL_INPUT });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_NETWORK.latencyMs,
      downloadThroughput: SLOW_NETWORK.downloadBitsPerSecond / 8,
      uploadThroughput: SLOW_NETWORK.uploadBitsPerSecond / 8,
    });
    await tab.goto(`${baseUrl}/login`, { waitUntil: "commit" });
    // globalThis, not window: the API's TypeScript has no DOM types. Functions, not strings: the
    // app's CSP forbids eval, which a string predicate needs.
    await tab.waitForFunction(() => "__emailVisibleAt" in globalThis, undefined, { timeout: 60_000, polling: 50 });
    const at: unknown = await tab.evaluate(() => Reflect.get(globalThis, "__emailVisibleAt"));
    if (typeof at !== "number") throw new Error("the email input's time was not recorded");
    return Math.round(at);
  } finally {
    await context.close();
  }
}

/** /login on {@link SLOW_NETWORK}, each run in a fresh context with the cache disabled; the median of `runs`. */
export async function measureLoginVisible(baseUrl: string, runs = 5): Promise<LoginTiming> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox"] });
  try {
    const runsMs: number[] = [];
    for (let run = 0; run < runs; run += 1) runsMs.push(await timeLoginOnce(browser, baseUrl));
    const sorted = [...runsMs].sort((a, b) => a - b);
    return { runsMs, medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN };
  } finally {
    await browser.close();
  }
}

export function formatLoginTiming(timing: LoginTiming): string {
  const verdict = timing.medianMs <= LOGIN_VISIBLE_BUDGET_MS ? "ok" : "OVER BUDGET";
  const network = `${SLOW_NETWORK.latencyMs} ms RTT, ${SLOW_NETWORK.downloadBitsPerSecond / 1e6} Mbit/s down`;
  return `/login   email input visible after ${timing.medianMs} ms (median of ${timing.runsMs.join(", ")} ms; ${network}, cold cache); budget ${LOGIN_VISIBLE_BUDGET_MS} ms: ${verdict}`;
}

/** /login signed out and /search signed in as the demo user, each with a cold cache. */
export async function measurePages(baseUrl: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox"] });
  try {
    const guest = await browser.newContext();
    const login = await weighPage(guest, baseUrl, "/login", "form input[type=password]");
    await guest.close();

    const demo = DEMO_ACCOUNTS.find((account) => account.role === "user");
    if (!demo) throw new Error("no demo user account");
    const session = await signIn(baseUrl, demo.email);
    const member = await browser.newContext();
    // Stored before any script of the app runs, the way the app keeps a session: no other page warms the cache.
    const stored = { access_token: session.access, refresh_token: session.refresh, user: JSON.stringify(session.user) };
    await member.addInitScript({
      content: Object.entries(stored)
        .map(([key, value]) => `window.localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
        .join("\n"),
    });
    const search = await weighPage(member, baseUrl, "/search", "main h1");
    await member.close();
    return [login, search];
  } finally {
    await browser.close();
  }
}

export function formatWeights(weights: PageWeight[], withFiles = false): string[] {
  return weights.flatMap((weight) => {
    const budget = JS_BUDGETS[weight.page];
    const verdict = weight.jsBytes <= budget ? "ok" : "OVER BUDGET";
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    const summary = `${weight.page.padEnd(8)} ${kb(weight.jsBytes).padStart(9)} of JavaScript transferred (${kb(weight.jsDecodedBytes)} uncompressed, ${weight.scripts} files); budget ${kb(budget)}: ${verdict}`;
    if (!withFiles) return [summary];
    return [summary, ...weight.files.map((file) => `         ${kb(file.encoded).padStart(9)} ${file.url}`)];
  });
}
