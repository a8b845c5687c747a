import "../../core/config/load-env.ts";
import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { parseConfig } from "../../core/config/config.ts";
import { connectDatabase } from "../../core/db/database.ts";
import { migrateToLatest } from "../../core/db/migrate.ts";
import { CopySink } from "../../features/discovery/public.ts";
import { benchDatabase } from "../bench-database.ts";
import { ms, percentile, type ReportOrder, type ReportTiming, timeReport } from "../bench-reports/bench-run.ts";
import { startReportBench } from "../bench-reports/bench-setup.ts";
import { DEFAULT_SEED, seedIndex, todayUtc } from "../seed/seed-index.ts";

const DATABASE = "radar_bench_reports";

/**
 * `npm run bench:reports [-- --influencers N --rounds R --concurrent C]`: report generation on a
 * seeded index (default 50,000 accounts, like the demo index), through the API, the pg-boss queue
 * and the worker, as the server runs them. Prints p50/p95 of the generation time of PDF and PPTX
 * reports made one after another (target: PDF p95 ≤ 2 s), then orders C reports at once (default 20,
 * mixed formats, templates and languages) and checks that none fails. Exit code 1 if one does.
 * Database: `radar_bench_reports` on the DATABASE_URL server, else an embedded cluster of its own
 * in DATA_DIR/bench-reports (port EMBEDDED_PG_PORT + 2).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      influencers: { type: "string", default: "50000" },
      rounds: { type: "string", default: "20" },
      concurrent: { type: "string", default: "20" },
    },
  });
  const influencers = Number(values.influencers);
  const rounds = Number(values.rounds);
  const concurrent = Number(values.concurrent);
  const config = parseConfig({ ...process.env, LOG_LEVEL: "warn" });

  const { connectionString, stop: stopEmbedded } = await benchDatabase(config, DATABASE, { dir: "bench-reports", portOffset: 2 });
  const handle = connectDatabase(connectionString, { max: 10 });
  const db = handle.db;
  let failed = 0;
  try {
    await migrateToLatest(db);
    console.log(
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    const state = await sql<{ seed_params: { influencers?: number } | null }>`SELECT seed_params FROM discovery_index_state`.execute(db);
    if (state.rows[0]?.seed_params?.influencers !== influencers) {
      console.log(`seeding ${influencers.toLocaleString("en")} influencers…`);
      await seedIndex(db, new CopySink(connectionString), { influencers, seed: DEFAULT_SEED, asOf: todayUtc(), onProgress: () => {} });
    }
    console.log(`index: ${influencers.toLocaleString("en")} influencers (database ${DATABASE})`);

    const bench = await startReportBench(config, db, connectionString, Math.max(rounds, concurrent));
    try {
      const profile = (i: number) => bench.profileIds[i % bench.profileIds.length] as number;
      // Warm-up: the first report loads fonts and compiles the renderers.
      await timeReport(bench, db, { profile: profile(0), report_type: "both", template: "standard", language: "ar" });

      for (const type of ["pdf", "pptx"] as const) {
        const timings: ReportTiming[] = [];
        for (let i = 0; i < rounds; i += 1) {
          timings.push(
            await timeReport(bench, db, {
              profile: profile(i),
              report_type: type,
              template: i % 4 === 3 ? "brief" : "standard",
              language: i % 2 === 0 ? "en" : "ar",
            }),
          );
        }
        failed += timings.filter((t) => t.status !== "completed").length;
        const generation = timings.flatMap((t) => (t.generationMs === null ? [] : [t.generationMs]));
        const endToEnd = timings.map((t) => t.endToEndMs);
        console.log(
          `${type.toUpperCase().padEnd(4)} one at a time (${rounds}): generation p50 ${ms(percentile(generation, 50))}, p95 ${ms(percentile(generation, 95))}` +
            ` | order → completed p50 ${ms(percentile(endToEnd, 50))}, p95 ${ms(percentile(endToEnd, 95))}`,
        );
        if (type === "pdf") console.log(`     target PDF p95 ≤ 2 s: ${percentile(generation, 95) <= 2000 ? "met" : "NOT met"}`);
      }

      const types = ["pdf", "pptx", "both"] as const;
      const orders: ReportOrder[] = Array.from({ length: concurrent }, (_, i) => ({
        profile: profile(i),
        report_type: types[i % 3] ?? "pdf",
        template: i % 2 === 0 ? "standard" : "brief",
        language: i % 4 < 2 ? "en" : "ar",
      }));
      const started = performance.now();
      const results = await Promise.all(orders.map((order) => timeReport(bench, db, order)));
      const wall = performance.now() - started;
      const bad = results.filter((r) => r.status !== "completed");
      failed += bad.length;
      const endToEnd = results.map((r) => r.endToEndMs);
      const generation = results.flatMap((r) => (r.generationMs === null ? [] : [r.generationMs]));
      console.log(
        `${concurrent} at once (pdf, pptx, both; en and ar): ${results.length - bad.length} completed, ${bad.length} failed in ${ms(wall)}` +
          ` | order → completed p50 ${ms(percentile(endToEnd, 50))}, p95 ${ms(percentile(endToEnd, 95))}` +
          ` | generation p50 ${ms(percentile(generation, 50))}, p95 ${ms(percentile(generation, 95))}`,
      );
    } finally {
      await bench.close();
    }
  } finally {
    await handle.close();
    await stopEmbedded?.();
  }
  if (failed > 0) {
    console.error(`${failed} report(s) did not complete`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
