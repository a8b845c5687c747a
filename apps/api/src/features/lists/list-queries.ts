import type { TPlatform } from "@radar/contract/constants";
import { LIST_MEMBER_STATUSES, type TListMemberStatus, type TListSortField } from "@radar/contract/lists";
import { type RawBuilder, sql, type Transaction } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";
import { memberName } from "../../core/users/user-queries.ts";

export type { Executor };

/** One list with its counts per status and its share, as one row. */
export interface ListRow {
  id: number;
  name: string;
  created_at: Date;
  updated_at: Date;
  status_counts: Partial<Record<TListMemberStatus, number>>;
  share_token: string | null;
  share_include_notes: boolean | null;
  share_created_at: Date | null;
}

/**
 * A member with the index's current figures where the account is still indexed, else the snapshot
 * taken when it was added. Figures the index marks as missing are null, as in search results.
 */
export interface MemberRow {
  influencer_id: string;
  in_index: boolean;
  platform: TPlatform;
  username: string;
  full_name: string;
  followers: number;
  er_bp: number | null;
  aqs: number | null;
  avatar_url: string | null;
  data_date: Date;
  status: TListMemberStatus;
  /** numeric(12,2) arrives as text. */
  price_sar: string | null;
  note: string;
  added_at: Date;
  updated_at: Date;
  added_by_id: number | null;
  added_by_name: string | null;
}

const listSelect = sql`
  SELECT l.id, l.name, l.created_at, l.updated_at,
    coalesce((SELECT jsonb_object_agg(c.status, c.n) FROM (
      SELECT m.status, count(*) AS n FROM list_members m WHERE m.list_id = l.id GROUP BY m.status) c), '{}'::jsonb) AS status_counts,
    s.token AS share_token, s.include_notes AS share_include_notes, s.created_at AS share_created_at
  FROM lists l LEFT JOIN list_shares s ON s.list_id = l.id`;

export async function workspaceLists(db: Executor, workspaceId: string): Promise<ListRow[]> {
  const { rows } = await sql<ListRow>`${listSelect} WHERE l.workspace_id = ${workspaceId} ORDER BY l.updated_at DESC, l.id DESC`.execute(
    db,
  );
  return rows;
}

/** The workspace's list, or undefined when there is none with this id or it is another workspace's. */
export async function workspaceList(db: Executor, workspaceId: string, listId: number): Promise<ListRow | undefined> {
  const { rows } = await sql<ListRow>`${listSelect} WHERE l.workspace_id = ${workspaceId} AND l.id = ${listId}`.execute(db);
  return rows[0];
}

/** Locks the workspace's list for the rest of the transaction (concurrent adds wait here); false when not its. */
export async function lockWorkspaceList(trx: Transaction<DB>, workspaceId: string, listId: number): Promise<boolean> {
  const { rows } = await sql`SELECT id FROM lists WHERE id = ${listId} AND workspace_id = ${workspaceId} FOR UPDATE`.execute(trx);
  return rows.length > 0;
}

/** Serialises the creation of a workspace's lists, so two members creating at once see each other's count. */
export async function lockListCreation(trx: Transaction<DB>, workspaceId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`lists:workspace:${workspaceId}`}))`.execute(trx);
}

export async function countWorkspaceLists(db: Executor, workspaceId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM lists WHERE workspace_id = ${workspaceId}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Inserts the list unless the workspace has one of the same name (any case); undefined then. `userId` is its author. */
export async function insertList(trx: Transaction<DB>, workspaceId: string, userId: number, name: string): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO lists (workspace_id, user_id, name) VALUES (${workspaceId}, ${userId}, ${name})
    ON CONFLICT (workspace_id, lower(name)) DO NOTHING RETURNING id`.execute(trx);
  return rows[0]?.id;
}

