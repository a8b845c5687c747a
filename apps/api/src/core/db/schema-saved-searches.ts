import type { ColumnType, Generated } from "kysely";
import type { WorkspaceId } from "./schema-workspaces.ts";

export interface SavedSearchesTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The parsed search body at page 1 (written as JSON text). */
  filters: ColumnType<Record<string, unknown>, string, string>;
  filters_hash: string;
  social_network: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_run_at: Date | null;
  last_total: number | null;
}

/** Tables of saved searches (migration 0020). */
export interface SavedSearchesTables {
  saved_searches: SavedSearchesTable;
}
