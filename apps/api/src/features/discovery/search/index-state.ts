import { sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";

export interface PlatformStats {
  total: number;
  minFollowers: number | null;
  maxFollowers: number | null;
}

export interface IndexState {
  /** Bumped by every seed and import: cached totals of older versions no longer count. */
  version: number;
  /**
   * The version and the moment it was set: names this index state even across databases whose
   * version counters restart (a test database re-created, a server switched to another database).
   */
  stamp: string;
  platforms: Map<string, PlatformStats>;
  /** What a copy of the index must hold to count for this state (the in-process counter). */
  content: IndexContent;
  /** The total counted earlier for `totalKey` on this version, if any. */
  cachedTotal: number | null;
}

/**
 * The rows of the index as of this state: those of the last full write (`loadVersion`: a seed or an
 * import) and every single-account change stamped up to `changeSeq` (index-changes.ts). Single-account
 * changes reach searches that count in PostgreSQL at once, before their version is published; a copy
 * of the index counts for this state only when it holds exactly this content.
 */
export interface IndexContent {
  loadVersion: number;
  changeSeq: number;
  /** Changes stamped up to this one are no longer listed: a copy older than that must load whole. */
  changesPrunedTo: number;
}

export interface StateRow {
  version: number;
  stamp: string;
  load_version: number | null;
  change_seq: string | null;
  changes_pruned_to: string | null;
  platform: string | null;
  total: number | null;
  min_followers: number | null;
  max_followers: number | null;
  cached_total: number | null;
}

/** The StateRow columns over `discovery_index_state ist` and `discovery_platform_stats ips`. */
export const stateColumns = (totalKey: string) => sql`
  ist.version, ist.version || '@' || extract(epoch FROM ist.updated_at) AS stamp, ist.load_version, ist.change_seq, ist.changes_pruned_to,
  ips.platform, ips.total, ips.min_followers, ips.max_followers,
  (SELECT t.total FROM discovery_search_totals t WHERE t.query_key = ${totalKey} AND t.index_version = ist.version) AS cached_total`;

/** Rows of stateColumns (one per platform joined) as an IndexState. */
export function toIndexState(rows: StateRow[]): IndexState {
  const platforms = new Map<string, PlatformStats>();
  for (const row of rows) {
    if (row.platform)
      platforms.set(row.platform, { total: row.total ?? 0, minFollowers: row.min_followers, maxFollowers: row.max_followers });
  }
  return {
    version: rows[0]?.version ?? 0,
    stamp: rows[0]?.stamp ?? "",
    content: {
      loadVersion: rows[0]?.load_version ?? 0,
      changeSeq: Number(rows[0]?.change_seq ?? 0),
      changesPrunedTo: Number(rows[0]?.changes_pruned_to ?? 0),
    },
    platforms,
    cachedTotal: rows[0]?.cached_total ?? null,
  };
}

/** The index version, the per-platform stats and a cached total, in one round trip. */
export async function readIndexState(db: Database, totalKey = ""): Promise<IndexState> {
  const { rows } = await sql<StateRow>`
    SELECT ${stateColumns(totalKey)}
    FROM discovery_index_state ist LEFT JOIN discovery_platform_stats ips ON true`.execute(db);
  return toIndexState(rows);
}
