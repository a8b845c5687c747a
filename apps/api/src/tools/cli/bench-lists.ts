import "../../core/config/load-env.ts";
import os from "node:os";
import { parseArgs } from "node:util";
import type { TListDetail } from "@radar/contract/lists";
import { sql } from "kysely";
import { parseConfig } from "../../core/config/config.ts";
import { connectDatabase } from "../../core/db/database.ts";
import { migrateToLatest } from "../../core/db/migrate.ts";
import { CopySink } from "../../features/discovery/bulk-load.ts";
import { benchDatabase } from "../bench-database.ts";
import { ms, percentile } from "../bench-reports/bench-run.ts";
import { startReportBench } from "../bench-reports/bench-setup.ts";
import { DEFAULT_SEED, seedIndex, todayUtc } from "../seed/seed-index.ts";

const DATABASE = "radar_bench_lists";
/** Issue 15: "fast with 2,000 members". Our targets for the largest list a plan allows. */
const TARGETS = { readP95: 300, editP95: 100, csv: 1_000, xlsx: 2_000 };

/**
 * `npm run bench:lists [-- --members N --rounds R]`: a Professional user's shortlist of N members
 * (default 2,000, the largest a plan allows) on a seeded index of 50,000 accounts, through the API
 * as the server runs it. Prints the time of the bulk adds, p50/p95 of reading the list (unsorted,
 * sorted by name, by engagement, filtered by status), of editing a member, and of the CSV and XLSX
 * exports; exits 1 over a target. Database: `radar_bench_lists` on the DATABASE_URL server, else an
 * embedded cluster in DATA_DIR/bench-lists (port EMBEDDED_PG_PORT + 3).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { members: { type: "string", default: "2000" }, rounds: { type: "string", default: "20" } } });
  const members = Number(values.members);
  const rounds = Number(values.rounds);
  const influencers = 50_000;
  const config = parseConfig({ ...process.env, LOG_LEVEL: "warn" });
  const { connectionString, stop } = await benchDatabase(config, DATABASE, { dir: "bench-lists", portOffset: 3 });
  const handle = connectDatabase(connectionString, { max: 10 });
  const db = handle.db;
  const over: string[] = [];
  try {
    await migrateToLatest(db);
    const load = os.loadavg().map((l) => l.toFixed(2));
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, load ${load.join(" ")}`);
    const state = await sql<{ seed_params: { influencers?: number } | null }>`SELECT seed_params FROM discovery_index_state`.execute(db);
    if (state.rows[0]?.seed_params?.influencers !== influencers) {
      console.log(`seeding ${influencers.toLocaleString("en")} influencers…`);
      await seedIndex(db, new CopySink(connectionString), { influencers, seed: DEFAULT_SEED, asOf: todayUtc(), onProgress: () => {} });
    }
    const bench = await startReportBench(config, db, connectionString, 0);
    try {
      const call = async (method: "GET" | "POST" | "PATCH", url: string, payload?: Record<string, unknown>) => {
        const started = performance.now();
        const response = await bench.app.inject({ method, url, headers: bench.headers, ...(payload === undefined ? {} : { payload }) });
        const elapsed = performance.now() - started;
        if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        return { elapsed, response };
      };
      await db.deleteFrom("lists").where("name", "=", "Benchmark list").execute();
      const created = await call("POST", "/api/lists/", { name: "Benchmark list" });
      const listId = (created.response.json() as { id: number }).id;
      const { rows } = await sql<{
        id: string;
      }>`SELECT id::text AS id FROM influencers ORDER BY hashtext(username) LIMIT ${members}`.execute(db);
      const ids = rows.map((row) => row.id);
      let addMs = 0;
      for (let i = 0; i < ids.length; i += 500)
        addMs += (await call("POST", `/api/lists/${listId}/members/`, { influencer_ids: ids.slice(i, i + 500) })).elapsed;
      console.log(
        `list: ${ids.length.toLocaleString("en")} members added in batches of 500 in ${ms(addMs)} (index ${influencers.toLocaleString("en")})`,
      );

      const queries = ["", "?sort=name&order=asc", "?sort=er&order=desc", "?status=shortlisted&sort=followers"];
      await call("GET", `/api/lists/${listId}/`); // warm-up: plans the statement
      const reads: number[] = [];
      for (let i = 0; i < rounds; i += 1) {
        const { elapsed, response } = await call("GET", `/api/lists/${listId}/${queries[i % queries.length]}`);
        if ((response.json() as TListDetail).members.length !== ids.length) throw new Error("the list did not come back whole");
        reads.push(elapsed);
      }
      const readP95 = percentile(reads, 95);
      console.log(
        `read the list (${rounds}, 4 sort/filter variants): p50 ${ms(percentile(reads, 50))}, p95 ${ms(readP95)} (target ≤ ${TARGETS.readP95} ms)`,
      );
      if (readP95 > TARGETS.readP95) over.push("read");

      const edits: number[] = [];
      for (let i = 0; i < rounds; i += 1) {
        const url = `/api/lists/${listId}/members/${ids[i]}/`;
        edits.push((await call("PATCH", url, { status: "contacted", price_sar: 1500 + i, note: `Benchmark note ${i}` })).elapsed);
      }
      const editP95 = percentile(edits, 95);
      console.log(`edit a member (${rounds}): p50 ${ms(percentile(edits, 50))}, p95 ${ms(editP95)} (target ≤ ${TARGETS.editP95} ms)`);
      if (editP95 > TARGETS.editP95) over.push("edit");

      for (const format of ["csv", "xlsx"] as const) {
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < 5; i += 1) {
          const { elapsed, response } = await call(
            "GET",
            `/api/lists/${listId}/export/?format=${format}&lang=${i % 2 === 0 ? "en" : "ar"}`,
          );
          times.push(elapsed);
          bytes = response.rawPayload.length;
        }
        const worst = Math.max(...times);
        console.log(
          `export ${format.toUpperCase()} (5, en/ar): p50 ${ms(percentile(times, 50))}, max ${ms(worst)}, ${(bytes / 1000).toFixed(0)} KB (target ≤ ${TARGETS[format]} ms)`,
        );
        if (worst > TARGETS[format]) over.push(format);
      }
    } finally {
      await bench.close();
    }
  } finally {
    await handle.close();
    await stop?.();
  }
  if (over.length > 0) {
    console.error(`over target: ${over.join(", ")}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
