import "../../core/config/load-env.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, parseConfig } from "../../core/config/config.ts";
import { importJsonLines } from "../../features/discovery/bulk-load.ts";
import { openDatabaseTarget } from "./database-target.ts";

/**
 * `npm run import -- FILE.jsonl`: upserts influencers given one per line in the search-result
 * shape (basic / metrics / features / audience). Safe to run again with the same file.
 */
async function main(): Promise<void> {
  // npm runs the script in apps/api; a relative path means relative to where the user typed it.
  const file = process.argv[2] ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]) : undefined;
  if (!file || !existsSync(file)) {
    console.error("Usage: npm run import -- FILE.jsonl");
    process.exit(2);
  }
  const config = parseConfig(process.env);
  const target = await openDatabaseTarget(config);
  try {
    const started = performance.now();
    const report = await importJsonLines(target.db, file);
    console.log(
      `${report.upserted.toLocaleString("en")} influencers upserted from ${report.lines.toLocaleString("en")} lines in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const rejected of report.rejected.slice(0, 20)) console.error(`  line ${rejected.line}: ${rejected.error}`);
    if (report.rejected.length > 0) {
      console.error(`${report.rejected.length} line(s) rejected`);
      process.exitCode = 1;
    }
  } finally {
    await target.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
