import { type Kysely, sql } from "kysely";

/**
 * The team's answer to a comparison request gets its own column: an admin's
 * answer used to be written over the customer's own description.
 *
 * Existing answers: the admin's dialog always sent the description, so on a comparison an admin has
 * answered (handled_by set) the description is whatever the admin last saved — the customer's words
 * or the team's, nothing tells which. It is copied into team_answer and also stays as the
 * description, so that neither the customer's text nor the team's answer can be lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE comparison_requests ADD COLUMN team_answer text;
    UPDATE comparison_requests SET team_answer = description WHERE handled_by IS NOT NULL AND description IS NOT NULL;
  `.execute(db);
}

/** Back to one column: an answer goes where the old code kept it, over the description. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE comparison_requests SET description = team_answer WHERE team_answer IS NOT NULL;
    ALTER TABLE comparison_requests DROP COLUMN team_answer;
  `.execute(db);
}
