import {
  REQUEST_MSG,
  type TCampaignRequest,
  type TCreateCampaignRequestParsed,
  type TUpdateCampaignRequestParsed,
} from "@radar/contract/requests";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { toCampaignDto } from "./request-dto.ts";
import { requestRefusal } from "./request-refusal.ts";

/**
 * Campaign requests (SPEC §7). A user sees only their own: someone else's id reads as missing (404).
 * The owner may change or delete a request while it is pending; after that it belongs to the team's
 * process and the answer is 409.
 */
export async function listCampaignRequests(ctx: AppContext, userId: number): Promise<TCampaignRequest[]> {
  const rows = await ctx.db
    .selectFrom("campaign_requests")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toCampaignDto);
}

export async function createCampaignRequest(
  ctx: AppContext,
  userId: number,
  input: TCreateCampaignRequestParsed,
): Promise<TCampaignRequest> {
  const row = await ctx.db
    .insertInto("campaign_requests")
    .values({
      user_id: userId,
      title: input.title,
      description: input.description,
      category: input.category,
      budget: input.budget.toFixed(2),
      influencer_count: input.influencer_count,
      duration: input.duration ?? null,
      requirements: input.requirements ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCampaignDto(row);
}

export async function getCampaignRequest(ctx: AppContext, userId: number, id: number): Promise<TCampaignRequest> {
  const row = await ctx.db
    .selectFrom("campaign_requests")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound(REQUEST_MSG.notFound);
  return toCampaignDto(row);
}

export async function updateCampaignRequest(
  ctx: AppContext,
  userId: number,
  id: number,
  patch: TUpdateCampaignRequestParsed,
): Promise<TCampaignRequest> {
  const row = await ctx.db
    .updateTable("campaign_requests")
    .set({
      title: patch.title,
      description: patch.description,
      category: patch.category,
      budget: patch.budget?.toFixed(2),
      influencer_count: patch.influencer_count,
      duration: patch.duration,
      requirements: patch.requirements,
      updated_at: new Date(),
    })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .returningAll()
    .executeTakeFirst();
  if (!row) throw await requestRefusal(ctx, "campaign_requests", userId, id);
  return toCampaignDto(row);
}

export async function deleteCampaignRequest(ctx: AppContext, userId: number, id: number): Promise<void> {
  const row = await ctx.db
    .deleteFrom("campaign_requests")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .returning("id")
    .executeTakeFirst();
  if (!row) throw await requestRefusal(ctx, "campaign_requests", userId, id);
}
