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
    // (servers.ts), after the other projects' files.
    maxWorkers: E2E_SERVERS,
    sequence: { groupOrder: 2 },
    // A scenario shares the two cores with the one beside it: the longest (screenshots.spec.ts, about
    // 55 s a test alone on an idle machine) needs twice that with a neighbour.
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
