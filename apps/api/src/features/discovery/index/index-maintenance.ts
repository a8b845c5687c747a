import { sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";

/**
 * Housekeeping around bulk loads of the influencer index. Secondary indexes are dropped before a
 * full load and rebuilt after it from their own definitions (read from the catalog, so the
 * migration stays the one place that declares them): building an index once over sorted data is
 * many times faster than updating it row by row.
 */

export interface IndexDefinition {
  name: string;
  definition: string;
  /** Not in the catalog: a previous load dropped it and could not rebuild it. */
  dropped?: boolean;
}

/** search_vocabulary holds the tokens of influencers' search text (migration 0026): a bulk load rewrites it too. */
const INDEX_TABLES = ["influencers", "influencer_profiles", "search_vocabulary"] as const;

/** The secondary indexes that exist, plus any a previous load dropped and could not rebuild. */
export async function secondaryIndexes(db: Database): Promise<IndexDefinition[]> {
  const existing = await sql<IndexDefinition>`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename IN (${sql.join([...INDEX_TABLES])})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
    ORDER BY i.indexname`.execute(db);
  const dropped = await sql<{ dropped_indexes: IndexDefinition[] }>`SELECT dropped_indexes FROM discovery_index_state`.execute(db);
  const byName = new Map(existing.rows.map((index) => [index.name, index]));
  for (const index of dropped.rows[0]?.dropped_indexes ?? [])
    if (!byName.has(index.name)) byName.set(index.name, { name: index.name, definition: index.definition, dropped: true });
  return [...byName.values()];
}

/**
 * The indexes a full load of generated or imported rows should drop and rebuild: all but the partial
 * indexes of the profiles, which select rows of data sources (migration 0013), and those of the
 * accounts' platform ids (migration 0035), rows that such a load never writes. Kept through the load
 * they stay empty at the cost of testing their predicate per row; rebuilt, each would read the whole
 * table (6 s apiece at 10 M). Keeping an index is never wrong, only slower when the load does fill it.
 */
export const rebuiltAfterLoad = (index: IndexDefinition) =>
  index.dropped === true ||
  !(
    / ON (\S+\.)?influencer_profiles USING .* WHERE /.test(index.definition) || / WHERE \(account_id IS NOT NULL\)$/.test(index.definition)
  );

/** Records the definitions first, so a load that dies half-way leaves them for the next one. */
export async function dropIndexes(db: Database, indexes: IndexDefinition[]): Promise<void> {
  await sql`UPDATE discovery_index_state SET dropped_indexes = ${JSON.stringify(indexes)}::jsonb`.execute(db);
  for (const index of indexes) await sql`DROP INDEX IF EXISTS ${sql.id(index.name)}`.execute(db);
}

/**
 * A rough build cost, for starting the longest builds first so both connections stay busy until the
 * end: a GIN over the whole table 2 (facets, 130–160 s at 10 M), any other index 1 (btrees 21–27 s,
 * the vocabulary's), halved for a partial index (a part of the table: the search tokens' GINs per
 * platform, the metric btrees 6–11 s).
 */
const buildCost = ({ definition }: IndexDefinition) =>
  (/ ON (\S+\.)?influencers USING gin /.test(definition) ? 2 : 1) * (/ WHERE /.test(definition) ? 0.5 : 1);

/** The order rebuildIndexes starts builds in: by buildCost, highest first (ties keep their order). */
export const buildOrder = (indexes: IndexDefinition[]) => [...indexes].sort((a, b) => buildCost(b) - buildCost(a));

export interface RebuildOptions {
  /** Connections building at once (CREATE INDEX takes a lock that does not block another). */
  workers?: number;
  maintenanceWorkMem?: string;
  /** Called as each index is built, with its build time. */
  onBuilt?: (name: string, ms: number) => void;
}

/**
 * Rebuilds indexes on `workers` connections at once, longest builds first. PostgreSQL 18's parallel
 * GIN builds are left off: at 1 M the trigram index builds on one connection (44 s) while the other
 * builds the rest (46 s), and giving it a parallel worker made the whole rebuild slower (49.5 s against
 * 44.3 and 46.5 s without).
 */
export async function rebuildIndexes(db: Database, indexes: IndexDefinition[], options: RebuildOptions = {}): Promise<void> {
  const { workers = 2, maintenanceWorkMem = "512MB" } = options;
  const queue = buildOrder(indexes);
  const work = async () => {
    await db.connection().execute(async (conn) => {
      await sql`SELECT set_config('maintenance_work_mem', ${maintenanceWorkMem}, false), set_config('max_parallel_maintenance_workers', '0', false)`.execute(
        conn,
      );
      try {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const started = performance.now();
          await sql.raw(next.definition.replace(/^CREATE (UNIQUE )?INDEX /, "CREATE $1INDEX IF NOT EXISTS ")).execute(conn);
          options.onBuilt?.(next.name, performance.now() - started);
        }
      } finally {
        await sql`RESET maintenance_work_mem; RESET max_parallel_maintenance_workers`.execute(conn);
      }
    });
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, work));
  await sql`UPDATE discovery_index_state SET dropped_indexes = '[]'::jsonb`.execute(db);
}

/** Sets the visibility map (index-only scans) and the planner statistics after a load. */
export async function vacuumAnalyze(db: Database): Promise<void> {
  for (const table of INDEX_TABLES) await sql`VACUUM (ANALYZE) ${sql.id(table)}`.execute(db);
}

/**
 * Recounts the per-platform totals and follower bounds and bumps the index version, which
 * retires every cached search total, and records it as the last full write (load_version). Runs
 * after each seed and import.
 */
export async function refreshIndexStats(db: Database, seedParams?: Record<string, unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`DELETE FROM discovery_platform_stats`.execute(trx);
    await sql`
      INSERT INTO discovery_platform_stats (platform, total, min_followers, max_followers)
      SELECT p.platform, s.total, s.min_followers, s.max_followers
      FROM unnest(ARRAY['instagram', 'tiktok', 'youtube', 'twitter']) AS p (platform)
      CROSS JOIN LATERAL (
        SELECT count(*) AS total, min(followers) AS min_followers, max(followers) AS max_followers
        FROM influencers WHERE platform = p.platform::influencer_platform
      ) s`.execute(trx);
    await sql`
      UPDATE discovery_index_state
      SET version = version + 1, load_version = version + 1, changes_pruned_to = change_seq,
        pending_changes = 0, published_at = now(), updated_at = now(), seed_params = coalesce(${seedParams ? JSON.stringify(seedParams) : null}::jsonb, seed_params)`.execute(
      trx,
    );
    await sql`DELETE FROM discovery_search_totals`.execute(trx);
    // A copy of the index loaded before this write is no base any more: it reloads whole (index-state.ts IndexContent).
    await sql`DELETE FROM discovery_account_changes`.execute(trx);
  });
}
