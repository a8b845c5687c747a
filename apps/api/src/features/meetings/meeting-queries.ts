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

/** Serialises one user's bookings and cancellations, so the free consultation is given once. */
export async function lockUserMeetings(trx: Transaction<DB>, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`meetings:user:${userId}`}))`.execute(trx);
}

/** The advisory-lock key that serialises every booking's insert (one consultant, one calendar). */
export const CALENDAR_LOCK_KEY = "meetings:calendar";

/**
 * Taken by a booking just before its insert, after its user's lock. Without it two bookings of the
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

/** Whether the user has had this period's free consultation (one cancelled in time was given back). */
export async function usedFreeConsultationSince(db: Executor, userId: number, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom("meetings")
    .select("id")
    .where("user_id", "=", userId)
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

/** A user's meetings; upcoming ones (or only scheduled ones) soonest first, the others latest first. */
export function userMeetings(
  db: Executor,
  userId: number,
  filters: { status?: TMeetingStatus; time?: TMeetingTimeFilter },
  now: Date,
): Promise<MeetingRow[]> {
  let query = db.selectFrom("meetings").selectAll().where("user_id", "=", userId);
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.time === "upcoming") query = query.where("end_time", ">", now);
  if (filters.time === "past") query = query.where("end_time", "<=", now);
  const soonestFirst = filters.status === "scheduled" || filters.time === "upcoming";
  const order = soonestFirst ? "asc" : "desc";
  return query.orderBy("start_time", order).orderBy("id", order).execute();
}

export async function findMeetingOwner(db: Executor, id: number): Promise<number | undefined> {
  const row = await db.selectFrom("meetings").select("user_id").where("id", "=", id).executeTakeFirst();
  return row?.user_id;
}

export function findMeetingForUpdate(trx: Transaction<DB>, id: number): Promise<MeetingRow | undefined> {
  return trx.selectFrom("meetings").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/**
 * Marks scheduled meetings whose end has passed as completed (all of them, or one user's) and says
 * how many changed. Run by the job and before every read, so the API is right even between runs.
 */
export async function completeEndedMeetings(db: Executor, now = new Date(), userId?: number): Promise<number> {
  let query = db
    .updateTable("meetings")
    .set({ status: "completed", updated_at: now })
    .where("status", "=", "scheduled")
    .where("end_time", "<=", now);
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
