import { MEETING_MSG, type TCreateMeetingResponse, type TMeeting, type TTimeSlot } from "@radar/contract/meetings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { at, book, dayString, nextDay, riyadhDay, workingDays } from "../../../test/fixtures/meetings.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, lastMailTo, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import { setCredits } from "../../core/credits/ledger.ts";
import type { UserRow } from "../../core/users/user-dto.ts";
import { meetingsJobs } from "./meetings.jobs.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const freshDay = workingDays();
const BASIC = 1;
const GROWTH = 2;

async function customer(planId: number | null = BASIC, overrides: { language?: "en" | "ar"; first_name?: string } = {}) {
  const user = await createUser(env.ctx, overrides);
  if (planId !== null) await createSubscription(env.ctx, user.id, planId);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const slots = async (headers: Record<string, string>, date: string) => {
  const response = await env.app.inject({ url: `/api/meetings/available-slots/?date=${date}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<TTimeSlot[]>();
};

const balanceOf = async (userId: number) =>
  Number(
    (await env.ctx.db.selectFrom("credit_accounts").select("balance").where("user_id", "=", userId).executeTakeFirstOrThrow()).balance,
  );

describe("GET /api/meetings/available-slots/", () => {
  it("lists the working day's 30-minute slots from 09:00 to 17:00 Riyadh time", async () => {
    const { headers } = await customer();
    const day = freshDay();
    const list = await slots(headers, dayString(day));
    expect(list).toHaveLength(16);
    expect(list[0]).toEqual({ start_time: at(day, "09:00"), end_time: at(day, "09:30"), is_available: true });
    expect(list.at(-1)).toEqual({ start_time: at(day, "16:30"), end_time: at(day, "17:00"), is_available: true });
    // Riyadh is UTC+3 all year.
    expect(list[0]?.start_time).toMatch(/T06:00:00.000Z$/);
  });

  it("has no slots on a day off (Friday and Saturday by default)", async () => {
    const { headers } = await customer();
    expect(await slots(headers, dayString(nextDay(1, false)))).toEqual([]);
  });

  it("marks slots taken by anyone's live meeting unavailable, and frees them when it is cancelled", async () => {
    const booker = await customer();
    const viewer = await customer();
    const day = freshDay();
    const created = await book(env.app, booker.headers, at(day, "10:00"), 60);
    expect(created.statusCode).toBe(201);
    const taken = (await slots(viewer.headers, dayString(day))).filter((slot) => !slot.is_available).map((slot) => slot.start_time);
    expect(taken).toEqual([at(day, "10:00"), at(day, "10:30")]);

    const id = created.json<TCreateMeetingResponse>().meeting.meeting_id;
    await env.app.inject({ method: "POST", url: `/api/meetings/${id}/cancel/`, headers: booker.headers });
    expect((await slots(viewer.headers, dayString(day))).every((slot) => slot.is_available)).toBe(true);
  });

  it("marks past slots unavailable (every day worked round the clock)", async () => {
    const local = await createTestEnv({
      MEETING_WORKDAYS: "sun,mon,tue,wed,thu,fri,sat",
      MEETING_DAY_START: "00:00",
      MEETING_DAY_END: "24:00",
    });
    try {
      const user = await createUser(local.ctx);
      const headers = bearer(await accessTokenFor(local.ctx, user));
      const today = dayString(riyadhDay(0));
      const before = Date.now();
      const response = await local.app.inject({ url: `/api/meetings/available-slots/?date=${today}`, headers });
      const after = Date.now();
      const list = response.json<TTimeSlot[]>();
      expect(list).toHaveLength(48);
      for (const slot of list) {
        const start = Date.parse(slot.start_time);
        if (start <= before) expect(slot.is_available).toBe(false);
        if (start > after) expect(slot.is_available).toBe(true);
      }
      const yesterday = await local.app.inject({ url: `/api/meetings/available-slots/?date=${dayString(riyadhDay(-1))}`, headers });
      expect(yesterday.json<TTimeSlot[]>().every((slot) => !slot.is_available)).toBe(true);
    } finally {
      await local.close();
    }
  });

  it("marks slots beyond the 90-day booking horizon unavailable", async () => {
    const { headers } = await customer();
    const far = nextDay(95);
    const list = await slots(headers, dayString(far));
    expect(list).toHaveLength(16);
    expect(list.every((slot) => !slot.is_available)).toBe(true);
  });

  it("answers 400 for a missing or malformed date and 401 without a token", async () => {
    const { headers } = await customer();
    for (const query of ["", "?date=", "?date=2026-02-30", "?date=22-11-2026", "?date=2026-1-5"]) {
      const response = await env.app.inject({ url: `/api/meetings/available-slots/${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ date: [MEETING_MSG.invalidDay] });
    }
    expect((await env.app.inject({ url: `/api/meetings/available-slots/?date=${dayString(nextDay(2))}` })).statusCode).toBe(401);
  });
});

