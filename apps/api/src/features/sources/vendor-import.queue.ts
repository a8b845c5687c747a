import type { TVendorImportFilters } from "@radar/contract/sources";
import { sql } from "kysely";
import type { AppContext } from "../../core/context.ts";
import type { QueueDefinition, QueueWorker } from "../../core/jobs/job-queue.ts";
import { upsertAccounts } from "../discovery/public.ts";
import { sourceClients } from "./source-clients.ts";
import { SourceError } from "./source-errors.ts";
import { sourceSettings } from "./source-settings.ts";
import type { SourceClient } from "./source-types.ts";
import { withAttribution } from "./spend/spend-attribution.ts";
import { findImport, finishImport, markRunning, recordPage, unfinishedImports } from "./vendor-import-queries.ts";

/**
 * Vendor imports run on the pg-boss queue 'source-import'; a job carries only the import id and the
 * import row says where it stands. Each page's accounts and the page count are written in one
 * transaction, so a worker killed between pages resumes at the next page after a restart (workers
 * re-queue unfinished imports when they start), and a page is never counted twice. Accounts are
 * upserted by their id (a hash of platform and username): importing again changes nothing twice.
 * One worker at a time works an import: it holds a session advisory lock on it meanwhile.
 */
export const IMPORT_QUEUE: QueueDefinition = {
  name: "source-import",
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 3_600,
};

export interface ImportJob {
  importId: number;
}

const LOCK_SPACE = 1_397_571_911; // "SIMP": the advisory-lock space of imports

async function runImport(ctx: AppContext, importId: number, client: SourceClient): Promise<void> {
  const row = await findImport(ctx.db, importId);
  if (!row || row.status === "completed" || row.status === "failed") return;
  if (!client.search) throw new Error(`${client.id} cannot search`);
  await markRunning(ctx.db, importId);
  const viaSandbox = sourceSettings(ctx.config)[client.id].mode === "sandbox";
  let totalPages = row.total_pages;
  for (let page = row.pages_done + 1; page <= row.pages_requested; page += 1) {
    if (totalPages !== null && page > totalPages) break;
    const result = await client.search({ platform: row.platform, filters: row.filters as TVendorImportFilters, page });
    totalPages = result.totalPages ?? totalPages;
    const fetchedAt = new Date();
    const records = result.accounts.map((found) => ({
      ...found.record,
      source: client.id,
      provenance: { sourceRef: found.sourceRef, viaSandbox, fetchedAt, estimated: found.estimated, missing: found.missing },
    }));
    await ctx.db.transaction().execute(async (trx) => {
      await upsertAccounts(trx, records);
      await recordPage(trx, importId, page, records.length, result.totalPages);
    });
    if (result.accounts.length === 0) break;
  }
  await finishImport(ctx.db, importId, { status: "completed" });
}

async function handleImportJob(ctx: AppContext, data: ImportJob): Promise<void> {
  const row = await findImport(ctx.db, data.importId);
  if (!row) return;
  const client = sourceClients(ctx).get(row.source);
  if (!client) {
    await finishImport(ctx.db, row.id, { status: "failed", error: `${row.source} is not connected` });
    return;
  }
  await ctx.db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${LOCK_SPACE}, ${row.id}) AS locked`.execute(conn);
    if (!rows[0]?.locked) return; // another worker has it
    try {
      // The admin who started the import pays for it (source_spend).
      await withAttribution({ userId: row.created_by ?? undefined, purpose: "import" }, () => runImport(ctx, row.id, client));
    } catch (error) {
      // A source that refuses (quota, credentials, not found) fails the import: the admin resumes it later.
      // Anything else (the database, the network) is retried by pg-boss from the page reached.
      if (error instanceof SourceError && error.kind !== "unavailable") {
        await finishImport(ctx.db, row.id, { status: "failed", error: `${error.kind}: ${error.message}` });
        return;
      }
      throw error;
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK_SPACE}, ${row.id})`.execute(conn);
    }
  });
}

/** Gives every unfinished import a job (after a restart); duplicates find the lock taken or the import done. */
export async function requeueUnfinishedImports(ctx: AppContext): Promise<number> {
  const jobs = ctx.jobs;
  if (!jobs) return 0;
  const unfinished = await unfinishedImports(ctx.db);
  for (const { id } of unfinished) await jobs.send(IMPORT_QUEUE, { importId: id } satisfies ImportJob);
  if (unfinished.length > 0) jobs.wake(IMPORT_QUEUE.name);
  return unfinished.length;
}

export function importWorker(ctx: AppContext): QueueWorker<ImportJob> {
  return {
    queue: IMPORT_QUEUE,
    concurrency: 1,
    handle: async (data, job) => {
      try {
        await handleImportJob(ctx, data);
      } catch (error) {
        if (job.retryCount >= job.retryLimit) {
          await finishImport(ctx.db, data.importId, { status: "failed", error: error instanceof Error ? error.message : String(error) });
          return;
        }
        throw error;
      }
    },
    onStart: async () => {
      await requeueUnfinishedImports(ctx);
    },
  };
}

export { handleImportJob };
