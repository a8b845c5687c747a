import type { Insertable, Transaction, Updateable } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import type { CampaignRequestsTable, ComparisonRequestsTable, DB } from "../../core/db/schema.ts";
import type { CampaignRow, ComparisonRow } from "./request-dto.ts";

type CampaignChanges = Omit<Updateable<CampaignRequestsTable>, "updated_at">;
type ComparisonChanges = Omit<Updateable<ComparisonRequestsTable>, "updated_at">;

export function insertCampaignRequest(db: Executor, values: Insertable<CampaignRequestsTable>): Promise<CampaignRow> {
  return db.insertInto("campaign_requests").values(values).returningAll().executeTakeFirstOrThrow();
}

/** A member's edit: undefined when the request is not the workspace's or no longer pending. */
export function updatePendingCampaignRequest(db: Executor, workspaceId: string, id: number, changes: CampaignChanges) {
  return db
    .updateTable("campaign_requests")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .where("status", "=", "pending")
    .returningAll()
    .executeTakeFirst();
}

/** Anyone's request, at any status (an admin's answer); undefined when there is none. */
export function updateCampaignRow(db: Executor, id: number, changes: CampaignChanges): Promise<CampaignRow | undefined> {
  return db
    .updateTable("campaign_requests")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export function insertComparisonRequest(db: Executor, values: Insertable<ComparisonRequestsTable>): Promise<ComparisonRow> {
  return db.insertInto("comparison_requests").values(values).returningAll().executeTakeFirstOrThrow();
}

/** A member's edit: undefined when the request is not the workspace's or no longer pending. */
export function updatePendingComparisonRequest(db: Executor, workspaceId: string, id: number, changes: ComparisonChanges) {
  return db
    .updateTable("comparison_requests")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .where("status", "=", "pending")
    .returningAll()
    .executeTakeFirst();
}

/** Holds a comparison for an admin's answer; what the answer needs of its current state. */
export function lockComparisonRequest(trx: Transaction<DB>, id: number) {
  return trx.selectFrom("comparison_requests").select(["status", "processed_at"]).where("id", "=", id).forUpdate().executeTakeFirst();
}

export function updateComparisonRow(trx: Transaction<DB>, id: number, changes: ComparisonChanges, now: Date): Promise<ComparisonRow> {
  return trx
    .updateTable("comparison_requests")
    .set({ ...changes, updated_at: now })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
