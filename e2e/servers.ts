/**
 * How many servers the browser scenarios get, and so how many scenario files run at once: each
 * file talks to a server (and its own embedded PostgreSQL and demo accounts) of its own worker, so
 * what one file does to the demo accounts stays invisible to the file beside it, as when they ran
 * one after another. Three by default: two at a time used about one of the two cores (a scenario
 * spends most of its time waiting on pages, the network and its server), so a third keeps the CPU
 * busy; each server costs about 0.5 GB (docs/benchmarks/tests.md).
 */
export const E2E_SERVERS = Math.max(1, Number.parseInt(process.env.E2E_SERVERS ?? "3", 10) || 1);

/**
 * The server of the worker running this file. Vitest numbers its workers 1…maxWorkers
 * (`VITEST_POOL_ID`) and no two running files share a number; with the e2e project's maxWorkers
 * equal to E2E_SERVERS, two files running at once never share a server.
 */
export function serverIndex(poolId = process.env.VITEST_POOL_ID): number {
  const id = Number.parseInt(poolId ?? "1", 10);
  return Number.isFinite(id) && id > 0 ? (id - 1) % E2E_SERVERS : 0;
}

/** The file a scenario file writes to ask for the server whose ready file is `readyFile` (all but the first start on demand). */
export function wantFileFor(readyFile: string): string {
  return `${readyFile}.wanted`;
}

/** The demo accounts' password (the server's default DEMO_PASSWORD): the scenarios sign in with it, the global setup checks the demo with it. */
export const DEMO_PASSWORD = "radar-demo-2026";
