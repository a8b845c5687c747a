import "../../core/config/load-env.ts";
import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { parseConfig } from "../../core/config/config.ts";
import { connectDatabase } from "../../core/db/database.ts";
import { migrateToLatest } from "../../core/db/migrate.ts";
import { CopySink } from "../../features/discovery/bulk-load.ts";
import { benchDatabase } from "../bench-database.ts";
import { BenchEventStream, type ClientTiming, timeByPolling, timeThroughStream } from "../bench-reports/bench-client.ts";
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
 * First it times what the user waits for, "Generate" until the page knows the PDF is ready, over
 * real HTTP: through the event stream (target p95 ≤ 2 s) and by polling every 3 s as the page did
 * before (--poll-rounds, default 10). --client-only stops after that.
 * Database: `radar_bench_reports` on the DATABASE_URL server, else an embedded cluster of its own
 * in DATA_DIR/bench-reports (port EMBEDDED_PG_PORT + 2).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      influencers: { type: "string", default: "50000" },
      rounds: { type: "string", default: "20" },
      concurrent: { type: "string", default: "20" },
      "poll-rounds": { type: "string", default: "10" },
      "client-only": { type: "boolean", default: false },
    },
  });
  const influencers = Number(values.influencers);
  const rounds = Number(values.rounds);
  const concurrent = Number(values.concurrent);
  const pollRounds = Number(values["poll-rounds"]);
  const clientOnly = values["client-only"];
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

      // What the user waits for: "Generate" until the page shows the download button, over real HTTP.
      const pdfOrder = (i: number): ReportOrder => ({
        profile: profile(i),
        report_type: "pdf",
        template: i % 4 === 3 ? "brief" : "standard",
        language: i % 2 === 0 ? "en" : "ar",
      });
      const stream = await BenchEventStream.open(bench);
      const streamed: ClientTiming[] = [];
      const polled: ClientTiming[] = [];
      try {
        for (let i = 0; i < rounds; i += 1) streamed.push(await timeThroughStream(bench, stream, pdfOrder(i)));
      } finally {
        stream.close();
      }
      for (let i = 0; i < pollRounds; i += 1) polled.push(await timeByPolling(bench, pdfOrder(i)));
      failed += [...streamed, ...polled].filter((t) => t.status !== "completed").length;
      const p95 = (timings: ClientTiming[]) =>
        percentile(
          timings.map((t) => t.ms),
          95,
        );
      const p50 = (timings: ClientTiming[]) =>
        percentile(
          timings.map((t) => t.ms),
          50,
        );
      console.log(`PDF "Generate" → ready seen by the client, one at a time:`);
      console.log(`     polling every 3 s (before, ${pollRounds}): p50 ${ms(p50(polled))}, p95 ${ms(p95(polled))}`);
      console.log(`     event stream (after, ${rounds}):        p50 ${ms(p50(streamed))}, p95 ${ms(p95(streamed))}`);
      console.log(`     target stream p95 ≤ 2 s: ${p95(streamed) <= 2000 ? "met" : "NOT met"}`);

      for (const type of clientOnly ? [] : (["pdf", "pptx"] as const)) {
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
      const orders: ReportOrder[] = Array.from({ length: clientOnly ? 0 : concurrent }, (_, i) => ({
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
      if (!clientOnly)
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
