import { type Insertable, type Selectable, sql, type Transaction } from "kysely";
import type { Database } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";
import type { BillingDetailsTable, InvoicesTable } from "../../core/db/schema-invoices.ts";

export type InvoiceRow = Selectable<InvoicesTable>;
export type BillingDetailsRow = Selectable<BillingDetailsTable>;
type Executor = Database | Transaction<DB>;

/**
 * The next number of a series. The counter row stays locked until the caller's transaction ends, so
 * the number is used by exactly one invoice and a rollback gives it back: no gap, no duplicate.
 */
export async function takeNextNumber(trx: Transaction<DB>, series: string): Promise<number> {
  const row = await trx
    .updateTable("invoice_counters")
    .set({ last_number: sql<string>`last_number + 1` })
    .where("series", "=", series)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** Waits for the series' counter: everything that decides whether to issue runs after it. */
export async function lockSeries(trx: Transaction<DB>, series: string): Promise<void> {
  await trx.selectFrom("invoice_counters").select("series").where("series", "=", series).forUpdate().executeTakeFirstOrThrow();
}

export function findInvoiceOfPayment(db: Executor, paymentId: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom("invoices").selectAll().where("payment_id", "=", paymentId).where("kind", "<>", "credit_note").executeTakeFirst();
}

export function findCreditNoteOf(db: Executor, invoiceId: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom("invoices").selectAll().where("credited_invoice_id", "=", invoiceId).executeTakeFirst();
}

export function findInvoice(db: Executor, id: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findBillingDetails(db: Executor, ownerUserId: number): Promise<BillingDetailsRow | undefined> {
  return db.selectFrom("billing_details").selectAll().where("owner_user_id", "=", ownerUserId).executeTakeFirst();
}

export interface InvoiceListRow extends InvoiceRow {
  credited_number: string | null;
  credit_note_number: string | null;
  owner_email: string | null;
}

/** Newest first; one owner's, or everyone's (admin) when `ownerUserId` is null. */
export function listInvoices(db: Executor, ownerUserId: number | null, limit = 500): Promise<InvoiceListRow[]> {
  let query = db
    .selectFrom("invoices as i")
    .leftJoin("invoices as credited", "credited.id", "i.credited_invoice_id")
    .leftJoin("invoices as note", (join) => join.onRef("note.credited_invoice_id", "=", "i.id").on("note.kind", "=", "credit_note"))
    .leftJoin("users as u", "u.id", "i.owner_user_id")
    .selectAll("i")
    .select(["credited.number as credited_number", "note.number as credit_note_number", "u.email as owner_email"])
    .orderBy("i.id", "desc")
    .limit(limit);
  if (ownerUserId !== null) query = query.where("i.owner_user_id", "=", ownerUserId);
  return query.execute();
}

export function findDelivery(db: Executor, invoiceId: number) {
  return db.selectFrom("invoice_deliveries").selectAll().where("invoice_id", "=", invoiceId).executeTakeFirst();
}

export async function markFilesWritten(db: Executor, invoiceId: number): Promise<void> {
  await db.updateTable("invoice_deliveries").set({ files_written_at: new Date() }).where("invoice_id", "=", invoiceId).execute();
}

/** True for the one caller that gets to send the invoice's e-mail. */
export async function claimMail(db: Executor, invoiceId: number): Promise<boolean> {
  const claimed = await db
    .updateTable("invoice_deliveries")
    .set({ mail_claimed_at: new Date() })
    .where("invoice_id", "=", invoiceId)
    .where("mail_claimed_at", "is", null)
    .returning("invoice_id")
    .executeTakeFirst();
  return claimed !== undefined;
}

export function findRecipient(db: Executor, userId: number) {
  return db.selectFrom("users").select(["email", "language"]).where("id", "=", userId).executeTakeFirst();
}

export function upsertBillingDetails(
  db: Executor,
  ownerUserId: number,
  values: Omit<Insertable<BillingDetailsTable>, "owner_user_id" | "updated_at">,
) {
  const now = new Date();
  return db
    .insertInto("billing_details")
    .values({ owner_user_id: ownerUserId, ...values, updated_at: now })
    .onConflict((oc) => oc.column("owner_user_id").doUpdateSet({ ...values, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
