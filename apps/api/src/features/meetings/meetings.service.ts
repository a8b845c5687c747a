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
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import { type MeetingRow, toMeetingDto } from "./meeting-dto.ts";
import { cancellationMessage, confirmationMessage, sendMeetingMail } from "./meeting-email.ts";
import { bookingHorizon, type MeetingHours, withinHours } from "./meeting-hours.ts";
import {
  completeEndedMeetings,
  findMeetingForUpdate,
  findMeetingWorkspace,
  insertMeeting,
  isOverlapViolation,
  lockCalendar,
  lockWorkspaceMeetings,
  updateMeeting,
  usedFreeConsultationSince,
  workspaceMeetings,
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
 * The first consultation of the workspace subscription's current period is free on plans with
 * monthly_free_consultation (once per workspace, whichever member books it); otherwise it costs
 * the plan's consultation_credit_cost.
 */
async function priceOf(trx: Transaction<DB>, workspaceId: string): Promise<{ cost: number; free: boolean }> {
  const [costs, subscription] = await Promise.all([currentPlanCosts(trx, workspaceId), findCurrentSubscription(trx, workspaceId)]);
  if (!costs || !subscription) throw AppError.forbidden(MEETING_MSG.noSubscription);
  if (costs.monthly_free_consultation) {
    const periodStart = subscription.last_period_reset ?? subscription.start_date ?? subscription.created_at;
    if (!(await usedFreeConsultationSince(trx, workspaceId, periodStart))) return { cost: 0, free: true };
  }
  return { cost: costs.consultation_credit_cost, free: false };
}

/**
 * POST /api/meetings/create/: a booking of the workspace, by the member who made it, paid from the
 * workspace's credits. The row and the charge are one transaction; the database's exclusion
 * constraint decides a race for the slot (the loser's transaction, charge included, rolls back and
 * it gets SPEC §8's non_field_errors message), with inserts taken one at a time (lockCalendar) so the
 * race ends in that message and never in a deadlock. The confirmation e-mail follows the commit.
 */
export async function createMeeting(
  ctx: AppContext,
  hours: MeetingHours,
  scope: WorkspaceScope,
  input: TCreateMeetingParsed,
  now = new Date(),
): Promise<TCreateMeetingResponse> {
  const { userId, workspaceId } = scope;
  const start = new Date(input.meeting_date);
  checkBookable(hours, start, input.duration_minutes, now);

  let booked: { row: MeetingRow; balance: number; cost: number; free: boolean };
  try {
    booked = await ctx.db.transaction().execute(async (trx) => {
      await lockWorkspaceMeetings(trx, workspaceId);
      const { cost, free } = await priceOf(trx, workspaceId);
      const room = newRoomName();
      await lockCalendar(trx);
      let row = await insertMeeting(trx, {
        workspace_id: workspaceId,
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
          ? (await chargeCredits(trx, { workspaceId, userId, amount: cost, reason: "consultation", reference: `meeting:${row.id}` }))
              .balance
          : await getBalance(trx, workspaceId);
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

/** GET /api/meetings/: the workspace's meetings (every member's), ended ones completed first; upcoming lists soonest first. */
export async function listMeetings(
  ctx: AppContext,
  scope: WorkspaceScope,
  filters: { status?: TMeetingStatus; time?: TMeetingTimeFilter },
  now = new Date(),
): Promise<TMeeting[]> {
  await completeEndedMeetings(ctx.db, now, scope.workspaceId);
  return (await workspaceMeetings(ctx.db, scope.workspaceId, filters, now)).map(toMeetingDto);
}

export type CancelOptions = (
  | {
      /** A member of the meeting's workspace cancels it (any member may: bookings are the workspace's). */
      scope: WorkspaceScope;
      asAdmin?: undefined;
      actorId?: undefined;
    }
  | {
      /** An admin may cancel anyone's meeting (the booking then shows cancelled too). */
      asAdmin: true;
      actorId: number;
      scope?: undefined;
    }
) & { now?: Date };

/**
 * Cancels a scheduled meeting (SPEC §4: not undoable). Any member of its workspace may, or an admin
 * (asAdmin); another workspace's id reads as missing (404); a completed or cancelled meeting answers
 * 409. Cancelled before its start, the meeting's cost goes back to the workspace through the ledger
 * (idempotent per meeting; the row records the member who cancelled, or the booker for an admin's
 * cancel) and a free consultation becomes available again; after the start nothing is returned. The
 * member who booked gets an e-mail. credits_remaining is the workspace's balance.
 *
 * The admin feature calls this for its booking cancel: `cancelMeeting(ctx, id, { actorId, asAdmin: true })`.
 */
export async function cancelMeeting(ctx: AppContext, meetingId: number, options: CancelOptions): Promise<TCancelMeetingResponse> {
  const now = options.now ?? new Date();
  const actorId = options.asAdmin ? options.actorId : options.scope.userId;
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const workspaceId = await findMeetingWorkspace(trx, meetingId);
    if (workspaceId === undefined || (!options.asAdmin && workspaceId !== options.scope.workspaceId))
      throw AppError.notFound(MEETING_MSG.notFound);
    // The workspace's lock first, as a booking takes it, so a cancel and a booking never wait on each other in a circle.
    await lockWorkspaceMeetings(trx, workspaceId);
    const found = await findMeetingForUpdate(trx, meetingId);
    // Re-checked under the lock: the row is what decides, and it never changes workspace.
    if (!found || String(found.workspace_id) !== workspaceId) throw AppError.notFound(MEETING_MSG.notFound);
    // A meeting whose end has passed is completed (the job or the next read records it), not cancellable.
    if (found.status !== "scheduled" || found.end_time.getTime() <= now.getTime()) throw AppError.conflict(MEETING_MSG.notScheduled);

    const beforeStart = now.getTime() < found.start_time.getTime();
    const row = await updateMeeting(trx, meetingId, {
      status: "cancelled",
      booking_status: "cancelled",
      cancelled_at: now,
      cancelled_by: actorId,
      refunded_at: beforeStart ? now : null,
      updated_at: now,
    });
    const refund = beforeStart ? Number(found.credits_charged) : 0;
    const balance =
      refund > 0
        ? (
            await grantCredits(trx, {
              workspaceId,
              userId: options.asAdmin ? found.user_id : actorId,
              amount: refund,
              reason: "refund",
              reference: `meeting:${meetingId}`,
              idempotencyKey: `meeting-refund:${meetingId}`,
              actorId: options.asAdmin ? options.actorId : undefined,
            })
          ).balance
        : await getBalance(trx, workspaceId);
    return { row, refund, balance, refunded: beforeStart };
  });

  await sendMeetingMail(ctx, outcome.row.user_id, (recipient) =>
    cancellationMessage(outcome.row, recipient, outcome.refunded && outcome.refund > 0),
  );
  return { meeting: toMeetingDto(outcome.row), credits_remaining: outcome.balance, refunded_credits: outcome.refund };
}
