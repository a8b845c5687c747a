import { createHash, randomBytes } from "node:crypto";
import type { TLanguage } from "@radar/contract/constants";
import {
  type TInvitationPreview,
  type TWorkspace,
  type TWorkspaceRole,
  type TWorkspacesResponse,
  WORKSPACE_CODE,
  WORKSPACE_INVITATION_TTL_DAYS,
  WORKSPACE_MSG,
} from "@radar/contract/workspaces";
import type { Transaction } from "kysely";
import type { AppContext } from "../../core/context.ts";
import type { DB } from "../../core/db/schema.ts";
import { AppError } from "../../core/http/app-error.ts";
import { findUserById } from "../../core/users/user-queries.ts";
import { createPersonalWorkspace, workspaceOf } from "../../core/workspaces/current-workspace.ts";
import { invitationMessage } from "./invitation-email.ts";
import {
  addMember,
  countOwners,
  currentWorkspaceIdOf,
  deleteMember,
  findMembership,
  type InvitationRow,
  insertInvitation,
  invitationByHash,
  isMemberByEmail,
  listMembers,
  listMemberships,
  lockWorkspace,
  type MembershipRow,
  markInvitationAccepted,
  memberRole,
  openInvitations,
  renameWorkspaceRow,
  revokeInvitationById,
  revokeOpenInvitation,
  seatsOf,
  seatsUsed,
  setCurrentWorkspace,
  updateMemberRole,
  userLanguageByEmail,
} from "./workspace-queries.ts";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const MANAGERS: ReadonlySet<TWorkspaceRole> = new Set(["owner", "admin"]);

const refused = (detail: string, code: string = WORKSPACE_CODE.notAllowed) => new AppError(403, detail, { code });
const lastOwner = () => new AppError(409, WORKSPACE_MSG.lastOwner, { code: WORKSPACE_CODE.lastOwner });

/** The user's current workspace with its name and head count (core/workspaces decides which one). */
export async function resolveCurrentWorkspace(ctx: AppContext, userId: number): Promise<MembershipRow> {
  const scope = await workspaceOf(ctx.db, userId);
  const membership = await findMembership(ctx.db, scope.workspaceId, userId);
  if (!membership) throw new Error(`workspace ${scope.workspaceId} lost`);
  return membership;
}

export async function listWorkspaces(ctx: AppContext, userId: number): Promise<TWorkspacesResponse> {
  const current = await resolveCurrentWorkspace(ctx, userId);
  const rows = await listMemberships(ctx.db, userId);
  return {
    workspaces: rows.map((row) => ({
      id: row.workspace_id,
      name: row.name,
      role: row.role,
      members: row.members,
      current: row.workspace_id === current.workspace_id,
    })),
  };
}

const invitationDto = (row: InvitationRow) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  language: row.language,
  invited_by: row.invited_by,
  expires_at: row.expires_at.toISOString(),
  created_at: row.created_at.toISOString(),
});

export async function getCurrentWorkspace(ctx: AppContext, userId: number): Promise<TWorkspace> {
  const membership = await resolveCurrentWorkspace(ctx, userId);
  const id = membership.workspace_id;
  const [members, invitations, seats, used] = await Promise.all([
    listMembers(ctx.db, id),
    MANAGERS.has(membership.role) ? openInvitations(ctx.db, id) : Promise.resolve([]),
    seatsOf(ctx.db, id),
    seatsUsed(ctx.db, id),
  ]);
  return {
    id,
    name: membership.name,
    role: membership.role,
    seats,
    seats_used: used,
    members: members.map((member) => ({ ...member, joined_at: member.joined_at.toISOString() })),
    invitations: invitations.map(invitationDto),
  };
}

async function managedWorkspace(ctx: AppContext, userId: number): Promise<MembershipRow> {
  const membership = await resolveCurrentWorkspace(ctx, userId);
  if (!MANAGERS.has(membership.role)) throw refused(WORKSPACE_MSG.managersOnly);
  return membership;
}

export async function renameWorkspace(ctx: AppContext, userId: number, name: string): Promise<TWorkspace> {
  const membership = await managedWorkspace(ctx, userId);
  await renameWorkspaceRow(ctx.db, membership.workspace_id, name);
  return getCurrentWorkspace(ctx, userId);
}

/** A workspace the user is not a member of is "not found", as another user's resources are everywhere. */
export async function switchWorkspace(ctx: AppContext, userId: number, workspaceId: string): Promise<TWorkspace> {
  if (!(await findMembership(ctx.db, workspaceId, userId))) throw AppError.notFound(WORKSPACE_MSG.notFound);
  await setCurrentWorkspace(ctx.db, userId, workspaceId);
  return getCurrentWorkspace(ctx, userId);
}

