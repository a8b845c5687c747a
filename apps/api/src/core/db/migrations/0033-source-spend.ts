import { type Kysely, sql } from "kysely";

/**
 * Who each paid source call was for (source_spend: one row per call that cost units), the daily
 * allowances of vendor-backed previews per user, per IP and overall (source_allowances), definite
 * "not found" answers of the platforms kept for a day (source_not_found), vendor reports being
 * generated and polled by a job (source_report_pending), and the budget alarms already mailed
 * (source_spend_alarms, one per source, kind and period).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE source_spend (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      source text NOT NULL,
      units integer NOT NULL CHECK (units > 0),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      crawl_id integer,
      purpose text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX source_spend_at_idx ON source_spend (at, source);
    CREATE INDEX source_spend_user_idx ON source_spend (user_id, at) WHERE user_id IS NOT NULL;

    CREATE TABLE source_allowances (
      bucket text NOT NULL,
      day date NOT NULL,
      used integer NOT NULL,
      PRIMARY KEY (bucket, day)
    );

    CREATE TABLE source_not_found (
      platform text NOT NULL,
      handle text NOT NULL,
      source text NOT NULL,
      until timestamptz NOT NULL,
      PRIMARY KEY (platform, handle)
    );

    CREATE TABLE source_report_pending (
      source text NOT NULL,
      platform text NOT NULL,
      handle text NOT NULL,
      retry_at timestamptz NOT NULL,
      polls integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (platform, handle)
    );

    CREATE TABLE source_spend_alarms (
      source text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('daily', 'monthly')),
      period text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (source, kind, period)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE source_spend_alarms;
    DROP TABLE source_report_pending;
    DROP TABLE source_not_found;
    DROP TABLE source_allowances;
    DROP TABLE source_spend;
  `.execute(db);
}
