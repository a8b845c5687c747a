import { sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";

/**
 * A search whose filters equal a saved search's (by any member of its workspace) is that saved search's run: its time
 * and total are kept, and "new matches" count from then. The search context already told whether
 * such a saved search exists, so an ordinary search pays no extra round trip for this. The time is
 * the database's, like the accounts' first_seen_at it is compared with.
 */
export async function recordSavedSearchRun(db: Database, workspaceId: string, filtersHash: string, total: number): Promise<void> {
  await db
    .updateTable("saved_searches")
    .set({ last_total: total, last_run_at: sql<Date>`now()` })
    .where("workspace_id", "=", workspaceId)
    .where("filters_hash", "=", filtersHash)
    .execute();
}
