import { MEETING_MSG, type TCancelMeetingResponse, type TCreateMeetingResponse } from "@radar/contract/meetings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { at, book, workingDays } from "../../../test/fixtures/meetings.ts";
import { twoWorkspaces } from "../../../test/fixtures/workspace-members.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, lastMailTo, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import type { UserRow } from "../../core/users/user-dto.ts";
import { cancelMeeting } from "./meetings.service.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const freshDay = workingDays();

async function customer(planId = 1, language: "en" | "ar" = "en") {
  const user = await createUser(env.ctx, { language });
  await createSubscription(env.ctx, user.id, planId);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const cancel = (headers: Record<string, string>, id: number) =>
  env.app.inject({ method: "POST", url: `/api/meetings/${id}/cancel/`, headers });

const balanceOf = async (userId: number) =>
  Number(
    (await env.ctx.db.selectFrom("credit_accounts").select("balance").where("user_id", "=", userId).executeTakeFirstOrThrow()).balance,
  );

/** A meeting that has already started (as if booked earlier), charged like a booking through the API. */
async function startedMeeting(user: UserRow) {
  const start = new Date(Date.now() - 10 * 60_000);
  return env.ctx.db
    .insertInto("meetings")
    .values({
      workspace_id: workspaceIdOf(user),
      user_id: user.id,
      start_time: start,
      end_time: new Date(start.getTime() + 30 * 60_000),
      duration_minutes: 30,
      meeting_url: "https://meet.jit.si/started",
      credits_charged: 200,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

describe("POST /api/meetings/{id}/cancel/", () => {
  it("cancels before the start and refunds the charge through the ledger, once", async () => {
    const { user, headers } = await customer();
    const booked = (await book(env.app, headers, at(freshDay(), "10:00"))).json<TCreateMeetingResponse>();
    expect(booked.credits_remaining).toBe(400);

    const response = await cancel(headers, booked.meeting.meeting_id);
    expect(response.statusCode).toBe(200);
    const body = response.json<TCancelMeetingResponse>();
    expect(body).toMatchObject({ credits_remaining: 600, refunded_credits: 200 });
    expect(body.meeting).toMatchObject({ status: "cancelled", booking_status: "cancelled" });
    expect(body.meeting.cancelled_at).not.toBeNull();
    expect(await balanceOf(user.id)).toBe(600);

    const refunds = await env.ctx.db
      .selectFrom("credit_ledger")
      .select(["delta", "reference", "actor_id"])
      .where("user_id", "=", user.id)
      .where("reason", "=", "refund")
      .execute();
    expect(refunds).toEqual([{ delta: "200.00", reference: `meeting:${booked.meeting.meeting_id}`, actor_id: null }]);

    // Not undoable, and a second cancel neither succeeds nor refunds again.
    const again = await cancel(headers, booked.meeting.meeting_id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: MEETING_MSG.notScheduled });
    expect(await balanceOf(user.id)).toBe(600);
  });

  it("refunds exactly once when the same cancel arrives twice at the same moment", async () => {
    const { user, headers } = await customer();
    const id = (await book(env.app, headers, at(freshDay(), "11:00"))).json<TCreateMeetingResponse>().meeting.meeting_id;
    const responses = await Promise.all([cancel(headers, id), cancel(headers, id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(user.id)).toBe(600);
  });

  it("does not refund a meeting cancelled after its start", async () => {
    const { user, headers } = await customer();
    const meeting = await startedMeeting(user);
    const response = await cancel(headers, meeting.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ credits_remaining: 600, refunded_credits: 0, meeting: { status: "cancelled" } });
    expect(await balanceOf(user.id)).toBe(600);
    const row = await env.ctx.db.selectFrom("meetings").select("refunded_at").where("id", "=", meeting.id).executeTakeFirstOrThrow();
    expect(row.refunded_at).toBeNull();
  });

  it("refuses a meeting whose end has passed (it is completed)", async () => {
    const { user, headers } = await customer();
    const start = new Date(Date.now() - 2 * 3600_000);
    const ended = await env.ctx.db
      .insertInto("meetings")
      .values({
        workspace_id: workspaceIdOf(user),
        user_id: user.id,
        start_time: start,
        end_time: new Date(start.getTime() + 30 * 60_000),
        duration_minutes: 30,
        meeting_url: "https://meet.jit.si/ended",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await cancel(headers, ended.id)).statusCode).toBe(409);
  });

  it("lets no other workspace cancel: its or an unknown id answers 404 and changes nothing", async () => {
    const owner = await customer();
    const stranger = await customer();
    const id = (await book(env.app, owner.headers, at(freshDay(), "12:00"))).json<TCreateMeetingResponse>().meeting.meeting_id;
    const response = await cancel(stranger.headers, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: MEETING_MSG.notFound });
    expect((await cancel(stranger.headers, 2_000_000_000)).statusCode).toBe(404);
    expect((await cancel(stranger.headers, 0)).statusCode).toBe(400);
    expect((await env.app.inject({ method: "POST", url: `/api/meetings/${id}/cancel/` })).statusCode).toBe(401);
    const row = await env.ctx.db.selectFrom("meetings").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("scheduled");
    expect(await balanceOf(owner.user.id)).toBe(400);
  });

  it("gives the free consultation back when it is cancelled before the start", async () => {
    const { user, headers } = await customer(2);
    const day = freshDay();
    const free = (await book(env.app, headers, at(day, "09:00"))).json<TCreateMeetingResponse>();
    expect(free.free_consultation).toBe(true);
    expect((await cancel(headers, free.meeting.meeting_id)).json()).toMatchObject({ refunded_credits: 0, credits_remaining: 1250 });
    const again = (await book(env.app, headers, at(day, "09:30"))).json<TCreateMeetingResponse>();
    expect(again).toMatchObject({ free_consultation: true, credits_remaining: 1250 });
    expect(await balanceOf(user.id)).toBe(1250);
  });

  it("lets an admin cancel anyone's meeting through the service, refunding with the admin recorded", async () => {
    const { user, headers } = await customer(1, "ar");
    const admin = await createUser(env.ctx, { role: "admin" });
    const id = (await book(env.app, headers, at(freshDay(), "13:00"))).json<TCreateMeetingResponse>().meeting.meeting_id;
    const result = await cancelMeeting(env.ctx, id, { actorId: admin.id, asAdmin: true });
    expect(result).toMatchObject({
      credits_remaining: 600,
      refunded_credits: 200,
      meeting: { status: "cancelled", booking_status: "cancelled" },
    });
    const entry = await env.ctx.db
      .selectFrom("credit_ledger")
      .select("actor_id")
      .where("user_id", "=", user.id)
      .where("reason", "=", "refund")
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(admin.id);
    const meeting = await env.ctx.db.selectFrom("meetings").select("cancelled_by").where("id", "=", id).executeTakeFirstOrThrow();
    expect(meeting.cancelled_by).toBe(admin.id);

    // The customer hears of it in their language, with the refund.
    const mail = (await lastMailTo(env.ctx, user.email)).row;
    expect(mail?.template).toBe("meeting-cancelled");
    expect(mail?.subject).toMatch(/^تم إلغاء استشارتك/);
    expect(mail?.text_body).toContain("أُعيدت تكلفتها إلى رصيدك.");
  });
});

describe("the workspace's bookings", () => {
  it("are every member's: a second member lists and cancels the owner's, the refund goes to the workspace and records who cancelled", async () => {
    const { owner, member, outsider, workspaceA } = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, owner.user.id, 1);
    const booked = await book(env.app, owner.headers, at(freshDay(), "14:00"));
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<TCreateMeetingResponse>().meeting.meeting_id;
    const row = await env.ctx.db.selectFrom("meetings").select(["user_id", "workspace_id"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: owner.user.id, workspace_id: workspaceA });

    const listed = await env.app.inject({ url: "/api/meetings/", headers: member.headers });
    expect(listed.json().map((meeting: { meeting_id: number }) => meeting.meeting_id)).toEqual([id]);
    expect((await env.app.inject({ url: "/api/meetings/", headers: outsider.headers })).json()).toEqual([]);
    expect((await cancel(outsider.headers, id)).statusCode).toBe(404);

    const cancelled = await cancel(member.headers, id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ refunded_credits: 200, credits_remaining: 600 });
    const refund = await env.ctx.db
      .selectFrom("credit_ledger")
      .select(["workspace_id", "user_id", "delta"])
      .where("reference", "=", `meeting:${id}`)
      .where("reason", "=", "refund")
      .executeTakeFirstOrThrow();
    expect(refund).toEqual({ workspace_id: workspaceA, user_id: member.user.id, delta: "200.00" });
    const after = await env.ctx.db.selectFrom("meetings").select("cancelled_by").where("id", "=", id).executeTakeFirstOrThrow();
    expect(after.cancelled_by).toBe(member.user.id);
  });

  it("share one free consultation per period and one balance: a member books on the owner's plan", async () => {
    const { owner, member, workspaceA } = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, owner.user.id, 2);
    const day = freshDay();
    const first = await book(env.app, member.headers, at(day, "09:00"));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ free_consultation: true, credits_charged: 0 });
    const second = await book(env.app, owner.headers, at(day, "10:00"));
    expect(second.json<TCreateMeetingResponse>().free_consultation).toBe(false);
    const charge = await env.ctx.db
      .selectFrom("credit_ledger")
      .select(["workspace_id", "user_id"])
      .where("reference", "=", `meeting:${second.json<TCreateMeetingResponse>().meeting.meeting_id}`)
      .executeTakeFirstOrThrow();
    expect(charge).toEqual({ workspace_id: workspaceA, user_id: owner.user.id });
    const members = await env.ctx.db
      .selectFrom("meetings")
      .select("user_id")
      .where("workspace_id", "=", workspaceA)
      .orderBy("id")
      .execute();
    expect(members.map((meeting) => meeting.user_id)).toEqual([member.user.id, owner.user.id]);
  });
});
