import {
  DEFAULT_REPORT_TEMPLATE,
  REPORT_MSG,
  type TGenerateReportParsed,
  type TGenerateReportResponse,
  type TReport,
  type TReportFileFormat,
  type TReportListResponse,
} from "@radar/contract/reports";
import type { Transaction } from "kysely";
import type { AppContext } from "../../core/context.ts";
import { chargeCredits, getBalance, InsufficientCreditsError } from "../../core/credits/ledger.ts";
import type { DB } from "../../core/db/schema.ts";
import { AppError } from "../../core/http/app-error.ts";
import { executorFor } from "../../core/jobs/transaction-executor.ts";
import { currentPlanCosts } from "../../core/subscriptions/current-subscription.ts";
import { type WorkspaceScope, workspaceOf } from "../../core/workspaces/current-workspace.ts";
import { toReportDto } from "./report-dto.ts";
import { CONTENT_TYPES, downloadFileName, reportStorage } from "./report-files.ts";
import {
  accountInIndex,
  findIndexAccount,
  findUserLanguage,
  findWorkspaceProfileAccount,
  findWorkspaceReport,
  findWorkspaceReportByKey,
  insertReport,
  listWorkspaceReports,
  type ReportRow,
  setReportCharge,
} from "./report-queries.ts";
import { REPORT_QUEUE } from "./report-queue.ts";

/** The workspace's reports, whichever member ordered them, with the workspace's balance. */
export async function listReports(ctx: AppContext, scope: WorkspaceScope, profileId?: number): Promise<TReportListResponse> {
  if (profileId !== undefined && !(await findWorkspaceProfileAccount(ctx.db, scope.workspaceId, profileId))) {
    throw AppError.notFound(REPORT_MSG.profileNotFound);
  }
  const [rows, balance] = await Promise.all([
    listWorkspaceReports(ctx.db, scope.workspaceId, profileId),
    getBalance(ctx.db, scope.workspaceId),
  ]);
  return { reports: rows.map(toReportDto), message: REPORT_MSG.listed, credits_remaining: balance };
}

export async function getReport(ctx: AppContext, scope: WorkspaceScope, id: number): Promise<TReport> {
  const row = await findWorkspaceReport(ctx.db, scope.workspaceId, id);
  if (!row) throw AppError.notFound(REPORT_MSG.notFound);
  return toReportDto(row);
}

/** What a report is about, resolved for the workspace: the row's subject columns. */
interface ReportSubjectRow {
  subject: "profile" | "influencer";
  social_profile_id: number | null;
  influencer_id: string;
  platform: ReportRow["platform"];
  username: string;
}

async function resolveSubject(trx: Transaction<DB>, scope: WorkspaceScope, body: TGenerateReportParsed): Promise<ReportSubjectRow> {
  if (body.influencer_id !== undefined) {
    const account = await findIndexAccount(trx, body.influencer_id);
    if (!account) throw AppError.notFound(REPORT_MSG.influencerNotFound);
    return {
      subject: "influencer",
      social_profile_id: null,
      influencer_id: account.id,
      platform: account.platform,
      username: account.username,
    };
  }
  const profile = body.profile === undefined ? undefined : await findWorkspaceProfileAccount(trx, scope.workspaceId, body.profile);
  if (!profile) throw AppError.notFound(REPORT_MSG.profileNotFound);
  if (!(await accountInIndex(trx, profile.influencer_id))) throw AppError.badRequest(REPORT_MSG.accountMissing);
  return {
    subject: "profile",
    social_profile_id: profile.id,
    influencer_id: profile.influencer_id,
    platform: profile.platform,
    username: profile.username,
  };
}

export interface ReportOrder {
  /** False when an earlier order with the same idempotency key made the report (nothing was charged now). */
  created: boolean;
  response: TGenerateReportResponse;
}

/**
 * POST /api/reports/generate/: in one transaction, the report row (pending), the plan's report
 * cost taken through the ledger, and the generation job — so a report exists exactly when it was
 * paid for and queued. The workspace pays; the member who ordered it is its author. A report is of one of the workspace's profiles (too few credits: 403 'Report limit
 * reached for your subscription level', SPEC §8) or of any creator of the index (too few credits:
 * 402 'Insufficient credits'); either way a refusal leaves nothing behind. An order repeating an
 * earlier one's idempotency key answers that report and charges nothing. The answer comes at once;
 * a worker does the rest.
 */
