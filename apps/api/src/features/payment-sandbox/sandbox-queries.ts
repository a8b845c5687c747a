import type { Database } from "../../core/db/database.ts";
import type { SandboxCheckoutRow } from "./sandbox-answers.ts";
import type { SandboxOutcome } from "./test-cards.ts";

/** A checkout id lives 30 minutes or until paid. */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;

export function insertSandboxCheckout(
  db: Database,
  values: { id: string; entityId: string; form: Record<string, string> },
): Promise<SandboxCheckoutRow> {
  const { form } = values;
  const parameters = Object.fromEntries(Object.entries(form).filter(([key]) => key.startsWith("customer.") || key.startsWith("billing.")));
  return db
    .insertInto("sandbox_checkouts")
    .values({
      id: values.id,
      entity_id: values.entityId,
      amount: form.amount as string,
      currency: form.currency as string,
      payment_type: form.paymentType as string,
      merchant_transaction_id: form.merchantTransactionId ?? null,
      parameters: JSON.stringify(parameters),
      expires_at: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findSandboxCheckout(db: Database, id: string): Promise<SandboxCheckoutRow | undefined> {
  return db.selectFrom("sandbox_checkouts").selectAll().where("id", "=", id).executeTakeFirst();
}

export function isOpen(row: SandboxCheckoutRow, now = new Date()): boolean {
  return row.status === "open" && row.expires_at > now;
}

/**
 * Records the card's outcome. Only an open, unexpired checkout can be paid, and the condition is in
 * the UPDATE itself, so two submissions of the same checkout cannot both be processed.
 */
export function recordPayment(
  db: Database,
  id: string,
  payment: { outcome: SandboxOutcome; code: string; description: string; paymentId: string; brand: string; card: Record<string, string> },
): Promise<SandboxCheckoutRow | undefined> {
  const now = new Date();
  return db
    .updateTable("sandbox_checkouts")
    .set({
      status: payment.outcome,
      result_code: payment.code,
      result_description: payment.description,
      payment_id: payment.paymentId,
      payment_brand: payment.brand,
      card: JSON.stringify(payment.card),
      paid_at: now,
    })
    .where("id", "=", id)
    .where("status", "=", "open")
    .where("expires_at", ">", now)
    .returningAll()
    .executeTakeFirst();
}
