import type { TMeetingStatus, TMeetingTimeFilter } from "@radar/contract/meetings";
import { type Insertable, sql, type Transaction, type Updateable } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";
import type { MeetingsTable } from "../../core/db/schema-meetings.ts";
import type { MeetingRow } from "./meeting-dto.ts";

/** The exclusion constraint of migration 0009: no two live meetings overlap. */
export const NO_OVERLAP_CONSTRAINT = "meetings_no_overlap";

export function isOverlapViolation(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === "23P01" && pgError.constraint === NO_OVERLAP_CONSTRAINT;
}

/** Serialises one workspace's bookings and cancellations, so its free consultation is given once. */
export async function lockWorkspaceMeetings(trx: Transaction<DB>, workspaceId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`meetings:workspace:${workspaceId}`}))`.execute(trx);
}

/** The advisory-lock key that serialises every booking's insert (one consultant, one calendar). */
export const CALENDAR_LOCK_KEY = "meetings:calendar";

/**
 * Taken by a booking just before its insert, after its workspace's lock. Without it two bookings of the
 * same slot could each insert their index entry, each find the other's in the exclusion check and
 * each wait for the other: PostgreSQL breaks that deadlock with 40P01 (execIndexing.c says so), and
 * the loser got a 500 instead of SPEC §8's overlap message. Serialised, the second insert finds the
 * first one committed and fails with 23P01, every time. Bookings are rare, so the wait costs nothing.
 */
export async function lockCalendar(trx: Transaction<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${CALENDAR_LOCK_KEY}))`.execute(trx);
}

/** Live (not cancelled) meetings that overlap [from, to). */
export function liveMeetingsBetween(db: Executor, from: Date, to: Date): Promise<{ start_time: Date; end_time: Date }[]> {
  return db
    .selectFrom("meetings")
    .select(["start_time", "end_time"])
    .where("status", "<>", "cancelled")
    .where("start_time", "<", to)
    .where("end_time", ">", from)
    .execute();
}

/** Whether the workspace has had this period's free consultation (one cancelled in time was given back). */
export async function usedFreeConsultationSince(db: Executor, workspaceId: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom("meetings")
    .select("id")
    .where("workspace_id", "=", workspaceId)
    .where("free_consultation", "=", true)
    .where("refunded_at", "is", null)
    .where("created_at", ">=", since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertMeeting(trx: Transaction<DB>, values: Insertable<MeetingsTable>): Promise<MeetingRow> {
  return trx.insertInto("meetings").values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateMeeting(trx: Transaction<DB>, id: number, changes: Updateable<MeetingsTable>): Promise<MeetingRow> {
  return trx.updateTable("meetings").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

/** A workspace's meetings; upcoming ones (or only scheduled ones) soonest first, the others latest first. */
export function workspaceMeetings(
  db: Executor,
  workspaceId: string,
  filters: { status?: TMeetingStatus; time?: TMeetingTimeFilter },
  now: Date,
): Promise<MeetingRow[]> {
  let query = db.selectFrom("meetings").selectAll().where("workspace_id", "=", workspaceId);
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.time === "upcoming") query = query.where("end_time", ">", now);
  if (filters.time === "past") query = query.where("end_time", "<=", now);
  const soonestFirst = filters.status === "scheduled" || filters.time === "upcoming";
  const order = soonestFirst ? "asc" : "desc";
  return query.orderBy("start_time", order).orderBy("id", order).execute();
}

/**
 * The workspace a meeting belongs to (its row is locked later, under that workspace's lock), as text
 * like a request's scope: the pool reads bigint columns as numbers.
 */
export async function findMeetingWorkspace(db: Executor, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("meetings")
    .select(sql<string>`workspace_id::text`.as("workspace_id"))
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.workspace_id;
}

export function findMeetingForUpdate(trx: Transaction<DB>, id: number): Promise<MeetingRow | undefined> {
  return trx.selectFrom("meetings").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/**
 * Marks scheduled meetings whose end has passed as completed (all of them, or one workspace's) and
 * says how many changed. Run by the job and before every read, so the API is right even between runs.
 */
export async function completeEndedMeetings(db: Executor, now = new Date(), workspaceId?: string): Promise<number> {
  let query = db
    .updateTable("meetings")
    .set({ status: "completed", updated_at: now })
    .where("status", "=", "scheduled")
    .where("end_time", "<=", now);
  if (workspaceId !== undefined) query = query.where("workspace_id", "=", workspaceId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
