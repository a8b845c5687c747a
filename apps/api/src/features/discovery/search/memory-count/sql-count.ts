import { sql } from "kysely";
import type { Database } from "../../../../core/db/database.ts";
import { readIndexState } from "../index-state.ts";
import type { SearchQuery } from "../search-query.ts";
import { buildFilter, countWhere } from "../search-where.ts";

/**
 * PostgreSQL's exact count of a query, as the search counts it today (search-where.ts
 * `countWhere`), and the index version it read: what MemoryCounter must equal, and beat on time.
 */
export async function sqlCount(db: Database, query: SearchQuery): Promise<{ total: number; version: number; ms: number }> {
  const state = await readIndexState(db);
  const where = countWhere(query, buildFilter(query, state.platforms.get(query.platform)));
  const started = performance.now();
  const { rows } = await sql<{ n: number }>`SELECT count(*)::bigint AS n FROM influencers i WHERE ${where}`.execute(db);
  return { total: Number(rows[0]?.n ?? 0), version: state.version, ms: performance.now() - started };
}
