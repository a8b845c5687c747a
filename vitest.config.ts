import { defineConfig } from "vitest/config";

// One `vitest run` runs every project: the shared contract, the search engine's unit tests, the API against real PostgreSQL,
// the web app's component tests in jsdom, and the browser end-to-end tests in Chromium.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, so on a two-core machine every file ran
    // after the one before, while an api file spends much of its time waiting on PostgreSQL. The web
    // files (apps/web/vitest.config.ts) and the browser scenarios (e2e/vitest.config.ts) keep one at a time.
    maxWorkers: 2,
    projects: [
      "packages/contract/vitest.config.ts",
      "packages/search-engine/vitest.config.ts",
      "apps/api/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "e2e/vitest.config.ts",
    ],
  },
});
