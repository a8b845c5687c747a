import {
  SAVED_SEARCH_MSG,
  SAVED_SEARCHES_MAX,
  type TSavedSearch,
  type TSavedSearchesResponse,
  type ZCreateSavedSearchRequestSchema,
} from "@radar/contract/saved-searches";
import type { z } from "zod";
import type { AppContext } from "../../../core/context.ts";
import { AppError } from "../../../core/http/app-error.ts";
import type { WorkspaceScope } from "../../../core/workspaces/current-workspace.ts";
import { cityNames } from "../geo/gazetteer.ts";
import { searchTotal } from "../search/search.service.ts";
import { prepareSearch } from "../search/search-plan.ts";
import { filtersKey, toSearchQuery } from "../search/search-query.ts";
import { countNewMatches } from "./new-matches.ts";
import {
  deleteWorkspaceSavedSearch,
  insertSavedSearch,
  lockSavedSearchesOf,
  paidRecently,
  type SavedSearchRow,
  savedSearchCount,
  workspaceSavedSearches,
} from "./saved-search-queries.ts";

type CreateRequest = z.output<typeof ZCreateSavedSearchRequestSchema>;

const NAME_INDEX = "saved_searches_workspace_name_key";
const duplicateName = () => AppError.fields({ name: [SAVED_SEARCH_MSG.duplicateName] });

/** The city ids of a saved body (account and audience location), each once. */
function cityIds(filters: Record<string, unknown>): number[] {
  const account = (filters.account_geo as { city?: unknown[] } | null | undefined)?.city ?? [];
  const audience = ((filters.audience_geo as { cities?: { id?: unknown }[] } | null | undefined)?.cities ?? []).map((city) => city.id);
  return [...new Set([...account, ...audience].filter((id): id is number => typeof id === "number"))];
}

function toSavedSearch(row: SavedSearchRow, newMatches: number | null): TSavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    social_network: row.social_network,
    cities: cityIds(row.filters).map(cityNames),
    created_at: row.created_at.toISOString(),
    last_run_at: row.last_run_at?.toISOString() ?? null,
    last_total: row.last_total,
    new_matches: row.last_run_at === null ? null : newMatches,
  };
}

/** GET /api/saved-searches/: newest first, each with its new matches since its last run (free). */
export async function listSavedSearches(ctx: AppContext, scope: WorkspaceScope): Promise<TSavedSearchesResponse> {
  const rows = await workspaceSavedSearches(ctx.db, scope.workspaceId);
  const counts = await countNewMatches(
    ctx.db,
    rows.flatMap((row) => (row.last_run_text ? [{ id: row.id, filters: row.filters, lastRunAt: row.last_run_text }] : [])),
  );
  return { saved_searches: rows.map((row) => toSavedSearch(row, counts.get(row.id) ?? null)) };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  "code" in error &&
  error.code === "23505" &&
  "constraint" in error &&
  error.constraint === NAME_INDEX;

/**
 * POST /api/saved-searches/: the filters must be a search the index can run (400 otherwise) and
 * are kept at page 1. At most SAVED_SEARCHES_MAX per workspace: creates of one workspace queue
 * on an advisory lock, so concurrent ones cannot pass the count together. Saving filters the team
 * has just searched (paid within the charge window, or found nothing) counts as their first
 * run, so new matches count from the moment of saving; otherwise the total is not shown unpaid.
 */
export async function createSavedSearch(ctx: AppContext, scope: WorkspaceScope, body: CreateRequest): Promise<TSavedSearch> {
  const query = toSearchQuery(body.filters);
  const hash = filtersKey(query);
  const filters = { ...body.filters, page: 1 };
  const total = await searchTotal(ctx.search, await prepareSearch(ctx.db, query));
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await lockSavedSearchesOf(trx, scope.workspaceId);
      const existing = await savedSearchCount(trx, scope.workspaceId, body.name);
      if (existing.taken) throw duplicateName();
      if (existing.count >= SAVED_SEARCHES_MAX) throw AppError.forbidden(SAVED_SEARCH_MSG.limit);
      const ran = total === 0 || (await paidRecently(trx, scope.workspaceId, hash));
      const row = await insertSavedSearch(trx, {
        workspaceId: scope.workspaceId,
        userId: scope.userId,
        name: body.name,
        filters,
        filtersHash: hash,
        platform: query.platform,
        lastTotal: ran ? total : null,
      });
      return toSavedSearch(row, ran ? 0 : null);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/** DELETE /api/saved-searches/{id}/: another workspace's is 404, like one that does not exist. */
export async function deleteSavedSearch(ctx: AppContext, scope: WorkspaceScope, id: number): Promise<void> {
  if (!(await deleteWorkspaceSavedSearch(ctx.db, scope.workspaceId, id))) throw AppError.notFound(SAVED_SEARCH_MSG.notFound);
}
