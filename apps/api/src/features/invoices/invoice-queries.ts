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

/** The workspace's buyer identity (one row per workspace; its user column is the owner who last saved it). */
export function findBillingDetails(db: Executor, workspaceId: string): Promise<BillingDetailsRow | undefined> {
  return db.selectFrom("billing_details").selectAll().where("workspace_id", "=", workspaceId).executeTakeFirst();
}

export interface InvoiceListRow extends InvoiceRow {
  credited_number: string | null;
  credit_note_number: string | null;
  owner_email: string | null;
}

/** Newest first; one workspace's, or everyone's (admin) when `workspaceId` is null. `owner_email` is the payer's. */
export function listInvoices(db: Executor, workspaceId: string | null, limit = 500): Promise<InvoiceListRow[]> {
  let query = db
    .selectFrom("invoices as i")
    .leftJoin("invoices as credited", "credited.id", "i.credited_invoice_id")
    .leftJoin("invoices as note", (join) => join.onRef("note.credited_invoice_id", "=", "i.id").on("note.kind", "=", "credit_note"))
    .leftJoin("users as u", "u.id", "i.owner_user_id")
    .selectAll("i")
    .select(["credited.number as credited_number", "note.number as credit_note_number", "u.email as owner_email"])
    .orderBy("i.id", "desc")
    .limit(limit);
  if (workspaceId !== null) query = query.where("i.workspace_id", "=", workspaceId);
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

/**
 * Who receives a workspace's invoices: its owners now (ownership may have moved since the payment),
 * else — a workspace left with no owner, or none at all — the member who paid.
 */
export async function findRecipients(db: Executor, workspaceId: string, payerId: number) {
  const owners = await db
    .selectFrom("workspace_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.email", "u.language"])
    .where("m.workspace_id", "=", workspaceId)
    .where("m.role", "=", "owner")
    .orderBy("m.user_id")
    .execute();
  if (owners.length > 0) return owners;
  return db.selectFrom("users").select(["email", "language"]).where("id", "=", payerId).execute();
}

/** One row per workspace; `owner_user_id` records the owner who saved it last. */
export function upsertBillingDetails(
  db: Executor,
  scope: { workspaceId: string; userId: number },
  values: Omit<Insertable<BillingDetailsTable>, "workspace_id" | "owner_user_id" | "updated_at">,
) {
  const now = new Date();
  return db
    .insertInto("billing_details")
    .values({ workspace_id: scope.workspaceId, owner_user_id: scope.userId, ...values, updated_at: now })
    .onConflict((oc) => oc.column("workspace_id").doUpdateSet({ ...values, owner_user_id: scope.userId, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