/**
 * Invites an address to the caller's workspace (owners and admins). Members plus open invitations
 * may not exceed the plan's seats: the check and the insert run under the workspace's row lock, so
 * concurrent invitations cannot both take the last seat. Inviting an address again replaces its open
 * invitation (a new link, the old one stops working). The e-mail is in the invitee's own language
 * when the address has an account, else in the one the inviter chose (default: the inviter's).
 */
export async function inviteMember(
  ctx: AppContext,
  userId: number,
  body: { email: string; role: "admin" | "member"; language?: TLanguage },
): Promise<TWorkspace> {
  const membership = await managedWorkspace(ctx, userId);
  const workspaceId = membership.workspace_id;
  const inviter = await findUserById(ctx.db, userId);
  const language = (await userLanguageByEmail(ctx.db, body.email)) ?? body.language ?? inviter?.language ?? "en";
  const token = randomBytes(32).toString("base64url");
  await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    if (await isMemberByEmail(trx, workspaceId, body.email))
      throw new AppError(409, WORKSPACE_MSG.alreadyMember, { code: WORKSPACE_CODE.alreadyMember });
    const seats = await seatsOf(trx, workspaceId);
    if ((await seatsUsed(trx, workspaceId, body.email)) >= seats)
      throw new AppError(403, WORKSPACE_MSG.seatsFull(seats), { code: WORKSPACE_CODE.seatsFull });
    await revokeOpenInvitation(trx, workspaceId, body.email);
    await insertInvitation(trx, {
      workspace_id: workspaceId,
      email: body.email,
      role: body.role,
      language,
      token_hash: hashToken(token),
      invited_by: userId,
      expires_at: new Date(Date.now() + WORKSPACE_INVITATION_TTL_DAYS * 86_400_000),
    });
  });
  const inviterName = inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() || null : null;
  await ctx.mailer.send(
    invitationMessage({
      publicUrl: ctx.config.PUBLIC_URL,
      to: body.email,
      language,
      inviter: inviterName,
      workspace: membership.name,
      role: body.role,
      token,
    }),
  );
  return getCurrentWorkspace(ctx, userId);
}

export async function revokeInvitation(ctx: AppContext, userId: number, invitationId: string): Promise<void> {
  const membership = await managedWorkspace(ctx, userId);
  if (!(await revokeInvitationById(ctx.db, membership.workspace_id, invitationId)))
    throw AppError.notFound(WORKSPACE_MSG.invitationNotFound);
}

const stateOf = (row: InvitationRow): TInvitationPreview["state"] =>
  row.accepted_at ? "used" : row.expires_at.getTime() <= Date.now() ? "expired" : "open";

/** What a link invites to, before signing in; a revoked or unknown link is "not found". */
export async function previewInvitation(ctx: AppContext, token: string): Promise<TInvitationPreview> {
  const row = await invitationByHash(ctx.db, hashToken(token));
  if (!row || row.revoked_at) throw AppError.notFound(WORKSPACE_MSG.invitationNotFound);
  return {
    workspace_name: row.workspace_name,
    email: row.email,
    role: row.role,
    invited_by: row.invited_by,
    expires_at: row.expires_at.toISOString(),
    state: stateOf(row),
  };
}

/**
 * Accepts an invitation as the signed-in user, who must be the address it was sent to (a forwarded
 * link does not let someone else in). Single use: the invitation's row is locked, so of two
 * concurrent accepts one joins and the other is told the link was used. The workspace becomes the
 * user's current one.
 */
export async function acceptInvitation(ctx: AppContext, userId: number, token: string): Promise<TWorkspace> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw AppError.unauthorized();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await invitationByHash(trx, hashToken(token), true);
    if (!row || row.revoked_at) throw AppError.notFound(WORKSPACE_MSG.invitationNotFound);
    const state = stateOf(row);
    if (state === "used") throw new AppError(409, WORKSPACE_MSG.invitationUsed, { code: WORKSPACE_CODE.invitationUsed });
    if (state === "expired") throw new AppError(410, WORKSPACE_MSG.invitationExpired, { code: WORKSPACE_CODE.invitationExpired });
    if (row.email.toLowerCase() !== user.email.toLowerCase())
      throw refused(WORKSPACE_MSG.invitationEmail(row.email), WORKSPACE_CODE.invitationEmail);
    await lockWorkspace(trx, row.workspace_id);
    if (!(await memberRole(trx, row.workspace_id, userId))) {
      // The invitation held its seat; a plan downgraded since may have fewer.
      const seats = await seatsOf(trx, row.workspace_id);
      if ((await seatsUsed(trx, row.workspace_id, row.email)) >= seats)
        throw new AppError(403, WORKSPACE_MSG.seatsFull(seats), { code: WORKSPACE_CODE.seatsFull });
      await addMember(trx, row.workspace_id, userId, row.role);
    }
    await markInvitationAccepted(trx, row.id, userId);
    await setCurrentWorkspace(trx, userId, row.workspace_id);
  });
  return getCurrentWorkspace(ctx, userId);
}

