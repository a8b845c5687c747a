import { WORKSPACE_SEATS_WITHOUT_PLAN } from "@radar/contract/workspaces";
import { sql, type Transaction } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";
import type { WorkspaceRole } from "../../core/db/schema-workspaces.ts";
import { isCurrentSubscription } from "../../core/subscriptions/current-subscription.ts";

export interface MembershipRow {
  workspace_id: string;
  name: string;
  role: WorkspaceRole;
  members: number;
}

/** The caller's workspaces, owned ones first, then by name. */
export async function listMemberships(db: Executor, userId: number): Promise<MembershipRow[]> {
  const { rows } = await sql<MembershipRow>`
    SELECT w.id::text AS workspace_id, w.name, m.role,
      (SELECT count(*)::int FROM workspace_members o WHERE o.workspace_id = w.id) AS members
    FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
    WHERE m.user_id = ${userId}
    ORDER BY (m.role = 'owner') DESC, w.name, w.id`.execute(db);
  return rows;
}

export async function findMembership(db: Executor, workspaceId: string, userId: number): Promise<MembershipRow | undefined> {
  const { rows } = await sql<MembershipRow>`
    SELECT w.id::text AS workspace_id, w.name, m.role,
      (SELECT count(*)::int FROM workspace_members o WHERE o.workspace_id = w.id) AS members
    FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
    WHERE m.workspace_id = ${workspaceId}::bigint AND m.user_id = ${userId}`.execute(db);
  return rows[0];
}

export async function currentWorkspaceIdOf(db: Executor, userId: number): Promise<string | null> {
  const row = await db.selectFrom("users").select("current_workspace_id").where("id", "=", userId).executeTakeFirst();
  return row?.current_workspace_id ?? null;
}

export async function setCurrentWorkspace(db: Executor, userId: number, workspaceId: string | null): Promise<void> {
  await db.updateTable("users").set({ current_workspace_id: workspaceId }).where("id", "=", userId).execute();
}

/** Writers that count seats or owners hold the workspace's row, one after the other. */
export async function lockWorkspace(trx: Transaction<DB>, workspaceId: string): Promise<void> {
  await sql`SELECT 1 FROM workspaces WHERE id = ${workspaceId}::bigint FOR UPDATE`.execute(trx);
}

export async function renameWorkspaceRow(db: Executor, workspaceId: string, name: string): Promise<void> {
  await db.updateTable("workspaces").set({ name, updated_at: new Date() }).where("id", "=", workspaceId).execute();
}

export interface MemberRow {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: WorkspaceRole;
  joined_at: Date;
}

export function listMembers(db: Executor, workspaceId: string): Promise<MemberRow[]> {
  return db
    .selectFrom("workspace_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.user_id", "u.email", "u.first_name", "u.last_name", "m.role", "m.joined_at"])
    .where("m.workspace_id", "=", workspaceId)
    .orderBy(sql`CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`)
    .orderBy("m.joined_at")
    .execute();
}

