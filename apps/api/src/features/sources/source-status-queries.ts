import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import type { SourceStateTable } from "../../core/db/schema-sources.ts";

export type SourceStateRow = Selectable<SourceStateTable>;

export function sourceStates(db: Executor): Promise<SourceStateRow[]> {
  return db.selectFrom("source_state").selectAll().execute();
}

/** Units each source used yesterday and today (days as `YYYY-MM-DD`): enough for any quota's time zone. */
export function recentUsage(db: Executor): Promise<{ source: string; day: string; units: number }[]> {
  return db
    .selectFrom("source_usage")
    .select(["source", sql<string>`day::text`.as("day"), "units"])
    .where("day", ">=", sql<string>`current_date - 1`)
    .execute();
}

/** Index rows each source brought in; seed and file rows have no source to count them against. */
export async function indexedAccountsBySource(db: Executor): Promise<{ source: string; accounts: number }[]> {
  const { rows } = await sql<{ source: string; accounts: number }>`
    SELECT source, count(*)::int AS accounts FROM influencer_profiles WHERE source NOT IN ('seed', 'import') GROUP BY source`.execute(db);
  return rows;
}
