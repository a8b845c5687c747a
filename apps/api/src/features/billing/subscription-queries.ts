import { sql, type Transaction } from "kysely";
import type { Database } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";
import type { SubscriptionRow } from "../../core/subscriptions/current-subscription.ts";

type Executor = Database | Transaction<DB>;

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
