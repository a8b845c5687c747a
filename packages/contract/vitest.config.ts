import { defineConfig } from "vitest/config";

export default defineConfig({
  // The property tests draw hundreds of cases: 1–3 s idle, several times that beside the browser
  // scenarios (`npm test` runs them at the same time, scripts/test.mjs).
  test: { name: "contract", include: ["src/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
});