describe("POST /api/meetings/create/", () => {
  it("books a slot, charges the Basic plan's 200 credits through the ledger and returns credits_remaining", async () => {
    const { user, headers } = await customer(BASIC);
    const day = freshDay();
    const response = await book(env.app, headers, at(day, "11:00"), 30, "  Launch plan for Ramadan  ");
    expect(response.statusCode).toBe(201);
    const body = response.json<TCreateMeetingResponse>();
    expect(body).toMatchObject({ credits_remaining: 400, credits_charged: 200, free_consultation: false });
    expect(body.meeting).toMatchObject({
      meeting_date: at(day, "11:00"),
      start_time: at(day, "11:00"),
      end_time: at(day, "11:30"),
      duration_minutes: 30,
      notes: "Launch plan for Ramadan",
      status: "scheduled",
      booking_status: "pending",
      service_type: "consultation",
      credits_charged: 200,
      cancelled_at: null,
    });
    expect(body.meeting.meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/InfluencersRadar-[0-9a-f]{20}$/);
    expect(await balanceOf(user.id)).toBe(400);
    const ledger = await env.ctx.db
      .selectFrom("credit_ledger")
      .select(["delta", "reason", "reference"])
      .where("user_id", "=", user.id)
      .where("reason", "=", "consultation")
      .execute();
    expect(ledger).toEqual([{ delta: "-200.00", reason: "consultation", reference: `meeting:${body.meeting.meeting_id}` }]);
  });

  it("gives each meeting its own room, and builds links from MEETING_URL_TEMPLATE with {id}", async () => {
    const local = await createTestEnv({ MEETING_URL_TEMPLATE: "https://meet.example.com/radar/{id}?room={room}" });
    try {
      const user = await createUser(local.ctx);
      await createSubscription(local.ctx, user.id, BASIC);
      const headers = bearer(await accessTokenFor(local.ctx, user));
      const day = freshDay();
      const first = (await book(local.app, headers, at(day, "09:00"))).json<TCreateMeetingResponse>().meeting;
      const second = (await book(local.app, headers, at(day, "09:30"))).json<TCreateMeetingResponse>().meeting;
      expect(first.meeting_url).toMatch(new RegExp(`^https://meet\\.example\\.com/radar/${first.meeting_id}\\?room=[0-9a-f]{20}$`));
      expect(second.meeting_url).not.toBe(first.meeting_url);
    } finally {
      await local.close();
    }
  });

  it("omits empty notes", async () => {
    const { headers } = await customer();
    const response = await book(env.app, headers, at(freshDay(), "12:00"), 30, "   ");
    expect(response.json<TCreateMeetingResponse>().meeting.notes).toBeNull();
  });

  it("validates the date (past, outside hours, off the slot grid, a day off, too far ahead) and the duration", async () => {
    const { user, headers } = await customer();
    const day = freshDay();
    const cases: [string, number, Record<string, string[]>][] = [
      [new Date(Date.now() - 60_000).toISOString(), 30, { meeting_date: [MEETING_MSG.dateInPast] }],
      [at(day, "08:30"), 30, { meeting_date: [MEETING_MSG.outsideHours] }],
      [at(day, "16:45"), 30, { meeting_date: [MEETING_MSG.outsideHours] }],
      [at(day, "16:30"), 60, { meeting_date: [MEETING_MSG.outsideHours] }],
      [at(day, "10:10"), 30, { meeting_date: [MEETING_MSG.outsideHours] }],
      [at(nextDay(1, false), "10:00"), 30, { meeting_date: [MEETING_MSG.outsideHours] }],
      [at(nextDay(95), "10:00"), 30, { meeting_date: [MEETING_MSG.tooFarAhead] }],
      [at(day, "10:00"), 10, { duration_minutes: [MEETING_MSG.durationMin] }],
      [at(day, "10:00"), 14.5, { duration_minutes: [MEETING_MSG.durationMin] }],
      [at(day, "10:00"), 241, { duration_minutes: [MEETING_MSG.durationMax] }],
      ["next tuesday", 30, { meeting_date: [MEETING_MSG.invalidDateTime] }],
      ["2026-11-22T10:00:00", 30, { meeting_date: [MEETING_MSG.invalidDateTime] }],
    ];
    for (const [date, minutes, errors] of cases) {
      const response = await book(env.app, headers, date, minutes);
      expect(response.statusCode, `${date} ${minutes}`).toBe(400);
      expect(response.json(), `${date} ${minutes}`).toEqual(errors);
    }
    const missing = await env.app.inject({ method: "POST", url: "/api/meetings/create/", headers, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(["duration_minutes", "meeting_date"]);
    const longNotes = await book(env.app, headers, at(day, "10:00"), 30, "x".repeat(2001));
    expect(longNotes.json()).toEqual({ notes: [MEETING_MSG.notesTooLong] });
    // A longer meeting that spans two slots inside the hours is fine.
    expect((await book(env.app, headers, at(day, "16:00"), 60)).statusCode).toBe(201);
    expect(await balanceOf(user.id)).toBe(400);
  });

  it("answers 400 non_field_errors when the time overlaps another meeting, and charges nothing", async () => {
    const first = await customer();
    const second = await customer();
    const day = freshDay();
    expect((await book(env.app, first.headers, at(day, "13:00"), 60)).statusCode).toBe(201);
    const clash = await book(env.app, second.headers, at(day, "13:30"), 30);
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ non_field_errors: ["There is already a meeting scheduled at this time"], code: "meeting_overlap" });
    expect(await balanceOf(second.user.id)).toBe(600);
    // Back to back is not an overlap.
    expect((await book(env.app, second.headers, at(day, "14:00"), 30)).statusCode).toBe(201);
  });

  it("answers 403 without an active subscription and 402 when credits are short, booking nothing", async () => {
    const none = await customer(null);
    const day = freshDay();
    const forbidden = await book(env.app, none.headers, at(day, "09:00"));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: MEETING_MSG.noSubscription });

    const poor = await customer(BASIC);
    await setCredits(env.ctx.db, { workspaceId: workspaceIdOf(poor.user), userId: poor.user.id, balance: 150, reason: "admin_adjustment" });
    const short = await book(env.app, poor.headers, at(day, "09:00"));
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ detail: "Insufficient credits" });
    const rows = await env.ctx.db.selectFrom("meetings").select("id").where("user_id", "=", poor.user.id).execute();
    expect(rows).toEqual([]);
    // The slot stayed free.
    expect((await book(env.app, (await customer(BASIC)).headers, at(day, "09:00"))).statusCode).toBe(201);
  });

  it("gives the first consultation of each period free on plans with monthly_free_consultation", async () => {
    const { user, headers } = await customer(GROWTH);
    const day = freshDay();
    const first = (await book(env.app, headers, at(day, "09:00"))).json<TCreateMeetingResponse>();
    expect(first).toMatchObject({ credits_remaining: 1250, credits_charged: 0, free_consultation: true });
    expect(first.meeting).toMatchObject({ credits_charged: 0, free_consultation: true });

    const second = (await book(env.app, headers, at(day, "09:30"))).json<TCreateMeetingResponse>();
    expect(second).toMatchObject({ credits_remaining: 1050, credits_charged: 200, free_consultation: false });

    // A new period (the billing cycle's monthly reset) brings a new free consultation.
    await env.ctx.db.updateTable("subscriptions").set({ last_period_reset: new Date() }).where("user_id", "=", user.id).execute();
    const third = (await book(env.app, headers, at(day, "10:00"))).json<TCreateMeetingResponse>();
    expect(third).toMatchObject({ credits_remaining: 1050, credits_charged: 0, free_consultation: true });
    expect(await balanceOf(user.id)).toBe(1050);
  });

  it("gives the free consultation once even to two bookings sent at the same moment", async () => {
    const { user, headers } = await customer(GROWTH);
    const day = freshDay();
    const responses = await Promise.all([book(env.app, headers, at(day, "14:00")), book(env.app, headers, at(day, "15:00"))]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    const free = responses.map((response) => response.json<TCreateMeetingResponse>().free_consultation).sort();
    expect(free).toEqual([false, true]);
    expect(await balanceOf(user.id)).toBe(1050);
  });

  it("sends a confirmation e-mail with the join link in the user's language", async () => {
    const english = await customer(BASIC, { first_name: "Sara" });
    const arabic = await customer(BASIC, { language: "ar", first_name: "ليلى" });
    const day = freshDay();
    const en = (await book(env.app, english.headers, at(day, "09:00"))).json<TCreateMeetingResponse>().meeting;
    const ar = (await book(env.app, arabic.headers, at(day, "09:30"))).json<TCreateMeetingResponse>().meeting;

    const enMail = (await lastMailTo(env.ctx, english.user.email)).row;
    expect(enMail?.template).toBe("meeting-confirmation");
    expect(enMail?.subject).toMatch(/^Your consultation on \w+day, /);
    expect(enMail?.text_body).toContain("Hello Sara,");
    expect(enMail?.text_body).toContain("9:00 AM (Riyadh time)");
    expect(enMail?.text_body).toContain(en.meeting_url);
    expect(enMail?.html_body).toContain('dir="ltr"');

    const arMail = (await lastMailTo(env.ctx, arabic.user.email)).row;
    expect(arMail?.template).toBe("meeting-confirmation");
    expect(arMail?.subject).toMatch(/^تم حجز استشارتك يوم /);
    expect(arMail?.text_body).toContain("مرحباً ليلى،");
    expect(arMail?.text_body).toContain("بتوقيت الرياض");
    expect(arMail?.text_body).toContain("9:30");
    expect(arMail?.text_body).toContain(ar.meeting_url);
    expect(arMail?.html_body).toContain('lang="ar" dir="rtl"');
  });
});

