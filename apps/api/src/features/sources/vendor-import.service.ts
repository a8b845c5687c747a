import type { TPlatform } from "@radar/contract/constants";
import type { TVendorImport, TVendorImportFilters, TVendorSourceId } from "@radar/contract/sources";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { executorFor } from "../../core/jobs/transaction-executor.ts";
import { sourceSettings } from "./source-settings.ts";
import { IMPORT_QUEUE, type ImportJob } from "./vendor-import.queue.ts";
import { findImport, insertImport, listImports, requeueFailed, toImportDto } from "./vendor-import-queries.ts";

export interface StartImport {
  source: TVendorSourceId;
  platform: TPlatform;
  pages: number;
  filters: TVendorImportFilters;
}

/** The import row and its job, in one transaction: the job exists exactly when the import does. */
export async function startVendorImport(ctx: AppContext, adminId: number, input: StartImport): Promise<TVendorImport> {
  const settings = sourceSettings(ctx.config)[input.source];
  if (settings.mode === "off") throw AppError.badRequest(`${settings.name} is not connected`, "source_off");
  if (!settings.platforms.includes(input.platform)) {
    throw AppError.badRequest(`${settings.name} does not cover ${input.platform}`, "platform_not_covered");
  }
  const jobs = ctx.jobs;
  if (!jobs) throw new AppError(503, "The job queue is not running in this process");
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertImport(trx, { ...input, createdBy: adminId });
    await jobs.send(IMPORT_QUEUE, { importId: inserted.id } satisfies ImportJob, { db: executorFor(trx) });
    return inserted;
  });
  jobs.wake(IMPORT_QUEUE.name);
  return toImportDto(row);
}

export async function resumeVendorImport(ctx: AppContext, id: number): Promise<TVendorImport> {
  const jobs = ctx.jobs;
  if (!jobs) throw new AppError(503, "The job queue is not running in this process");
  const row = await ctx.db.transaction().execute(async (trx) => {
    const requeued = await requeueFailed(trx, id);
    if (requeued) await jobs.send(IMPORT_QUEUE, { importId: id } satisfies ImportJob, { db: executorFor(trx) });
    return requeued;
  });
  if (!row) {
    if (!(await findImport(ctx.db, id))) throw AppError.notFound("Import not found");
    throw AppError.conflict("Only a failed import can be resumed");
  }
  jobs.wake(IMPORT_QUEUE.name);
  return toImportDto(row);
}

export async function vendorImports(ctx: AppContext): Promise<TVendorImport[]> {
  return (await listImports(ctx.db)).map(toImportDto);
}
