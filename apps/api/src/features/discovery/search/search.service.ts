import type { TSearchRequestParsed, TSearchResponse } from "@radar/contract/search";
import { type RawBuilder, sql } from "kysely";
import type { AppContext } from "../../../core/context.ts";
import type { Database } from "../../../core/db/database.ts";
import { AppError } from "../../../core/http/app-error.ts";
import { type IndexState, type PlatformStats, readIndexState } from "./index-state.ts";
import { findTarget, lookalikeCondition, similarityScore } from "./lookalike.ts";
import { toSearchResult } from "./result-mapper.ts";
import { chargeSearchOnce } from "./search-charges.ts";
import { readSearchContext } from "./search-context.ts";
import { orderBy, similarityOrder, sortColumn } from "./search-order.ts";
import { filtersKey, type SearchQuery, searchFailed, toSearchQuery } from "./search-query.ts";
import { countMatches, type PageRequest, type PageStrategy, pageOfMatches, storeTotal } from "./search-repository.ts";
import { buildFilter, countWhere, pageWhere, type SearchFilter } from "./search-where.ts";
import { pageFromSortedMatches, SORTED_MATCHES_LIMIT } from "./sorted-matches.ts";

export const SUBSCRIPTION_REQUIRED = "An active subscription is required";

export interface SearchOutcome {
  total: number;
  results: TSearchResponse["results"]["search_results"];
}

/** What a search needs before it reads anything: its filter, the index state, its lookalike target. */
export interface PreparedSearch {
  query: SearchQuery;
  version: number;
  /** Names the index state (see IndexState.stamp). */
  stamp: string;
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
    cachedTotal: state.cachedTotal,
    stats,
    filter,
    score: target ? similarityScore(target) : null,
    key,
  };
}

/** An unfiltered search takes its total from the platform stats; the rest count (see runSearch). */
export const needsCount = (search: PreparedSearch) => search.filter.conditions.length > 0 || !search.stats;

/** A walk along the sort index reading up to this many rows is as cheap as reading 50 rows by id. */
const CHEAP_WALK_ROWS = 2_000;

/**
 * Knowing the total, the page is read the cheaper way. Walking the sort index reads about
 * (offset + limit) × platform total / total rows (the matches are spread through it):
 * - `ordered`, along the sort index, when it walks exactly the matches (the only filters are
 *   ranges on the sort key), when that walk is short, or when it reads fewer rows than the
 *   matches are and those are too many to keep;
 * - `sorted`, when the matches are few enough to keep their sorted ids: read once, then every
 *   page of the same filters and order is read by id (see sorted-matches.ts);
 * - `bitmap`, every match from the filters' bitmap, then a top-N sort.
 */
export function pageRequest(search: PreparedSearch, total: number): PageRequest {
  const { query, filter, score } = search;
  const offset = (query.page - 1) * query.limit;
  const platformTotal = Math.max(total, search.stats?.total ?? total);
  const walkRows = total === 0 ? Number.POSITIVE_INFINITY : ((offset + query.limit) * platformTotal) / total;
  const canWalk = score === null;
  const exactWalk = canWalk && filter.onlyRangesOn(sortColumn(query.platform, query.sort.field));
  const keep = total <= SORTED_MATCHES_LIMIT;
  const strategy: PageStrategy =
    canWalk && (exactWalk || walkRows <= CHEAP_WALK_ROWS || (!keep && walkRows < total)) ? "ordered" : keep ? "sorted" : "bitmap";
  return {
    where: pageWhere(query, filter),
    order: score ? similarityOrder(score) : orderBy(query.platform, query.sort, strategy !== "ordered"),
    outerOrder: score ? sql`i.similarity DESC, i.followers DESC, i.id DESC` : orderBy(query.platform, query.sort),
    score,
    strategy,
    limit: query.limit,
    offset,
  };
}

/**
 * Runs a search over the index: the exact total first, then the page. The total of the same
 * filters on the same index version is counted once and then read back, so paging through a long
 * list does not recount it.
 */
export async function runSearch(db: Database, query: SearchQuery, known?: IndexState): Promise<SearchOutcome> {
  const search = await prepareSearch(db, query, known);
  let total: number;
  if (!needsCount(search)) total = search.stats?.total ?? 0;
  else {
    total = search.cachedTotal ?? (await countMatches(db, countWhere(query, search.filter)));
    if (search.cachedTotal === null) await storeTotal(db, search.key, search.version, total);
  }
  if (total === 0 || (query.page - 1) * query.limit >= total) return { total, results: [] };
  const page = pageRequest(search, total);
  const rows = page.strategy === "sorted" ? await pageFromSortedMatches(db, sortedMatchesKey(search), page) : await pageOfMatches(db, page);
  return { total, results: rows.map(toSearchResult) };
}

/** Identifies a sorted id list: the filters, the order and the index state. */
export const sortedMatchesKey = ({ key, stamp, query, score }: PreparedSearch) =>
  `${key}:${score ? "similarity" : `${query.sort.field}:${query.sort.order}`}:${stamp}`;

export const totalPages = (total: number, limit: number) => Math.ceil(total / limit);

/**
 * POST /api/search/: needs an active subscription (403), runs the search, refuses a page beyond
 * the last (400), then charges the plan's search cost once per distinct filters (402 when the
 * balance is short, and then nothing is charged or shown). A search that finds nothing is free:
 * it is never charged, so the ledger holds no charge (and no refund) for it, and the same filters
 * cost the full price once the index holds a match.
 */
export async function search(ctx: AppContext, userId: number, body: TSearchRequestParsed): Promise<TSearchResponse> {
  const query = toSearchQuery(body);
  const hash = filtersKey(query);
  const context = await readSearchContext(ctx.db, {
    userId,
    filtersHash: hash,
    totalKey: totalKeyOf(query, hash),
    platform: query.platform,
  });
  if (context.searchCost === null) throw AppError.forbidden(SUBSCRIPTION_REQUIRED);
  const outcome = await runSearch(ctx.db, query, context.state);
  const pages = totalPages(outcome.total, query.limit);
  if (query.page > Math.max(1, pages)) throw searchFailed(`page ${query.page} is beyond the last page (${Math.max(1, pages)})`);
  const free = context.paid || outcome.total === 0;
  const balance = free ? context.balance : await chargeSearchOnce(ctx.db, userId, hash, context.searchCost);
  return {
    results: { search_results: outcome.results, filters: { total_results: outcome.total }, total_pages: pages },
    credits_remaining: balance,
  };
}
