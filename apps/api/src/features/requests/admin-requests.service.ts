import {
  REQUEST_MSG,
  type TAdminUpdateCampaignRequestParsed,
  type TAdminUpdateComparisonRequestParsed,
  type TCampaignRequest,
  type TComparisonRequest,
  type TRequestListQueryParsed,
} from "@radar/contract/requests";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { withCustomers } from "./request-customer.ts";
import { toCampaignDto, toComparisonDto } from "./request-dto.ts";

/**
 * The admin's side of requests (SPEC §6: respond with status, notes, cost estimate). Admins read and
 * answer anyone's request at any status; who answered is kept in handled_by. Callers check the role.
 */

type Page = Pick<TRequestListQueryParsed, "status" | "limit" | "offset">;

export async function listAllCampaignRequests(ctx: AppContext, page: Page): Promise<TCampaignRequest[]> {
  let query = ctx.db.selectFrom("campaign_requests").selectAll();
  if (page.status) query = query.where("status", "=", page.status);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(page.limit).offset(page.offset).execute();
  return withCustomers(ctx, rows, toCampaignDto);
}

export async function listAllComparisonRequests(ctx: AppContext, page: Page): Promise<TComparisonRequest[]> {
  let query = ctx.db.selectFrom("comparison_requests").selectAll();
  if (page.status) query = query.where("status", "=", page.status);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(page.limit).offset(page.offset).execute();
  return withCustomers(ctx, rows, toComparisonDto);
}

export async function getAnyCampaignRequest(ctx: AppContext, id: number): Promise<TCampaignRequest> {
  const row = await ctx.db.selectFrom("campaign_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw AppError.notFound(REQUEST_MSG.notFound);
  const [dto] = await withCustomers(ctx, [row], toCampaignDto);
  return dto as TCampaignRequest;
}

export async function getAnyComparisonRequest(ctx: AppContext, id: number): Promise<TComparisonRequest> {
  const row = await ctx.db.selectFrom("comparison_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw AppError.notFound(REQUEST_MSG.notFound);
  const [dto] = await withCustomers(ctx, [row], toComparisonDto);
  return dto as TComparisonRequest;
}

/** An admin's answer to a campaign request: the status always, notes, cost estimate (SAR) and priority when given. */
export async function adminUpdateCampaignRequest(
  ctx: AppContext,
  adminId: number,
  id: number,
  patch: TAdminUpdateCampaignRequestParsed,
): Promise<TCampaignRequest> {
  const row = await ctx.db
    .updateTable("campaign_requests")
    .set({
      status: patch.status,
      admin_notes: patch.admin_notes,
      cost_estimate: patch.cost_estimate === undefined ? undefined : (patch.cost_estimate?.toFixed(2) ?? null),
      priority: patch.priority,
      handled_by: adminId,
      updated_at: new Date(),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw AppError.notFound(REQUEST_MSG.notFound);
  const [dto] = await withCustomers(ctx, [row], toCampaignDto);
  return dto as TCampaignRequest;
}

const FINISHED = new Set(["completed", "failed"]);

/**
 * An admin's answer to a comparison: the status always; description, results (text, shown to the
 * user as the results' summary), notes and priority when given. processed_at is when it finished.
 */
export async function adminUpdateComparisonRequest(
  ctx: AppContext,
  adminId: number,
  id: number,
  patch: TAdminUpdateComparisonRequestParsed,
): Promise<TComparisonRequest> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("comparison_requests")
      .select(["status", "processed_at"])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw AppError.notFound(REQUEST_MSG.notFound);
    const now = new Date();
    const processedAt = FINISHED.has(patch.status) ? (FINISHED.has(current.status) ? current.processed_at : now) : null;
    return trx
      .updateTable("comparison_requests")
      .set({
        status: patch.status,
        description: patch.description,
        results: patch.results === undefined ? undefined : patch.results === null ? null : JSON.stringify({ summary: patch.results }),
        admin_notes: patch.admin_notes,
        priority: patch.priority,
        processed_at: processedAt,
        handled_by: adminId,
        updated_at: now,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  const [dto] = await withCustomers(ctx, [row], toComparisonDto);
  return dto as TComparisonRequest;
}
