import { sql, type Transaction } from "kysely";
import { type Database, PREPARED } from "../../../core/db/database.ts";
import type { DB } from "../../../core/db/schema.ts";
import { recordAccountIdentity, renameRows, resolveAccountTargets } from "./account-identity.ts";
import type { InfluencerRecord } from "./influencer-record.ts";
import { insertRows } from "./row-sinks.ts";

const isTransaction = (db: Database | Transaction<DB>): db is Transaction<DB> => db.isTransaction;

export interface UpsertOptions {
  /**
   * The caller commits a transaction of its own right after this one (a market search its charge and
   * page, a crawl its progress): this one's commit then does not wait for its WAL to reach the disk
   * (synchronous_commit off), because the caller's commit, which does wait, flushes the WAL up to
   * its own record and so through this one's. A crash between the two loses both, which the
   * caller's retry writes again. Only for a write in a transaction of its own.
   */
  flushedByNextCommit?: boolean;
  /**
   * Told the accounts' ids (the same list the upsert answers) as soon as they are resolved, before
   * the rows are written: a market search charges and keeps its page meanwhile.
   */
  onIds?: (ids: string[]) => void;
}

/**
 * Changes to the index one account at a time (enrichment, refresh, vendor imports), made
 * without defeating the search engine's caches. A seed or a file import bumps the index version,
 * which retires every cached total and sorted id list; doing that on each of these small upserts
 * would make every search a first search. Instead:
 * - the rows are written at once (a new account is found by searches that count afresh, and by
 *   the profile that asked for it);
 * - the per-platform stats are kept exact incrementally — the total grows by the accounts that are
 *   new, and the follower bounds only widen, which keeps "drop a bound that excludes nothing" safe;
 * - the change is counted in `pending_changes`, and `publishIndexChanges` bumps the version at
 *   most once per INDEX_PUBLISH_INTERVAL_SECONDS when there are any. Until then a cached total
 *   or sorted list may miss (or still hold) the few accounts changed since; paging stays stable;
 * - the accounts written are listed under a new `change_seq` stamp, so the in-process counter
 *   catches up by reading only them (IndexContent in search/index-state.ts).
 */
export async function upsertAccounts(
  db: Database | Transaction<DB>,
  records: InfluencerRecord[],
  options: UpsertOptions = {},
): Promise<{ inserted: number; updated: number; ids: string[] }> {
  if (records.length === 0) return { inserted: 0, updated: 0, ids: [] };
  const deferFlush = options.flushedByNextCommit === true && !isTransaction(db);
  const write = async (trx: Transaction<DB>) => {
    // A record goes to its account's row (found by the platform's id), which is not always its handle's.
    const targets = await resolveAccountTargets(trx, records);
    options.onIds?.(targets.map((target) => target.id));
    // The last record of an account wins, as a later upsert of it would.
    // Sorted by id, so that concurrent batches lock the rows they share in the same order.
    const unique = [...new Map(targets.map((target) => [target.id, target]))]
      .sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0))
      .map(([, target]) => target);
    await renameRows(trx, unique);
    const written = await insertRows(
      trx,
      unique.map((target) => target.record),
      { upsert: true, ids: unique.map((target) => target.id), accountIds: unique.map((target) => target.accountId) },
    );
    await recordAccountIdentity(trx, unique);
    const byPlatform = new Map<string, { added: number; min: number; max: number }>();
    for (const row of written) {
      const stats = byPlatform.get(row.platform) ?? { added: 0, min: row.followers, max: row.followers };
      stats.added += row.inserted ? 1 : 0;
      stats.min = Math.min(stats.min, row.followers);
      stats.max = Math.max(stats.max, row.followers);
      byPlatform.set(row.platform, stats);
    }
    // Always in the same order: two writers of several platforms never wait on each other's rows crosswise.
    const platforms = [...byPlatform].sort(([a], [b]) => a.localeCompare(b));
    // One statement: the stats (made to run first by the stamp's condition on them), then the change
    // stamp and its list. The state row is locked last, so only until commit: stamps follow commit
    // order (migration 0021).
    await sql`${PREPARED}
      WITH ${deferFlush ? sql`flush AS (SELECT set_config('synchronous_commit', 'off', true)),` : sql``} stats AS (
        INSERT INTO discovery_platform_stats AS s (platform, total, min_followers, max_followers)
        SELECT v.platform, v.total, v.min_followers, v.max_followers FROM unnest(${platforms.map(([platform]) => platform)}::text[], ${platforms.map(([, stats]) => stats.added)}::bigint[],
          ${platforms.map(([, stats]) => stats.min)}::integer[], ${platforms.map(([, stats]) => stats.max)}::integer[])
          WITH ORDINALITY AS v (platform, total, min_followers, max_followers, n)
        ORDER BY v.n
        ON CONFLICT (platform) DO UPDATE SET
          total = s.total + EXCLUDED.total,
          min_followers = least(s.min_followers, EXCLUDED.min_followers),
          max_followers = greatest(s.max_followers, EXCLUDED.max_followers),
          updated_at = now()
        RETURNING 1
      ), stamp AS (
        UPDATE discovery_index_state SET pending_changes = pending_changes + ${written.length}, change_seq = change_seq + 1
        WHERE (SELECT count(*) FROM stats) >= 0
        RETURNING change_seq
      )
      INSERT INTO discovery_account_changes (change_seq, influencer_id)
      SELECT stamp.change_seq, unnest(${written.map((row) => row.id)}::bigint[])
      FROM stamp${deferFlush ? sql`, flush` : sql``}`.execute(trx);
    const inserted = written.filter((row) => row.inserted).length;
    return { inserted, updated: written.length - inserted, ids: targets.map((target) => target.id) };
  };
  // In the caller's transaction when there is one (a vendor import writes its progress with the rows).
  return isTransaction(db) ? write(db) : db.transaction().execute(write);
}

/**
 * Makes pending changes visible to cached searches: bumps the index version (retiring cached
 * totals and sorted id lists) when there are changes and the last publication is at least
 * `minIntervalSeconds` old. Answers whether it published. Safe to run from several processes: the
 * state row is updated conditionally, so only one of them publishes a batch.
 */
export async function publishIndexChanges(db: Database, minIntervalSeconds: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ version: number }>`
      UPDATE discovery_index_state
      SET version = version + 1, pending_changes = 0, published_at = now(), updated_at = now()
      WHERE pending_changes > 0 AND published_at <= now() - make_interval(secs => ${minIntervalSeconds})
      RETURNING version`.execute(trx);
    if (rows.length === 0) return false;
    await sql`DELETE FROM discovery_search_totals WHERE index_version < ${rows[0]?.version ?? 0}`.execute(trx);
    await pruneAccountChanges(trx);
    return true;
  });
}

/** How long the accounts of a change stay listed: a copy of the index older than that loads whole. */
export const ACCOUNT_CHANGES_KEPT_HOURS = 24;

/** Drops the change list's entries older than ACCOUNT_CHANGES_KEPT_HOURS, whole stamps at a time. */
async function pruneAccountChanges(trx: Transaction<DB>): Promise<void> {
  await sql`
    WITH cut AS (
      SELECT max(change_seq) AS seq FROM discovery_account_changes
      WHERE changed_at < now() - make_interval(hours => ${ACCOUNT_CHANGES_KEPT_HOURS})
    ), dropped AS (
      DELETE FROM discovery_account_changes c USING cut WHERE c.change_seq <= cut.seq
    )
    UPDATE discovery_index_state SET changes_pruned_to = greatest(changes_pruned_to, cut.seq)
    FROM cut WHERE cut.seq IS NOT NULL`.execute(trx);
}
