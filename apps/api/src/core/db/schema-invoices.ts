import type { ColumnType, Generated, JSONColumnType } from "kysely";
import type { WorkspaceId } from "./schema-workspaces.ts";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns: pg answers them as strings, so they are selected as text and inserted as numbers. */
type BigintColumn = ColumnType<string, number | string, number | string>;

/** The buyer's legal identity (migration 0039); one row per owner (the paying user until workspaces). */
export interface BillingDetailsTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  owner_user_id: number;
  legal_name: string;
  street: string;
  city: string;
  postal_code: string;
  country: string;
  vat_number: string | null;
  cr_number: string | null;
  updated_at: Timestamp;
}

export interface InvoiceCountersTable {
  series: string;
  last_number: BigintColumn;
}

export interface InvoiceParty {
  name: string;
  /** The seller's Arabic name; a buyer's only name is `name`. */
  name_ar?: string;
  vat_number: string | null;
  cr_number: string | null;
  address: { street: string; city: string; postal_code: string; country: string } | null;
  email?: string;
}

export interface InvoiceLine {
  description_en: string;
  description_ar: string;
  quantity: number;
  /** Net of VAT, in halalas. */
  unit_price_halalas: number;
  net_halalas: number;
  vat_rate_bp: number;
  vat_halalas: number;
  total_halalas: number;
}

/** An issued invoice or credit note: frozen, a trigger refuses UPDATE and DELETE. */
export interface InvoicesTable {
  /** The workspace the row belongs to (migration 0042); the user column says which member made it. */
  workspace_id: WorkspaceId;
  id: Generated<number>;
  uuid: Generated<string>;
  series: string;
  sequence_number: BigintColumn;
  number: string;
  kind: "simplified" | "standard" | "credit_note";
  owner_user_id: number;
  payment_id: number | null;
  credited_invoice_id: number | null;
  credit_reason: string | null;
  issued_at: Timestamp;
  currency: Generated<string>;
  seller: JSONColumnType<InvoiceParty>;
  buyer: JSONColumnType<InvoiceParty>;
  lines: JSONColumnType<InvoiceLine[]>;
  subtotal_halalas: BigintColumn;
  vat_halalas: BigintColumn;
  total_halalas: BigintColumn;
  vat_rate_bp: number;
  qr_payload: string;
  pdf_key: string;
  xml_key: string;
  language: "en" | "ar";
}

export interface InvoiceDeliveriesTable {
  invoice_id: number;
  files_written_at: Date | null;
  mail_claimed_at: Date | null;
}

export interface InvoicesTables {
  billing_details: BillingDetailsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoice_deliveries: InvoiceDeliveriesTable;
}
