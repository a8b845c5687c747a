import { sql, type Transaction } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";

/** Shares the list under a new token, replacing the old one (whoever had the old link loses it). */
export async function upsertListShare(trx: Transaction<DB>, listId: number, token: string, includeNotes: boolean): Promise<void> {
  await sql`
    INSERT INTO list_shares (list_id, token, include_notes) VALUES (${listId}, ${token}, ${includeNotes})
    ON CONFLICT (list_id) DO UPDATE SET token = excluded.token, include_notes = excluded.include_notes, created_at = now()`.execute(trx);
}

export async function deleteListShare(trx: Transaction<DB>, listId: number): Promise<void> {
  await trx.deleteFrom("list_shares").where("list_id", "=", listId).execute();
}

export interface SharedRow {
  list_id: number;
  name: string;
  updated_at: Date;
  include_notes: boolean;
  owner_name: string;
}

export async function findSharedList(db: Executor, token: string): Promise<SharedRow | undefined> {
  const { rows } = await sql<SharedRow>`
    SELECT l.id AS list_id, l.name, l.updated_at, s.include_notes, u.first_name AS owner_name
    FROM list_shares s JOIN lists l ON l.id = s.list_id JOIN users u ON u.id = l.user_id
    WHERE s.token = ${token}`.execute(db);
  return rows[0];
}
