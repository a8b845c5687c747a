import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";
import { evaluateQuality } from "../../tools/demo/quality-eval.ts";
import type { Agreement } from "./public.ts";

/**
 * Issue 37: our quality estimate against the vendor-like scores of a generated demo index (3,000
 * accounts and their year of history), whose scores and behaviour share one latent fake share per
 * account (decision 0079). The floors sit just below what docs/benchmarks/quality.md reports for this
 * sample; a change to the generator, the signals or the estimate that agrees less fails here.
 */
/**
 * Measured on this sample: 84.3 %, 44.4 %, 0.477 (deterministic: the same seed, the same history). A
 * constant estimate of 65 would be within one band of 78.0 % and in the same band of 39.1 %.
 */
const WITHIN_ONE_BAND = 0.84;
const SAME_BAND = 0.44;
const SPEARMAN = 0.47;

let env: TestEnv;
let agreement: Agreement;
beforeAll(async () => {
  env = await createTestEnv();
  agreement = await evaluateQuality(env.ctx.db, 3_000);
}, 120_000);
afterAll(() => env?.close());

describe("the audience quality estimate", () => {
  it("agrees with the vendor's score at least as well as reported", () => {
    expect(agreement.accounts).toBe(3_000);
    expect(agreement.withinOneBand).toBeGreaterThanOrEqual(WITHIN_ONE_BAND);
    expect(agreement.sameBand).toBeGreaterThanOrEqual(SAME_BAND);
    expect(agreement.spearman).toBeGreaterThanOrEqual(SPEARMAN);
  });

  it("is stored apart from the vendor's score", async () => {
    const { storeAllEstimates } = await import("./public.ts");
    const stored = await storeAllEstimates(env.ctx.db);
    expect(stored).toBe(3_000);
    const row = await env.ctx.db.selectFrom("account_quality_estimates").select(["estimate"]).limit(1).executeTakeFirstOrThrow();
    expect(row.estimate).toBeGreaterThan(0);
  });
});
