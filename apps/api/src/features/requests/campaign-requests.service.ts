import type {
  TAdminUpdateCampaignRequestParsed,
  TCampaignRequest,
  TCreateCampaignRequestParsed,
  TUpdateCampaignRequestParsed,
} from "@radar/contract/requests";
import { REQUEST_MSG } from "@radar/contract/requests";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { type CampaignRow, toCampaignDto } from "./request-dto.ts";
import { insertCampaignRequest, updateCampaignRow, updatePendingCampaignRequest } from "./request-queries.ts";
import { requestRefusal } from "./request-refusal.ts";
import { answeredWithCustomer, type RequestStore } from "./request-store.ts";

/** Campaign requests (SPEC §7): what only campaigns write; reads and deletes are the store's. */
export const campaignStore: RequestStore<CampaignRow, TCampaignRequest> = { table: "campaign_requests", toDto: toCampaignDto };

/** The workspace's request; user_id records the member who asked. */
export async function createCampaignRequest(
  ctx: AppContext,
  scope: WorkspaceScope,
  input: TCreateCampaignRequestParsed,
): Promise<TCampaignRequest> {
  const row = await insertCampaignRequest(ctx.db, {
    ...input,
    workspace_id: scope.workspaceId,
    user_id: scope.userId,
    budget: input.budget.toFixed(2),
  });
  return toCampaignDto(row);
}

/** A member's edit, while the request is pending (after that it belongs to the team's process: 409). */
export async function updateCampaignRequest(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: number,
  patch: TUpdateCampaignRequestParsed,
): Promise<TCampaignRequest> {
  const row = await updatePendingCampaignRequest(ctx.db, scope.workspaceId, id, { ...patch, budget: patch.budget?.toFixed(2) });
  if (!row) throw await requestRefusal(ctx, "campaign_requests", scope.workspaceId, id);
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
