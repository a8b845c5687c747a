import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { DEMO_PASSWORD, serverIndex, wantFileFor } from "./servers.ts";

/**
 * The URL of this worker's server (servers.ts) once global-setup.ts has built the web app and
 * started it — in the background, while the other projects' tests run — or the error that stopped
 * it. Empty without Chromium.
 */
async function serverReady(): Promise<string> {
  const files = inject("e2eReadyFiles");
  const file = files[serverIndex() % Math.max(files.length, 1)] ?? inject("e2eReadyFile");
  if (!file) return "";
  // Every server but the first starts once a file asks for it (global-setup.ts).
  await writeFile(wantFileFor(file), "");
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const text = await readFile(file, "utf8").catch(() => "");
    if (text) {
      const outcome: unknown = JSON.parse(text);
      if (outcome && typeof outcome === "object" && "baseUrl" in outcome && typeof outcome.baseUrl === "string") return outcome.baseUrl;
      throw new Error(`the e2e server did not start: ${text}`);
    }
    if (Date.now() > deadline) throw new Error("the e2e server was not ready within 15 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const baseUrl = await serverReady();
/** Use as `describe.skipIf(!hasBrowser)` so a machine without Chromium skips instead of failing (CI never skips). */
export const hasBrowser = inject("chromiumPath") !== "";

export { DEMO_PASSWORD };
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "..", "test-artifacts", "screenshots");

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };
/** Every language at both widths: the four ways a screen must be looked at. */
export const LANGUAGES_AND_WIDTHS = [
  ["en", DESKTOP],
  ["en", MOBILE],
  ["ar", DESKTOP],
  ["ar", MOBILE],
] as const;

export async function startBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject("chromiumPath"),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
    ],
  });
}

/** A fresh browser context (own storage) on the test server, optionally in Arabic and at a given size. */
export async function newPage(
  browser: Browser,
  options: { language?: "en" | "ar"; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? DESKTOP,
    locale: options.language === "ar" ? "ar-SA" : "en-US",
  });
  // Playwright's 30 s default for each wait, four times over: three scenarios and the api and web
  // files share the two cores (scripts/test.mjs), and a loaded machine made a page's first paint miss
  // 30 s. Each wait still ends as soon as its condition holds.
  context.setDefaultTimeout(120_000);
  if (options.language) {
    await context.addInitScript((language) => window.localStorage.setItem("app-language", language), options.language);
  }
  const page = await context.newPage();
  return { context, page };
}

/**
 * Resolves once the document has not changed for `quietMs` (its data arrived and was rendered, late
 * renders included), no animation or transition with an end is running (a dialog opening, a toast
 * sliding in; a spinner's endless one aside) and its fonts are loaded, then after two frames, so
 * layout and paint are done. A page that keeps changing is taken as it is after `capMs`.
 */
async function domQuiet({ quietMs, capMs }: { quietMs: number; capMs: number }): Promise<void> {
  const cap = Date.now() + capMs;
  const unchangedFor = (ms: number) =>
    new Promise<void>((resolve) => {
      const finish = () => {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      };
      let timer = setTimeout(finish, Math.max(0, Math.min(ms, cap - Date.now())));
      const observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(finish, Math.max(0, Math.min(ms, cap - Date.now())));
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  for (;;) {
    await unchangedFor(quietMs);
    const ending = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState === "running" && typeof end === "number" && Number.isFinite(end);
    });
    if (ending.length === 0 || Date.now() >= cap) break;
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, cap - Date.now()))),
    ]);
  }
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Waits for the page as a person would see it once it has loaded: Playwright's `networkidle` for
 * the document (no request for half a second since it loaded; immediate once that has happened),
 * then no change to the document for `quietMs`, no animation or transition with an end running,
 * its fonts loaded and two frames drawn — instead of a fixed pause after `networkidle`, which was
 * too short on a busy machine and too long on an idle one. `networkIdle: false` skips the first step
 * where a scenario waits for a screen's own element instead.
 */
export async function settle(page: Page, { quietMs = 200, capMs = 5_000, networkIdle = true } = {}): Promise<void> {
  if (networkIdle) await page.waitForLoadState("networkidle");
  for (;;) {
    try {
      await page.evaluate(domQuiet, { quietMs, capMs });
      return;
    } catch (error) {
      // A navigation (a guard's redirect, a form posted) replaced the document: wait for the new one.
      if (!(error instanceof Error && /Execution context was destroyed|navigation/i.test(error.message))) throw error;
      await page.waitForLoadState(networkIdle ? "networkidle" : "load");
    }
  }
}

/**
 * Waits until the page has stopped moving: web fonts loaded, every finite animation and transition
 * (a dialog sliding in, a toast) finished, the images decoded, and a frame painted after that — for a
 * screenshot of a screen a scenario has already waited for by its own element.
 */
export async function motionless(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** A fresh load of `path` in `page`, settled (see `settle`). */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** The dev outbox, newest first (only outside production). */
export async function readOutbox(to?: string): Promise<OutboxMessage[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : "";
  const response = await fetch(`${baseUrl}/api/dev/outbox${query}`);
  if (!response.ok) throw new Error(`outbox: ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

/** A session of the API: its tokens, the user, and how to sign in again (each browser context gets a session of its own). */
export type Session = { access: string; refresh: string; user: unknown; email: string; password: string };

/**
 * Logs in through the API: a new session (refresh token family). Never hand one session to two
 * browser contexts: each rotates its refresh token, and the server takes a rotated token presented
 * again as stolen and ends the whole session — for every context and API call that used it.
 */
export async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await postLogin(email, password);
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { access: string; refresh: string; user: unknown };
  return { ...body, email, password };
}

/**
 * The login request, sent again when the connection was reset before an answer came (a kept-alive
 * socket the server closed as the request went out, seen under load): no answer means no session was
 * made, and a login is the scenario's set-up, not what it checks.
 */
async function postLogin(email: string, password: string, attempts = 3): Promise<Response> {
  try {
    return await fetch(`${baseUrl}/api/auth/token/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
  } catch (error) {
    const code = error instanceof TypeError && error.cause instanceof Error && "code" in error.cause ? error.cause.code : null;
    if (attempts <= 1 || code !== "ECONNRESET") throw error;
    return postLogin(email, password, attempts - 1);
  }
}

/** axe's impacts from the least to the most severe. */
const AXE_IMPACTS = ["minor", "moderate", "serious", "critical"] as const;
type AxeImpact = (typeof AXE_IMPACTS)[number];

/** The page's axe violations at `minimum` impact or worse, one line each: rule, impact, the elements. */
export async function axeViolations(page: Page, minimum: AxeImpact = "moderate"): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const floor = AXE_IMPACTS.indexOf(minimum);
  return results.violations
    .filter((violation) => AXE_IMPACTS.indexOf(violation.impact as AxeImpact) >= floor)
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** Issue 14 item 10: no moderate, serious or critical axe violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page, "moderate"), what).toEqual([]);
}

/** The older, laxer check some scenarios still use: serious and critical violations only. */
export async function expectNoSeriousAxeViolations(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page, "serious"), what).toEqual([]);
}
