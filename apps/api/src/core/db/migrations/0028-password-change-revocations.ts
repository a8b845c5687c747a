import { type Kysely, sql } from "kysely";

/**
 * A password changed from Settings ends every other session of the user; the revocation is recorded
 * with a reason of its own, so support can tell it from a reset by e-mail. (The user's language,
 * used for e-mails, has been a column of `users` since 0001.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE revoked_sessions DROP CONSTRAINT revoked_sessions_reason_check;
    ALTER TABLE revoked_sessions ADD CONSTRAINT revoked_sessions_reason_check
      CHECK (reason IN ('logout', 'reuse', 'password_reset', 'password_change'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE revoked_sessions SET reason = 'password_reset' WHERE reason = 'password_change';
    ALTER TABLE revoked_sessions DROP CONSTRAINT revoked_sessions_reason_check;
    ALTER TABLE revoked_sessions ADD CONSTRAINT revoked_sessions_reason_check
      CHECK (reason IN ('logout', 'reuse', 'password_reset'));
  `.execute(db);
}
