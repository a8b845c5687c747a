import type { ColumnType, Generated } from "kysely";
import type { WorkspaceId } from "./schema-workspaces.ts";

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface ListsTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type ListMemberStatus = "shortlisted" | "contacted" | "negotiating" | "booked" | "declined";

/** A member, with the index's figures as they were when it was added (shown once it leaves the index). */
export interface ListMembersTable {
  list_id: number;
  /** bigint: select it as text. */
  influencer_id: string;
  status: ColumnType<ListMemberStatus, ListMemberStatus | undefined, ListMemberStatus>;
  /** numeric(12,2): arrives as a string. */
  price_sar: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  note: ColumnType<string, string | undefined, string>;
  platform: "instagram" | "tiktok" | "youtube" | "twitter";
  username: string;
  full_name: string;
  followers: number;
  er_bp: number | null;
  aqs: number | null;
  avatar_url: string | null;
  data_date: Date;
  /** The member who added it (migration 0047); null once that user is deleted. */
  added_by: ColumnType<number | null, number | null | undefined, number | null>;
  added_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ListSharesTable {
  id: Generated<number>;
  list_id: number;
  /** 32 random bytes, base64url; stored as is so the owner can copy the link again (migration 0019). */
  token: string;
  include_notes: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

/** Tables of the lists feature (migration 0019). */
export interface ListsTables {
  lists: ListsTable;
  list_members: ListMembersTable;
  list_shares: ListSharesTable;
}
