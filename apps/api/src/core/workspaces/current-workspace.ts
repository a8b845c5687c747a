import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import { currentUserId } from "../auth/authenticate.ts";
import type { Database, Executor } from "../db/database.ts";
import type { WorkspaceRole } from "../db/schema-workspaces.ts";
import { memberName } from "../users/user-queries.ts";

/** Who is asking and for which team: every resource query is scoped by `workspaceId`. */
export interface WorkspaceScope {
  userId: number;
  workspaceId: string;
  role: WorkspaceRole;
}

/**
 * The workspace a user works in now: the one the top bar switched to while they are still a
 * member of it, else their first (owned first), which becomes the current one; a user left in
 * none (removed from every team) gets a personal one again. Read on every request, never from the
 * token, so a member removed from a team loses its data with their very next request.
 */
export async function workspaceOf(db: Database, userId: number): Promise<WorkspaceScope> {
  const current = await currentMembership(db, userId);
  if (current) return current;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
    const { rows } = await sql<{ workspace_id: string; role: WorkspaceRole }>`
      SELECT workspace_id::text AS workspace_id, role FROM workspace_members WHERE user_id = ${userId}
      ORDER BY (role = 'owner') DESC, workspace_id LIMIT 1`.execute(trx);
    const first = rows[0] ?? { workspace_id: await createPersonalWorkspace(trx, userId), role: "owner" as const };
    await sql`UPDATE users SET current_workspace_id = ${first.workspace_id}::bigint WHERE id = ${userId}`.execute(trx);
    return { userId, workspaceId: first.workspace_id, role: first.role };
  });
}

async function currentMembership(db: Executor, userId: number): Promise<WorkspaceScope | undefined> {
  const { rows } = await sql<{ workspace_id: string; role: WorkspaceRole }>`
    SELECT m.workspace_id::text AS workspace_id, m.role
    FROM users u JOIN workspace_members m ON m.user_id = u.id AND m.workspace_id = u.current_workspace_id
    WHERE u.id = ${userId}`.execute(db);
  const row = rows[0];
  return row && { userId, workspaceId: row.workspace_id, role: row.role };
}

/** A workspace of its own for a user who exists already (what the users trigger does for a new one). */
export async function createPersonalWorkspace(trx: Executor, userId: number): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    WITH made AS (
      INSERT INTO workspaces (name)
      SELECT left(${memberName(sql`users`)}, 120) FROM users WHERE id = ${userId}
      RETURNING id
    ), joined AS (
      INSERT INTO workspace_members (workspace_id, user_id, role) SELECT id, ${userId}, 'owner' FROM made
    )
    SELECT id::text AS id FROM made`.execute(trx);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no user ${userId}`);
  return id;
}

const resolved = new WeakMap<FastifyRequest, Promise<WorkspaceScope>>();

/** The signed-in user's workspace for this request (read once per request). */
export function currentWorkspace(db: Database, request: FastifyRequest): Promise<WorkspaceScope> {
  let scope = resolved.get(request);
  if (!scope) {
    scope = workspaceOf(db, currentUserId(request));
    resolved.set(request, scope);
  }
  return scope;
}

/** Owners manage billing and members, admins manage members, members do everything else. */
export const canManageBilling = (scope: WorkspaceScope) => scope.role === "owner";
export const canManageMembers = (scope: WorkspaceScope) => scope.role === "owner" || scope.role === "admin";