/** False when the workspace has no list with this id; a taken name throws the unique violation. */
export async function renameWorkspaceList(db: Executor, workspaceId: string, listId: number, name: string): Promise<boolean> {
  const updated = await db
    .updateTable("lists")
    .set({ name, updated_at: new Date() })
    .where("id", "=", listId)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** False when the workspace has no list with this id. */
export async function deleteWorkspaceList(db: Executor, workspaceId: string, listId: number): Promise<boolean> {
  const deleted = await db.deleteFrom("lists").where("id", "=", listId).where("workspace_id", "=", workspaceId).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

export async function touchList(db: Executor, listId: number): Promise<void> {
  await sql`UPDATE lists SET updated_at = now() WHERE id = ${listId}`.execute(db);
}

export async function countMembers(db: Executor, listId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM list_members WHERE list_id = ${listId}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Which of `ids` are already on the list. */
export async function presentMembers(db: Executor, listId: number, ids: string[]): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`
    SELECT influencer_id::text AS id FROM list_members WHERE list_id = ${listId} AND influencer_id = ANY(${ids}::bigint[])`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` the index holds. */
export async function indexedIds(db: Executor, ids: string[]): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`SELECT id::text AS id FROM influencers WHERE id = ANY(${ids}::bigint[])`.execute(db);
  return new Set(rows.map((row) => row.id));
}

const missing = (field: string) => sql`coalesce(${field} = ANY(p.missing_fields), false)`;

/** Adds the indexed accounts `ids` with a snapshot of their figures, as added by `addedBy`; ids already present are kept as they were. */
export async function insertMembers(trx: Transaction<DB>, listId: number, ids: string[], addedBy: number): Promise<number> {
  const result = await sql`
    INSERT INTO list_members (list_id, influencer_id, platform, username, full_name, followers, er_bp, aqs, avatar_url, data_date, added_by)
    SELECT ${listId}, i.id, i.platform, i.username, i.full_name, i.followers,
      CASE WHEN ${missing("er")} THEN NULL ELSE i.er_bp END,
      CASE WHEN ${missing("aqs")} THEN NULL ELSE i.aqs END,
      p.avatar_url, coalesce(p.fetched_at, i.updated_at), ${addedBy}
    FROM influencers i LEFT JOIN influencer_profiles p ON p.id = i.id
    WHERE i.id = ANY(${ids}::bigint[])
    ON CONFLICT (list_id, influencer_id) DO NOTHING`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

export interface MemberChanges {
  status?: TListMemberStatus;
  price_sar?: number | null;
  note?: string;
}

/** Only the fields given change; false when the account is not on the list. */
export async function updateMemberRow(
  trx: Transaction<DB>,
  listId: number,
  influencerId: string,
  changes: MemberChanges,
): Promise<boolean> {
  const updated = await trx
    .updateTable("list_members")
    .set({
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.price_sar !== undefined ? { price_sar: changes.price_sar } : {}),
      ...(changes.note !== undefined ? { note: changes.note } : {}),
      updated_at: new Date(),
    })
    .where("list_id", "=", listId)
    .where("influencer_id", "=", influencerId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** False when the account is not on the list. */
export async function deleteMemberRow(trx: Transaction<DB>, listId: number, influencerId: string): Promise<boolean> {
  const deleted = await trx
    .deleteFrom("list_members")
    .where("list_id", "=", listId)
    .where("influencer_id", "=", influencerId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/**
 * Brings the snapshot of members still in the index up to the index's figures (on re-add and on the
 * owner's edits), so an account that later leaves the index shows figures as recent as possible.
 */
export async function refreshSnapshots(trx: Transaction<DB>, listId: number, ids: string[]): Promise<void> {
  await sql`
    UPDATE list_members m SET platform = i.platform, username = i.username, full_name = i.full_name, followers = i.followers,
      er_bp = CASE WHEN ${missing("er")} THEN NULL ELSE i.er_bp END,
      aqs = CASE WHEN ${missing("aqs")} THEN NULL ELSE i.aqs END,
      avatar_url = p.avatar_url, data_date = coalesce(p.fetched_at, i.updated_at)
    FROM influencers i LEFT JOIN influencer_profiles p ON p.id = i.id
    WHERE m.list_id = ${listId} AND m.influencer_id = ANY(${ids}::bigint[]) AND i.id = m.influencer_id`.execute(trx);
}

/**
 * Each member's index rows are read by primary key (LATERAL … OFFSET 0 keeps the planner from hashing
 * the whole index, its choice for a small one: 2,000 members over a 52,000-account index took 91 ms
 * with plain joins and 16 ms this way, EXPLAIN ANALYZE). A member that left the index keeps its snapshot.
 */
const memberSelect = sql`
  SELECT m.influencer_id::text AS influencer_id, (i.id IS NOT NULL) AS in_index,
    coalesce(i.platform::text, m.platform) AS platform,
    coalesce(i.username, m.username) AS username,
    coalesce(i.full_name, m.full_name) AS full_name,
    coalesce(i.followers, m.followers) AS followers,
    CASE WHEN i.id IS NULL THEN m.er_bp WHEN ${missing("er")} THEN NULL ELSE i.er_bp END AS er_bp,
    CASE WHEN i.id IS NULL THEN m.aqs WHEN ${missing("aqs")} THEN NULL ELSE i.aqs END AS aqs,
    CASE WHEN i.id IS NULL THEN m.avatar_url ELSE p.avatar_url END AS avatar_url,
    CASE WHEN i.id IS NULL THEN m.data_date ELSE coalesce(p.fetched_at, i.updated_at) END AS data_date,
    m.status, m.price_sar, m.note, m.added_at, m.updated_at,
    m.added_by AS added_by_id, ${memberName(sql`ab`)} AS added_by_name
  FROM list_members m
    LEFT JOIN users ab ON ab.id = m.added_by
    LEFT JOIN LATERAL (
      SELECT id, platform, username, full_name, followers, er_bp, aqs, updated_at FROM influencers WHERE id = m.influencer_id OFFSET 0
    ) i ON true
    LEFT JOIN LATERAL (
      SELECT avatar_url, fetched_at, missing_fields FROM influencer_profiles WHERE id = m.influencer_id OFFSET 0
    ) p ON true`;

const STATUS_ORDER = sql.raw(`ARRAY[${LIST_MEMBER_STATUSES.map((status) => `'${status}'`).join(", ")}]::text[]`);

/** The sort keys, on the members' subquery `q`; every order ends with the id so pages are stable. */
const SORT_KEYS: Record<TListSortField, RawBuilder<unknown>> = {
  added_at: sql`q.added_at`,
  name: sql`lower(q.full_name)`,
  followers: sql`q.followers`,
  er: sql`q.er_bp`,
  aqs: sql`q.aqs`,
  status: sql`array_position(${STATUS_ORDER}, q.status)`,
  price_sar: sql`q.price_sar`,
};

export interface MemberQuery {
  status?: TListMemberStatus;
  sort: TListSortField;
  order: "asc" | "desc";
  influencerId?: string;
}

/** The members of a list, filtered and sorted in the database (a list holds up to 2,000). Unknown figures sort last. */
export async function listMembers(db: Executor, listId: number, query: MemberQuery): Promise<MemberRow[]> {
  const direction = query.order === "asc" ? sql`ASC` : sql`DESC`;
  const { rows } = await sql<MemberRow>`
    SELECT * FROM (${memberSelect}
      WHERE m.list_id = ${listId}
        ${query.status ? sql`AND m.status = ${query.status}` : sql``}
        ${query.influencerId ? sql`AND m.influencer_id = ${query.influencerId}::bigint` : sql``}) q
    ORDER BY ${SORT_KEYS[query.sort]} ${direction} NULLS LAST, q.influencer_id ${direction}`.execute(db);
  return rows;
}
