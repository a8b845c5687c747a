import type { Database, DatabaseHandle } from "../../../core/db/database.ts";
import type { SearchQuery } from "./search-query.ts";
import { SortedMatches } from "./sorted-matches.ts";

/**
 * The planner settings of a page read `ordered` (see search-plan.ts): no bitmap of the filters and
 * no full scan, so PostgreSQL walks the sort index.
 */
export const INDEX_WALK_SETTINGS = { enable_bitmapscan: "off", enable_seqscan: "off" } as const;

/**
 * Counts a search's matches without PostgreSQL when it can (an in-process copy of the index kept for
 * one index version); null when it cannot answer this query at this version.
 */
export interface MatchCounter {
  count(query: SearchQuery, version: number): number | null;
}

/**
 * Everything the search reads through, built once per database handle and passed down explicitly
 * (AppContext.search): the main pool, the pool whose sessions walk sort indexes, the kept sorted id
 * lists, and an optional in-process counter.
 */
export interface SearchEngine {
  db: Database;
  /**
   * Sessions that start with INDEX_WALK_SETTINGS; null when the engine has no pool of its own (a bare
   * database handle in a tool or test): then an `ordered` page sets them for its one statement.
   */
  indexWalk: Database | null;
  sortedMatches: SortedMatches;
  counter: MatchCounter | null;
}

/** The engine of a connected database: its index-walk pool comes from the handle (closed with it). */
export function createSearchEngine(
  handle: Pick<DatabaseHandle, "db"> & Partial<Pick<DatabaseHandle, "withSettings">>,
  counter: MatchCounter | null = null,
): SearchEngine {
  return {
    db: handle.db,
    indexWalk: handle.withSettings ? handle.withSettings(INDEX_WALK_SETTINGS) : null,
    sortedMatches: new SortedMatches(),
    counter,
  };
}

declare module "../../../core/context.ts" {
  interface AppContext {
    /** The discovery search's pools, kept id lists and counter (built with createSearchEngine by whoever builds the context). */
    search: SearchEngine;
  }
}
