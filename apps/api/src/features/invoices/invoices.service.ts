import path from "node:path";
import {
  INVOICE_MSG,
  type TBillingDetails,
  type TBillingDetailsInput,
  type TInvoice,
  type TInvoiceFileFormat,
  ZBillingDetailsInputSchema,
} from "@radar/contract/invoices";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { type FileStorage, LocalFileStorage } from "../../core/storage/storage.ts";
import { requireBillingOwner } from "../../core/subscriptions/billing-owner.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { invoiceMessage } from "./invoice-email.ts";
import { issueCreditNote, issuePaymentInvoice, type PaidPayment } from "./invoice-issue.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import {
  claimMail,
  findBillingDetails,
  findDelivery,
  findInvoice,
  findInvoiceOfPayment,
  findRecipients,
  type InvoiceListRow,
  type InvoiceRow,
  listInvoices,
  markFilesWritten,
  upsertBillingDetails,
} from "./invoice-queries.ts";
import { renderInvoiceUbl } from "./invoice-ubl.ts";

const storages = new Map<string, FileStorage>();

/** Invoices live in DATA_DIR/invoices, like reports in DATA_DIR/reports; never served statically. */
export function invoiceStorage(ctx: AppContext): FileStorage {
  const root = path.resolve(ctx.config.DATA_DIR, "invoices");
  let storage = storages.get(root);
  if (!storage) {
    storage = new LocalFileStorage(root);
    storages.set(root, storage);
  }
  return storage;
}

export const INVOICE_CONTENT_TYPES: Record<TInvoiceFileFormat, string> = {
  pdf: "application/pdf",
  xml: "application/xml; charset=utf-8",
};

async function creditedNumberOf(ctx: AppContext, invoice: InvoiceRow): Promise<string | null> {
  if (invoice.credited_invoice_id === null) return null;
  return (await findInvoice(ctx.db, invoice.credited_invoice_id))?.number ?? null;
}

/**
 * Writes the PDF and the UBL XML of an issued invoice. Both are drawn from the frozen row, so
 * writing them again gives the same document: a crash between issue and write is repaired by the
 * next download.
 */
async function writeFiles(ctx: AppContext, invoice: InvoiceRow): Promise<{ pdf: Buffer; xml: Buffer }> {
  const creditedNumber = await creditedNumberOf(ctx, invoice);
  const pdf = await renderInvoicePdf({ invoice, creditedNumber });
  const xml = Buffer.from(renderInvoiceUbl(invoice, creditedNumber), "utf8");
  const storage = invoiceStorage(ctx);
  await storage.put(invoice.pdf_key, pdf);
  await storage.put(invoice.xml_key, xml);
  await markFilesWritten(ctx.db, invoice.id);
  return { pdf, xml };
}

/**
 * After the issuing transaction has committed: the files, then the e-mail to each of the workspace's
 * owners in their own language (the payer when it has none). The mail is claimed before it is sent,
 * so concurrent callers send it once. Nothing here
 * throws: the invoice is already issued, and a failure to render or mail must not fail the payment.
 */
export async function deliverInvoice(ctx: AppContext, invoice: InvoiceRow): Promise<void> {
  try {
    const delivery = await findDelivery(ctx.db, invoice.id);
    if (delivery?.files_written_at && delivery.mail_claimed_at) return;
    const { pdf } = await writeFiles(ctx, invoice);
    if (!(await claimMail(ctx.db, invoice.id))) return;
    const settingsUrl = new URL("/settings#billing", ctx.config.PUBLIC_URL).toString();
    for (const owner of await findRecipients(ctx.db, invoice.workspace_id, invoice.owner_user_id)) {
      await ctx.mailer.send(invoiceMessage(invoice, owner, pdf, settingsUrl));
    }
  } catch (error) {
    ctx.logger.error(
      { err: error, invoice: invoice.number },
      "invoice issued but its files or e-mail failed; the download renders them again",
    );
  }
}

/** Billing's one call, after a successful payment's transaction: the files and the e-mail of its invoice. */
export async function deliverPaymentInvoice(ctx: AppContext, paymentId: number): Promise<void> {
  const invoice = await findInvoiceOfPayment(ctx.db, paymentId);
  if (invoice) await deliverInvoice(ctx, invoice);
}

