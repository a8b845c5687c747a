import type {
  TAdminUpdateCampaignRequestParsed,
  TCampaignRequest,
  TCreateCampaignRequestParsed,
  TUpdateCampaignRequestParsed,
} from "@radar/contract/requests";
import { REQUEST_MSG } from "@radar/contract/requests";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { type CampaignRow, toCampaignDto } from "./request-dto.ts";
import { insertCampaignRequest, updateCampaignRow, updatePendingCampaignRequest } from "./request-queries.ts";
import { requestRefusal } from "./request-refusal.ts";
import { answeredWithCustomer, type RequestStore } from "./request-store.ts";

/** Campaign requests (SPEC §7): what only campaigns write; reads and deletes are the store's. */
export const campaignStore: RequestStore<CampaignRow, TCampaignRequest> = { table: "campaign_requests", toDto: toCampaignDto };

export async function createCampaignRequest(
  ctx: AppContext,
  userId: number,
  input: TCreateCampaignRequestParsed,
): Promise<TCampaignRequest> {
  const row = await insertCampaignRequest(ctx.db, { user_id: userId, ...input, budget: input.budget.toFixed(2) });
  return toCampaignDto(row);
}

/** The owner's edit, while the request is pending (after that it belongs to the team's process: 409). */
export async function updateCampaignRequest(
  ctx: AppContext,
  userId: number,
  id: number,
  patch: TUpdateCampaignRequestParsed,
): Promise<TCampaignRequest> {
  const row = await updatePendingCampaignRequest(ctx.db, userId, id, { ...patch, budget: patch.budget?.toFixed(2) });
  if (!row) throw await requestRefusal(ctx, "campaign_requests", userId, id);
  return toCampaignDto(row);
}

/**
 * An admin's answer (SPEC §6), to anyone's request at any status: the status always, notes, cost
 * estimate (SAR) and priority when given; who answered is kept in handled_by. The caller checks the role.
 */
export async function answerCampaignRequest(
  ctx: AppContext,
  adminId: number,
  id: number,
  patch: TAdminUpdateCampaignRequestParsed,
): Promise<TCampaignRequest> {
  const row = await updateCampaignRow(ctx.db, id, {
    status: patch.status,
    admin_notes: patch.admin_notes,
    cost_estimate: patch.cost_estimate === undefined ? undefined : (patch.cost_estimate?.toFixed(2) ?? null),
    priority: patch.priority,
    handled_by: adminId,
  });
  if (!row) throw AppError.notFound(REQUEST_MSG.notFound);
  return answeredWithCustomer(ctx, campaignStore, row);
}