export async function orderReport(ctx: AppContext, scope: WorkspaceScope, body: TGenerateReportParsed): Promise<ReportOrder> {
  const { userId, workspaceId } = scope;
  const jobs = ctx.jobs;
  if (!jobs) throw new AppError(503, "Report generation is not available right now. Please try again later.");
  const language = body.language ?? (await findUserLanguage(ctx.db, userId)) ?? "en";
  const key = body.idempotency_key ?? null;
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const subject = await resolveSubject(trx, scope, body);
    const plan = await currentPlanCosts(trx, workspaceId);
    if (!plan) throw AppError.forbidden(REPORT_MSG.noSubscription);

    const reportId = await insertReport(trx, {
      workspace_id: workspaceId,
      user_id: userId,
      ...subject,
      report_type: body.report_type,
      template: body.template ?? DEFAULT_REPORT_TEMPLATE,
      language,
      cost: plan.report_cost,
      idempotency_key: key,
    });
    if (reportId === undefined) {
      const earlier = key === null ? undefined : await findWorkspaceReportByKey(trx, workspaceId, key);
      if (!earlier) throw AppError.conflict(REPORT_MSG.idempotencyConflict);
      const same =
        earlier.subject === subject.subject && earlier.influencer_id === subject.influencer_id && earlier.report_type === body.report_type;
      if (!same) throw AppError.conflict(REPORT_MSG.idempotencyConflict);
      return { id: earlier.id, balance: null, created: false };
    }
    let charge: Awaited<ReturnType<typeof chargeCredits>>;
    try {
      charge = await chargeCredits(trx, {
        workspaceId,
        userId,
        amount: plan.report_cost,
        reason: "report",
        reference: `report:${reportId}`,
        idempotencyKey: `report:${reportId}`,
      });
    } catch (error) {
      // SPEC §8 names a 403 for a profile's report; a creator's report is a purchase refused for want of credits.
      if (error instanceof InsufficientCreditsError && subject.subject === "profile") throw AppError.forbidden(REPORT_MSG.limitReached);
      throw error;
    }
    const jobId = await jobs.send(REPORT_QUEUE, { reportId }, { db: executorFor(trx) });
    await setReportCharge(trx, reportId, charge.entryId, jobId);
    return { id: reportId, balance: charge.balance, created: true };
  });
  if (outcome.created) jobs.wake(REPORT_QUEUE.name);
  const balance = outcome.balance ?? (await getBalance(ctx.db, workspaceId));
  const message = outcome.created ? REPORT_MSG.started : REPORT_MSG.alreadyOrdered;
  return {
    created: outcome.created,
    response: { success: true, report: await getReport(ctx, scope, outcome.id), message, credits_remaining: balance },
  };
}

/**
 * Orders a report (see orderReport) for a user outside a request — the demo content — in the
 * workspace they work in now; it wants only the answer.
 */
export async function generateReport(ctx: AppContext, userId: number, body: TGenerateReportParsed): Promise<TGenerateReportResponse> {
  return (await orderReport(ctx, await workspaceOf(ctx.db, userId), body)).response;
}

export interface ReportDownload {
  data: Buffer;
  contentType: string;
  fileName: string;
}

/** A completed report's file, for any member of its workspace: the asked format, else the PDF, else the PPTX. */
export async function downloadReport(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: number,
  format?: TReportFileFormat,
): Promise<ReportDownload> {
  const row = await findWorkspaceReport(ctx.db, scope.workspaceId, id);
  if (!row) throw AppError.notFound(REPORT_MSG.notFound);
  const chosen: TReportFileFormat | null = format ?? (row.pdf_key ? "pdf" : row.pptx_key ? "pptx" : null);
  const key = chosen === "pdf" ? row.pdf_key : chosen === "pptx" ? row.pptx_key : null;
  if (row.status !== "completed" || !chosen || !key) throw AppError.notFound(REPORT_MSG.notAvailable);
  const data = await reportStorage(ctx).get(key);
  if (!data) throw AppError.notFound(REPORT_MSG.notAvailable);
  return { data, contentType: CONTENT_TYPES[chosen], fileName: downloadFileName(row.username, row.created_at, chosen) };
}
