import {
  REQUEST_MSG,
  type TComparisonRequest,
  type TCreateComparisonRequestParsed,
  type TUpdateComparisonRequestParsed,
} from "@radar/contract/requests";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { toComparisonDto } from "./request-dto.ts";
import { requestRefusal } from "./request-refusal.ts";

/** Follower-comparison requests (SPEC §7), with the same ownership and pending rules as campaigns. */
export async function listComparisonRequests(ctx: AppContext, userId: number): Promise<TComparisonRequest[]> {
  const rows = await ctx.db
    .selectFrom("comparison_requests")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toComparisonDto);
}

export async function createComparisonRequest(
  ctx: AppContext,
  userId: number,
  input: TCreateComparisonRequestParsed,
): Promise<TComparisonRequest> {
  const row = await ctx.db
    .insertInto("comparison_requests")
    .values({ user_id: userId, profile_urls: input.profile_urls, description: input.description ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toComparisonDto(row);
}

export async function getComparisonRequest(ctx: AppContext, userId: number, id: number): Promise<TComparisonRequest> {
  const row = await ctx.db
    .selectFrom("comparison_requests")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound(REQUEST_MSG.notFound);
  return toComparisonDto(row);
}

export async function updateComparisonRequest(
  ctx: AppContext,
  userId: number,
  id: number,
  patch: TUpdateComparisonRequestParsed,
): Promise<TComparisonRequest> {
  const row = await ctx.db
    .updateTable("comparison_requests")
    .set({ profile_urls: patch.profile_urls, description: patch.description, updated_at: new Date() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .returningAll()
    .executeTakeFirst();
  if (!row) throw await requestRefusal(ctx, "comparison_requests", userId, id);
  return toComparisonDto(row);
}

export async function deleteComparisonRequest(ctx: AppContext, userId: number, id: number): Promise<void> {
  const row = await ctx.db
    .deleteFrom("comparison_requests")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .returning("id")
    .executeTakeFirst();
  if (!row) throw await requestRefusal(ctx, "comparison_requests", userId, id);
}
