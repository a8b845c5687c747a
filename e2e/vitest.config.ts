import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
    // One browser scenario at a time: they share one server and the machine has two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
