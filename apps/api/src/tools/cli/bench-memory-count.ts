import "../../core/config/load-env.ts";
import { readFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { ZSearchRequestSchema } from "@radar/contract/search";
import pg from "pg";
import { ConfigError, parseConfig } from "../../core/config/config.ts";
import { fromRepoRoot } from "../../core/config/paths.ts";
import { SearchCounter, sqlCount } from "../../features/discovery/bulk-load.ts";
import { readIndexState, toSearchQuery } from "../../features/discovery/public.ts";
import { ensureBenchIndex, openBenchTarget } from "../bench-search/bench-cluster.ts";
import { percentile } from "../bench-search/bench-report.ts";
import type { BenchQuery } from "../bench-search/replay.ts";
import { DEFAULT_SEED } from "../seed/seed-index.ts";

const DEFAULT_MIX = fromRepoRoot("bench/search-queries.json");
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

interface Timing {
  class: string;
  counterMs: number[];
  sqlMs: number;
}

/**
 * `npm run bench:memory-count -- --influencers N`: loads the search benchmark database (seeded like
 * bench:search, only when it holds another size) into the search engine's counter, then counts every query of
 * the search mix with the counter and with PostgreSQL, prints both totals and times, p50/p95 per
 * query class, and fails when any total differs.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      influencers: { type: "string", default: "1000000" },
      database: { type: "string", default: "radar_bench" },
      mix: { type: "string", default: DEFAULT_MIX },
      seed: { type: "string", default: String(DEFAULT_SEED) },
      // Counter runs per query: its p50/p95 are over all of them.
      runs: { type: "string", default: "5" },
    },
  });
  const influencers = Number(values.influencers);
  const seed = Number(values.seed);
  const runs = Math.max(1, Number(values.runs));
  const mix = (JSON.parse(readFileSync(values.mix, "utf8")) as { queries: BenchQuery[] }).queries;
  const config = parseConfig({ ...process.env, LOG_LEVEL: "warn" });
  const target = await openBenchTarget(config, values.database);
  const pool = new pg.Pool({ connectionString: target.connectionString, max: 2 });
  let counter: SearchCounter | undefined;
  try {
    console.log(
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    await ensureBenchIndex(target, { influencers, seed });

    const rssBefore = process.memoryUsage().rss;
    counter = new SearchCounter(pool);
    await counter.refresh();
    // Counted with the text's token indexes, built after the load on a thread of their own.
    await counter.textIndexed();
    const stats = counter.stats();
    const memory = process.memoryUsage();
    console.log(
      `loaded ${stats.rows.toLocaleString("en")} rows (version ${stats.version}) in ${((stats.lastLoadMs ?? 0) / 1000).toFixed(1)} s, ` +
        `text indexed ${((stats.textIndexMs ?? 0) / 1000).toFixed(1)} s later; ` +
        `held ${mb(stats.bytes)}; process RSS ${mb(memory.rss)} (${mb(rssBefore)} before the load), ` +
        `V8 heap ${mb(memory.heapUsed)}, array buffers ${mb(memory.arrayBuffers)}`,
    );

    const state = await readIndexState(target.db);
    const timings: Timing[] = [];
    let mismatches = 0;
    console.log(`\n  ${"class".padEnd(14)} ${"counter".padStart(10)} ${"ms".padStart(7)}  ${"postgres".padStart(10)} ${"ms".padStart(8)}`);
    for (const item of mix) {
      const query = toSearchQuery(ZSearchRequestSchema.parse(item.body));
      const counterMs: number[] = [];
      let total: number | null = null;
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        total = await counter.count(query, state.content, state.platforms.get(query.platform));
        counterMs.push(performance.now() - started);
      }
      const expected = await sqlCount(target.db, query);
      const same = total === expected.total;
      if (!same) mismatches += 1;
      timings.push({ class: item.class, counterMs, sqlMs: expected.ms });
      console.log(
        `  ${item.class.padEnd(14)} ${String(total).padStart(10)} ${percentile(counterMs, 50).toFixed(1).padStart(7)}  ` +
          `${String(expected.total).padStart(10)} ${expected.ms.toFixed(1).padStart(8)}${same ? "" : "  <-- DIFFERS"}`,
      );
    }

    console.log(`\n  ${"class".padEnd(14)} ${"n".padStart(3)}  counter p50 / p95 ms   postgres p50 / p95 ms`);
    const row = (name: string, group: Timing[]) => {
      const counter = group.flatMap((t) => t.counterMs);
      const postgres = group.map((t) => t.sqlMs);
      console.log(
        `  ${name.padEnd(14)} ${String(group.length).padStart(3)}  ${percentile(counter, 50).toFixed(1).padStart(8)} / ${percentile(
          counter,
          95,
        )
          .toFixed(1)
          .padStart(7)}     ${percentile(postgres, 50).toFixed(1).padStart(8)} / ${percentile(postgres, 95).toFixed(1).padStart(7)}`,
      );
    };
    for (const name of [...new Set(timings.map((t) => t.class))])
      row(
        name,
        timings.filter((t) => t.class === name),
      );
    row("overall", timings);
    if (mismatches > 0) {
      console.error(`\n${mismatches} of ${mix.length} totals differ from PostgreSQL's count(*)`);
      process.exitCode = 1;
    } else console.log(`\nall ${mix.length} totals equal PostgreSQL's count(*)`);
  } finally {
    await counter?.close();
    await pool.end();
    await target.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
