import "../../core/config/load-env.ts";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { ConfigError, parseConfig } from "../../core/config/config.ts";
import { openDatabaseTarget } from "./database-target.ts";

/**
 * `npm run bench:history`: the bytes one account's year of daily history takes. Writes a year (2024,
 * its own partition) of daily points for --accounts generated accounts into the benchmark's own
 * database (`radar_history_bench`), vacuums, and reads the partition's heap, index and total sizes;
 * the partition is emptied again afterwards. docs/benchmarks/history.md has the figures.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { accounts: { type: "string", default: "20000" }, database: { type: "string", default: "radar_history_bench" } },
  });
  const accounts = Number(values.accounts);
  if (!Number.isInteger(accounts) || accounts < 100) {
    console.error("Usage: npm run bench:history -- [--accounts N] [--database NAME]");
    process.exit(2);
  }
  const target = await openDatabaseTarget(parseConfig(process.env), values.database);
  try {
    await sql`TRUNCATE account_history_2024`.execute(target.db);
    const started = performance.now();
    // Realistic values: followers spread over five orders of magnitude, following for three accounts
    // in four, counts that change day to day (no compression of repeated values is assumed).
    await sql`
      INSERT INTO account_history (influencer_id, day, followers, following, posts, er_bp, views_avg, likes_avg, comments_avg, source)
      SELECT a.id, '2024-01-01'::date + d, a.f + d * (a.id % 97), CASE WHEN a.id % 4 > 0 THEN 200 + a.id % 3000 END,
        300 + d / 3, 100 + (a.id + d) % 900, CASE WHEN a.id % 2 = 0 THEN a.f / 3 + d END, a.f / 30 + d, a.f / 900 + d % 7, (a.id % 7)::smallint
      FROM (SELECT abs(hashint8(g)) AS id, (1000 * power(1000, random()))::integer AS f FROM generate_series(1, ${accounts}) g) a
      CROSS JOIN generate_series(0, 365) d
      ON CONFLICT DO NOTHING`.execute(target.db);
    const insertMs = performance.now() - started;
    await sql`VACUUM ANALYZE account_history_2024`.execute(target.db);
    const { rows } = await sql<{ rows: number; heap: number; indexes: number; total: number }>`
      SELECT (SELECT count(*) FROM account_history_2024) AS rows,
        pg_table_size('account_history_2024') AS heap,
        pg_indexes_size('account_history_2024') AS indexes,
        pg_total_relation_size('account_history_2024') AS total`.execute(target.db);
    const size = rows[0];
    if (!size) throw new Error("no sizes");
    const perRow = size.total / size.rows;
    const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
    console.log(
      `${size.rows.toLocaleString("en")} points (${accounts.toLocaleString("en")} accounts × 366 days) in ${(insertMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `heap ${(size.heap / size.rows).toFixed(1)} B/point, primary key ${(size.indexes / size.rows).toFixed(1)} B/point, total ${perRow.toFixed(1)} B/point`,
    );
    console.log(`per million accounts per year (365 daily points each): ${gib(perRow * 365 * 1_000_000)}`);
    await sql`TRUNCATE account_history_2024`.execute(target.db);
  } finally {
    await target.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
