import "../../core/config/load-env.ts";
import { readFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { ConfigError, parseConfig } from "../../core/config/config.ts";
import { fromRepoRoot } from "../../core/config/paths.ts";
import { createSearchEngine } from "../../features/discovery/public.ts";
import { startBenchServer } from "../bench-search/bench-app.ts";
import { ensureBenchIndex, openBenchTarget } from "../bench-search/bench-cluster.ts";
import { formatReport, formatSlowest, formatTargets, type RunSamples } from "../bench-search/bench-report.ts";
import { explainMix } from "../bench-search/explain-check.ts";
import { formatGc, watchGc } from "../bench-search/gc-watch.ts";
import { startRefreshLoad } from "../bench-search/refresh-load.ts";
import { type BenchQuery, replay } from "../bench-search/replay.ts";
import { DEFAULT_SEED, todayUtc } from "../seed/seed-index.ts";

const DEFAULT_MIX = fromRepoRoot("bench/search-queries.json");

/**
 * `npm run bench:search -- --influencers N`: seeds N profiles into the benchmark database when it
 * does not hold them yet, starts the application on it, replays the search mix over HTTP at
 * concurrency 1 and 4, prints p50/p95/p99 per query class and overall and searches per second,
 * and EXPLAINs every query of the mix to show no sequential scan of the influencer table.
 * The first pass of each run counts every total and lists every `sorted` page's matches anew; later
 * passes find both kept (same filters, same index version), as a user paging or re-sorting would.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      influencers: { type: "string", default: "1000000" },
      rounds: { type: "string", default: "5" },
      database: { type: "string", default: "radar_bench" },
      mix: { type: "string", default: DEFAULT_MIX },
      seed: { type: "string", default: String(DEFAULT_SEED) },
      reseed: { type: "boolean", default: false },
      // Issue 13: the same replay while a refresh job upserts this many rows a second (0: quiet only).
      "refresh-rate": { type: "string", default: "0" },
      "publish-seconds": { type: "string" },
    },
  });
  const refreshRate = Number(values["refresh-rate"]);
  const influencers = Number(values.influencers);
  const rounds = Number(values.rounds);
  const seed = Number(values.seed);
  const mix = (JSON.parse(readFileSync(values.mix, "utf8")) as { queries: BenchQuery[] }).queries;
  const config = parseConfig({ ...process.env, LOG_LEVEL: "warn" });
  const target = await openBenchTarget(config, values.database);
  const search = createSearchEngine(target, { memoryCount: config.SEARCH_MEMORY_COUNT, countThread: config.SEARCH_COUNT_THREAD });
  try {
    console.log(
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(`database: ${values.database} (${target.settings})`);
    const seedMs = await ensureBenchIndex(target, { influencers, seed, reseed: values.reseed });

    console.log("\nEXPLAIN of every query in the mix (count and page, as the search runs them):");
    const explained = await explainMix(search, mix);
    console.log(explained.report);
    console.log(
      explained.seqScans === 0 ? "  no sequential scan of influencers" : `  ${explained.seqScans} sequential scan(s) of influencers`,
    );

    const seeded = (await sql<{ seed_params: { asOf?: number } | null }>`SELECT seed_params FROM discovery_index_state`.execute(target.db))
      .rows[0]?.seed_params;
    const publishSeconds = Number(values["publish-seconds"] ?? config.INDEX_PUBLISH_INTERVAL_SECONDS);
    if (search.counter) {
      // As a server does after its start: the counter holds the index before the replay measures.
      const before = process.memoryUsage().rss;
      await search.counter.refresh();
      const loaded = process.memoryUsage().rss;
      // The text's token indexes are built after the load, on a thread of their own; the replay measures with them.
      await search.counter.textIndexed();
      const stats = search.counter.stats();
      const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString("en")} MB`;
      console.log(
        `\nsearch counter (SEARCH_MEMORY_COUNT): ${stats.rows.toLocaleString("en")} rows loaded in ${((stats.lastLoadMs ?? 0) / 1000).toFixed(1)} s, ` +
          `text indexed ${((stats.textIndexMs ?? 0) / 1000).toFixed(1)} s later, ${mb(stats.bytes)} of columns and indexes; ` +
          `process RSS ${mb(before)} before, ${mb(loaded)} after the load, ${mb(process.memoryUsage().rss)} once the text was indexed`,
      );
    } else console.log("\nsearch counter off (SEARCH_MEMORY_COUNT=false): PostgreSQL counts every search");
    const server = await startBenchServer(config, search);
    const quiet = new Map<number, RunSamples>();
    try {
      for (const concurrency of [1, 4]) {
        const run = async (label: string) => {
          await sql`DELETE FROM discovery_search_totals`.execute(target.db);
          // Warm the caches of PostgreSQL and of the process, not what a new search of the same filters
          // would find made: one pass, then forget its totals, its kept sorted id lists and pages.
          await replay(server.baseUrl, server.token, mix, 1, concurrency);
          await sql`DELETE FROM discovery_search_totals`.execute(target.db);
          search.sortedMatches.clear();
          search.keptPages.clear();
          const firstGc = watchGc();
          const first = await replay(server.baseUrl, server.token, mix, 1, concurrency);
          const gcOfFirst = firstGc.stop();
          const repeatGc = watchGc();
          const repeat = await replay(server.baseUrl, server.token, mix, rounds, concurrency);
          const gcOfRepeat = repeatGc.stop();
          const title = `concurrency ${concurrency}${label}`;
          console.log(`\n${formatReport(`${title}, first pass (every total counted):`, first.samples, first.seconds)}`);
          console.log(formatReport(`${title}, ${rounds} more passes (totals cached):`, repeat.samples, repeat.seconds));
          const all = [...first.samples, ...repeat.samples];
          if (label === "") quiet.set(concurrency, { first: first.samples, all, allSeconds: first.seconds + repeat.seconds });
          console.log(formatReport(`${title}, all ${rounds + 1} passes:`, all, first.seconds + repeat.seconds));
          // The p95 of all passes is the ~5 % slowest of them: nearly all first searches.
          console.log(
            formatSlowest(`${title}, the slowest searches of all passes (#: position in the mix):`, all, Math.ceil(all.length * 0.05) + 2),
          );
          console.log(formatGc("server process GC, first pass", gcOfFirst));
          console.log(formatGc(`server process GC, ${rounds} more passes`, gcOfRepeat));
        };
        await run("");
        if (refreshRate > 0) {
          const load = startRefreshLoad({
            connectionString: target.connectionString,
            influencers,
            seed,
            asOf: seeded?.asOf ?? todayUtc(),
            rowsPerSecond: refreshRate,
            publishSeconds,
          });
          await new Promise((resolve) => setTimeout(resolve, 2_000));
          await run(`, refresh load ${refreshRate} rows/s, published every ${publishSeconds} s`);
          const written = await load.stop();
          console.log(
            `  refresh load: ${written.upserts} upserts in ${written.seconds.toFixed(1)} s ` +
              `(${(written.upserts / written.seconds).toFixed(1)} rows/s), ${written.publishes} publication(s) of the index version`,
          );
        }
      }
      const [c1, c4] = [quiet.get(1), quiet.get(4)];
      if (c1 && c4) console.log(`\n${formatTargets(c1, c4, seedMs)}`);
      console.log(`\nserver process RSS after the replay: ${Math.round(process.memoryUsage().rss / 2 ** 20).toLocaleString("en")} MB`);
      if (search.counter) {
        console.log(
          `block halves counted on the count thread (count-thread.ts): ${search.counter.stats().threadRanges.toLocaleString("en")}`,
        );
      }
    } finally {
      await server.close();
    }
  } finally {
    await target.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
