import { z } from "zod";
import { INT32_MAX } from "./constants.ts";

/** Saudi tax invoices (ZATCA), credit notes and the buyer's billing details (issue 35 item 4). */

/** The server's validation messages; the web app uses them as i18n keys (invoices namespace) with Arabic twins. */
export const INVOICE_MSG = {
  legalName: "Enter the legal name (2 to 200 characters)",
  street: "Enter the street address",
  city: "Enter the city",
  postalCode: "Enter a 5-digit postal code",
  country: "Choose a country",
  vatNumber: "A Saudi VAT number has 15 digits and starts and ends with 3",
  crNumber: "A commercial registration number has 10 digits",
  notFound: "Invoice not found",
  alreadyCredited: "This invoice already has a credit note",
  notCreditable: "A credit note cannot be credited",
} as const;

/** Standard-rated VAT in Saudi Arabia, in basis points (15 %). */
export const VAT_RATE_BP = 1500;

/** Digits only: the forms accept spaces a user types between groups. */
const digits = (value: string) => value.replace(/[\s-]/g, "");

/** 15 digits, the first and the last a 3 (ZATCA's format of a VAT registration number). */
export const SAUDI_VAT_PATTERN = /^3\d{13}3$/;
export const isSaudiVatNumber = (value: string) => SAUDI_VAT_PATTERN.test(digits(value));

const optionalDigits = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .transform(digits)
    .refine((value) => value === "" || pattern.test(value), message)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);

const text = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, message).max(max, message);

/** PUT /api/billing/details/: the buyer printed on every invoice issued after it is saved. */
export const ZBillingDetailsInputSchema = z.object({
  legal_name: text(2, 200, INVOICE_MSG.legalName),
  street: text(2, 200, INVOICE_MSG.street),
  city: text(2, 100, INVOICE_MSG.city),
  postal_code: z
    .string({ error: INVOICE_MSG.postalCode })
    .trim()
    .regex(/^\d{5}$/, INVOICE_MSG.postalCode),
  country: z
    .string({ error: INVOICE_MSG.country })
    .trim()
    .regex(/^[A-Za-z]{2}$/, INVOICE_MSG.country)
    .transform((value) => value.toUpperCase()),
  vat_number: optionalDigits(SAUDI_VAT_PATTERN, INVOICE_MSG.vatNumber),
  cr_number: optionalDigits(/^\d{10}$/, INVOICE_MSG.crNumber),
});
export type TBillingDetailsInput = z.input<typeof ZBillingDetailsInputSchema>;

export const ZBillingDetailsSchema = z.object({
  legal_name: z.string(),
  street: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  vat_number: z.string().nullable(),
  cr_number: z.string().nullable(),
  updated_at: z.string(),
});
export type TBillingDetails = z.infer<typeof ZBillingDetailsSchema>;
/** GET /api/billing/details/: null until the user saves them. */
export const ZBillingDetailsResponseSchema = z.object({ details: ZBillingDetailsSchema.nullable() });

export const INVOICE_KINDS = ["simplified", "standard", "credit_note"] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];

export const ZInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issued_at: z.string(),
  currency: z.string(),
  buyer_name: z.string(),
  /** In halalas (1 SAR = 100 halalas). */
  subtotal_halalas: z.number().int(),
  vat_halalas: z.number().int(),
  total_halalas: z.number().int(),
  /** The invoice a credit note credits. */
  credited_invoice_number: z.string().nullable(),
  /** The invoice's credit note, when one was issued. */
  credit_note_number: z.string().nullable(),
  owner_email: z.string().optional(),
});
export type TInvoice = z.infer<typeof ZInvoiceSchema>;
export const ZInvoiceListSchema = z.object({ invoices: z.array(ZInvoiceSchema) });
export type TInvoiceList = z.infer<typeof ZInvoiceListSchema>;

export const INVOICE_FILE_FORMATS = ["pdf", "xml"] as const;
export type TInvoiceFileFormat = (typeof INVOICE_FILE_FORMATS)[number];

export const ZInvoiceParamsSchema = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) });
export const ZInvoiceFileParamsSchema = ZInvoiceParamsSchema.extend({ format: z.enum(INVOICE_FILE_FORMATS) });

/** POST /api/admin/invoices/:id/credit-note/: a full credit of the invoice (a refund made at the gateway). */
export const ZCreditNoteRequestSchema = z.object({
  reason: z.string().trim().min(3).max(300),
});

/** "1,725.00" style amount in SAR from halalas, for documents (two decimals, Latin digits). */
export const sarFromHalalas = (halalas: number) => (halalas / 100).toFixed(2);
