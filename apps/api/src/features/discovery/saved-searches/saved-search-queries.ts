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

/** The workspace's, newest first. */
export function workspaceSavedSearches(db: Executor, workspaceId: string): Promise<SavedSearchRow[]> {
  return db
    .selectFrom("saved_searches")
    .select(SAVED_COLUMNS)
    .where("workspace_id", "=", workspaceId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Queues the workspace's creates on one lock for the rest of the transaction, so two cannot pass the count together. */
export async function lockSavedSearchesOf(trx: Transaction<DB>, workspaceId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-searches:workspace:${workspaceId}`}))`.execute(trx);
}

/** How many saved searches the workspace has, and whether one of them already has this name (any case). */
export function savedSearchCount(db: Executor, workspaceId: string, name: string): Promise<{ count: number; taken: boolean }> {
  return db
    .selectFrom("saved_searches")
    .select([sql<number>`count(*)::int`.as("count"), sql<boolean>`coalesce(bool_or(lower(name) = lower(${name})), false)`.as("taken")])
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
}

/** Whether the workspace paid for these filters within the charge window (whichever member searched). */
export async function paidRecently(db: Executor, workspaceId: string, filtersHash: string): Promise<boolean> {
  const { rows } = await sql<{ paid: boolean }>`
    SELECT EXISTS (SELECT 1 FROM search_charges c
      WHERE c.workspace_id = ${workspaceId} AND c.query_hash = ${filtersHash}
        AND c.charged_at > now() - make_interval(mins => ${SEARCH_CHARGE_WINDOW_MINUTES})) AS paid`.execute(db);
  return rows[0]?.paid === true;
}

export function insertSavedSearch(
  trx: Transaction<DB>,
  values: {
    workspaceId: string;
    userId: number;
    name: string;
    filters: object;
    filtersHash: string;
    platform: string;
    lastTotal: number | null;
  },
): Promise<SavedSearchRow> {
  const ran = values.lastTotal !== null;
  return trx
    .insertInto("saved_searches")
    .values({
      workspace_id: values.workspaceId,
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

/** False when the workspace has no saved search with this id. */
export async function deleteWorkspaceSavedSearch(db: Executor, workspaceId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom("saved_searches").where("id", "=", id).where("workspace_id", "=", workspaceId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
