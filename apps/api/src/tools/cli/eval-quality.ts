import "../../core/config/load-env.ts";
import { parseArgs } from "node:util";
import { ConfigError, parseConfig } from "../../core/config/config.ts";
import { CopySink } from "../../features/discovery/bulk-load.ts";
import { measureAgreement } from "../../features/vetting/public.ts";
import { evaluateQuality } from "../demo/quality-eval.ts";
import { DEFAULT_SEED } from "../seed/seed-index.ts";
import { openDatabaseTarget } from "./database-target.ts";

/**
 * `npm run eval:quality`: how far our audience quality estimate agrees with the vendor's score over
 * a generated demo index (its own database, `radar_quality_eval` unless --database is given), or with
 * --existing over the configured database as it is (real vendor scores): the share of accounts within
 * one quality band, in the same band, the mean gap and Spearman's rank correlation. Figures:
 * docs/benchmarks/history.md.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      influencers: { type: "string", default: "50000" },
      // Another generated world than the one the estimate was tuned on (DEFAULT_SEED): a held-out check.
      seed: { type: "string" },
      database: { type: "string" },
      // Measure the configured database as it is (real vendor scores), instead of a generated demo index.
      existing: { type: "boolean", default: false },
    },
  });
  const count = Number(values.influencers);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(count) || count < 100 || !Number.isSafeInteger(seed)) {
    console.error("Usage: npm run eval:quality -- [--influencers N] [--seed N] [--database NAME] [--existing]");
    process.exit(2);
  }
  const target = await openDatabaseTarget(
    parseConfig(process.env),
    values.database ?? (values.existing ? undefined : "radar_quality_eval"),
  );
  try {
    const started = performance.now();
    const agreement = values.existing
      ? await measureAgreement(target.db)
      : await evaluateQuality(target.db, count, new CopySink(target.connectionString), seed);
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    if (!values.existing) console.log(`generated index, seed:        ${seed}`);
    console.log(`accounts with a vendor score: ${agreement.accounts.toLocaleString("en")}`);
    console.log(`within one quality band:      ${percent(agreement.withinOneBand)}`);
    console.log(`same quality band:            ${percent(agreement.sameBand)}`);
    console.log(`mean absolute gap:            ${agreement.meanAbsoluteError.toFixed(1)} points`);
    console.log(`Spearman rank correlation:    ${agreement.spearman.toFixed(3)}`);
    console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await target.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
