import { ERROR_CODE } from "@radar/contract/error-codes";
import {
  MEETING_MSG,
  type TCancelMeetingResponse,
  type TCreateMeetingParsed,
  type TCreateMeetingResponse,
  type TMeeting,
  type TMeetingStatus,
  type TMeetingTimeFilter,
} from "@radar/contract/meetings";
import type { Transaction } from "kysely";
import type { AppContext } from "../../core/context.ts";
import { chargeCredits, getBalance, grantCredits } from "../../core/credits/ledger.ts";
import type { DB } from "../../core/db/schema.ts";
import { AppError } from "../../core/http/app-error.ts";
import { currentPlanCosts, findCurrentSubscription } from "../../core/subscriptions/current-subscription.ts";
import { type MeetingRow, toMeetingDto } from "./meeting-dto.ts";
import { cancellationMessage, confirmationMessage, sendMeetingMail } from "./meeting-email.ts";
import { bookingHorizon, type MeetingHours, withinHours } from "./meeting-hours.ts";
import {
  completeEndedMeetings,
  findMeetingForUpdate,
  findMeetingOwner,
  insertMeeting,
  isOverlapViolation,
  lockCalendar,
  lockUserMeetings,
  updateMeeting,
  usedFreeConsultationSince,
  userMeetings,
} from "./meeting-queries.ts";
import { meetingUrl, newRoomName } from "./meeting-url.ts";

const fieldError = (field: string, message: string) => AppError.fields({ [field]: [message] });

/** SPEC §5: in the future, within the booking horizon, inside the working hours on the slot grid. */
function checkBookable(hours: MeetingHours, start: Date, minutes: number, now: Date): void {
  if (start.getTime() <= now.getTime()) throw fieldError("meeting_date", MEETING_MSG.dateInPast);
  if (start.getTime() >= bookingHorizon(now).getTime()) throw fieldError("meeting_date", MEETING_MSG.tooFarAhead);
  if (!withinHours(hours, start, minutes)) throw fieldError("meeting_date", MEETING_MSG.outsideHours);
}

/**
 * The first consultation of the subscription's current period is free on plans with
 * monthly_free_consultation; otherwise it costs the plan's consultation_credit_cost.
 */
async function priceOf(trx: Transaction<DB>, userId: number): Promise<{ cost: number; free: boolean }> {
  const [costs, subscription] = await Promise.all([currentPlanCosts(trx, userId), findCurrentSubscription(trx, userId)]);
  if (!costs || !subscription) throw AppError.forbidden(MEETING_MSG.noSubscription);
  if (costs.monthly_free_consultation) {
    const periodStart = subscription.last_period_reset ?? subscription.start_date ?? subscription.created_at;
    if (!(await usedFreeConsultationSince(trx, userId, periodStart))) return { cost: 0, free: true };
  }
  return { cost: costs.consultation_credit_cost, free: false };
}

/**
 * POST /api/meetings/create/. The row and the charge are one transaction; the database's exclusion
 * constraint decides a race for the slot (the loser's transaction, charge included, rolls back and
 * it gets SPEC §8's non_field_errors message), with inserts taken one at a time (lockCalendar) so the
 * race ends in that message and never in a deadlock. The confirmation e-mail follows the commit.
 */
