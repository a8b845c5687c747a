import type { TBookingStatus } from "@radar/contract/meetings";
import type { Transaction } from "kysely";
import type { Executor } from "../../core/db/database.ts";
import type { DB } from "../../core/db/schema.ts";

/** A booking is a meeting row seen from the admin side (migration 0009). */
export function lockBookingStatus(trx: Transaction<DB>, id: number) {
  return trx.selectFrom("meetings").select(["booking_status", "status"]).where("id", "=", id).forUpdate().executeTakeFirst();
}

export function findBookingStatus(db: Executor, id: number) {
  return db.selectFrom("meetings").select(["status", "booking_status"]).where("id", "=", id).executeTakeFirst();
}

export async function setBookingStatusOf(db: Executor, id: number, status: TBookingStatus): Promise<void> {
  await db.updateTable("meetings").set({ booking_status: status, updated_at: new Date() }).where("id", "=", id).execute();
}

/** False when there is no such booking. */
export async function setBookingNotesOf(db: Executor, id: number, notes: string | null): Promise<boolean> {
  const updated = await db
    .updateTable("meetings")
    .set({ admin_notes: notes, updated_at: new Date() })
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();
  return updated !== undefined;
}

/** Deletes the booking (its thread goes with it) and answers what the audit log keeps of it. */
export function deleteBookingRow(trx: Transaction<DB>, id: number) {
  return trx
    .deleteFrom("meetings")
    .where("id", "=", id)
    .returning(["user_id", "start_time", "status", "booking_status", "credits_charged"])
    .executeTakeFirst();
}

export async function bookingExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom("meetings").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

export function bookingCustomer(db: Executor, id: number) {
  return db
    .selectFrom("meetings as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.email", "u.language"])
    .where("m.id", "=", id)
    .executeTakeFirst();
}

/** The booking's thread, oldest first, with each message's author (null once the author's account is gone). */
export function bookingThread(db: Executor, bookingId: number) {
  return db
    .selectFrom("booking_messages as bm")
    .leftJoin("users as a", "a.id", "bm.author_id")
    .select([
      "bm.id",
      "bm.meeting_id",
      "bm.to_address",
      "bm.subject",
      "bm.body",
      "bm.created_at",
      "a.id as author_id",
      "a.first_name",
      "a.last_name",
    ])
    .where("bm.meeting_id", "=", bookingId)
    .orderBy("bm.id", "asc")
    .execute();
}

export async function insertBookingMessage(
  db: Executor,
  values: { meetingId: number; authorId: number; to: string; subject: string; body: string },
): Promise<number> {
  const row = await db
    .insertInto("booking_messages")
    .values({ meeting_id: values.meetingId, author_id: values.authorId, to_address: values.to, subject: values.subject, body: values.body })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
