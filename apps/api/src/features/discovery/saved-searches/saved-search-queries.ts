import { SEARCH_CHARGE_WINDOW_MINUTES } from "@radar/contract/search";
import { sql, type Transaction } from "kysely";
import type { Executor } from "../../../core/db/database.ts";
import type { DB } from "../../../core/db/schema.ts";

export interface SavedSearchRow {
  id: number;
  name: string;
  filters: Record<string, unknown>;
  social_network: string;
  created_at: Date;
  last_run_at: Date | null;
  /** last_run_at as the database writes it (microseconds), compared with first_seen_at to the digit. */
  last_run_text: string | null;
  last_total: number | null;
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

/** Newest first. */
export function userSavedSearches(db: Executor, userId: number): Promise<SavedSearchRow[]> {
  return db
    .selectFrom("saved_searches")
    .select(SAVED_COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Queues the user's creates on one lock for the rest of the transaction, so two cannot pass the count together. */
export async function lockSavedSearchesOf(trx: Transaction<DB>, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`.execute(trx);
}

/** How many saved searches the user has, and whether one of them already has this name (any case). */
export function savedSearchCount(db: Executor, userId: number, name: string): Promise<{ count: number; taken: boolean }> {
  return db
    .selectFrom("saved_searches")
    .select([sql<number>`count(*)::int`.as("count"), sql<boolean>`coalesce(bool_or(lower(name) = lower(${name})), false)`.as("taken")])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
}

/** Whether the user paid for these filters within the charge window. */
export async function paidRecently(db: Executor, userId: number, filtersHash: string): Promise<boolean> {
  const { rows } = await sql<{ paid: boolean }>`
    SELECT EXISTS (SELECT 1 FROM search_charges c
      WHERE c.user_id = ${userId} AND c.query_hash = ${filtersHash}
        AND c.charged_at > now() - make_interval(mins => ${SEARCH_CHARGE_WINDOW_MINUTES})) AS paid`.execute(db);
  return rows[0]?.paid === true;
}

export function insertSavedSearch(
  trx: Transaction<DB>,
  values: { userId: number; name: string; filters: object; filtersHash: string; platform: string; lastTotal: number | null },
): Promise<SavedSearchRow> {
  const ran = values.lastTotal !== null;
  return trx
    .insertInto("saved_searches")
    .values({
      user_id: values.userId,
      name: values.name,
      filters: JSON.stringify(values.filters),
      filters_hash: values.filtersHash,
      social_network: values.platform,
      last_run_at: ran ? sql<Date>`now()` : null,
      last_total: values.lastTotal,
    })
    .returning(SAVED_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** False when the user has no saved search with this id. */
export async function deleteUserSavedSearch(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom("saved_searches").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
