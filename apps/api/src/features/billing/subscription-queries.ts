import { sql, type Transaction, type Updateable } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import type { DB, SubscriptionsTable } from "../../core/db/schema.ts";
import type { SubscriptionRow } from "../../core/subscriptions/current-subscription.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";

/**
 * Serialises every change to one workspace's subscriptions (payment activation, cancel, plan change,
 * the billing cycle) for the rest of the transaction, so they never interleave.
 */
export async function lockSubscriptionsOf(trx: Transaction<DB>, workspaceId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`subscriptions:${workspaceId}`}))`.execute(trx);
}

/** Another workspace's subscription is not found, as if it did not exist. */
export function findWorkspaceSubscription(db: Executor, workspaceId: string, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("id", "=", id).where("workspace_id", "=", workspaceId).executeTakeFirst();
}

export function listWorkspaceSubscriptions(db: Executor, workspaceId: string): Promise<SubscriptionRow[]> {
  return db.selectFrom("subscriptions").selectAll().where("workspace_id", "=", workspaceId).orderBy("id", "desc").execute();
}

export function findPendingSubscription(db: Executor, workspaceId: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .where("status", "=", "pending")
    .executeTakeFirst();
}

/** Searches charged to the workspace (by any member) since the start of the current credit period. */
export async function countSearchesSince(db: Executor, workspaceId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("credit_ledger")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("workspace_id", "=", workspaceId)
    .where("reason", "=", "search")
    .where("delta", "<", "0")
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The workspace's pending choice; the user column records the owner who made it. */
export function insertPendingSubscription(trx: Transaction<DB>, scope: WorkspaceScope, planId: number): Promise<SubscriptionRow> {
  return trx
    .insertInto("subscriptions")
    .values({ workspace_id: scope.workspaceId, user_id: scope.userId, plan_id: planId, status: "pending" })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes one subscription (updated_at is stamped here) and answers the row as it now is. */
export function updateSubscription(
  trx: Transaction<DB>,
  id: number,
  changes: Omit<Updateable<SubscriptionsTable>, "updated_at">,
  now = new Date(),
): Promise<SubscriptionRow> {
  return trx
    .updateTable("subscriptions")
    .set({ ...changes, updated_at: now })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
