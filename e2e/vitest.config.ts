import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.spec.ts"],
    environment: "node",
    globalSetup: ["global-setup.ts"],
    // One browser scenario at a time: they share one server and the machine has two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
