import { randomBytes } from "node:crypto";
import { LIST_MSG, type TSharedListResponse, type TShareListResponse } from "@radar/contract/lists";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { hit } from "../../core/http/rate-limits.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { shareUrl, toListMember } from "./list-dto.ts";
import { withLicences } from "./list-licences.ts";
import { listMembers, lockWorkspaceList } from "./list-queries.ts";
import { deleteListShare, findSharedList, upsertListShare } from "./list-share-queries.ts";

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** A shared page is opened by people, not scripts: generous for a meeting room behind one NAT, useless for guessing. */
const SHARED_VIEWS_PER_MINUTE = 120;

/**
 * Shares the list read-only (or shares it again): a new token every time, so sharing again is also
 * how an owner cuts off everyone who had the old link.
 */
export async function shareList(
  ctx: AppContext,
  scope: WorkspaceScope,
  listId: number,
  includeNotes: boolean,
): Promise<TShareListResponse> {
  const token = randomBytes(32).toString("base64url");
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockWorkspaceList(trx, scope.workspaceId, listId))) throw AppError.notFound(LIST_MSG.notFound);
    await upsertListShare(trx, listId, token, includeNotes);
  });
  return { token, url: shareUrl(ctx.config, token), include_notes: includeNotes };
}

/** Stops sharing; the link answers 404 from now on. Unsharing a list that is not shared is no error. */
export async function unshareList(ctx: AppContext, scope: WorkspaceScope, listId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockWorkspaceList(trx, scope.workspaceId, listId))) throw AppError.notFound(LIST_MSG.notFound);
    await deleteListShare(trx, listId);
  });
}

/** The read-only view of a shared list, for anyone with the link: notes and prices only when the owner included them. */
export async function sharedList(ctx: AppContext, token: string, clientIp: string): Promise<TSharedListResponse> {
  if ((await hit(ctx.db, `shared-list:ip:${clientIp}`, 60)) > SHARED_VIEWS_PER_MINUTE) throw AppError.tooManyRequests();
  if (!TOKEN_SHAPE.test(token)) throw AppError.notFound(LIST_MSG.shareNotFound);
  const shared = await findSharedList(ctx.db, token);
  if (!shared) throw AppError.notFound(LIST_MSG.shareNotFound);
  const members = await listMembers(ctx.db, shared.list_id, { sort: "added_at", order: "desc" });
  return {
    name: shared.name,
    owner_name: shared.owner_name,
    include_notes: shared.include_notes,
    updated_at: shared.updated_at.toISOString(),
    members: await withLicences(
      ctx.db,
      members.map((member) => toListMember(member, shared.include_notes, false)),
    ),
  };
}
