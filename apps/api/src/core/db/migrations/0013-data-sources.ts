import { type Kysely, sql } from "kysely";

/**
 * Real influencer data.
 * - Every index row says where it came from: `source` (the seed, a file import, or one of the data
 *   sources), the source's own id of the account (`source_ref`: a YouTube channel id, an Instagram
 *   or X user id, a vendor's user id), whether a built-in sandbox answered instead of the real
 *   service (`via_sandbox`), when it was fetched, and which of its figures are estimates or unknown
 *   at that source. `fetched_at` is left NULL on existing rows (read as `updated_at`): filling it
 *   would rewrite every row of a 10M index.
 * - Changes made one account at a time (enrichment, refresh, vendor imports) are published in
 *   batches: `pending_changes` counts them, and the publisher bumps the index version (which retires
 *   cached totals and sorted id lists) at most once per interval instead of on every upsert.
 * - Per source and per day: the quota spent; per source: the last success and the last error.
 * - Vendor imports run as resumable background jobs; `source_imports` is their progress.
 * - The sandboxes count their own quota per credential and day, like the services they imitate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE influencer_profiles DROP CONSTRAINT IF EXISTS influencer_profiles_source_check;
    ALTER TABLE influencer_profiles
      ADD CONSTRAINT influencer_profiles_source_check
        CHECK (source IN ('seed', 'import', 'youtube', 'instagram', 'x', 'hypeauditor', 'modash')),
      ADD COLUMN source_ref text,
      ADD COLUMN via_sandbox boolean NOT NULL DEFAULT false,
      ADD COLUMN fetched_at timestamptz,
      -- When the refresh job last asked the source (also when the source no longer found the account).
      ADD COLUMN checked_at timestamptz,
      ADD COLUMN estimated_fields text[] NOT NULL DEFAULT '{}',
      ADD COLUMN missing_fields text[] NOT NULL DEFAULT '{}';
    -- The refresh job reads the stalest rows of one source; seed rows (the bulk) are not in it.
    CREATE INDEX influencer_profiles_refresh_idx ON influencer_profiles (source, (coalesce(checked_at, fetched_at, updated_at)))
      WHERE source NOT IN ('seed', 'import');
    CREATE INDEX influencer_profiles_source_ref_idx ON influencer_profiles (source, source_ref) WHERE source_ref IS NOT NULL;

    ALTER TABLE discovery_index_state
      ADD COLUMN pending_changes integer NOT NULL DEFAULT 0,
      ADD COLUMN published_at timestamptz NOT NULL DEFAULT now();

    CREATE TABLE source_usage (
      source text NOT NULL,
      day date NOT NULL,
      units integer NOT NULL DEFAULT 0 CHECK (units >= 0),
      requests integer NOT NULL DEFAULT 0,
      PRIMARY KEY (source, day)
    );

    CREATE TABLE source_state (
      source text PRIMARY KEY,
      last_success_at timestamptz,
      last_error_at timestamptz,
      last_error text,
      last_error_kind text,
      -- A source that said "come back later" (429, quota) is not called before this moment.
      paused_until timestamptz
    );

    CREATE TABLE source_imports (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      source text NOT NULL CHECK (source IN ('hypeauditor', 'modash')),
      platform text NOT NULL CHECK (platform IN ('instagram', 'tiktok', 'youtube', 'twitter')),
      filters jsonb NOT NULL DEFAULT '{}',
      pages_requested integer NOT NULL CHECK (pages_requested BETWEEN 1 AND 500),
      pages_done integer NOT NULL DEFAULT 0,
      total_pages integer,
      accounts_imported integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
      error text,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    );
    CREATE INDEX source_imports_unfinished_idx ON source_imports (id) WHERE status IN ('queued', 'running');

    CREATE TABLE sandbox_source_usage (
      source text NOT NULL,
      credential text NOT NULL,
      day date NOT NULL,
      units integer NOT NULL DEFAULT 0,
      PRIMARY KEY (source, credential, day)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE sandbox_source_usage, source_imports, source_state, source_usage;
    ALTER TABLE discovery_index_state DROP COLUMN pending_changes, DROP COLUMN published_at;
    DROP INDEX influencer_profiles_source_ref_idx, influencer_profiles_refresh_idx;
    ALTER TABLE influencer_profiles
      DROP COLUMN source_ref, DROP COLUMN via_sandbox, DROP COLUMN fetched_at, DROP COLUMN checked_at, DROP COLUMN estimated_fields, DROP COLUMN missing_fields,
      DROP CONSTRAINT influencer_profiles_source_check;
    ALTER TABLE influencer_profiles ADD CONSTRAINT influencer_profiles_source_check CHECK (source IN ('seed', 'import'));
  `.execute(db);
}
