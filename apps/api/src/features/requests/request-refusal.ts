import { REQUEST_MSG } from "@radar/contract/requests";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";

/**
 * Why an update or delete that matched no pending row of the workspace's was refused: 404 when the
 * request is not the workspace's (or does not exist), 409 when it is but no longer pending.
 */
export async function requestRefusal(
  ctx: AppContext,
  table: "campaign_requests" | "comparison_requests",
  workspaceId: string,
  id: number,
): Promise<AppError> {
  const row = await ctx.db.selectFrom(table).select("id").where("id", "=", id).where("workspace_id", "=", workspaceId).executeTakeFirst();
  return row ? AppError.conflict(REQUEST_MSG.notPending) : AppError.notFound(REQUEST_MSG.notFound);
}
