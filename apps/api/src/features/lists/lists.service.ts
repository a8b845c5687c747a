import {
  LIST_MSG,
  type TAddListMembersResponse,
  type TListDetail,
  type TListMember,
  type TListMemberStatus,
  type TListSortField,
  type TListSummary,
  type TListsResponse,
} from "@radar/contract/lists";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { toListMember, toListSummary } from "./list-dto.ts";
import { withLicences } from "./list-licences.ts";
import { listLimits } from "./list-limits.ts";
import {
  countMembers,
  countWorkspaceLists,
  deleteMemberRow,
  deleteWorkspaceList,
  type Executor,
  indexedIds,
  insertList,
  insertMembers,
  listMembers,
  lockListCreation,
  lockWorkspaceList,
  type MemberChanges,
  presentMembers,
  refreshSnapshots,
  renameWorkspaceList,
  touchList,
  updateMemberRow,
  workspaceList,
  workspaceLists,
} from "./list-queries.ts";

const MAX_LIST_ID = 2_147_483_647;
const MAX_BIGINT = 9_223_372_036_854_775_807n;

/** A path's list id; anything that cannot be a list id is simply a list that does not exist. */
export function parseListId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw AppError.notFound(LIST_MSG.notFound);
  const id = Number(raw);
  if (id < 1 || id > MAX_LIST_ID) throw AppError.notFound(LIST_MSG.notFound);
  return id;
}

const fitsBigint = (id: string) => BigInt(id) <= MAX_BIGINT;

/** A path's influencer id (validated by the contract); beyond bigint it cannot be a member. */
export function parseInfluencerId(raw: string): string {
  if (!fitsBigint(raw)) throw AppError.notFound(LIST_MSG.memberNotFound);
  return raw;
}

const notFound = () => AppError.notFound(LIST_MSG.notFound);

async function summaryOf(ctx: AppContext, db: Executor, scope: WorkspaceScope, listId: number): Promise<TListSummary> {
  const row = await workspaceList(db, scope.workspaceId, listId);
  if (!row) throw notFound();
  return toListSummary(row, ctx.config);
}

export async function getLists(ctx: AppContext, scope: WorkspaceScope): Promise<TListsResponse> {
  const [rows, limits] = await Promise.all([workspaceLists(ctx.db, scope.workspaceId), listLimits(ctx.db, scope.workspaceId)]);
  return { lists: rows.map((row) => toListSummary(row, ctx.config)), limits };
}

/** Creates a list within the plan's number of lists; the workspace's creations queue on one lock, so two at once cannot both take the last place. */
export async function createList(ctx: AppContext, scope: WorkspaceScope, name: string): Promise<TListSummary> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockListCreation(trx, scope.workspaceId);
    const limits = await listLimits(trx, scope.workspaceId);
    if (limits.max_lists !== null && (await countWorkspaceLists(trx, scope.workspaceId)) >= limits.max_lists) {
      throw new AppError(403, LIST_MSG.listLimit, { code: "list_limit" });
    }
    const id = await insertList(trx, scope.workspaceId, scope.userId, name);
    if (id === undefined) throw new AppError(409, LIST_MSG.duplicateName, { code: "duplicate_name" });
    return summaryOf(ctx, trx, scope, id);
  });
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === "23505";

export async function renameList(ctx: AppContext, scope: WorkspaceScope, listId: number, name: string): Promise<TListSummary> {
  try {
    if (!(await renameWorkspaceList(ctx.db, scope.workspaceId, listId, name))) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, LIST_MSG.duplicateName, { code: "duplicate_name" });
    throw error;
  }
  return summaryOf(ctx, ctx.db, scope, listId);
}

export async function deleteList(ctx: AppContext, scope: WorkspaceScope, listId: number): Promise<void> {
  if (!(await deleteWorkspaceList(ctx.db, scope.workspaceId, listId))) throw notFound();
}

export interface DetailQuery {
  status?: TListMemberStatus;
  sort: TListSortField;
  order: "asc" | "desc";
}

export async function getListDetail(ctx: AppContext, scope: WorkspaceScope, listId: number, query: DetailQuery): Promise<TListDetail> {
  const row = await workspaceList(ctx.db, scope.workspaceId, listId);
  if (!row) throw notFound();
  const [members, limits] = await Promise.all([listMembers(ctx.db, listId, query), listLimits(ctx.db, scope.workspaceId)]);
  return {
    list: toListSummary(row, ctx.config),
    members: await withLicences(
      ctx.db,
      members.map((member) => toListMember(member)),
    ),
    limits,
  };
}

/**
 * Adds accounts of the index. Idempotent: ids already on the list keep their status, price and note
 * (a double click adds nothing twice; only their snapshot of the figures is refreshed). The list's row is locked for the whole transaction, so concurrent adds
 * count each other's members and the plan's limit holds. All or nothing: an unknown id or a batch
 * that would overfill the list adds none.
 */
export async function addMembers(
  ctx: AppContext,
  scope: WorkspaceScope,
  listId: number,
  rawIds: string[],
): Promise<TAddListMembersResponse> {
  const ids = [...new Set(rawIds)];
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockWorkspaceList(trx, scope.workspaceId, listId))) throw notFound();
    if (!ids.every(fitsBigint)) throw new AppError(400, LIST_MSG.unknownInfluencers, { code: "unknown_influencers" });
    const present = await presentMembers(trx, listId, ids);
    const fresh = ids.filter((id) => !present.has(id));
    if (fresh.length > 0) {
      const indexed = await indexedIds(trx, fresh);
      if (indexed.size < fresh.length) throw new AppError(400, LIST_MSG.unknownInfluencers, { code: "unknown_influencers" });
      const limits = await listLimits(trx, scope.workspaceId);
      if ((await countMembers(trx, listId)) + fresh.length > limits.max_members) {
        throw new AppError(403, LIST_MSG.memberLimit, { code: "member_limit" });
      }
    }
    const added = fresh.length > 0 ? await insertMembers(trx, listId, fresh, scope.userId) : 0;
    if (present.size > 0) await refreshSnapshots(trx, listId, [...present]);
    if (added > 0) await touchList(trx, listId);
    return { added, already_present: ids.length - added, list: await summaryOf(ctx, trx, scope, listId) };
  });
}

export async function updateMember(
  ctx: AppContext,
  scope: WorkspaceScope,
  listId: number,
  influencerId: string,
  changes: MemberChanges,
): Promise<TListMember> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockWorkspaceList(trx, scope.workspaceId, listId))) throw notFound();
    if (!(await updateMemberRow(trx, listId, influencerId, changes))) throw AppError.notFound(LIST_MSG.memberNotFound);
    await refreshSnapshots(trx, listId, [influencerId]);
    await touchList(trx, listId);
    const [member] = await listMembers(trx, listId, { sort: "added_at", order: "desc", influencerId });
    if (!member) throw AppError.notFound(LIST_MSG.memberNotFound);
    return toListMember(member);
  });
}

export async function removeMember(ctx: AppContext, scope: WorkspaceScope, listId: number, influencerId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockWorkspaceList(trx, scope.workspaceId, listId))) throw notFound();
    if (!(await deleteMemberRow(trx, listId, influencerId))) throw AppError.notFound(LIST_MSG.memberNotFound);
    await touchList(trx, listId);
  });
}
