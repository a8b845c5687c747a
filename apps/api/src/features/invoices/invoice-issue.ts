import { INVOICE_MSG, sarFromHalalas, VAT_RATE_BP } from "@radar/contract/invoices";
import type { Transaction } from "kysely";
import type { AppConfig } from "../../core/config/config.ts";
import type { DB } from "../../core/db/schema.ts";
import type { InvoiceLine, InvoiceParty } from "../../core/db/schema-invoices.ts";
import { AppError } from "../../core/http/app-error.ts";
import { halalasOf, splitInclusive } from "./invoice-amounts.ts";
import {
  findBillingDetails,
  findCreditNoteOf,
  findInvoice,
  findInvoiceOfPayment,
  type InvoiceRow,
  lockSeries,
  takeNextNumber,
} from "./invoice-queries.ts";
import { encodeZatcaQr, zatcaTimestamp } from "./zatca-qr.ts";

export const INVOICE_SERIES = "INV";
export const CREDIT_NOTE_SERIES = "CRN";

/** What the invoice needs of a payment (billing's PaymentRow has these). */
export interface PaidPayment {
  id: number;
  /** The workspace that paid: its billing details are the buyer, its invoice list shows it. */
  workspace_id: string;
  /** The member who paid. */
  user_id: number;
  plan_id: number;
  amount: string;
  currency: string;
}

const LEVEL_AR: Record<string, string> = { basic: "الأساسية", growth: "النمو", professional: "الاحترافية" };
const INTERVAL = { month: { en: "monthly", ar: "شهري" }, year: { en: "yearly", ar: "سنوي" } } as const;

export function sellerParty(config: AppConfig): InvoiceParty {
  return {
    name: config.INVOICE_SELLER_NAME_EN,
    name_ar: config.INVOICE_SELLER_NAME_AR,
    vat_number: config.INVOICE_SELLER_VAT_NUMBER,
    cr_number: null,
    address: null,
  };
}

/** INV-000001: the series and the gapless number, padded so that numbers sort as text too. */
export const formatNumber = (series: string, sequence: number) => `${series}-${String(sequence).padStart(6, "0")}`;

export const fileKeys = (ownerUserId: number, number: string) => ({
  pdf_key: `${ownerUserId}/${number}.pdf`,
  xml_key: `${ownerUserId}/${number}.xml`,
});

function qrFor(seller: InvoiceParty, issuedAt: Date, totals: { total: number; vat: number }): string {
  return encodeZatcaQr({
    // The seller's registered name is its Arabic one; the English name is the fallback for a seller without it.
    sellerName: seller.name_ar ?? seller.name,
    vatNumber: seller.vat_number ?? "",
    timestamp: zatcaTimestamp(issuedAt),
    total: sarFromHalalas(totals.total),
    vatTotal: sarFromHalalas(totals.vat),
  });
}

/**
 * Issues the tax invoice of a successful payment inside the payment's transaction, so the payment
 * and its invoice commit together or not at all. Idempotent: the series lock is taken first, then an
 * invoice of this payment is looked for, so concurrent answers for one payment issue one invoice.
 * A buyer with a VAT number gets a (standard) tax invoice, anyone else a simplified one.
 */
