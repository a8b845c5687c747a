import { appendFileSync } from "node:fs";
import { afterAll, afterEach, expect } from "vitest";

/**
 * Measurement only (docs/benchmarks/tests.md): with RADAR_TEST_COUNTS=<file> set, each test file
 * appends one JSON line — the tests that finished and the `expect` calls they made
 * (`expect.getState().assertionCalls`, read after each test). Assertions made in a file's
 * beforeAll/afterAll hooks are not counted.
 */
const out = process.env.RADAR_TEST_COUNTS;
let tests = 0;
let assertions = 0;
afterEach(() => {
  tests += 1;
  assertions += expect.getState().assertionCalls;
});
afterAll(() => {
  if (out) appendFileSync(out, `${JSON.stringify({ kind: "file", file: expect.getState().testPath, tests, assertions })}\n`);
});
