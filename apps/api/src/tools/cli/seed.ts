import "../../core/config/load-env.ts";
import { parseArgs } from "node:util";
import { ConfigError, parseConfig } from "../../core/config/config.ts";
import { CopySink } from "../../features/discovery/bulk-load.ts";
import { DEFAULT_SEED, seedIndex, todayUtc } from "../seed/seed-index.ts";
import { openDatabaseTarget } from "./database-target.ts";

const USAGE = "Usage: npm run seed -- --influencers N [--seed S] [--as-of YYYY-MM-DD] [--database NAME]";

/**
 * `npm run seed -- --influencers N`: replaces the influencer index with N generated profiles
 * (deterministic for a given --seed and --as-of), bulk-loaded with COPY.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      influencers: { type: "string", default: "50000" },
      seed: { type: "string", default: String(DEFAULT_SEED) },
      "as-of": { type: "string" },
      database: { type: "string" },
    },
  });
  const count = Number(values.influencers);
  const seed = Number(values.seed);
  const asOf = values["as-of"] ? Date.parse(`${values["as-of"]}T00:00:00Z`) / 1000 : todayUtc();
  if (!Number.isInteger(count) || count < 3 || !Number.isInteger(seed) || !Number.isFinite(asOf)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = parseConfig(process.env);
  const target = await openDatabaseTarget(config, values.database);
  try {
    console.log(
      `seeding ${count.toLocaleString("en")} influencers (seed ${seed}, as of ${new Date(asOf * 1000).toISOString().slice(0, 10)})`,
    );
    const report = await seedIndex(target.db, new CopySink(target.connectionString), {
      influencers: count,
      seed,
      asOf,
      onProgress: (message) => console.log(message),
    });
    console.log(
      `done in ${(report.totalMs / 1000).toFixed(1)} s (generate + COPY ${(report.generateAndLoadMs / 1000).toFixed(1)} s, ` +
        `indexes ${(report.indexMs / 1000).toFixed(1)} s, vacuum/analyze ${(report.analyzeMs / 1000).toFixed(1)} s)`,
    );
  } finally {
    await target.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
