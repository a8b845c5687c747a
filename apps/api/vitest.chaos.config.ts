import { defineConfig } from "vitest/config";

/**
 * `npm run test:chaos`: real server processes and their embedded PostgreSQL killed at bad moments
 * (test/chaos/*.chaos.test.ts). One file at a time: each runs its own servers and cluster, and the
 * timing of a kill must not depend on how busy two other files keep the machine.
 */
export default defineConfig({
  test: {
    name: "chaos",
    root: import.meta.dirname,
    include: ["test/chaos/**/*.chaos.test.ts"],
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
