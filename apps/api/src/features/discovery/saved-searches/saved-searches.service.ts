import {
  SAVED_SEARCH_MSG,
  SAVED_SEARCHES_MAX,
  type TSavedSearch,
  type TSavedSearchesResponse,
  type ZCreateSavedSearchRequestSchema,
} from "@radar/contract/saved-searches";
import { SEARCH_CHARGE_WINDOW_MINUTES } from "@radar/contract/search";
import { sql } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../../core/context.ts";
import { AppError } from "../../../core/http/app-error.ts";
import { cityNames } from "../geo/gazetteer.ts";
import { searchTotal } from "../search/search.service.ts";
import { prepareSearch } from "../search/search-plan.ts";
import { filtersKey, toSearchQuery } from "../search/search-query.ts";
import { countNewMatches } from "./new-matches.ts";

type CreateRequest = z.output<typeof ZCreateSavedSearchRequestSchema>;

interface SavedSearchRow {
  id: number;
  name: string;
  filters: Record<string, unknown>;
  social_network: string;
  created_at: Date;
  last_run_at: Date | null;
  last_run_text: string | null;
  last_total: number | null;
}

const NAME_INDEX = "saved_searches_user_name_key";
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

const SAVED_COLUMNS = [
  "id",
  "name",
  "filters",
  "social_network",
  "created_at",
  "last_run_at",
  "last_total",
  sql<string | null>`to_json(last_run_at) #>> '{}'`.as("last_run_text"),
] as const;

/** GET /api/saved-searches/: newest first, each with its new matches since its last run (free). */
export async function listSavedSearches(ctx: AppContext, userId: number): Promise<TSavedSearchesResponse> {
  const rows: SavedSearchRow[] = await ctx.db
    .selectFrom("saved_searches")
    .select(SAVED_COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
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
 * are kept at page 1. At most SAVED_SEARCHES_MAX per user: creates of one user queue on an
 * advisory lock, so concurrent ones cannot pass the count together. Saving filters the user
 * has just searched (paid within the charge window, or found nothing) counts as their first
 * run, so new matches count from the moment of saving; otherwise the total is not shown unpaid.
 */
export async function createSavedSearch(ctx: AppContext, userId: number, body: CreateRequest): Promise<TSavedSearch> {
  const query = toSearchQuery(body.filters);
  const hash = filtersKey(query);
  const filters = { ...body.filters, page: 1 };
  const total = await searchTotal(ctx.search, await prepareSearch(ctx.db, query));
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`.execute(trx);
      const existing = await trx
        .selectFrom("saved_searches")
        .select([
          sql<number>`count(*)::int`.as("count"),
          sql<boolean>`coalesce(bool_or(lower(name) = lower(${body.name})), false)`.as("taken"),
        ])
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      if (existing.taken) throw duplicateName();
      if (existing.count >= SAVED_SEARCHES_MAX) throw AppError.forbidden(SAVED_SEARCH_MSG.limit);
      const { rows } = await sql<{ ran: boolean }>`
        SELECT ${total === 0} OR EXISTS (SELECT 1 FROM search_charges c
          WHERE c.user_id = ${userId} AND c.query_hash = ${hash}
            AND c.charged_at > now() - make_interval(mins => ${SEARCH_CHARGE_WINDOW_MINUTES})) AS ran`.execute(trx);
      const ran = rows[0]?.ran === true;
      const row: SavedSearchRow = await trx
        .insertInto("saved_searches")
        .values({
          user_id: userId,
          name: body.name,
          filters: JSON.stringify(filters),
          filters_hash: hash,
          social_network: query.platform,
          last_run_at: ran ? sql<Date>`now()` : null,
          last_total: ran ? total : null,
        })
        .returning(SAVED_COLUMNS)
        .executeTakeFirstOrThrow();
      return toSavedSearch(row, ran ? 0 : null);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/** DELETE /api/saved-searches/{id}/: another user's is 404, like one that does not exist. */
export async function deleteSavedSearch(ctx: AppContext, userId: number, id: number): Promise<void> {
  const result = await ctx.db.deleteFrom("saved_searches").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw AppError.notFound(SAVED_SEARCH_MSG.notFound);
}
