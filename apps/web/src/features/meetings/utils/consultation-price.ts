import type { TMeeting } from "@radar/contract/meetings";

/** What the page knows of the user's plan and balance (from the current subscription). */
export type ConsultationPlan = {
  /** The plan's consultation_credit_cost. */
  cost: number;
  /** The plan gives one free consultation per period (SPEC §9: Growth and Professional). */
  freeMonthly: boolean;
  /** When the current credit period began (last_period_reset, else start_date). */
  periodStart: string | null;
  /** credits_remaining. */
  balance: number;
};

/** The price of the next booking: `credits` is 0 when it is the period's free consultation. */
export type ConsultationPrice = { credits: number; free: boolean; missing: number };

/**
 * The server's rule (meetings.service priceOf), read from what the web already holds: the plan's
 * free consultation is spent by a free meeting booked this period that was not cancelled (a
 * cancellation before the start gives it back). The server decides again when it books.
 */
export function consultationPrice(plan: ConsultationPlan, meetings: readonly TMeeting[]): ConsultationPrice {
  const since = plan.periodStart ? Date.parse(plan.periodStart) : Number.NEGATIVE_INFINITY;
  const freeUsed = meetings.some(
    (meeting) => meeting.free_consultation && meeting.cancelled_at === null && Date.parse(meeting.created_at) >= since,
  );
  const free = plan.freeMonthly && !freeUsed;
  const credits = free ? 0 : plan.cost;
  return { credits, free, missing: Math.max(0, Math.round((credits - plan.balance) * 100) / 100) };
}
