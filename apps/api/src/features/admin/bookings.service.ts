import { ADMIN_MSG, type TBooking, type TUpdateBooking } from "@radar/contract/admin";
import type { TBookingStatus } from "@radar/contract/meetings";
import type { AppContext } from "../../core/context.ts";
import { AppError } from "../../core/http/app-error.ts";
import { cancelMeeting } from "../meetings/public.ts";
import { recordAdminAction } from "./audit.ts";
import { deleteBookingRow, findBookingStatus, lockBookingStatus, setBookingNotesOf, setBookingStatusOf } from "./booking-queries.ts";
import { parseTableQuery } from "./table/table-query.ts";
import { runTableQuery } from "./table/table-sql.ts";

/**
 * Bookings are meetings seen from the admin side (migration 0009): confirming sets the booking
 * status; cancelling is the meetings feature's cancel (both statuses, the refund before the start,
 * the e-mail to the customer); deleting removes the row and its thread.
 */

export async function getBooking(ctx: AppContext, id: number): Promise<TBooking> {
  const page = await runTableQuery(ctx.db, parseTableQuery("bookings", { id: String(id) }));
  const booking = page.results[0];
  if (!booking) throw AppError.notFound(ADMIN_MSG.bookingNotFound);
  return booking as TBooking;
}

async function setBookingStatus(ctx: AppContext, adminId: number, id: number, status: Exclude<TBookingStatus, "cancelled">) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockBookingStatus(trx, id);
    if (!row) throw AppError.notFound(ADMIN_MSG.bookingNotFound);
    // A cancelled meeting has freed its slot (and maybe been refunded): it cannot come back.
    if (row.booking_status === "cancelled" || row.status === "cancelled") throw AppError.conflict(ADMIN_MSG.bookingCancelled);
    if (row.booking_status === status) return;
    await setBookingStatusOf(trx, id, status);
    await recordAdminAction(trx, {
      adminId,
      action: status === "confirmed" ? "booking.confirm" : "booking.pending",
      target: "booking",
      targetId: id,
      details: { from: row.booking_status },
    });
  });
}

async function cancelBooking(ctx: AppContext, adminId: number, id: number) {
  const row = await findBookingStatus(ctx.db, id);
  if (!row) throw AppError.notFound(ADMIN_MSG.bookingNotFound);
  if (row.status === "cancelled") {
    // Cancelled by its owner already (refund done): only the booking's own status may lag behind.
    if (row.booking_status !== "cancelled") await setBookingStatusOf(ctx.db, id, "cancelled");
    return;
  }
  if (row.status === "completed") throw AppError.conflict(ADMIN_MSG.meetingCompleted);
  const outcome = await cancelMeeting(ctx, id, { actorId: adminId, asAdmin: true });
  await recordAdminAction(ctx.db, {
    adminId,
    action: "booking.cancel",
    target: "booking",
    targetId: id,
    details: { refunded_credits: outcome.refunded_credits },
  });
}

async function setBookingNotes(ctx: AppContext, adminId: number, id: number, notes: string | null) {
  if (!(await setBookingNotesOf(ctx.db, id, notes))) throw AppError.notFound(ADMIN_MSG.bookingNotFound);
  await recordAdminAction(ctx.db, { adminId, action: "booking.notes", target: "booking", targetId: id });
}

/** PUT /api/admin/tables/bookings/{id}/: notes first (they may explain a cancellation), then the status. */
export async function updateBooking(
  ctx: AppContext,
  adminId: number,
  id: number,
  patch: { status?: TUpdateBooking["status"]; notes?: string | null },
): Promise<TBooking> {
  if (patch.notes !== undefined) await setBookingNotes(ctx, adminId, id, patch.notes);
  if (patch.status === "cancelled") await cancelBooking(ctx, adminId, id);
  else if (patch.status) await setBookingStatus(ctx, adminId, id, patch.status);
  return getBooking(ctx, id);
}

/** DELETE /api/admin/tables/bookings/{id}/: the row and its thread go; the audit log keeps who and what. */
export async function deleteBooking(ctx: AppContext, adminId: number, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await deleteBookingRow(trx, id);
    if (!row) throw AppError.notFound(ADMIN_MSG.bookingNotFound);
    await recordAdminAction(trx, {
      adminId,
      action: "booking.delete",
      target: "booking",
      targetId: id,
      details: { ...row, start_time: row.start_time.toISOString() },
    });
  });
}
