import type { TVendorImport, TVendorImportFilters, TVendorSourceId } from "@radar/contract/sources";
import type { Selectable, Transaction } from "kysely";
import { sql } from "kysely";
import type { Database } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";
import type { SourceImportsTable } from "../../core/db/schema-sources.ts";

export type ImportRow = Selectable<SourceImportsTable>;

export function toImportDto(row: ImportRow): TVendorImport {
  return {
    id: row.id,
    source: row.source,
    platform: row.platform,
    filters: row.filters,
    pages_requested: row.pages_requested,
    pages_done: row.pages_done,
    total_pages: row.total_pages,
    accounts_imported: row.accounts_imported,
    status: row.status,
    error: row.error,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

export async function insertImport(
  trx: Transaction<DB>,
  values: { source: TVendorSourceId; platform: ImportRow["platform"]; filters: TVendorImportFilters; pages: number; createdBy: number },
): Promise<ImportRow> {
  return trx
    .insertInto("source_imports")
    .values({
      source: values.source,
      platform: values.platform,
      filters: JSON.stringify(values.filters),
      pages_requested: values.pages,
      created_by: values.createdBy,
      updated_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findImport(db: Database | Transaction<DB>, id: number): Promise<ImportRow | undefined> {
  return db.selectFrom("source_imports").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listImports(db: Database, limit = 50): Promise<ImportRow[]> {
  return db.selectFrom("source_imports").selectAll().orderBy("id", "desc").limit(limit).execute();
}

/** Imports a worker should (still) work: queued, or running when their process died. */
export async function unfinishedImports(db: Database): Promise<{ id: number }[]> {
  return db.selectFrom("source_imports").select("id").where("status", "in", ["queued", "running"]).orderBy("id").execute();
}

/** One page imported: the rows are written by the caller in the same transaction. */
export async function recordPage(
  trx: Transaction<DB>,
  id: number,
  page: number,
  accounts: number,
  totalPages: number | null,
): Promise<void> {
  await sql`
    UPDATE source_imports
    SET pages_done = ${page}, accounts_imported = accounts_imported + ${accounts},
      total_pages = coalesce(${totalPages}::int, total_pages), status = 'running', updated_at = now()
    WHERE id = ${id} AND pages_done = ${page - 1}`.execute(trx);
}

export async function finishImport(db: Database, id: number, outcome: { status: "completed" | "failed"; error?: string }): Promise<void> {
  await db
    .updateTable("source_imports")
    .set({ status: outcome.status, error: outcome.error ?? null, updated_at: new Date(), finished_at: new Date() })
    .where("id", "=", id)
    .execute();
}

export async function markRunning(db: Database, id: number): Promise<void> {
  await db.updateTable("source_imports").set({ status: "running", updated_at: new Date() }).where("id", "=", id).execute();
}

/** A failed import goes back to the queue from the page it stopped at. */
export async function requeueFailed(trx: Transaction<DB>, id: number): Promise<ImportRow | undefined> {
  return trx
    .updateTable("source_imports")
    .set({ status: "queued", error: null, finished_at: null, updated_at: new Date() })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .returningAll()
    .executeTakeFirst();
}
