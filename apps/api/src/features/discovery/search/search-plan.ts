import { type RawBuilder, sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import { type IndexContent, type IndexState, type PlatformStats, readIndexState } from "./index-state.ts";
import { findTarget, lookalikeCondition, similarityScore } from "./lookalike.ts";
import { INDEX_WALK_SETTINGS } from "./search-engine.ts";
import { orderBy, similarityOrder, sortColumn } from "./search-order.ts";
import { filtersKey, type SearchQuery } from "./search-query.ts";
import { buildFilter, countWhere, pageWhere, type SearchFilter } from "./search-where.ts";
import { SORTED_MATCHES_LIMIT } from "./sorted-matches.ts";

/**
 * How a search is answered, in one place. A search is first prepared (its filters as SQL, the index
 * state, its lookalike target), then planned twice:
 * - `planCount`: where its exact total comes from — the platform's stats (no filter), the total
 *   counted earlier on this index version, or a count (the in-process counter when it holds this
 *   content, else PostgreSQL's count(*)), which is then kept for the version;
 * - `planPage`, knowing the total: how its page is read — `ordered`, `bitmap` or `sorted` (below).
 * search-repository.ts executes plans and decides nothing; search.service.ts does
 * subscription → plan → run → charge.
 */

/** What a search needs before it reads anything: its filter, the index state, its lookalike target. */
export interface PreparedSearch {
  query: SearchQuery;
  version: number;
  /** Names the index state (see IndexState.stamp). */
  stamp: string;
  /** The rows the state names (see IndexContent): what an in-process count must hold. */
  content: IndexContent;
  cachedTotal: number | null;
  stats: PlatformStats | undefined;
  filter: SearchFilter;
  score: RawBuilder<number> | null;
  /** Identifies the filters on this platform for the cache of totals. */
  key: string;
}

export const totalKeyOf = (query: SearchQuery, hash = filtersKey(query)) => `${query.platform}:${hash}`;

/** `known` is the index state when the caller has read it already (see readSearchContext). */
export async function prepareSearch(db: Database, query: SearchQuery, known?: IndexState): Promise<PreparedSearch> {
  const key = totalKeyOf(query);
  const state = known ?? (await readIndexState(db, key));
  const stats = state.platforms.get(query.platform);
  const filter = buildFilter(query, stats);
  const target = query.similar ? await findTarget(db, query.platform, query.similar) : null;
  if (target) filter.facet(lookalikeCondition(query.platform, target));
  return {
    query,
    version: state.version,
    stamp: state.stamp,
    content: state.content,
    cachedTotal: state.cachedTotal,
    stats,
    filter,
    score: target ? similarityScore(target) : null,
    key,
  };
}

export type CountPlan =
  /** No filter: the platform's stats hold the total. */
  | { kind: "stats"; total: number }
  /** Counted before on this index version (discovery_search_totals). */
  | { kind: "cached"; total: number }
  /**
   * Count now: the in-process counter answers when it holds exactly `content` — the rows of this state,
   * an account added a moment ago included — (a lookalike never: its condition is a similarity), else
   * PostgreSQL counts `where`; the total is then kept under `key` for `version`.
   */
  | {
      kind: "count";
      query: SearchQuery;
      where: RawBuilder<unknown>;
      key: string;
      version: number;
      content: IndexContent;
      stats: PlatformStats | undefined;
      inProcess: boolean;
    };

/** An unfiltered search takes its total from the platform stats; the rest count. */
export const needsCount = (search: PreparedSearch) => search.filter.conditions.length > 0 || !search.stats;

export function planCount(search: PreparedSearch): CountPlan {
  if (!needsCount(search)) return { kind: "stats", total: search.stats?.total ?? 0 };
  if (search.cachedTotal !== null) return { kind: "cached", total: search.cachedTotal };
  return {
    kind: "count",
    query: search.query,
    where: countWhere(search.query, search.filter),
    key: search.key,
    version: search.version,
    content: search.content,
    stats: search.stats,
    inProcess: search.score === null,
  };
}

/** The rows of one page: `where` over `influencers i`, in `order`, skipping `offset`. */
export interface PageRead {
  where: RawBuilder<unknown>;
  /**
   * ORDER BY over `i`; `outerOrder` repeats it over the page's rows: the score as the output column
   * `similarity`, a sort key as an expression no index provides (50 rows are sorted, not walked).
   */
  order: RawBuilder<unknown>;
  outerOrder: RawBuilder<unknown>;
  score: RawBuilder<number> | null;
  limit: number;
  offset: number;
}

/**
 * - `empty`: the page lies beyond the matches; nothing is read;
 * - `ordered`: along the sort index, testing each row, until offset + limit rows matched — on
 *   sessions that start with `settings` (no bitmap, no full scan);
 * - `bitmap`: every match from the filters' bitmap, then the top rows by the sort (the ORDER BY is
 *   written `key + 0` so PostgreSQL cannot choose the walk instead);
 * - `sorted`: every match's id in sort order, listed once — by the in-process counter when it holds
 *   the content (`listing`), else like bitmap — and kept under `idsKey` (for this index state, see
 *   sorted-matches.ts), so this and every later page of the same filters and order reads its rows by id.
 */
export type PagePlan =
  | { strategy: "empty" }
  | ({ strategy: "ordered"; settings: typeof INDEX_WALK_SETTINGS } & PageRead)
  | ({ strategy: "bitmap" } & PageRead)
  | ({ strategy: "sorted"; idsKey: string; listing: MatchListing } & PageRead);

/**
 * What the in-process counter needs to list a `sorted` page's matches itself (search-engine.ts
 * MatchCounter.matchIds): the query and the content it must hold; null for a lookalike, whose order
 * is a similarity — PostgreSQL lists those.
 */
export type MatchListing = { query: SearchQuery; content: IndexContent; stats: PlatformStats | undefined } | null;

export type PageStrategy = Exclude<PagePlan["strategy"], "empty">;

/** A walk along the sort index reading up to this many rows is as cheap as reading 50 rows by id. */
const CHEAP_WALK_ROWS = 2_000;

/** Identifies a sorted id list: the filters, the order and the index state. */
export const sortedMatchesKey = ({ key, stamp, query, score }: PreparedSearch) =>
  `${key}:${score ? "similarity" : `${query.sort.field}:${query.sort.order}`}:${stamp}`;

/**
 * The cheapest way to read the page, knowing the total. Walking the sort index reads about
 * (offset + limit) × platform total / total rows (the matches are spread through it), so:
 * `ordered` when the walk reads exactly the matches (the only filters are ranges on the sort key),
 * when it is short, or when it reads fewer rows than the matches are and those are too many to
 * keep; `sorted` when the matches are few enough to keep their ids; `bitmap` otherwise. A lookalike
 * orders by a score no index holds, so it never walks. `strategy` forces one (tests, EXPLAIN).
 */
export function planPage(search: PreparedSearch, total: number, strategy?: PageStrategy): PagePlan {
  const { query, filter, score } = search;
  const offset = (query.page - 1) * query.limit;
  if (!strategy && (total === 0 || offset >= total)) return { strategy: "empty" };
  const platformTotal = Math.max(total, search.stats?.total ?? total);
  const walkRows = total === 0 ? Number.POSITIVE_INFINITY : ((offset + query.limit) * platformTotal) / total;
  const canWalk = score === null;
  const exactWalk = canWalk && filter.onlyRangesOn(sortColumn(query.platform, query.sort.field));
  const keep = total <= SORTED_MATCHES_LIMIT;
  const chosen: PageStrategy =
    strategy ??
    (canWalk && (exactWalk || walkRows <= CHEAP_WALK_ROWS || (!keep && walkRows < total)) ? "ordered" : keep ? "sorted" : "bitmap");
  const read: PageRead = {
    where: pageWhere(query, filter, chosen === "ordered"),
    order: score ? similarityOrder(score) : orderBy(query.platform, query.sort, chosen !== "ordered"),
    outerOrder: score ? sql`similarity DESC, i.followers DESC, i.id DESC` : orderBy(query.platform, query.sort, true),
    score,
    limit: query.limit,
    offset,
  };
  if (chosen === "ordered") return { strategy: "ordered", settings: INDEX_WALK_SETTINGS, ...read };
  if (chosen === "sorted") {
    const listing = score ? null : { query, content: search.content, stats: search.stats };
    return { strategy: "sorted", idsKey: sortedMatchesKey(search), listing, ...read };
  }
  return { strategy: "bitmap", ...read };
}