/** Someone who leaves or is removed works on in another of their workspaces (a personal one when none is left). */
async function rehome(trx: Transaction<DB>, userId: number, leftWorkspaceId: string): Promise<void> {
  const current = await currentWorkspaceIdOf(trx, userId);
  if (current !== null && current !== leftWorkspaceId) return;
  const next = (await listMemberships(trx, userId))[0]?.workspace_id ?? (await createPersonalWorkspace(trx, userId));
  await setCurrentWorkspace(trx, userId, next);
}

/**
 * Changes a member's role (owners and admins). Only an owner makes an owner or changes an owner's
 * role, and the last owner cannot step down.
 */
export async function changeMemberRole(ctx: AppContext, userId: number, targetId: number, role: TWorkspaceRole): Promise<TWorkspace> {
  const membership = await managedWorkspace(ctx, userId);
  const workspaceId = membership.workspace_id;
  await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    const actorRole = await memberRole(trx, workspaceId, userId);
    const targetRole = await memberRole(trx, workspaceId, targetId);
    if (!targetRole) throw AppError.notFound(WORKSPACE_MSG.memberNotFound);
    if ((targetRole === "owner" || role === "owner") && actorRole !== "owner") throw refused(WORKSPACE_MSG.notOwnersRole);
    if (targetRole === "owner" && role !== "owner" && (await countOwners(trx, workspaceId)) <= 1) throw lastOwner();
    await updateMemberRole(trx, workspaceId, targetId, role);
  });
  return getCurrentWorkspace(ctx, userId);
}

/** Removes a member (owners and admins; only an owner removes an owner; never the last owner). */
export async function removeMember(ctx: AppContext, userId: number, targetId: number): Promise<TWorkspace> {
  const membership = await managedWorkspace(ctx, userId);
  const workspaceId = membership.workspace_id;
  await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    const actorRole = await memberRole(trx, workspaceId, userId);
    const targetRole = await memberRole(trx, workspaceId, targetId);
    if (!targetRole) throw AppError.notFound(WORKSPACE_MSG.memberNotFound);
    if (targetRole === "owner" && actorRole !== "owner") throw refused(WORKSPACE_MSG.notOwnersRole);
    if (targetRole === "owner" && (await countOwners(trx, workspaceId)) <= 1) throw lastOwner();
    await deleteMember(trx, workspaceId, targetId);
    await rehome(trx, targetId, workspaceId);
  });
  return getCurrentWorkspace(ctx, userId);
}

/** Leaves the current workspace; the last owner cannot. Answers the workspace the user is in afterwards. */
export async function leaveWorkspace(ctx: AppContext, userId: number): Promise<TWorkspace> {
  const membership = await resolveCurrentWorkspace(ctx, userId);
  const workspaceId = membership.workspace_id;
  await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    const role = await memberRole(trx, workspaceId, userId);
    if (!role) return;
    if (role === "owner" && (await countOwners(trx, workspaceId)) <= 1) throw lastOwner();
    await deleteMember(trx, workspaceId, userId);
    await rehome(trx, userId, workspaceId);
  });
  return getCurrentWorkspace(ctx, userId);
}

/** The owner hands the workspace to a member, who becomes an owner; the giver stays on as an admin. */
export async function transferOwnership(ctx: AppContext, userId: number, targetId: number): Promise<TWorkspace> {
  const membership = await resolveCurrentWorkspace(ctx, userId);
  const workspaceId = membership.workspace_id;
  await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    if ((await memberRole(trx, workspaceId, userId)) !== "owner") throw refused(WORKSPACE_MSG.ownerOnly);
    if (targetId === userId) return;
    if (!(await memberRole(trx, workspaceId, targetId))) throw AppError.notFound(WORKSPACE_MSG.memberNotFound);
    await updateMemberRole(trx, workspaceId, targetId, "owner");
    await updateMemberRole(trx, workspaceId, userId, "admin");
  });
  return getCurrentWorkspace(ctx, userId);
}
