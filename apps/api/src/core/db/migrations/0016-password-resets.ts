import { type Kysely, sql } from "kysely";

/**
 * Password reset by e-mail. A reset link carries a random token; only its sha256
 * is stored, it is valid for an hour and used once. Setting a new password revokes every session of
 * the user, recorded with its own reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE password_reset_tokens (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

    ALTER TABLE revoked_sessions DROP CONSTRAINT revoked_sessions_reason_check;
    ALTER TABLE revoked_sessions ADD CONSTRAINT revoked_sessions_reason_check
      CHECK (reason IN ('logout', 'reuse', 'password_reset'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM revoked_sessions WHERE reason = 'password_reset';
    ALTER TABLE revoked_sessions DROP CONSTRAINT revoked_sessions_reason_check;
    ALTER TABLE revoked_sessions ADD CONSTRAINT revoked_sessions_reason_check CHECK (reason IN ('logout', 'reuse'));
    DROP TABLE password_reset_tokens;
  `.execute(db);
}
