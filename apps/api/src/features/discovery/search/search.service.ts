import type { TSearchRequestParsed, TSearchResponse } from "@radar/contract/search";
import { type RawBuilder, sql } from "kysely";
import type { AppContext } from "../../../core/context.ts";
import type { Database } from "../../../core/db/database.ts";
import { AppError } from "../../../core/http/app-error.ts";
import { recordSavedSearchRun } from "../saved-searches/saved-search-runs.ts";
import { type IndexState, type PlatformStats, readIndexState } from "./index-state.ts";
import { findTarget, lookalikeCondition, similarityScore } from "./lookalike.ts";
import { toSearchResult } from "./result-mapper.ts";
import { chargeSearchOnce } from "./search-charges.ts";
import { readSearchContext, type SearchContext } from "./search-context.ts";
import { orderBy, similarityOrder, sortColumn } from "./search-order.ts";
import { filtersKey, type SearchQuery, searchFailed, toSearchQuery } from "./search-query.ts";
import { countMatches, type PageRequest, type PageStrategy, pageOfMatches, type ResultRow, storeTotal } from "./search-repository.ts";
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
    outerOrder: score ? sql`similarity DESC, i.followers DESC, i.id DESC` : orderBy(query.platform, query.sort, true),
    score,
    strategy,
    limit: query.limit,
    offset,
  };
}

/**
 * The exact total of a prepared search: an unfiltered one from the platform stats; otherwise the
 * total of the same filters on the same index version is counted once and then read back, so
 * paging through a long list (or exporting it) does not recount it.
 */
export async function searchTotal(db: Database, search: PreparedSearch): Promise<number> {
  if (!needsCount(search)) return search.stats?.total ?? 0;
  if (search.cachedTotal !== null) return search.cachedTotal;
  const total = await countMatches(db, countWhere(search.query, search.filter));
  await storeTotal(db, search.key, search.version, total);
  return total;
}

/** The page `search.query` names (page, limit, order) of a search whose total is known. */
export async function readPage(db: Database, search: PreparedSearch, total: number): Promise<ResultRow[]> {
  if (total === 0 || (search.query.page - 1) * search.query.limit >= total) return [];
  const page = pageRequest(search, total);
  return page.strategy === "sorted" ? pageFromSortedMatches(db, sortedMatchesKey(search), page) : pageOfMatches(db, page);
}

/** Runs a search over the index: the exact total first, then the page. */
export async function runSearch(db: Database, query: SearchQuery, known?: IndexState): Promise<SearchOutcome> {
  const search = await prepareSearch(db, query, known);
  const total = await searchTotal(db, search);
  const rows = await readPage(db, search, total);
  return { total, results: rows.map(toSearchResult) };
}

/** Identifies a sorted id list: the filters, the order and the index state. */
export const sortedMatchesKey = ({ key, stamp, query, score }: PreparedSearch) =>
  `${key}:${score ? "similarity" : `${query.sort.field}:${query.sort.order}`}:${stamp}`;

export const totalPages = (total: number, limit: number) => Math.ceil(total / limit);

/** A search that may be read: the caller has a plan, and its filters are prepared and counted. */
export interface OpenedSearch {
  search: PreparedSearch;
  total: number;
  /** filtersKey of the query: what the charge and saved searches know it by. */
  hash: string;
  context: SearchContext;
}

/** Reads the caller's plan, balance and index state in one round trip, then counts the matches (403 without a plan). */
export async function openSearch(ctx: AppContext, userId: number, query: SearchQuery): Promise<OpenedSearch> {
  const hash = filtersKey(query);
  const context = await readSearchContext(ctx.db, {
    userId,
    filtersHash: hash,
    totalKey: totalKeyOf(query, hash),
    platform: query.platform,
  });
  if (context.searchCost === null) throw AppError.forbidden(SUBSCRIPTION_REQUIRED);
  const search = await prepareSearch(ctx.db, query, context.state);
  return { search, total: await searchTotal(ctx.db, search), hash, context };
}

/**
 * Charges an opened search by the rule of every search: the plan's search cost once per distinct
 * filters per window, nothing when it found nothing (402 when the balance is short). Returns the balance.
 */
export async function payForSearch(ctx: AppContext, userId: number, opened: OpenedSearch): Promise<number> {
  const { context, total, hash } = opened;
  if (context.paid || total === 0 || context.searchCost === null) return context.balance;
  return chargeSearchOnce(ctx.db, userId, hash, context.searchCost);
}

/**
 * POST /api/search/: needs an active subscription (403), runs the search, refuses a page beyond
 * the last (400), then charges the plan's search cost once per distinct filters (402 when the
 * balance is short, and then nothing is charged or shown). A search that finds nothing is free:
 * it is never charged, so the ledger holds no charge (and no refund) for it, and the same filters
 * cost the full price once the index holds a match. A search of a saved search's filters is its run.
 */
export async function search(ctx: AppContext, userId: number, body: TSearchRequestParsed): Promise<TSearchResponse> {
  const query = toSearchQuery(body);
  const opened = await openSearch(ctx, userId, query);
  const { total } = opened;
  const pages = totalPages(total, query.limit);
  if (query.page > Math.max(1, pages)) throw searchFailed(`page ${query.page} is beyond the last page (${Math.max(1, pages)})`);
  const rows = await readPage(ctx.db, opened.search, total);
  const balance = await payForSearch(ctx, userId, opened);
  if (opened.context.saved) await recordSavedSearchRun(ctx.db, userId, opened.hash, total);
  return {
    results: { search_results: rows.map(toSearchResult), filters: { total_results: total }, total_pages: pages },
    credits_remaining: balance,
  };
}