export async function createMeeting(
  ctx: AppContext,
  hours: MeetingHours,
  userId: number,
  input: TCreateMeetingParsed,
  now = new Date(),
): Promise<TCreateMeetingResponse> {
  const start = new Date(input.meeting_date);
  checkBookable(hours, start, input.duration_minutes, now);

  let booked: { row: MeetingRow; balance: number; cost: number; free: boolean };
  try {
    booked = await ctx.db.transaction().execute(async (trx) => {
      await lockUserMeetings(trx, userId);
      const { cost, free } = await priceOf(trx, userId);
      const room = newRoomName();
      await lockCalendar(trx);
      let row = await insertMeeting(trx, {
        user_id: userId,
        start_time: start,
        end_time: new Date(start.getTime() + input.duration_minutes * 60_000),
        duration_minutes: input.duration_minutes,
        notes: input.notes ?? null,
        meeting_url: meetingUrl(ctx.config.MEETING_URL_TEMPLATE, 0, room),
        credits_charged: cost,
        free_consultation: free,
      });
      if (ctx.config.MEETING_URL_TEMPLATE.includes("{id}")) {
        row = await updateMeeting(trx, row.id, { meeting_url: meetingUrl(ctx.config.MEETING_URL_TEMPLATE, row.id, room) });
      }
      const balance =
        cost > 0
          ? (await chargeCredits(trx, { userId, amount: cost, reason: "consultation", reference: `meeting:${row.id}` })).balance
          : await getBalance(trx, userId);
      return { row, balance, cost, free };
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw AppError.fields({ non_field_errors: [MEETING_MSG.overlap] }, ERROR_CODE.meetingOverlap);
    throw error;
  }

  await sendMeetingMail(ctx, userId, (recipient) => confirmationMessage(booked.row, recipient));
  return {
    meeting: toMeetingDto(booked.row),
    credits_remaining: booked.balance,
    credits_charged: booked.cost,
    free_consultation: booked.free,
  };
}

/** GET /api/meetings/: the user's meetings, ended ones completed first; upcoming lists soonest first. */
export async function listMeetings(
  ctx: AppContext,
  userId: number,
  filters: { status?: TMeetingStatus; time?: TMeetingTimeFilter },
  now = new Date(),
): Promise<TMeeting[]> {
  await completeEndedMeetings(ctx.db, now, userId);
  return (await userMeetings(ctx.db, userId, filters, now)).map(toMeetingDto);
}

export interface CancelOptions {
  /** Who cancels: the owner, or the admin when asAdmin. */
  actorId: number;
  /** An admin may cancel anyone's meeting (the booking then shows cancelled too). */
  asAdmin?: boolean;
  now?: Date;
}

/**
 * Cancels a scheduled meeting (SPEC §4: not undoable). Only its owner may, unless asAdmin; someone
 * else's id reads as missing (404); a completed or cancelled meeting answers 409. Cancelled before
 * its start, the meeting's cost goes back to the owner through the ledger (idempotent per meeting)
 * and a free consultation becomes available again; after the start nothing is returned. The owner
 * gets an e-mail. credits_remaining is the owner's balance.
 *
 * The admin feature calls this for its booking cancel: `cancelMeeting(ctx, id, { actorId, asAdmin: true })`.
 */
export async function cancelMeeting(ctx: AppContext, meetingId: number, options: CancelOptions): Promise<TCancelMeetingResponse> {
  const now = options.now ?? new Date();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const owner = await findMeetingOwner(trx, meetingId);
    if (owner === undefined || (!options.asAdmin && owner !== options.actorId)) throw AppError.notFound(MEETING_MSG.notFound);
    // The owner's lock first, as a booking takes it, so a cancel and a booking never wait on each other in a circle.
    await lockUserMeetings(trx, owner);
    const found = await findMeetingForUpdate(trx, meetingId);
    if (!found) throw AppError.notFound(MEETING_MSG.notFound);
    // A meeting whose end has passed is completed (the job or the next read records it), not cancellable.
    if (found.status !== "scheduled" || found.end_time.getTime() <= now.getTime()) throw AppError.conflict(MEETING_MSG.notScheduled);

    const beforeStart = now.getTime() < found.start_time.getTime();
    const row = await updateMeeting(trx, meetingId, {
      status: "cancelled",
      booking_status: "cancelled",
      cancelled_at: now,
      cancelled_by: options.actorId,
      refunded_at: beforeStart ? now : null,
      updated_at: now,
    });
    const refund = beforeStart ? Number(found.credits_charged) : 0;
    const balance =
      refund > 0
        ? (
            await grantCredits(trx, {
              userId: found.user_id,
              amount: refund,
              reason: "refund",
              reference: `meeting:${meetingId}`,
              idempotencyKey: `meeting-refund:${meetingId}`,
              actorId: options.asAdmin ? options.actorId : undefined,
            })
          ).balance
        : await getBalance(trx, found.user_id);
    return { row, refund, balance, refunded: beforeStart };
  });

  await sendMeetingMail(ctx, outcome.row.user_id, (recipient) =>
    cancellationMessage(outcome.row, recipient, outcome.refunded && outcome.refund > 0),
  );
  return { meeting: toMeetingDto(outcome.row), credits_remaining: outcome.balance, refunded_credits: outcome.refund };
}
