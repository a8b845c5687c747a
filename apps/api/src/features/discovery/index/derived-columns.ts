import { type RawBuilder, sql, type Transaction } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import type { DB } from "../../../core/db/schema.ts";

/**
 * The index row's figures the index derives itself rather than takes from a source (migration 0037):
 * follower growth over 30 / 90 days from `account_history`, and our quality estimate from the daily
 * vetting job. Deep search filters and sorts on them, so each write also lists the accounts it
 * changed for the in-process counter to catch up (as upsertAccounts does, index-changes.ts).
 */

type Db = Database | Transaction<DB>;
const isTransaction = (db: Db): db is Transaction<DB> => db.isTransaction;
const inTransaction = <T>(db: Db, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
  isTransaction(db) ? work(db) : db.transaction().execute(work);

/** The growth columns, which a write of the index computes itself (row-sinks.ts insertRows). */
export const GROWTH_COLUMNS = ["follower_growth_30d_bp", "follower_growth_90d_bp"] as const;

/**
 * Growth over N days: the latest point against the newest point at least N days before it, provided
 * that one is at most N/3 days older still (a weekly history reaches a 30-day base within 10 days; an
 * account last seen a year ago has no 30-day growth). Hundredths of a percent, rounded; never below
 * -100 % (no account loses more than all its followers); NULL without such a point or from a base of 0.
 */
export const growthOf = (days: 30 | 90, latest: GrowthLatest = { id: sql`l.id`, day: sql`l.day`, followers: sql`l.followers` }) => sql`(
  SELECT CASE WHEN b.followers > 0
    THEN least(round((${latest.followers} - b.followers)::float8 * 10000 / b.followers), 2000000000)::integer END
  FROM account_history b
  WHERE b.influencer_id = ${latest.id} AND b.day <= ${latest.day} - ${days}::integer
    AND b.day >= ${latest.day} - ${days + Math.floor(days / 3)}::integer
  ORDER BY b.day DESC LIMIT 1)`;

/** The latest point growth is measured from: an account's id, the point's day and its followers (SQL expressions). */
export interface GrowthLatest {
  id: RawBuilder<unknown>;
  day: RawBuilder<unknown>;
  followers: RawBuilder<unknown>;
}

/** The latest point of each account of `ids`: a subquery `l(id, day, followers)`. */
const latestOf = (ids: ReturnType<typeof sql>) => sql`
  SELECT a.id, h.day, h.followers FROM ${ids} a(id)
  LEFT JOIN LATERAL (
    SELECT day, followers FROM account_history WHERE influencer_id = a.id ORDER BY day DESC LIMIT 1
  ) h ON true`;

/** Lists `ids` as changed under a new stamp, so the in-process counter lays their rows over its copy. */
async function recordChanges(trx: Transaction<DB>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const stamp = await sql<{ change_seq: string }>`
    UPDATE discovery_index_state SET pending_changes = pending_changes + ${ids.length}, change_seq = change_seq + 1
    RETURNING change_seq`.execute(trx);
  await sql`
    INSERT INTO discovery_account_changes (change_seq, influencer_id)
    SELECT ${stamp.rows[0]?.change_seq ?? "0"}::bigint, unnest(${ids}::bigint[])`.execute(trx);
}

export interface DerivedWriteOptions {
  /**
   * List the changed accounts for the counter (default true). A caller inside upsertAccounts' own
   * transaction passes false: it lists every account it wrote anyway, last, to hold the state row's
   * lock only until commit.
   */
  recordChanges?: boolean;
}

async function updateGrowth(trx: Transaction<DB>, ids: ReturnType<typeof sql>, options: DerivedWriteOptions): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    UPDATE influencers i SET follower_growth_30d_bp = g.g30, follower_growth_90d_bp = g.g90
    FROM (SELECT l.id, ${growthOf(30)} AS g30, ${growthOf(90)} AS g90 FROM (${latestOf(ids)}) l) g
    WHERE i.id = g.id
      AND (i.follower_growth_30d_bp IS DISTINCT FROM g.g30 OR i.follower_growth_90d_bp IS DISTINCT FROM g.g90)
    RETURNING i.id::text AS id`.execute(trx);
  const changed = rows.map((row) => row.id);
  if (options.recordChanges !== false) await recordChanges(trx, changed);
  return changed;
}

/**
 * Recomputes the growth columns of these accounts from their history; call it after writing their
 * history points (in the same transaction or after it). Answers the ids whose growth changed.
 */
export async function refreshGrowthFor(db: Db, influencerIds: readonly string[], options: DerivedWriteOptions = {}): Promise<string[]> {
  if (influencerIds.length === 0) return [];
  return inTransaction(db, (trx) => updateGrowth(trx, sql`(SELECT unnest(${[...influencerIds]}::bigint[]))`, options));
}

/** Recomputes every account's growth (after a whole history is generated or imported), `batch` accounts a transaction. */
export async function refreshAllGrowth(db: Database, batch = 20_000): Promise<number> {
  let after = "-9223372036854775808";
  let changed = 0;
  for (;;) {
    const ids = await sql<{ id: string }>`
      SELECT id::text AS id FROM influencers WHERE id > ${after}::bigint ORDER BY id LIMIT ${batch}`.execute(db);
    const last = ids.rows.at(-1);
    if (!last) return changed;
    changed += (
      await refreshGrowthFor(
        db,
        ids.rows.map((row) => row.id),
      )
    ).length;
    after = last.id;
  }
}

/**
 * Plausible growth for a generated index whose accounts have no history (the bench's and the seed's,
 * decision 0072): each account grows at its own steady yearly rate of -10 % to +60 % (as the demo
 * history does) with a little noise per period; one in twelve is too new for a 90-day figure and one
 * in thirty for a 30-day one. A hash of the id makes it deterministic. Run it inside a full write,
 * before the secondary indexes are rebuilt: it rewrites every row.
 */
export async function seedSyntheticGrowth(db: Database): Promise<void> {
  // No self-join: each row's figures are a function of its own id, so the update reads the table once.
  const h = sql`abs(hashint8extended(id, 37))`;
  const rate = sql`((${h} % 1000)::float8 / 1000 * 0.7 - 0.1)`;
  await db.transaction().execute(async (trx) => {
    // Growth touches neither the text nor the bio: the vocabulary's statement trigger would otherwise
    // tokenise every row again from a transition table of the whole index (hours and gigabytes at
    // 10 M), and the licence trigger would re-read every bio. Both are back before the commit.
    await sql`ALTER TABLE influencers DISABLE TRIGGER influencers_vocabulary_update, DISABLE TRIGGER influencers_licences`.execute(trx);
    await sql`
      UPDATE influencers SET
        follower_growth_30d_bp = CASE WHEN ${h} % 30 = 0 THEN NULL
          ELSE round(10000 * (exp(${rate} * 30 / 365) - 1) + ((${h} / 30) % 301 - 150))::integer END,
        follower_growth_90d_bp = CASE WHEN ${h} % 12 = 0 THEN NULL
          ELSE round(10000 * (exp(${rate} * 90 / 365) - 1) + ((${h} / 360) % 601 - 300))::integer END`.execute(trx);
    await sql`ALTER TABLE influencers ENABLE TRIGGER influencers_vocabulary_update, ENABLE TRIGGER influencers_licences`.execute(trx);
  });
}

/** Our quality estimates onto the index row (never into the vendor's `aqs`); answers how many changed. */
export async function writeQualityEstimates(db: Db, estimates: readonly { id: string; estimate: number }[]): Promise<number> {
  if (estimates.length === 0) return 0;
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{ id: string }>`
      UPDATE influencers i SET quality_estimate = v.estimate
      FROM (SELECT unnest(${estimates.map((e) => e.id)}::bigint[]) AS id, unnest(${estimates.map((e) => e.estimate)}::smallint[]) AS estimate) v
      WHERE i.id = v.id AND i.quality_estimate IS DISTINCT FROM v.estimate
      RETURNING i.id::text AS id`.execute(trx);
    await recordChanges(
      trx,
      rows.map((row) => row.id),
    );
    return rows.length;
  });
}
