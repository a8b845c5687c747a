import type { TSourceId } from "@radar/contract/sources";
import { sql } from "kysely";
import type { Executor } from "../../core/db/database.ts";

export interface Candidate {
  id: string;
  platform: "instagram" | "tiktok" | "youtube" | "twitter";
  username: string;
  source_ref: string | null;
  /** The platform's id of the account (migration 0035). */
  account_id: string | null;
}

/** Accounts users hold as profiles whose figures from `source` are older than `profileHours`, stalest first. */
export async function heldCandidates(db: Executor, source: TSourceId, limit: number, profileHours: number): Promise<Candidate[]> {
  const { rows } = await sql<Candidate>`
    SELECT DISTINCT ON (coalesce(p.checked_at, p.fetched_at, i.updated_at), i.id)
      i.id::text AS id, i.platform, i.username, p.source_ref, i.account_id
    FROM social_profiles sp
    JOIN influencers i ON i.id = sp.influencer_id
    JOIN influencer_profiles p ON p.id = i.id
    WHERE p.source = ${source} AND p.lost_at IS NULL
      AND coalesce(p.checked_at, p.fetched_at, i.updated_at) < now() - make_interval(hours => ${profileHours})
    ORDER BY coalesce(p.checked_at, p.fetched_at, i.updated_at), i.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** The source's own index rows older than `staleDays`, stalest first; seed and file rows have no source to ask. */
export async function staleCandidates(db: Executor, source: TSourceId, limit: number, staleDays: number): Promise<Candidate[]> {
  const { rows } = await sql<Candidate>`
    SELECT i.id::text AS id, i.platform, i.username, p.source_ref, i.account_id
    FROM influencer_profiles p JOIN influencers i ON i.id = p.id
    WHERE p.source = ${source} AND coalesce(p.checked_at, p.fetched_at, p.updated_at) < now() - make_interval(days => ${staleDays})
      AND p.source NOT IN ('seed', 'import') AND p.lost_at IS NULL
    ORDER BY coalesce(p.checked_at, p.fetched_at, p.updated_at)
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** Marks the rows checked now and lost (keeping the first time they were lost); their figures and dates stay. */
export async function markProfilesLost(db: Executor, ids: string[]): Promise<void> {
  await sql`UPDATE influencer_profiles SET checked_at = now(), lost_at = coalesce(lost_at, now())
    WHERE id = ANY(${ids}::bigint[])`.execute(db);
}
