import { defineConfig } from "vitest/config";

// One `vitest run` runs every project: the shared contract, the search engine's unit tests, the API against real PostgreSQL,
// the web app's component tests in jsdom, and the browser end-to-end tests in Chromium.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, so on a two-core machine every file of the
    // contract, api and web projects ran one after another, while an api file spends much of its
    // time waiting on PostgreSQL. The browser scenarios stay one at a time (e2e/vitest.config.ts).
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
