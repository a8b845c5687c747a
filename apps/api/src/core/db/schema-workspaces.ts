import type { ColumnType, Generated } from "kysely";

export type WorkspaceRole = "owner" | "admin" | "member";

/** bigserial ids: read as text by node-postgres. */
type BigId = ColumnType<string, string | number, never>;

/** A resource's workspace (migration 0042): named on insert, never moved after. */
export type WorkspaceId = BigId;
export type NullableWorkspaceId = ColumnType<string | null, string | number | null, never>;

export interface WorkspacesTable {
  id: Generated<string>;
  name: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface WorkspaceMembersTable {
  workspace_id: BigId;
  user_id: number;
  role: WorkspaceRole;
  joined_at: ColumnType<Date, Date | undefined, never>;
}

export interface WorkspaceInvitationsTable {
  id: Generated<string>;
  workspace_id: BigId;
  email: string;
  role: Exclude<WorkspaceRole, "owner">;
  language: "en" | "ar";
  /** sha256 of the token: the token itself only ever exists in the e-mail. */
  token_hash: string;
  invited_by: number | null;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_by: number | null;
  revoked_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Tables of workspaces (migration 0040). */
export interface WorkspacesTables {
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invitations: WorkspaceInvitationsTable;
}
