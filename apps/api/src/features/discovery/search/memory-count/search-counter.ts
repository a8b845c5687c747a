import type { TPlatform } from "@radar/contract/constants";
import type { TSortField } from "@radar/contract/search";
import { type CountRequest, MemoryCounter, type MemoryCounterStats, type SortColumn } from "@radar/search-engine";
import type pg from "pg";
import type { IndexContent, PlatformStats } from "../index-state.ts";
import { GROWTH_SQL, QUALITY_SQL, sortColumn } from "../search-order.ts";
import type { SearchQuery } from "../search-query.ts";
import { SORTED_MATCHES_LIMIT } from "../sorted-matches.ts";
import { describeCount } from "./count-plan.ts";
import { pgRowSource } from "./row-source.ts";

/**
 * The engine's column for each ORDER BY expression it holds (search-order.ts). The NULL-able keys
 * (coalesce(…, -1)) are not held: a search sorted by one of them lists its ids in PostgreSQL.
 */
const SORT_COLUMNS: Partial<Record<string, SortColumn>> = {
  "i.followers": "followers",
  "i.er_bp": "erBp",
  [QUALITY_SQL]: "aqs",
  [GROWTH_SQL[30]]: "growth30",
  [GROWTH_SQL[90]]: "growth90",
};

const sortColumnOf = (platform: TPlatform, field: TSortField): SortColumn | null => SORT_COLUMNS[sortColumn(platform, field)] ?? null;

/** The query as the engine sees it; keyed by the query object, so a count's kept matches serve its listing next. */
function requestOf(query: SearchQuery, stats: PlatformStats | undefined): CountRequest {
  const column = sortColumnOf(query.platform, query.sort.field);
  return {
    key: query,
    platform: query.platform,
    conditions: (dictionary) => describeCount(query, dictionary, stats),
    sort: column ? { column, order: query.sort.order } : null,
  };
}

export interface SearchCounterOptions {
  /** Count blocks of at least this many rows in two halves at once (Infinity: never; tests use 0). */
  parallelFromRows?: number;
  /** Told when a load's token indexes fail to build (its text is then searched row by row). */
  onTextIndexError?: (error: unknown) => void;
}

/**
 * The search engine's counter (@radar/search-engine) fed from this database and asked about
 * SearchQuery objects: each query's filters become the engine's conditions through the filter
 * registry (count-plan.ts), its order a column of the copy, and its matches are listed as
 * matchIdsSql lists them (search-repository.ts). A lookalike is not the engine's: null.
 */
export class SearchCounter {
  private readonly engine: MemoryCounter;
  constructor(pool: pg.Pool, options: SearchCounterOptions = {}) {
    this.engine = new MemoryCounter({ ...options, source: pgRowSource(pool), keepMatchesUpTo: SORTED_MATCHES_LIMIT });
  }

  /** Whether count() answers for `content`. */
  covers(content: IndexContent): boolean {
    return this.engine.covers(content);
  }

  loadVersion(): number | null {
    return this.engine.loadVersion();
  }

  /** The exact count(*) of the query over `content`, or null (not covered, or a lookalike). `stats`: the platform's, same state. */
  count(query: SearchQuery, content: IndexContent, stats: PlatformStats | undefined): Promise<number | null> {
    if (query.similar !== null) return Promise.resolve(null);
    return this.engine.count(requestOf(query, stats), content);
  }

  /** Every match's id in page order, or null (not covered, a lookalike, an order the copy lacks, more than `limit`). */
  matchIds(query: SearchQuery, content: IndexContent, stats: PlatformStats | undefined, limit: number): Promise<BigInt64Array | null> {
    if (query.similar !== null) return Promise.resolve(null);
    return this.engine.matchIds(requestOf(query, stats), content, limit);
  }

  catchUpChanges(): Promise<boolean> {
    return this.engine.catchUpChanges();
  }

  refresh(): Promise<void> {
    return this.engine.refresh();
  }

  textIndexed(): Promise<void> {
    return this.engine.textIndexed();
  }

  stats(): MemoryCounterStats {
    return this.engine.stats();
  }

  close(): Promise<void> {
    return this.engine.close();
  }
}
