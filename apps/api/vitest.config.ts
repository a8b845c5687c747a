import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const COUNT_ASSERTIONS = fileURLToPath(new URL("./test/count-assertions.ts", import.meta.url));

export default defineConfig({
  test: {
    name: "api",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // The kill tests run alone (`npm run test:chaos`, vitest.chaos.config.ts): they time kills and restarts
    // of whole servers, which the rest of the suite running beside them would make unreliable.
    exclude: ["test/chaos/**", "**/node_modules/**"],
    environment: "node",
    // The files of one worker share its loaded modules: each file importing the whole app afresh in a
    // new process cost more CPU than most files' tests (docs/decisions/0090-api-tests-share-modules.md).
    // Every file still gets its own database and app; state a module keeps must be per database or app.
    isolate: false,
    // Measurement only: RADAR_TEST_COUNTS=<file> counts tests and expect calls per file (docs/benchmarks/tests.md).
    setupFiles: process.env.RADAR_TEST_COUNTS ? [COUNT_ASSERTIONS] : [],
    globalSetup: ["test/global-setup.ts"],
    // `npm test` runs the browser scenarios beside these files (scripts/test.mjs): the heaviest files
    // (property tests, sandbox searches: ~10 s a test idle) need a multiple of that on a busy machine.
    // Waits are on real conditions; the deadline only decides how long a broken test hangs.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
