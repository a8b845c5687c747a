import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { E2E_SERVERS } from "./servers.ts";

const COUNT_ASSERTIONS = fileURLToPath(new URL("../apps/api/test/count-assertions.ts", import.meta.url));

export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.spec.ts"],
    environment: "node",
    // Measurement only: RADAR_TEST_COUNTS=<file> counts tests and expect calls per file (docs/benchmarks/tests.md).
    setupFiles: process.env.RADAR_TEST_COUNTS ? [COUNT_ASSERTIONS] : [],
    globalSetup: ["global-setup.ts"],
    // As many scenario files at once as there are servers, each file on the server of its worker
    // (servers.ts). `npm test` runs this project in a vitest process of its own, beside the other
    // projects' files (scripts/test.mjs); `vitest run` alone still runs it after them.
    maxWorkers: E2E_SERVERS,
    sequence: { groupOrder: 2 },
    // A scenario shares the two cores with the ones beside it and with the api and web files: the
    // longest test (a screenshots half, about 55 s alone on an idle machine) can need several times
    // that. Every wait inside is on a real condition, so the deadline only decides how long a broken
    // test hangs before it fails. A file's set-up waits for its server (harness.ts), which
    // starts from the demo the global setup makes once while both cores run other tests.
    testTimeout: 480_000,
    hookTimeout: 480_000,
    // expect.poll waits on a condition of the page like Playwright's own waits (120 s, harness.ts);
    // vitest's 1 s default failed an admin table's filtering on a busy CI machine.
    expect: { poll: { timeout: 120_000, interval: 100 } },
  },
});
