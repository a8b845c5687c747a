import type { TPlatform } from "@radar/contract/constants";
import type { TIndexSource, TProvenanceField } from "@radar/contract/sources";
import { sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import { influencerId } from "./influencer-record.ts";

/** One account of the index with the figures a profile shows and where they came from. */
export interface IndexedAccount {
  influencerId: string;
  platform: TPlatform;
  username: string;
  fullName: string;
  followers: number;
  erBp: number;
  isVerified: boolean;
  avatarUrl: string | null;
  updatedAt: Date;
  source: TIndexSource;
  sourceRef: string | null;
  /** The platform's own id of the account (migration 0035); null where no source gave it. */
  accountId: string | null;
  /** Since when its source no longer finds it under this handle (renamed or gone); null while it does. */
  lostAt: Date | null;
  viaSandbox: boolean;
  /** When the figures were fetched (seed and file rows: when the row was written). */
  fetchedAt: Date;
  estimated: TProvenanceField[];
  missing: TProvenanceField[];
}

interface Row {
  influencer_id: string;
  platform: TPlatform;
  username: string;
  full_name: string;
  followers: number;
  er_bp: number;
  is_verified: boolean;
  avatar_url: string | null;
  updated_at: Date;
  source: TIndexSource | null;
  source_ref: string | null;
  account_id: string | null;
  lost_at: Date | null;
  via_sandbox: boolean | null;
  fetched_at: Date;
  estimated_fields: TProvenanceField[] | null;
  missing_fields: TProvenanceField[] | null;
}

const select = sql`
  SELECT i.id::text AS influencer_id, i.platform, i.username, i.full_name, i.followers, i.er_bp, i.is_verified, i.updated_at,
    i.account_id, p.lost_at, p.avatar_url, p.source, p.source_ref, p.via_sandbox, coalesce(p.fetched_at, i.updated_at) AS fetched_at, p.estimated_fields, p.missing_fields
  FROM influencers i LEFT JOIN influencer_profiles p ON p.id = i.id`;

function toAccount(row: Row): IndexedAccount {
  return {
    influencerId: row.influencer_id,
    platform: row.platform,
    username: row.username,
    fullName: row.full_name,
    followers: row.followers,
    erBp: row.er_bp,
    isVerified: row.is_verified,
    avatarUrl: row.avatar_url,
    updatedAt: row.updated_at,
    source: row.source ?? "seed",
    sourceRef: row.source_ref,
    accountId: row.account_id,
    lostAt: row.lost_at,
    viaSandbox: row.via_sandbox ?? false,
    fetchedAt: row.fetched_at,
    estimated: row.estimated_fields ?? [],
    missing: row.missing_fields ?? [],
  };
}

/**
 * The account of the index a handle names. First the rows that carry it now: the one whose id is its
 * hash (one primary-key read; a hash collision is not mistaken for the account) and renamed rows
 * (migration 0035's partial index); one the source still finds, most recently fetched, wins. Then an
 * account that had it before (influencer_handles), the latest holder first: the old handle of a
 * renamed account still finds it.
 */
export async function findIndexedAccount(db: Database, platform: TPlatform, username: string): Promise<IndexedAccount | null> {
  const handle = username.replace(/^@/, "").toLowerCase();
  const { rows } = await sql<Row>`
    WITH named AS (
      SELECT i.id, 0 AS former, NULL::timestamptz AS seen_until FROM influencers i
      WHERE i.id = ${influencerId(platform, handle)} AND i.platform = ${platform} AND lower(i.username) = ${handle}
      UNION
      SELECT i.id, 0, NULL FROM influencers i WHERE i.platform = ${platform} AND lower(i.username) = ${handle} AND i.account_id IS NOT NULL
      UNION
      SELECT h.influencer_id, 1, h.seen_until FROM influencer_handles h WHERE h.platform = ${platform} AND h.handle_lower = ${handle}
    )
    ${select} JOIN named n ON n.id = i.id
    WHERE i.platform = ${platform}
    ORDER BY n.former, p.lost_at IS NOT NULL, n.seen_until DESC NULLS LAST, coalesce(p.fetched_at, i.updated_at) DESC, i.id
    LIMIT 1`.execute(db);
  return rows[0] ? toAccount(rows[0]) : null;
}

/** The account the platform knows by this id (a YouTube channel id pasted as /channel/UC…). */
export async function findByAccountId(db: Database, platform: TPlatform, accountId: string): Promise<IndexedAccount | null> {
  const { rows } = await sql<Row>`${select} WHERE i.platform = ${platform} AND i.account_id = ${accountId}`.execute(db);
  return rows[0] ? toAccount(rows[0]) : null;
}

/** The account a source knows by its own id. */
export async function findBySourceRef(db: Database, source: TIndexSource, sourceRef: string): Promise<IndexedAccount | null> {
  const { rows } = await sql<Row>`${select} WHERE p.source = ${source} AND p.source_ref = ${sourceRef} LIMIT 1`.execute(db);
  return rows[0] ? toAccount(rows[0]) : null;
}

/** The account by its index id (reports, refresh). */
export async function findIndexedAccountById(db: Database, id: string): Promise<IndexedAccount | null> {
  if (!/^\d{1,19}$/.test(id)) return null;
  const { rows } = await sql<Row>`${select} WHERE i.id = ${id}`.execute(db);
  return rows[0] ? toAccount(rows[0]) : null;
}
