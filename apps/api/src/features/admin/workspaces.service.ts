import {
  ADMIN_WORKSPACE_MSG,
  type TAdminWorkspaceDetail,
  type TAdminWorkspacePage,
  type TAdminWorkspaceRow,
} from "@radar/contract/admin-workspaces";
import type { AppContext } from "../../core/context.ts";
import { setCredits } from "../../core/credits/ledger.ts";
import { AppError } from "../../core/http/app-error.ts";
import { recordAdminAction } from "./audit.ts";
import {
  type AdminWorkspaceRow,
  findWorkspace,
  firstOwnerOf,
  lockWorkspaceRow,
  searchWorkspaces,
  workspaceInvoices,
  workspaceMembers,
} from "./workspace-queries.ts";

function toRow(row: AdminWorkspaceRow): TAdminWorkspaceRow {
  return {
    id: row.id,
    name: row.name,
    owner_email: row.owner_email,
    members: row.members,
    credits: Number(row.credits ?? 0),
    plan:
      row.plan_id === null || row.plan_name === null || row.plan_status === null
        ? null
        : { id: row.plan_id, name: row.plan_name, status: row.plan_status, end_date: row.plan_end?.toISOString() ?? null },
    created_at: row.created_at.toISOString(),
  };
}

/** GET /api/admin/workspaces/: newest first, by name or any member's e-mail. */
export async function listAdminWorkspaces(
  ctx: AppContext,
  query: { q?: string | undefined; offset: number; limit: number },
): Promise<TAdminWorkspacePage> {
  const { count, rows } = await searchWorkspaces(ctx.db, query.q, query);
  return { count, results: rows.map(toRow) };
}

/** GET /api/admin/workspaces/{id}/: the workspace, its members with their roles, and its invoices. */
export async function getAdminWorkspace(ctx: AppContext, workspaceId: string): Promise<TAdminWorkspaceDetail> {
  const row = await findWorkspace(ctx.db, workspaceId);
  if (!row) throw AppError.notFound(ADMIN_WORKSPACE_MSG.notFound);
  const [members, invoices] = await Promise.all([workspaceMembers(ctx.db, workspaceId), workspaceInvoices(ctx.db, workspaceId)]);
  return {
    ...toRow(row),
    member_list: members.map((member) => ({
      user_id: member.user_id,
      email: member.email,
      name: `${member.first_name} ${member.last_name}`.trim() || member.email,
      role: member.role,
      joined_at: member.joined_at.toISOString(),
    })),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      issued_at: invoice.issued_at.toISOString(),
      currency: invoice.currency,
      buyer_name: invoice.buyer_name,
      subtotal_halalas: Number(invoice.subtotal_halalas),
      vat_halalas: Number(invoice.vat_halalas),
      total_halalas: Number(invoice.total_halalas),
      credited_invoice_number: invoice.credited_number,
      credit_note_number: invoice.credit_note_number,
      ...(invoice.owner_email ? { owner_email: invoice.owner_email } : {}),
    })),
  };
}

/**
 * PUT /api/admin/workspaces/{id}/credits/: sets the workspace's balance. The ledger row has reason
 * admin_adjustment, the reason as reference and the admin as actor; the member it is recorded
 * against is the workspace's first owner (the ledger names a member on every row). The audit line
 * is written in the same transaction.
 */
export async function setWorkspaceCredits(
  ctx: AppContext,
  adminId: number,
  workspaceId: string,
  input: { credits: number; reason: string },
): Promise<TAdminWorkspaceDetail> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockWorkspaceRow(trx, workspaceId))) throw AppError.notFound(ADMIN_WORKSPACE_MSG.notFound);
    const owner = await firstOwnerOf(trx, workspaceId);
    if (owner === undefined) throw AppError.notFound(ADMIN_WORKSPACE_MSG.notFound);
    const result = await setCredits(trx, {
      workspaceId,
      userId: owner,
      balance: input.credits,
      reason: "admin_adjustment",
      actorId: adminId,
      reference: input.reason,
    });
    await recordAdminAction(trx, {
      adminId,
      action: "credits.set",
      target: "workspace",
      targetId: Number(workspaceId),
      details: { credits: input.credits, ledger_entry_id: result.entryId, reason: input.reason },
    });
  });
  return getAdminWorkspace(ctx, workspaceId);
}
