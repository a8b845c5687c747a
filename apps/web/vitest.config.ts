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
  },
});
