import { type Kysely, sql } from "kysely";

/**
 * Removes `name` from the index definitions a failed bulk load left to rebuild
 * (discovery_index_state.dropped_indexes, index-maintenance.ts), for a migration that drops or
 * replaces that index.
 */
export async function forgetDroppedIndex(db: Kysely<unknown>, name: string): Promise<void> {
  await sql`
    UPDATE discovery_index_state
    SET dropped_indexes = (
      SELECT coalesce(jsonb_agg(d), '[]'::jsonb) FROM jsonb_array_elements(dropped_indexes) d
      WHERE d->>'name' <> ${name})`.execute(db);
}
