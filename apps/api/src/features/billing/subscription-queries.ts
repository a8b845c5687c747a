import { sql, type Transaction, type Updateable } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import type { DB, SubscriptionsTable } from "../../core/db/schema.ts";
import type { SubscriptionRow } from "../../core/subscriptions/current-subscription.ts";

/**
 * Serialises every change to one user's subscriptions (payment activation, cancel, plan change,
 * the billing cycle) for the rest of the transaction, so they never interleave.
 */
export async function lockSubscriptionsOf(trx: Transaction<DB>, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`subscriptions:${userId}`}))`.execute(trx);
}

export function findUserSubscription(db: Executor, userId: number, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export function listUserSubscriptions(db: Executor, userId: number): Promise<SubscriptionRow[]> {
  return db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId).orderBy("id", "desc").execute();
}

export function findPendingSubscription(db: Executor, userId: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId).where("status", "=", "pending").executeTakeFirst();
}

/** Searches charged since the start of the current credit period. */
export async function countSearchesSince(db: Executor, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom("credit_ledger")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("reason", "=", "search")
    .where("delta", "<", "0")
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertPendingSubscription(trx: Transaction<DB>, userId: number, planId: number): Promise<SubscriptionRow> {
  return trx
    .insertInto("subscriptions")
    .values({ user_id: userId, plan_id: planId, status: "pending" })
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