export { issuePaymentInvoice, type PaidPayment };

/** The admin's credit note for an invoice (a refund made at the gateway): issued, then delivered. */
export async function creditInvoice(ctx: AppContext, invoiceId: number, reason: string): Promise<{ invoice: TInvoice; created: boolean }> {
  const { note, created } = await ctx.db.transaction().execute((trx) => issueCreditNote(trx, ctx.config, invoiceId, reason));
  if (created) await deliverInvoice(ctx, note);
  const row = (await listInvoices(ctx.db, note.workspace_id)).find((r) => r.id === note.id);
  if (!row) throw AppError.notFound(INVOICE_MSG.notFound);
  return { invoice: toInvoiceDto(row, true), created };
}

export function toInvoiceDto(row: InvoiceListRow, withOwner = false): TInvoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issued_at: row.issued_at.toISOString(),
    currency: row.currency,
    buyer_name: row.buyer.name,
    subtotal_halalas: Number(row.subtotal_halalas),
    vat_halalas: Number(row.vat_halalas),
    total_halalas: Number(row.total_halalas),
    credited_invoice_number: row.credited_number,
    credit_note_number: row.credit_note_number,
    ...(withOwner && row.owner_email ? { owner_email: row.owner_email } : {}),
  };
}

/** The workspace's invoices, whoever of its owners paid them: the owner's to read, like the rest of billing. */
export async function listWorkspaceInvoices(ctx: AppContext, scope: WorkspaceScope): Promise<TInvoice[]> {
  requireBillingOwner(scope);
  return (await listInvoices(ctx.db, scope.workspaceId)).map((row) => toInvoiceDto(row));
}

export async function listAllInvoices(ctx: AppContext): Promise<TInvoice[]> {
  return (await listInvoices(ctx.db, null)).map((row) => toInvoiceDto(row, true));
}

/**
 * The workspace's invoice, for its owner (an admin may read any). Another workspace's is 404, never
 * 403, so ids reveal nothing; a member of the workspace who is not its owner gets the billing 403.
 */
export async function downloadInvoice(
  ctx: AppContext,
  viewer: { scope: WorkspaceScope; admin: boolean },
  id: number,
  format: TInvoiceFileFormat,
): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  const invoice = await findInvoice(ctx.db, id);
  // Compared as text: node-postgres reads bigint columns as numbers (core/db/database.ts), the scope holds text.
  const theirs = invoice !== undefined && String(invoice.workspace_id) === viewer.scope.workspaceId;
  if (!invoice || (!viewer.admin && !theirs)) throw AppError.notFound(INVOICE_MSG.notFound);
  if (!viewer.admin) requireBillingOwner(viewer.scope);
  const key = format === "pdf" ? invoice.pdf_key : invoice.xml_key;
  let data = await invoiceStorage(ctx).get(key);
  if (!data) {
    const files = await writeFiles(ctx, invoice);
    data = format === "pdf" ? files.pdf : files.xml;
  }
  return { data, contentType: INVOICE_CONTENT_TYPES[format], fileName: `${invoice.number}.${format}` };
}

function toDetailsDto(row: Awaited<ReturnType<typeof findBillingDetails>>): TBillingDetails | null {
  if (!row) return null;
  return {
    legal_name: row.legal_name,
    street: row.street,
    city: row.city,
    postal_code: row.postal_code,
    country: row.country,
    vat_number: row.vat_number,
    cr_number: row.cr_number,
    updated_at: row.updated_at.toISOString(),
  };
}

/** Every member may read who the workspace's invoices are made out to. */
export async function getBillingDetails(ctx: AppContext, scope: WorkspaceScope): Promise<TBillingDetails | null> {
  return toDetailsDto(await findBillingDetails(ctx.db, scope.workspaceId));
}

/** The owner's: saved for the invoices issued from now on; issued invoices keep the buyer they were issued to. */
export async function saveBillingDetails(ctx: AppContext, scope: WorkspaceScope, input: TBillingDetailsInput): Promise<TBillingDetails> {
  requireBillingOwner(scope);
  const values = ZBillingDetailsInputSchema.parse(input);
  const row = await upsertBillingDetails(ctx.db, scope, values);
  const dto = toDetailsDto(row);
  if (!dto) throw new Error("billing details not saved");
  return dto;
}
