import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE credit_accounts (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      balance numeric(12, 2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE credit_ledger (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      delta numeric(12, 2) NOT NULL,
      balance_after numeric(12, 2) NOT NULL CHECK (balance_after >= 0),
      reason text NOT NULL CHECK (reason IN ('purchase', 'monthly_reset', 'search', 'report', 'consultation', 'refund', 'admin_adjustment', 'expiry')),
      reference text,
      actor_id integer REFERENCES users (id) ON DELETE SET NULL,
      idempotency_key text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, id DESC);
    CREATE UNIQUE INDEX credit_ledger_idempotency_key ON credit_ledger (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE credit_ledger, credit_accounts`.execute(db);
}
