import type { TReportFileFormat } from "@radar/contract/reports";
import type { AppContext } from "../../core/context.ts";
import { grantCredits } from "../../core/credits/ledger.ts";
import { refreshIfStale } from "../sources/public.ts";
import { loadReportModel } from "./data/load-report-model.ts";
import type { ReportModel } from "./data/report-model.ts";
import { renderPdfReport } from "./render/pdf/pdf-report.ts";
import { renderPptxReport } from "./render/pptx/pptx-report.ts";
import { reportFileKey, reportStorage } from "./report-files.ts";
import { completeReport, markFailed, type ReportRow } from "./report-queries.ts";

const RENDERERS: Record<TReportFileFormat, (model: ReportModel) => Promise<Buffer>> = {
  pdf: renderPdfReport,
  pptx: renderPptxReport,
};

/** A report's figures are at most this old when its account came from a source that answers. */
const REFRESH_AFTER_HOURS = 24;

export const formatsOf = (type: ReportRow["report_type"]): TReportFileFormat[] => (type === "both" ? ["pdf", "pptx"] : [type]);

export interface GenerationOutcome {
  completed: boolean;
  /** Time spent reading the index and rendering, per format included. */
  ms: number;
}

/**
 * Makes a claimed report's files and marks it completed. The files are written under keys that
 * depend only on the report, so a second worker that took over a report makes the same files.
 */
export async function generateReportFiles(ctx: AppContext, row: ReportRow): Promise<GenerationOutcome> {
  const started = performance.now();
  // An account fetched from its source more than a day ago is asked again first; a source that
  // cannot answer leaves the older figures, which the report prints with their date.
  await refreshIfStale(ctx, row.influencer_id, REFRESH_AFTER_HOURS);
  const model = await loadReportModel(ctx.db, ctx.search, {
    reportId: row.id,
    influencerId: row.influencer_id,
    template: row.template,
    language: row.language,
  });
  const storage = reportStorage(ctx);
  const files = {
    pdf_key: null as string | null,
    pptx_key: null as string | null,
    pdf_size: null as number | null,
    pptx_size: null as number | null,
  };
  for (const format of formatsOf(row.report_type)) {
    const data = await RENDERERS[format](model);
    const key = reportFileKey(row.user_id, row.id, format);
    await storage.put(key, data);
    files[`${format}_key`] = key;
    files[`${format}_size`] = data.length;
  }
  const ms = Math.round(performance.now() - started);
  const completed = await completeReport(ctx.db, row.id, { ...files, data_date: model.account.dataDate, generation_ms: ms });
  return { completed, ms };
}

/**
 * Fails a report and gives its credits back, in one transaction and at most once (the refund's
 * idempotency key is the report's). A report that already finished is left as it is.
 */
export async function failAndRefund(ctx: AppContext, reportId: number, reason: string): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await markFailed(trx, reportId, reason.slice(0, 500));
    if (!row) return false;
    const cost = Number(row.cost);
    if (cost > 0) {
      await grantCredits(trx, {
        workspaceId: row.workspace_id,
        userId: row.user_id,
        amount: cost,
        reason: "refund",
        reference: `report:${row.id}`,
        idempotencyKey: `report-refund:${row.id}`,
      });
    }
    ctx.logger.warn({ reportId, reason, refunded: cost }, "report failed; credits refunded");
    return true;
  });
}
