import { ADMIN_MSG, type TCreditUser } from "@radar/contract/admin";
import type { AppContext } from "../../core/context.ts";
import { setCredits } from "../../core/credits/ledger.ts";
import { AppError } from "../../core/http/app-error.ts";
import { workspaceOf } from "../../core/workspaces/current-workspace.ts";
import { recordAdminAction } from "./audit.ts";
import { lockUserRow, userExists } from "./credit-queries.ts";
import { parseTableQuery } from "./table/table-query.ts";
import { runTableQuery } from "./table/table-sql.ts";

export async function getCreditUser(ctx: AppContext, userId: number): Promise<TCreditUser> {
  const page = await runTableQuery(ctx.db, parseTableQuery("profiles", { id: String(userId) }));
  const user = page.results[0];
  if (!user) throw AppError.notFound(ADMIN_MSG.userNotFound);
  return user as TCreditUser;
}

/**
 * PUT /api/admin/tables/profiles/{id}/: sets the balance of the user's current workspace (credits
 * belong to workspaces) to `credits`. The ledger records the difference with reason admin_adjustment,
 * the user as the member, the admin as actor and the note as reference, in the same transaction as
 * the audit line.
 */
export async function setUserCredits(
  ctx: AppContext,
  adminId: number,
  userId: number,
  input: { credits: number; note?: string | null },
): Promise<TCreditUser> {
  if (!(await userExists(ctx.db, userId))) throw AppError.notFound(ADMIN_MSG.userNotFound);
  const { workspaceId } = await workspaceOf(ctx.db, userId);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockUserRow(trx, userId))) throw AppError.notFound(ADMIN_MSG.userNotFound);
    const result = await setCredits(trx, {
      workspaceId,
      userId,
      balance: input.credits,
      reason: "admin_adjustment",
      actorId: adminId,
      reference: input.note ?? undefined,
    });
    await recordAdminAction(trx, {
      adminId,
      action: "credits.set",
      target: "user",
      targetId: userId,
      details: { credits: input.credits, workspace_id: workspaceId, ledger_entry_id: result.entryId, note: input.note ?? null },
    });
  });
  return getCreditUser(ctx, userId);
}
