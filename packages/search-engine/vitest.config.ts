import { defineConfig } from "vitest/config";

// Pure unit tests of the engine's columns and indexes; the tests that load it from PostgreSQL live
// with the app that owns the tables (apps/api/src/features/discovery/search/memory-count/).
export default defineConfig({
  // 60 s: `npm test` runs these beside the browser scenarios (scripts/test.mjs), on busy cores.
  test: { name: "search-engine", root: import.meta.dirname, include: ["src/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
});