export async function issuePaymentInvoice(trx: Transaction<DB>, config: AppConfig, payment: PaidPayment): Promise<InvoiceRow> {
  await lockSeries(trx, INVOICE_SERIES);
  const existing = await findInvoiceOfPayment(trx, payment.id);
  if (existing) return existing;

  const user = await trx
    .selectFrom("users")
    .select(["email", "first_name", "last_name", "language"])
    .where("id", "=", payment.user_id)
    .executeTakeFirstOrThrow();
  const plan = await trx
    .selectFrom("plans")
    .select(["name", "level", "interval"])
    .where("id", "=", payment.plan_id)
    .executeTakeFirstOrThrow();
  const details = await findBillingDetails(trx, payment.workspace_id);
  const buyer: InvoiceParty = details
    ? {
        name: details.legal_name,
        vat_number: details.vat_number,
        cr_number: details.cr_number,
        address: { street: details.street, city: details.city, postal_code: details.postal_code, country: details.country },
        email: user.email,
      }
    : {
        name: `${user.first_name} ${user.last_name}`.trim() || user.email,
        vat_number: null,
        cr_number: null,
        address: null,
        email: user.email,
      };

  const split = splitInclusive(halalasOf(payment.amount));
  const interval = INTERVAL[plan.interval === "year" ? "year" : "month"];
  const line: InvoiceLine = {
    description_en: `Influencers Radar subscription: ${plan.name} plan (${interval.en})`,
    description_ar: `اشتراك رادار المؤثرين: باقة ${LEVEL_AR[plan.level] ?? plan.name} (${interval.ar})`,
    quantity: 1,
    unit_price_halalas: split.net,
    net_halalas: split.net,
    vat_rate_bp: VAT_RATE_BP,
    vat_halalas: split.vat,
    total_halalas: split.total,
  };
  const seller = sellerParty(config);
  const issuedAt = new Date();
  const sequence = await takeNextNumber(trx, INVOICE_SERIES);
  const number = formatNumber(INVOICE_SERIES, sequence);
  const invoice = await trx
    .insertInto("invoices")
    .values({
      series: INVOICE_SERIES,
      sequence_number: sequence,
      number,
      kind: buyer.vat_number ? "standard" : "simplified",
      workspace_id: payment.workspace_id,
      owner_user_id: payment.user_id,
      payment_id: payment.id,
      credited_invoice_id: null,
      credit_reason: null,
      issued_at: issuedAt,
      currency: payment.currency,
      seller: JSON.stringify(seller),
      buyer: JSON.stringify(buyer),
      lines: JSON.stringify([line]),
      subtotal_halalas: split.net,
      vat_halalas: split.vat,
      total_halalas: split.total,
      vat_rate_bp: VAT_RATE_BP,
      qr_payload: qrFor(seller, issuedAt, split),
      ...fileKeys(payment.user_id, number),
      language: user.language,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.insertInto("invoice_deliveries").values({ invoice_id: invoice.id }).execute();
  return invoice;
}

/**
 * A credit note for the whole of an invoice (a refund made at the gateway, or a downgrade credit):
 * its own gapless series, the invoice's buyer and lines, and a reference to the invoice. One per
 * invoice; asking again answers the one issued.
 */
export async function issueCreditNote(
  trx: Transaction<DB>,
  config: AppConfig,
  invoiceId: number,
  reason: string,
): Promise<{ note: InvoiceRow; created: boolean }> {
  await lockSeries(trx, CREDIT_NOTE_SERIES);
  const invoice = await findInvoice(trx, invoiceId);
  if (!invoice) throw AppError.notFound(INVOICE_MSG.notFound);
  if (invoice.kind === "credit_note") throw AppError.conflict(INVOICE_MSG.notCreditable);
  const existing = await findCreditNoteOf(trx, invoice.id);
  if (existing) return { note: existing, created: false };

  const seller = sellerParty(config);
  const issuedAt = new Date();
  const totals = { total: Number(invoice.total_halalas), vat: Number(invoice.vat_halalas) };
  const sequence = await takeNextNumber(trx, CREDIT_NOTE_SERIES);
  const number = formatNumber(CREDIT_NOTE_SERIES, sequence);
  const note = await trx
    .insertInto("invoices")
    .values({
      series: CREDIT_NOTE_SERIES,
      sequence_number: sequence,
      number,
      kind: "credit_note",
      workspace_id: invoice.workspace_id,
      owner_user_id: invoice.owner_user_id,
      payment_id: invoice.payment_id,
      credited_invoice_id: invoice.id,
      credit_reason: reason,
      issued_at: issuedAt,
      currency: invoice.currency,
      seller: JSON.stringify(seller),
      buyer: JSON.stringify(invoice.buyer),
      lines: JSON.stringify(invoice.lines),
      subtotal_halalas: invoice.subtotal_halalas,
      vat_halalas: invoice.vat_halalas,
      total_halalas: invoice.total_halalas,
      vat_rate_bp: invoice.vat_rate_bp,
      qr_payload: qrFor(seller, issuedAt, totals),
      ...fileKeys(invoice.owner_user_id, number),
      language: invoice.language,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.insertInto("invoice_deliveries").values({ invoice_id: note.id }).execute();
  return { note, created: true };
}
