import { SAVED_SEARCH_NEW_MATCHES_CAP } from "@radar/contract/saved-searches";
import { ZSearchRequestSchema } from "@radar/contract/search";
import { type RawBuilder, sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import { AppError } from "../../../core/http/app-error.ts";
import { type IndexState, readIndexState } from "../search/index-state.ts";
import { prepareSearch } from "../search/search-plan.ts";
import { toSearchQuery } from "../search/search-query.ts";
import { pageWhere } from "../search/search-where.ts";

export interface RunSavedSearch {
  id: number;
  filters: unknown;
  /** last_run_at as ISO text with microseconds (a JS Date would round it to milliseconds). */
  lastRunAt: string;
}

/**
 * New matches of saved searches: accounts that match the filters now and entered the index after
 * the search was last run (first_seen_at, migration 0020), counted up to SAVED_SEARCH_NEW_MATCHES_CAP
 * ("999+" above). Nothing is charged: it tells that something is new, the results cost a search.
 * All of them are one statement, one round trip; each count stops at the cap and starts from the
 * few rows that are new (the platform + first_seen_at btree), not from all the filters' matches.
 * Filters that no longer parse (a contract or taxonomy change) answer null, never an error.
 */
export async function countNewMatches(db: Database, searches: RunSavedSearch[]): Promise<Map<number, number | null>> {
  const counts = new Map<number, number | null>();
  if (searches.length === 0) return counts;
  const state = await readIndexState(db);
  const selects: RawBuilder<unknown>[] = [];
  for (const saved of searches) {
    counts.set(saved.id, null);
    const where = await savedSearchWhere(db, saved.filters, state);
    if (!where) continue;
    selects.push(sql`SELECT ${saved.id}::int AS id, (
      SELECT count(*)::int FROM (
        SELECT 1 FROM influencers i WHERE ${where} AND i.first_seen_at > ${saved.lastRunAt}::timestamptz
        LIMIT ${SAVED_SEARCH_NEW_MATCHES_CAP}
      ) m) AS n`);
  }
  if (selects.length === 0) return counts;
  const { rows } = await sql<{ id: number; n: number }>`${sql.join(selects, sql` UNION ALL `)}`.execute(db);
  for (const row of rows) counts.set(row.id, row.n);
  return counts;
}

async function savedSearchWhere(db: Database, filters: unknown, state: IndexState): Promise<RawBuilder<unknown> | null> {
  const parsed = ZSearchRequestSchema.safeParse(filters);
  if (!parsed.success) return null;
  try {
    const search = await prepareSearch(db, toSearchQuery(parsed.data), state);
    return pageWhere(search.query, search.filter);
  } catch (error) {
    // An unknown category or country now, or a lookalike target that left the index.
    if (error instanceof AppError) return null;
    throw error;
  }
}
