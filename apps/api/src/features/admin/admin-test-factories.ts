import { randomUUID } from "node:crypto";
import { accessTokenFor, bearer, createUser } from "../../../test/helpers.ts";
import type { AppContext } from "../../core/context.ts";
import { chargeCredits } from "../../core/credits/ledger.ts";
import type { BookingServiceType } from "../../core/db/schema-meetings.ts";

/** Test builders for the admin feature: signed-in admins and users, and bookings as the meetings feature stores them. */

export async function signedInAdmin(ctx: AppContext) {
  const user = await createUser(ctx, { role: "admin", first_name: "Radar", last_name: "Admin" });
  return { user, headers: bearer(await accessTokenFor(ctx, user)) };
}

export async function signedInUser(ctx: AppContext, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx, overrides);
  return { user, headers: bearer(await accessTokenFor(ctx, user)) };
}

let slot = 0;

/**
 * A booked consultation: a meeting row (each on its own hour, so the no-overlap constraint never
 * trips) and, when it cost credits, the charge through the ledger — what a booking leaves behind.
 */
export async function createBooking(
  ctx: AppContext,
  userId: number,
  options: {
    start?: Date;
    minutes?: number;
    charged?: number;
    phone?: string | null;
    notes?: string | null;
    serviceType?: BookingServiceType;
  } = {},
) {
  slot += 1;
  // Far in the future, one hour apart per booking of this test file (a fresh database per file).
  const start = options.start ?? new Date(Date.UTC(2035, 0, 1) + slot * 3_600_000);
  const minutes = options.minutes ?? 30;
  const charged = options.charged ?? 0;
  const row = await ctx.db
    .insertInto("meetings")
    .values({
      user_id: userId,
      start_time: start,
      end_time: new Date(start.getTime() + minutes * 60_000),
      duration_minutes: minutes,
      notes: options.notes ?? null,
      meeting_url: `https://meet.jit.si/radar-test-${randomUUID()}`,
      customer_phone: options.phone ?? null,
      service_type: options.serviceType,
      credits_charged: charged,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (charged > 0) await chargeCredits(ctx.db, { userId, amount: charged, reason: "consultation", reference: `meeting:${row.id}` });
  return row;
}
