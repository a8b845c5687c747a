import { type Kysely, sql } from "kysely";

/**
 * Which accounts each single-account write changed, so that an in-process copy of
 * the index (search/memory-count/) catches up with a few rows instead of reloading all of them.
 *
 * - `load_version` is the index version of the last full write (seed, file import: refreshIndexStats);
 *   a copy loaded at it stays a valid base while only single-account writes follow;
 * - `change_seq` is bumped once per single-account write transaction, under the state row's lock held
 *   until commit, so stamps follow commit order: a reader that sees change_seq = S sees every change
 *   stamped ≤ S (a sequence would not: a later stamp can commit first);
 * - `discovery_account_changes` lists the accounts of each stamp; old entries are pruned and
 *   `changes_pruned_to` says up to which stamp, so a copy older than that reloads whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE discovery_index_state
      ADD COLUMN load_version integer NOT NULL DEFAULT 0,
      ADD COLUMN change_seq bigint NOT NULL DEFAULT 0,
      ADD COLUMN changes_pruned_to bigint NOT NULL DEFAULT 0;
    CREATE TABLE discovery_account_changes (
      change_seq bigint NOT NULL,
      influencer_id bigint NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX discovery_account_changes_seq_idx ON discovery_account_changes (change_seq);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE discovery_account_changes;
    ALTER TABLE discovery_index_state DROP COLUMN load_version, DROP COLUMN change_seq, DROP COLUMN changes_pruned_to;
  `.execute(db);
}
