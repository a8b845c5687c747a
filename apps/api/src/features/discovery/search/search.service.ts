import type { TSearchRequestParsed, TSearchResponse, TSearchResult } from "@radar/contract/search";
import type { AppContext } from "../../../core/context.ts";
import { AppError } from "../../../core/http/app-error.ts";
import type { WorkspaceScope } from "../../../core/workspaces/current-workspace.ts";
import { recordSavedSearchRun } from "../saved-searches/saved-search-runs.ts";
import type { IndexState } from "./index-state.ts";
import { keptPageKey } from "./kept-pages.ts";
import { toSearchResult } from "./result-mapper.ts";
import { chargeSearchOnce } from "./search-charges.ts";
import { readSearchContext, type SearchContext } from "./search-context.ts";
import type { SearchEngine } from "./search-engine.ts";
import { type PreparedSearch, planCount, planPage, prepareSearch, totalKeyOf } from "./search-plan.ts";
import { filtersKey, type SearchQuery, searchFailed, toSearchQuery } from "./search-query.ts";
import { executeCount, executePage, type ResultRow } from "./search-repository.ts";

export const SUBSCRIPTION_REQUIRED = "An active subscription is required";

export interface SearchOutcome {
  total: number;
  results: TSearchResponse["results"]["search_results"];
}

/** The exact total of a prepared search (see planCount). */
export const searchTotal = (engine: SearchEngine, search: PreparedSearch): Promise<number> => executeCount(engine, planCount(search));

/** The page `search.query` names (page, limit, order) of a search whose total is known (see planPage). */
export const readPage = (engine: SearchEngine, search: PreparedSearch, total: number): Promise<ResultRow[]> =>
  executePage(engine, planPage(search, total));

/** Runs a search over the index, charging nothing: the exact total first, then the page. */
export async function runSearch(engine: SearchEngine, query: SearchQuery, known?: IndexState): Promise<SearchOutcome> {
  const search = await prepareSearch(engine.db, query, known);
  const total = await searchTotal(engine, search);
  const rows = await readPage(engine, search, total);
  return { total, results: rows.map(toSearchResult) };
}

/** The page's results: kept from an earlier read of the same index content (kept-pages.ts), or read now and kept. */
async function pageResults(engine: SearchEngine, search: PreparedSearch, total: number): Promise<TSearchResult[]> {
  const key = keptPageKey(search);
  const kept = key === null ? undefined : engine.keptPages.get(key);
  if (kept) return kept;
  const results = (await readPage(engine, search, total)).map(toSearchResult);
  if (key !== null) engine.keptPages.keep(key, results);
  return results;
}

export const totalPages = (total: number, limit: number) => Math.ceil(total / limit);

/** A search that may be read: the caller has a plan, and its filters are prepared and counted. */
export interface OpenedSearch {
  search: PreparedSearch;
  total: number;
  /** filtersKey of the query: what the charge and saved searches know it by. */
  hash: string;
  context: SearchContext;
}

/** Reads the workspace's plan, balance and index state in one round trip, then counts the matches (403 without a plan). */
export async function openSearch(ctx: AppContext, scope: WorkspaceScope, query: SearchQuery): Promise<OpenedSearch> {
  const hash = filtersKey(query);
  const context = await readSearchContext(ctx.db, {
    workspaceId: scope.workspaceId,
    filtersHash: hash,
    totalKey: totalKeyOf(query, hash),
    platform: query.platform,
  });
  if (context.searchCost === null) throw AppError.forbidden(SUBSCRIPTION_REQUIRED);
  const search = await prepareSearch(ctx.db, query, context.state);
  return { search, total: await searchTotal(ctx.search, search), hash, context };
}

/**
 * Charges an opened search by the rule of every search: the plan's search cost once per distinct
 * filters per window per workspace, nothing when it found nothing (402 when the balance is short),
 * charged to the workspace and recorded against the member. Returns the workspace's balance.
 */
export async function payForSearch(ctx: AppContext, scope: WorkspaceScope, opened: OpenedSearch): Promise<number> {
  const { context, total, hash } = opened;
  if (context.paid || total === 0 || context.searchCost === null) return context.balance;
  return chargeSearchOnce(ctx.db, scope, hash, context.searchCost);
}

/**
 * POST /api/search/: needs an active subscription (403), runs the search, refuses a page beyond
 * the last (400), then charges the plan's search cost once per distinct filters (402 when the
 * balance is short, and then nothing is charged or shown). A search that finds nothing is free:
 * it is never charged, so the ledger holds no charge (and no refund) for it, and the same filters
 * cost the full price once the index holds a match. A search of a saved search's filters is its run.
 */
export async function search(ctx: AppContext, scope: WorkspaceScope, body: TSearchRequestParsed): Promise<TSearchResponse> {
  const query = toSearchQuery(body);
  const opened = await openSearch(ctx, scope, query);
  const { total } = opened;
  const pages = totalPages(total, query.limit);
  if (query.page > Math.max(1, pages)) throw searchFailed(`page ${query.page} is beyond the last page (${Math.max(1, pages)})`);
  const results = await pageResults(ctx.search, opened.search, total);
  const balance = await payForSearch(ctx, scope, opened);
  if (opened.context.saved) await recordSavedSearchRun(ctx.db, scope.workspaceId, opened.hash, total);
  return {
    results: { search_results: results, filters: { total_results: total }, total_pages: pages },
    credits_remaining: balance,
  };
}
