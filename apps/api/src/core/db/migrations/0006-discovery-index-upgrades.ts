import { type Kysely, sql } from "kysely";

/**
 * Follow-ups to 0004-discovery found while benchmarking the search mix:
 * - the trigram index also holds the platform (btree_gin), so a text search reads the matches of
 *   one platform instead of every platform's and then discarding most of them;
 * - two columns that 0004 gained before it landed, added here too for databases migrated by its
 *   first version (IF NOT EXISTS makes this a no-op elsewhere).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
  await sql`
    ALTER TABLE influencers ADD COLUMN IF NOT EXISTS aud_top_countries integer;
    ALTER TABLE discovery_index_state ADD COLUMN IF NOT EXISTS dropped_indexes jsonb NOT NULL DEFAULT '[]';
    DROP INDEX IF EXISTS influencers_search_text_idx;
    CREATE INDEX influencers_search_text_idx ON influencers USING gin (platform, search_text gin_trgm_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS influencers_search_text_idx;
    CREATE INDEX influencers_search_text_idx ON influencers USING gin (search_text gin_trgm_ops);
  `.execute(db);
}
