import type { Insertable, Selectable, Transaction, Updateable } from "kysely";
import type { Database } from "../../core/db/database.ts";
import type { DB, PaymentStatus, PaymentsTable } from "../../core/db/schema.ts";

export type PaymentRow = Selectable<PaymentsTable>;
type Executor = Database | Transaction<DB>;

/** Statuses no later answer changes: the first final answer wins, so replays are harmless. */
export const FINAL_PAYMENT_STATUSES: PaymentStatus[] = ["succeeded", "failed", "expired"];

export function insertPayment(db: Executor, values: Insertable<PaymentsTable>): Promise<PaymentRow> {
  return db.insertInto("payments").values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * A checkout's status is the business of the member who prepared it (the owner who paid); anyone
 * else gets nothing. Its activation goes to the workspace stored on the payment, wherever the payer is now.
 */
export function findUserPayment(db: Executor, userId: number, checkoutId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom("payments").selectAll().where("checkout_id", "=", checkoutId).where("user_id", "=", userId).executeTakeFirst();
}

/** For notifications: our merchantTransactionId first, the checkout id (`ndc`) otherwise. */
export function findPaymentByGatewayIds(
  db: Executor,
  ids: { merchantTransactionId?: string; checkoutId?: string },
): Promise<PaymentRow | undefined> {
  if (ids.merchantTransactionId) {
    return db.selectFrom("payments").selectAll().where("merchant_transaction_id", "=", ids.merchantTransactionId).executeTakeFirst();
  }
  if (ids.checkoutId) return db.selectFrom("payments").selectAll().where("checkout_id", "=", ids.checkoutId).executeTakeFirst();
  return Promise.resolve(undefined);
}

/** Holds the payment row for the rest of the transaction: concurrent finalisations queue here. */
export function lockPayment(trx: Transaction<DB>, id: number): Promise<PaymentRow> {
  return trx.selectFrom("payments").selectAll().where("id", "=", id).forUpdate().executeTakeFirstOrThrow();
}

export function updatePayment(trx: Transaction<DB>, id: number, values: Updateable<PaymentsTable>): Promise<PaymentRow> {
  return trx
    .updateTable("payments")
    .set({ ...values, updated_at: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Unfinished payments (created, pending) of one gateway account (its entity ids) prepared inside `[from, to)`,
 * oldest first: those closest to the end of their checkout's life are asked about first.
 */
export function findUnfinishedPayments(
  db: Executor,
  scope: { gateway: PaymentsTable["gateway"]; entityIds: string[]; from: Date; to: Date; limit: number },
): Promise<PaymentRow[]> {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("status", "in", ["created", "pending"])
    .where("gateway", "=", scope.gateway)
    .where("entity_id", "in", scope.entityIds)
    .where("created_at", ">=", scope.from)
    .where("created_at", "<", scope.to)
    .orderBy("created_at")
    .limit(scope.limit)
    .execute();
}
