import type { TLanguage } from "@radar/contract/constants";
import {
  DEFAULT_REPORT_TEMPLATE,
  REPORT_MSG,
  type TGenerateReportParsed,
  type TGenerateReportResponse,
  type TReport,
  type TReportFileFormat,
  type TReportListResponse,
} from "@radar/contract/reports";
import type { AppContext } from "../../core/context.ts";
import { chargeCredits, getBalance, InsufficientCreditsError } from "../../core/credits/ledger.ts";
import { AppError } from "../../core/http/app-error.ts";
import { executorFor } from "../../core/jobs/transaction-executor.ts";
import { currentPlanCosts } from "../../core/subscriptions/current-subscription.ts";
import { toReportDto } from "./report-dto.ts";
import { CONTENT_TYPES, downloadFileName, reportStorage } from "./report-files.ts";
import { accountInIndex, findOwnProfileAccount, findOwnReport, insertReport, listOwnReports, setReportCharge } from "./report-queries.ts";
import { REPORT_QUEUE } from "./report-queue.ts";

export async function listReports(ctx: AppContext, userId: number, profileId?: number): Promise<TReportListResponse> {
  if (profileId !== undefined && !(await findOwnProfileAccount(ctx.db, userId, profileId))) {
    throw AppError.notFound(REPORT_MSG.profileNotFound);
  }
  const [rows, balance] = await Promise.all([listOwnReports(ctx.db, userId, profileId), getBalance(ctx.db, userId)]);
  return { reports: rows.map(toReportDto), message: REPORT_MSG.listed, credits_remaining: balance };
}

export async function getReport(ctx: AppContext, userId: number, id: number): Promise<TReport> {
  const row = await findOwnReport(ctx.db, userId, id);
  if (!row) throw AppError.notFound(REPORT_MSG.notFound);
  return toReportDto(row);
}

async function userLanguage(ctx: AppContext, userId: number): Promise<TLanguage> {
  const row = await ctx.db.selectFrom("users").select("language").where("id", "=", userId).executeTakeFirst();
  return row?.language ?? "en";
}

/**
 * POST /api/reports/generate/: in one transaction, the report row (pending), the plan's report
 * cost taken through the ledger, and the generation job — so a report exists exactly when it was
 * paid for and queued. Too few credits is 403 'Report limit reached for your subscription level'
 * and leaves nothing behind. The answer comes at once; a worker does the rest.
 */
export async function generateReport(ctx: AppContext, userId: number, body: TGenerateReportParsed): Promise<TGenerateReportResponse> {
  const jobs = ctx.jobs;
  if (!jobs) throw new AppError(503, "Report generation is not available right now. Please try again later.");
  const language = body.language ?? (await userLanguage(ctx, userId));
  const { id, balance } = await ctx.db.transaction().execute(async (trx) => {
    const profile = await findOwnProfileAccount(trx, userId, body.profile);
    if (!profile) throw AppError.notFound(REPORT_MSG.profileNotFound);
    const plan = await currentPlanCosts(trx, userId);
    if (!plan) throw AppError.forbidden(REPORT_MSG.noSubscription);
    if (!(await accountInIndex(trx, profile.influencer_id))) throw AppError.badRequest(REPORT_MSG.accountMissing);

    const reportId = await insertReport(trx, {
      user_id: userId,
      social_profile_id: profile.id,
      influencer_id: profile.influencer_id,
      platform: profile.platform,
      username: profile.username,
      report_type: body.report_type,
      template: body.template ?? DEFAULT_REPORT_TEMPLATE,
      language,
      cost: plan.report_cost,
    });
    let charge: Awaited<ReturnType<typeof chargeCredits>>;
    try {
      charge = await chargeCredits(trx, {
        userId,
        amount: plan.report_cost,
        reason: "report",
        reference: `report:${reportId}`,
        idempotencyKey: `report:${reportId}`,
      });
    } catch (error) {
      if (error instanceof InsufficientCreditsError) throw AppError.forbidden(REPORT_MSG.limitReached);
      throw error;
    }
    const jobId = await jobs.send(REPORT_QUEUE, { reportId }, { db: executorFor(trx) });
    await setReportCharge(trx, reportId, charge.entryId, jobId);
    return { id: reportId, balance: charge.balance };
  });
  jobs.wake(REPORT_QUEUE.name);
  return { success: true, report: await getReport(ctx, userId, id), message: REPORT_MSG.started, credits_remaining: balance };
}

export interface ReportDownload {
  data: Buffer;
  contentType: string;
  fileName: string;
}

/** The owner's file of a completed report: the asked format, else the PDF, else the PPTX. */
export async function downloadReport(ctx: AppContext, userId: number, id: number, format?: TReportFileFormat): Promise<ReportDownload> {
  const row = await findOwnReport(ctx.db, userId, id);
  if (!row) throw AppError.notFound(REPORT_MSG.notFound);
  const chosen: TReportFileFormat | null = format ?? (row.pdf_key ? "pdf" : row.pptx_key ? "pptx" : null);
  const key = chosen === "pdf" ? row.pdf_key : chosen === "pptx" ? row.pptx_key : null;
  if (row.status !== "completed" || !chosen || !key) throw AppError.notFound(REPORT_MSG.notAvailable);
  const data = await reportStorage(ctx).get(key);
  if (!data) throw AppError.notFound(REPORT_MSG.notAvailable);
  return { data, contentType: CONTENT_TYPES[chosen], fileName: downloadFileName(row.username, row.created_at, chosen) };
}
