import { defineConfig } from "vitest/config";

// One `vitest run` runs every project: the shared contract, the search engine's unit tests, the API against real PostgreSQL,
// the web app's component tests in jsdom, and the browser end-to-end tests in Chromium.
export default defineConfig({
  test: {
    projects: [
      "packages/contract/vitest.config.ts",
      "packages/search-engine/vitest.config.ts",
      "apps/api/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "e2e/vitest.config.ts",
    ],
  },
});
