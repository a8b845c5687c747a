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
    // One file at a time, after the api and contract files (which run two at a time): many of these
    // tests find what a lazily loaded screen renders within testing-library's 1 s, and two web files
    // transforming their screens at once missed it (docs/benchmarks/tests.md).
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});
