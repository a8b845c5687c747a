import { type Kysely, sql } from "kysely";

/**
 * Sessions as token families. Every refresh token belongs to the family begun by
 * a login; rotation keeps the family. Logging out — or presenting a refresh token that was already
 * rotated, which means two parties hold it (RFC 9700 §4.14.2) — revokes the whole family: its
 * refresh tokens are blacklisted and a `revoked_sessions` row makes its access tokens (which carry
 * the family id as `sid`) stop working at once. Existing tokens each begin a family of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE refresh_tokens ADD COLUMN family_id uuid;
    UPDATE refresh_tokens SET family_id = jti;
    ALTER TABLE refresh_tokens ALTER COLUMN family_id SET NOT NULL;
    CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

    CREATE TABLE revoked_sessions (
      family_id uuid PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      reason text NOT NULL CHECK (reason IN ('logout', 'reuse')),
      -- clock_timestamp(), not now(): API processes read the rows revoked since their last look.
      revoked_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX revoked_sessions_revoked_at_idx ON revoked_sessions (revoked_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE revoked_sessions;
    DROP INDEX refresh_tokens_family_idx;
    ALTER TABLE refresh_tokens DROP COLUMN family_id;
  `.execute(db);
}
