import { type Kysely, sql } from "kysely";

/**
 * Market searches: what each plan charges for one (its first page) and for each further page of the
 * same search, the ledger reason of such a charge, and the pages fetched — which user paid which
 * source for which page of which filters, the accounts it brought into the index, what the source
 * could not filter, and what could not be checked at all. A page fetched within the charge window is answered from here, free.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE plans ADD COLUMN market_search_cost numeric(12, 2) NOT NULL DEFAULT 0,
      ADD COLUMN market_page_cost numeric(12, 2) NOT NULL DEFAULT 0;
    UPDATE plans SET
      market_search_cost = CASE level WHEN 'basic' THEN 100 WHEN 'growth' THEN 80 ELSE 60 END,
      market_page_cost = CASE level WHEN 'basic' THEN 25 WHEN 'growth' THEN 20 ELSE 15 END;

    ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_check;
    ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_check CHECK (reason IN
      ('purchase', 'monthly_reset', 'search', 'report', 'consultation', 'refund', 'admin_adjustment', 'expiry', 'market_search'));

    CREATE TABLE market_fetches (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      filters_key text NOT NULL,
      platform text NOT NULL,
      page integer NOT NULL CHECK (page >= 1),
      source text NOT NULL,
      via_sandbox boolean NOT NULL,
      influencer_ids bigint[] NOT NULL,
      vendor_total integer,
      last_page integer NOT NULL,
      applied_after text[] NOT NULL,
      unverified text[] NOT NULL DEFAULT '{}',
      cost numeric(12, 2) NOT NULL,
      ledger_entry_id bigint REFERENCES credit_ledger (id) ON DELETE SET NULL,
      fetched_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX market_fetches_user_filters_idx ON market_fetches (user_id, filters_key, page, fetched_at DESC);
    CREATE INDEX market_fetches_spend_idx ON market_fetches (fetched_at, source);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE market_fetches;
    DELETE FROM credit_ledger WHERE reason = 'market_search';
    ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_check;
    ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_check CHECK (reason IN
      ('purchase', 'monthly_reset', 'search', 'report', 'consultation', 'refund', 'admin_adjustment', 'expiry'));
    ALTER TABLE plans DROP COLUMN market_search_cost, DROP COLUMN market_page_cost;
  `.execute(db);
}
