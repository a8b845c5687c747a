import type {
  TAdminUpdateComparisonRequestParsed,
  TComparisonRequest,
  TCreateComparisonRequestParsed,
  TUpdateComparisonRequestParsed,
} from "@radar/contract/requests";
import { REQUEST_MSG } from "@radar/contract/requests";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { type ComparisonRow, toComparisonDto } from "./request-dto.ts";
import { insertComparisonRequest, lockComparisonRequest, updateComparisonRow, updatePendingComparisonRequest } from "./request-queries.ts";
import { requestRefusal } from "./request-refusal.ts";
import { answeredWithCustomer, type RequestStore } from "./request-store.ts";

/** Follower-comparison requests (SPEC §7): what only comparisons write; reads and deletes are the store's. */
export const comparisonStore: RequestStore<ComparisonRow, TComparisonRequest> = {
  table: "comparison_requests",
  toDto: toComparisonDto,
};

/** The workspace's request; user_id records the member who asked. */
export async function createComparisonRequest(
  ctx: AppContext,
  scope: WorkspaceScope,
  input: TCreateComparisonRequestParsed,
): Promise<TComparisonRequest> {
  const row = await insertComparisonRequest(ctx.db, {
    workspace_id: scope.workspaceId,
    user_id: scope.userId,
    profile_urls: input.profile_urls,
    description: input.description ?? null,
  });
  return toComparisonDto(row);
}

/** A member's edit of the links or their description, while pending (else 409). */
export async function updateComparisonRequest(
  ctx: AppContext,
  scope: WorkspaceScope,
  id: number,
  patch: TUpdateComparisonRequestParsed,
): Promise<TComparisonRequest> {
  const row = await updatePendingComparisonRequest(ctx.db, scope.workspaceId, id, {
    profile_urls: patch.profile_urls,
    description: patch.description,
  });
  if (!row) throw await requestRefusal(ctx, "comparison_requests", scope.workspaceId, id);
  return toComparisonDto(row);
}

const FINISHED = new Set(["completed", "failed"]);

/**
 * An admin's answer to a comparison: the status always; the team's answer, results (text, shown to
 * the user as the results' summary), notes and priority when given. The customer's description is
 * theirs and stays. processed_at is when it finished.
 */
export async function answerComparisonRequest(
  ctx: AppContext,
  adminId: number,
  id: number,
  patch: TAdminUpdateComparisonRequestParsed,
): Promise<TComparisonRequest> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockComparisonRequest(trx, id);
    if (!current) throw AppError.notFound(REQUEST_MSG.notFound);
    const now = new Date();
    const processedAt = FINISHED.has(patch.status) ? (FINISHED.has(current.status) ? current.processed_at : now) : null;
    return updateComparisonRow(
      trx,
      id,
      {
        status: patch.status,
        team_answer: patch.team_answer,
        results: patch.results === undefined ? undefined : patch.results === null ? null : JSON.stringify({ summary: patch.results }),
        admin_notes: patch.admin_notes,
        priority: patch.priority,
        processed_at: processedAt,
        handled_by: adminId,
      },
      now,
    );
  });
  return answeredWithCustomer(ctx, comparisonStore, row);
}