export async function memberRole(db: Executor, workspaceId: string, userId: number): Promise<WorkspaceRole | null> {
  const row = await db
    .selectFrom("workspace_members")
    .select("role")
    .where("workspace_id", "=", workspaceId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

export async function countOwners(db: Executor, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom("workspace_members")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .where("role", "=", "owner")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function addMember(db: Executor, workspaceId: string, userId: number, role: WorkspaceRole): Promise<void> {
  await db.insertInto("workspace_members").values({ workspace_id: workspaceId, user_id: userId, role }).execute();
}

export async function updateMemberRole(db: Executor, workspaceId: string, userId: number, role: WorkspaceRole): Promise<void> {
  await db.updateTable("workspace_members").set({ role }).where("workspace_id", "=", workspaceId).where("user_id", "=", userId).execute();
}

export async function deleteMember(db: Executor, workspaceId: string, userId: number): Promise<void> {
  await db.deleteFrom("workspace_members").where("workspace_id", "=", workspaceId).where("user_id", "=", userId).execute();
}

/** Seats of a workspace: its current subscription's plan's, or the owner alone without one. */
export async function seatsOf(db: Executor, workspaceId: string): Promise<number> {
  const { rows } = await sql<{ seats: number }>`
    SELECT p.seats FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE ${isCurrentSubscription(workspaceId)}`.execute(db);
  return rows[0]?.seats ?? WORKSPACE_SEATS_WITHOUT_PLAN;
}

/** Members plus open invitations that have not expired (an invitation holds its seat until then). */
export async function seatsUsed(db: Executor, workspaceId: string, exceptEmail?: string): Promise<number> {
  const { rows } = await sql<{ used: number }>`
    SELECT (SELECT count(*) FROM workspace_members WHERE workspace_id = ${workspaceId}::bigint)
      + (SELECT count(*) FROM workspace_invitations
         WHERE workspace_id = ${workspaceId}::bigint AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
           AND lower(email) IS DISTINCT FROM ${exceptEmail ?? null}::text) AS used`.execute(db);
  return Number(rows[0]?.used ?? 0);
}

export async function isMemberByEmail(db: Executor, workspaceId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("workspace_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select("m.user_id")
    .where("m.workspace_id", "=", workspaceId)
    .where("u.email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

export interface InvitationRow {
  id: string;
  workspace_id: string;
  workspace_name: string;
  email: string;
  role: "admin" | "member";
  language: "en" | "ar";
  invited_by: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

const invitationColumns = sql`
  i.id::text AS id, i.workspace_id::text AS workspace_id, w.name AS workspace_name, i.email, i.role, i.language,
  nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS invited_by,
  i.expires_at, i.accepted_at, i.revoked_at, i.created_at`;

export async function openInvitations(db: Executor, workspaceId: string): Promise<InvitationRow[]> {
  const { rows } = await sql<InvitationRow>`
    SELECT ${invitationColumns}
    FROM workspace_invitations i JOIN workspaces w ON w.id = i.workspace_id LEFT JOIN users u ON u.id = i.invited_by
    WHERE i.workspace_id = ${workspaceId}::bigint AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
    ORDER BY i.created_at DESC`.execute(db);
  return rows;
}

/** The invitation of a link's token (by its hash); `lock` holds it for the acceptance. */
export async function invitationByHash(db: Executor, tokenHash: string, lock = false): Promise<InvitationRow | undefined> {
  const { rows } = await sql<InvitationRow>`
    SELECT ${invitationColumns}
    FROM workspace_invitations i JOIN workspaces w ON w.id = i.workspace_id LEFT JOIN users u ON u.id = i.invited_by
    WHERE i.token_hash = ${tokenHash}
    ${lock ? sql`FOR UPDATE OF i` : sql``}`.execute(db);
  return rows[0];
}

/** Revokes the open invitation of `email` to the workspace, if any (a new one replaces it). */
export async function revokeOpenInvitation(db: Executor, workspaceId: string, email: string): Promise<void> {
  await sql`
    UPDATE workspace_invitations SET revoked_at = now()
    WHERE workspace_id = ${workspaceId}::bigint AND lower(email) = ${email} AND accepted_at IS NULL AND revoked_at IS NULL`.execute(db);
}

export async function revokeInvitationById(db: Executor, workspaceId: string, invitationId: string): Promise<boolean> {
  const result = await db
    .updateTable("workspace_invitations")
    .set({ revoked_at: new Date() })
    .where("id", "=", invitationId)
    .where("workspace_id", "=", workspaceId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertInvitation(
  db: Executor,
  values: {
    workspace_id: string;
    email: string;
    role: "admin" | "member";
    language: "en" | "ar";
    token_hash: string;
    invited_by: number;
    expires_at: Date;
  },
): Promise<string> {
  const row = await db.insertInto("workspace_invitations").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function markInvitationAccepted(db: Executor, invitationId: string, userId: number): Promise<void> {
  await db
    .updateTable("workspace_invitations")
    .set({ accepted_at: new Date(), accepted_by: userId })
    .where("id", "=", invitationId)
    .execute();
}

export async function userLanguageByEmail(db: Executor, email: string): Promise<"en" | "ar" | null> {
  const row = await db.selectFrom("users").select("language").where("email", "=", email).executeTakeFirst();
  return row?.language ?? null;
}
