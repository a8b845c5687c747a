import type { TSearchRequestParsed, TSearchResponse } from "@radar/contract/search";
import { sql } from "kysely";
import type { AppContext } from "../../../core/context.ts";
import type { Database } from "../../../core/db/database.ts";
import { AppError } from "../../../core/http/app-error.ts";
import { currentPlanCosts } from "../../billing/plan-costs.ts";
import { readIndexState } from "./index-state.ts";
import { findTarget, lookalikeCondition, similarityScore } from "./lookalike.ts";
import { toSearchResult } from "./result-mapper.ts";
import { chargeSearchOnce } from "./search-charges.ts";
import { orderBy, similarityOrder } from "./search-order.ts";
import { filtersKey, type SearchQuery, searchFailed, toSearchQuery } from "./search-query.ts";
import { cachedTotal, countMatches, pageOfMatches, storeTotal } from "./search-repository.ts";
import { filterConditions, whereClause } from "./search-where.ts";

export const SUBSCRIPTION_REQUIRED = "An active subscription is required";

export interface SearchOutcome {
  total: number;
  results: TSearchResponse["results"]["search_results"];
}

/**
 * Runs a search over the index: the page and the exact total, counted in parallel. The total of
 * the same filters on the same index version is counted once and then read back, so paging
 * through a long list does not recount it; an unfiltered search takes it from the platform stats.
 */
export async function runSearch(db: Database, query: SearchQuery): Promise<SearchOutcome> {
  const state = await readIndexState(db);
  const stats = state.platforms.get(query.platform);
  const conditions = filterConditions(query, stats);
  const target = query.similar ? await findTarget(db, query.platform, query.similar) : null;
  if (target) conditions.push(lookalikeCondition(query.platform, target));
  const where = whereClause(query, conditions);
  const key = `${query.platform}:${filtersKey(query)}`;

  const total = async () => {
    if (conditions.length === 0 && stats) return stats.total;
    const cached = await cachedTotal(db, key, state.version);
    if (cached !== null) return cached;
    const counted = await countMatches(db, where);
    await storeTotal(db, key, state.version, counted);
    return counted;
  };
  const score = target ? similarityScore(target) : null;
  const page = () =>
    pageOfMatches(db, {
      where,
      order: score ? similarityOrder(score) : orderBy(query.platform, query.sort),
      outerOrder: score ? sql`i.similarity DESC, i.followers DESC, i.id DESC` : orderBy(query.platform, query.sort),
      score,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
  const [count, rows] = await Promise.all([total(), page()]);
  return { total: count, results: rows.map(toSearchResult) };
}

export const totalPages = (total: number, limit: number) => Math.ceil(total / limit);

/**
 * POST /api/search/: needs an active subscription (403), runs the search, refuses a page beyond
 * the last (400), then charges the plan's search cost once per distinct filters (402 when the
 * balance is short, and then nothing is charged or shown).
 */
export async function search(ctx: AppContext, userId: number, body: TSearchRequestParsed): Promise<TSearchResponse> {
  const costs = await currentPlanCosts(ctx.db, userId);
  if (!costs) throw AppError.forbidden(SUBSCRIPTION_REQUIRED);
  const query = toSearchQuery(body);
  const outcome = await runSearch(ctx.db, query);
  const pages = totalPages(outcome.total, query.limit);
  if (query.page > Math.max(1, pages)) throw searchFailed(`page ${query.page} is beyond the last page (${Math.max(1, pages)})`);
  const balance = await chargeSearchOnce(ctx.db, userId, filtersKey(query), costs.search_cost);
  return {
    results: { search_results: outcome.results, filters: { total_results: outcome.total }, total_pages: pages },
    credits_remaining: balance,
  };
}