describe("GET /api/meetings/", () => {
  async function insertPast(user: UserRow, hoursAgo: number, status: "scheduled" | "cancelled" = "scheduled") {
    const start = new Date(Date.now() - hoursAgo * 3600_000);
    return env.ctx.db
      .insertInto("meetings")
      .values({
        workspace_id: workspaceIdOf(user),
        user_id: user.id,
        start_time: start,
        end_time: new Date(start.getTime() + 30 * 60_000),
        duration_minutes: 30,
        meeting_url: "https://meet.jit.si/past",
        status,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  }

  it("lists only the user's meetings, completes ended ones on read, and filters by status and time", async () => {
    const { user, headers } = await customer(BASIC);
    const other = await customer(BASIC);
    const day = freshDay();
    const later = (await book(env.app, headers, at(day, "11:00"))).json<TCreateMeetingResponse>().meeting;
    const sooner = (await book(env.app, headers, at(day, "09:00"))).json<TCreateMeetingResponse>().meeting;
    await book(env.app, other.headers, at(day, "10:00"));
    const ended = await insertPast(user, 30);
    const cancelled = await insertPast(user, 50, "cancelled");

    const list = async (query = "") => {
      const response = await env.app.inject({ url: `/api/meetings/${query}`, headers });
      expect(response.statusCode, query).toBe(200);
      return response.json<TMeeting[]>().map((meeting) => [meeting.meeting_id, meeting.status]);
    };
    expect(await list()).toEqual([
      [later.meeting_id, "scheduled"],
      [sooner.meeting_id, "scheduled"],
      [ended.id, "completed"],
      [cancelled.id, "cancelled"],
    ]);
    expect(await list("?status=scheduled")).toEqual([
      [sooner.meeting_id, "scheduled"],
      [later.meeting_id, "scheduled"],
    ]);
    expect(await list("?status=completed")).toEqual([[ended.id, "completed"]]);
    expect(await list("?status=cancelled&time=past")).toEqual([[cancelled.id, "cancelled"]]);
    expect(await list("?status=&time=upcoming")).toEqual([
      [sooner.meeting_id, "scheduled"],
      [later.meeting_id, "scheduled"],
    ]);
    expect(await list("?time=past")).toEqual([
      [ended.id, "completed"],
      [cancelled.id, "cancelled"],
    ]);

    const bad = await env.app.inject({ url: "/api/meetings/?status=done&time=soon", headers });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["status", "time"]);
    expect((await env.app.inject({ url: "/api/meetings/" })).statusCode).toBe(401);
  });

  it("completes every ended meeting in the scheduled job, leaving live and cancelled ones alone", async () => {
    const { user } = await customer(BASIC);
    const ended = await insertPast(user, 2);
    const cancelled = await insertPast(user, 3, "cancelled");
    const running = await env.ctx.db
      .insertInto("meetings")
      .values({
        workspace_id: workspaceIdOf(user),
        user_id: user.id,
        start_time: new Date(Date.now() - 10 * 60_000),
        end_time: new Date(Date.now() + 20 * 60_000),
        duration_minutes: 30,
        meeting_url: "https://meet.jit.si/now",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const [job] = meetingsJobs(env.ctx);
    expect(job?.cron).toBe("*/5 * * * *");
    await job?.run();
    const statuses = await env.ctx.db
      .selectFrom("meetings")
      .select(["id", "status"])
      .where("id", "in", [ended.id, cancelled.id, running.id])
      .orderBy("id")
      .execute();
    expect(statuses).toEqual([
      { id: ended.id, status: "completed" },
      { id: cancelled.id, status: "cancelled" },
      { id: running.id, status: "scheduled" },
    ]);
  });
});
