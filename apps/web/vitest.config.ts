import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const COUNT_ASSERTIONS = fileURLToPath(new URL("../api/test/count-assertions.ts", import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    name: "web",
    root: fileURLToPath(new URL(".", import.meta.url)),
    environment: "jsdom",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    // RADAR_TEST_COUNTS=<file> adds a measurement-only count of tests and expect calls (docs/benchmarks/tests.md).
    setupFiles: ["./src/testing/setup-tests.ts", ...(process.env.RADAR_TEST_COUNTS ? [COUNT_ASSERTIONS] : [])],
    restoreMocks: true,
    // Two files at a time, after the api and contract files: one at a time left a core idle for the
    // whole group. A lazily loaded screen can then take longer than testing-library's 1 s default to
    // arrive, so the setup file gives every findBy/waitFor a longer cap (they still return as soon as
    // their condition holds) and a test as long as the slow files already had (docs/benchmarks/tests.md).
    maxWorkers: 2,
    // One module graph and one document per worker, not per file: each file otherwise re-imported React,
    // i18next with both languages, the router and the screens, and built a fresh jsdom — about half the
    // group's CPU. The setup file puts back what a file changes in shared state (docs/decisions/0091);
    // RADAR_WEB_ISOLATE=1 gives each file its own again, to tell a leak between files from a real failure.
    isolate: process.env.RADAR_WEB_ISOLATE === "1",
    // `npm test` runs the browser scenarios beside these files (scripts/test.mjs): the caps are for a
    // busy machine, a passing test is not slowed by them.
    testTimeout: 60_000,
    sequence: { groupOrder: 1 },
  },
});
