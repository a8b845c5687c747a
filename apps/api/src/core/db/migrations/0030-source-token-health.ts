import { type Kysely, sql } from "kysely";

/**
 * The health of a data source's access token (the Instagram Graph token expires or is revoked):
 * its state as last seen (`ok`, `expiring` before the expiry the operator configured, `invalid`
 * after Graph's error 190), when and why, and the last state the contact address was mailed about,
 * so a state is mailed once, not on every failing call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE source_token_health (
      source text PRIMARY KEY,
      state text NOT NULL CHECK (state IN ('ok', 'expiring', 'invalid')),
      changed_at timestamptz NOT NULL DEFAULT now(),
      detail text,
      -- Which token the state is about (a hash prefix): a new token configured after a refusal starts afresh.
      token_fingerprint text,
      notified_state text CHECK (notified_state IN ('ok', 'expiring', 'invalid')),
      notified_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS source_token_health`.execute(db);
}
