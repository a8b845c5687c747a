import type { MemoryCounterStats } from "@radar/search-engine";
import type pg from "pg";
import type { Database, DatabaseHandle } from "../../../core/db/database.ts";
import type { IndexContent, PlatformStats } from "./index-state.ts";
import { KeptPages } from "./kept-pages.ts";
import { SearchCounter } from "./memory-count/search-counter.ts";
import type { SearchQuery } from "./search-query.ts";
import { SortedMatches } from "./sorted-matches.ts";

/**
 * The planner settings of a page read `ordered` (see search-plan.ts): no bitmap of the filters and
 * no full scan, so PostgreSQL walks the sort index.
 */
export const INDEX_WALK_SETTINGS = { enable_bitmapscan: "off", enable_seqscan: "off" } as const;

/**
 * Counts a search's matches in process (a column copy of the index, @radar/search-engine): null when it
 * cannot answer this query for this index content — then PostgreSQL counts.
 */
export interface MatchCounter {
  count(query: SearchQuery, content: IndexContent, stats: PlatformStats | undefined): Promise<number | null>;
  /** Every match's id in page order (the `sorted` strategy's list), or null: then PostgreSQL lists them. */
  matchIds(query: SearchQuery, content: IndexContent, stats: PlatformStats | undefined, limit: number): Promise<BigInt64Array | null>;
  /** Catches up with the index when the copy holds other content; concurrent calls share one load. */
  refresh(): Promise<void>;
  /** Settles once the latest load's text is indexed (the engine's token indexes); counts are exact before too. */
  textIndexed(): Promise<void>;
  stats(): MemoryCounterStats;
}

/**
 * Everything the search reads through, built once per database handle and passed down explicitly
 * (AppContext.search): the main pool, the pool whose sessions walk sort indexes, the kept sorted id
 * lists and result pages, and the in-process counter when the process keeps one.
 */
export interface SearchEngine {
  db: Database;
  /**
   * Sessions that start with INDEX_WALK_SETTINGS; null when the engine has no pool of its own (a bare
   * database handle in a tool or test): then an `ordered` page sets them for its one statement.
   */
  indexWalk: Database | null;
  sortedMatches: SortedMatches;
  keptPages: KeptPages;
  counter: MatchCounter | null;
}

/**
 * The counter of a process. Accounts changed one at a time since its load (enrichment, vendor
 * imports) it reads before counting — a few milliseconds, so an account added a moment ago is found
 * by the next search, counted in process. Asked about other content it cannot catch up with that way
 * (a seed or an import loaded the index anew), it says null — PostgreSQL counts that search — and
 * starts a whole load in the background, so it follows the index without a timer or a restart.
 */
function inProcessCounter(pool: pg.Pool, onLoadError: (error: unknown) => void, countThread: boolean): MatchCounter {
  const memory = new SearchCounter(pool, {
    ...(countThread ? {} : { parallelFromRows: Number.POSITIVE_INFINITY }),
    onTextIndexError: onLoadError,
  });
  const refresh = () => memory.refresh();
  const catchUp = async (content: IndexContent) => {
    if (!memory.covers(content) && memory.loadVersion() === content.loadVersion) {
      await memory.catchUpChanges().catch(onLoadError);
    }
    // Still not covered (a seed or an import since, changes pruned or too many): a whole load.
    if (!memory.covers(content)) refresh().catch(onLoadError);
  };
  return {
    async count(query, content, stats) {
      // A lookalike is never the engine's: no catching up for it.
      if (query.similar !== null) return null;
      await catchUp(content);
      return memory.count(query, content, stats);
    },
    async matchIds(query, content, stats, limit) {
      if (query.similar !== null) return null;
      await catchUp(content);
      return memory.matchIds(query, content, stats, limit);
    },
    refresh,
    textIndexed: () => memory.textIndexed(),
    stats: () => memory.stats(),
  };
}

export interface SearchEngineOptions {
  /** Keep a column copy of the index in this process to count searches (SEARCH_MEMORY_COUNT). */
  memoryCount?: boolean;
  /** Count its big blocks in two halves at once, one on a second thread (SEARCH_COUNT_THREAD, default on). */
  countThread?: boolean;
  /** A background load of the copy failed (the database went away …): searches keep counting in PostgreSQL. */
  onCounterError?: (error: unknown) => void;
}

/** The engine of a connected database: its index-walk pool comes from the handle (closed with it). */
export function createSearchEngine(
  handle: Pick<DatabaseHandle, "db"> & Partial<Pick<DatabaseHandle, "withSettings" | "pool">>,
  options: SearchEngineOptions = {},
): SearchEngine {
  return {
    db: handle.db,
    indexWalk: handle.withSettings ? handle.withSettings(INDEX_WALK_SETTINGS) : null,
    sortedMatches: new SortedMatches(),
    keptPages: new KeptPages(),
    counter:
      options.memoryCount && handle.pool
        ? inProcessCounter(handle.pool, options.onCounterError ?? (() => {}), options.countThread ?? true)
        : null,
  };
}

declare module "../../../core/context.ts" {
  interface AppContext {
    /** The discovery search's pools, kept id lists and counter (built with createSearchEngine by whoever builds the context). */
    search: SearchEngine;
  }
}
