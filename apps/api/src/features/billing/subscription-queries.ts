import { type Selectable, sql, type Transaction } from "kysely";
import type { Database } from "../../core/db/database.ts";
import type { DB, SubscriptionStatus, SubscriptionsTable } from "../../core/db/schema.ts";

export type SubscriptionRow = Selectable<SubscriptionsTable>;
type Executor = Database | Transaction<DB>;

/** The statuses that give access until end_date; the database allows one such row per user. */
export const CURRENT_STATUSES: SubscriptionStatus[] = ["active", "cancelled"];

/**
 * Serialises every change to one user's subscriptions (payment activation, cancel, plan change,
 * the billing cycle) for the rest of the transaction, so they never interleave.
 */
export async function lockSubscriptionsOf(trx: Transaction<DB>, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`subscriptions:${userId}`}))`.execute(trx);
}

/** The subscription that gives access now: active or cancelled, and not past its end date. */
export function findCurrentSubscription(db: Executor, userId: number, now = new Date()): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "in", CURRENT_STATUSES)
    .where("end_date", ">", now)
    .executeTakeFirst();
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
