import { type Kysely, sql } from "kysely";

/**
 * Saved searches and when each account entered the index.
 *
 * "New matches since the last run" needs the moment an account first appeared. It is a column of
 * the index row, `first_seen_at`, rather than a side table: every write of the index goes through
 * INSERT … ON CONFLICT (id) DO UPDATE of the listed columns (importer, data sources) or a full
 * load (seed: TRUNCATE + COPY/INSERT of the same column list), and neither names first_seen_at,
 * so an upsert keeps it and a new row takes the default. A full reload replaces the index whole
 * and its accounts are then new to it; that is what the seed means. Adding the column with a
 * non-volatile default rewrites no rows (PostgreSQL ≥ 11 stores the default once, the migration's
 * now(), which is when the accounts already held were first seen by saved searches).
 *
 * The (platform, first_seen_at) btree answers "matches that entered after T" from the few rows
 * that are new, whatever the filters; without it a broad saved search would rescan all its matches.
 *
 * `filters` is the parsed search body at page 1; `filters_hash` is the hash the search charge and
 * the cached totals use (filtersKey), so a search with equal filters is found by an index lookup.
 * Names are unique per user whatever their case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE influencers ADD COLUMN first_seen_at timestamptz NOT NULL DEFAULT now();
    CREATE INDEX influencers_first_seen_idx ON influencers (platform, first_seen_at);
    CREATE TABLE saved_searches (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (name <> '' AND char_length(name) <= 120),
      filters jsonb NOT NULL,
      filters_hash text NOT NULL,
      social_network text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_run_at timestamptz,
      last_total integer
    );
    CREATE UNIQUE INDEX saved_searches_user_name_key ON saved_searches (user_id, lower(name));
    CREATE INDEX saved_searches_user_hash_idx ON saved_searches (user_id, filters_hash);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE saved_searches;
    DROP INDEX IF EXISTS influencers_first_seen_idx;
    ALTER TABLE influencers DROP COLUMN first_seen_at;
  `.execute(db);
}
