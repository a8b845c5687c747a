import { type Kysely, sql } from "kysely";

/**
 * Saudi tax invoices (ZATCA) and credit notes.
 *
 * - `billing_details`: the buyer's legal identity, one row per owner. Keyed by the paying user today;
 *   `owner_user_id` is the one column that becomes a workspace id when workspaces arrive.
 * - `invoice_counters`: one row per series whose `last_number` is raised under a row lock in the
 *   transaction that inserts the invoice, so numbers have no gap (a sequence would leave one on every
 *   rollback) and no duplicate.
 * - `invoices`: what was issued, frozen. A trigger refuses UPDATE and DELETE: a mistake is corrected
 *   by a credit note, never by an edit. No foreign key to users or payments: an invoice must outlive
 *   the account that paid it (kept six years), and their cascades would delete it.
 * - `invoice_deliveries`: the mutable side (files written, mail sent), kept apart from the frozen row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE billing_details (
      owner_user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      legal_name text NOT NULL CHECK (length(legal_name) BETWEEN 2 AND 200),
      street text NOT NULL,
      city text NOT NULL,
      postal_code text NOT NULL,
      country text NOT NULL,
      vat_number text CHECK (vat_number ~ '^3[0-9]{13}3$'),
      cr_number text CHECK (cr_number ~ '^[0-9]{10}$'),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE invoice_counters (
      series text PRIMARY KEY,
      last_number bigint NOT NULL DEFAULT 0 CHECK (last_number >= 0)
    );
    INSERT INTO invoice_counters (series) VALUES ('INV'), ('CRN');

    CREATE TABLE invoices (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      series text NOT NULL REFERENCES invoice_counters (series),
      sequence_number bigint NOT NULL CHECK (sequence_number > 0),
      number text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('simplified', 'standard', 'credit_note')),
      owner_user_id integer NOT NULL,
      payment_id integer,
      credited_invoice_id integer REFERENCES invoices (id),
      credit_reason text,
      issued_at timestamptz NOT NULL,
      currency text NOT NULL DEFAULT 'SAR',
      seller jsonb NOT NULL,
      buyer jsonb NOT NULL,
      lines jsonb NOT NULL,
      subtotal_halalas bigint NOT NULL CHECK (subtotal_halalas >= 0),
      vat_halalas bigint NOT NULL CHECK (vat_halalas >= 0),
      total_halalas bigint NOT NULL CHECK (total_halalas > 0),
      vat_rate_bp integer NOT NULL,
      qr_payload text NOT NULL,
      pdf_key text NOT NULL,
      xml_key text NOT NULL,
      language text NOT NULL CHECK (language IN ('en', 'ar')),
      UNIQUE (series, sequence_number),
      CHECK (subtotal_halalas + vat_halalas = total_halalas),
      CHECK ((kind = 'credit_note') = (credited_invoice_id IS NOT NULL)),
      CHECK (kind = 'credit_note' OR payment_id IS NOT NULL)
    );
    -- One invoice per payment and one credit note per invoice: what makes issuing idempotent.
    CREATE UNIQUE INDEX invoices_one_per_payment ON invoices (payment_id) WHERE kind <> 'credit_note';
    CREATE UNIQUE INDEX invoices_one_credit_note ON invoices (credited_invoice_id) WHERE kind = 'credit_note';
    CREATE INDEX invoices_owner_idx ON invoices (owner_user_id, id DESC);

    CREATE FUNCTION invoices_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'invoice % is issued and cannot be changed or deleted; issue a credit note', OLD.number
        USING ERRCODE = 'integrity_constraint_violation';
    END;
    $$;
    CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
      FOR EACH ROW EXECUTE FUNCTION invoices_refuse_change();

    CREATE TABLE invoice_deliveries (
      invoice_id integer PRIMARY KEY REFERENCES invoices (id),
      files_written_at timestamptz,
      mail_claimed_at timestamptz
    );
  `.execute(db);
}
