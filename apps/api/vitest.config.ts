import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // The kill tests run alone (`npm run test:chaos`, vitest.chaos.config.ts): they time kills and restarts
    // of whole servers, which the rest of the suite running beside them would make unreliable.
    exclude: ["test/chaos/**", "**/node_modules/**"],
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
