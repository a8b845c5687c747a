import { MEETING_MSG, type TCreateMeetingResponse } from "@radar/contract/meetings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { at, book, workingDays } from "../../../test/fixtures/meetings.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import { firstLockWaiter, holderSession, lockWaiter } from "../../../test/lock-waiter.ts";
import type { UserRow } from "../../core/users/user-dto.ts";
import { CALENDAR_LOCK_KEY, isOverlapViolation } from "./meeting-queries.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const freshDay = workingDays();

async function customer() {
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id, 1);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const balanceOf = async (userId: number) =>
  Number(
    (await env.ctx.db.selectFrom("credit_accounts").select("balance").where("user_id", "=", userId).executeTakeFirstOrThrow()).balance,
  );

function rawMeeting(user: UserRow, start: string, minutes: number) {
  const startTime = new Date(start);
  return {
    workspace_id: workspaceIdOf(user),
    user_id: user.id,
    start_time: startTime,
    end_time: new Date(startTime.getTime() + minutes * 60_000),
    duration_minutes: minutes,
    meeting_url: "https://meet.jit.si/raw",
  };
}

describe("two users booking the same slot at the same moment", () => {
  it("lets exactly one win, every time; the loser is told and charged nothing", async () => {
    const day = freshDay();
    for (const time of ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00"]) {
      const [alice, bob] = await Promise.all([customer(), customer()]);
      const responses = await Promise.all([book(env.app, alice.headers, at(day, time)), book(env.app, bob.headers, at(day, time))]);
      expect(responses.map((response) => response.statusCode).sort(), time).toEqual([201, 400]);
      const loser = responses.find((response) => response.statusCode === 400);
      expect(loser?.json()).toEqual({ non_field_errors: [MEETING_MSG.overlap], code: "meeting_overlap" });
      const winner = responses.find((response) => response.statusCode === 201)?.json<TCreateMeetingResponse>();
      expect(winner?.credits_remaining).toBe(400);
      expect([await balanceOf(alice.user.id), await balanceOf(bob.user.id)].sort()).toEqual([400, 600]);

      const live = await env.ctx.db
        .selectFrom("meetings")
        .select("user_id")
        .where("start_time", "=", new Date(at(day, time)))
        .where("status", "<>", "cancelled")
        .execute();
      expect(live).toHaveLength(1);
    }
  });

  it("also lets one win when the two meetings only partly overlap", async () => {
    const day = freshDay();
    const [alice, bob] = await Promise.all([customer(), customer()]);
    const responses = await Promise.all([
      book(env.app, alice.headers, at(day, "15:00"), 60),
      book(env.app, bob.headers, at(day, "15:30"), 30),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
  });

  it("inserts one booking at a time: a booking waits for the calendar lock before it writes its row", async () => {
    // Two inserts checked by the exclusion constraint at the same instant can each wait for the
    // other; PostgreSQL then fails one with a deadlock (40P01), which reached the user as a 500.
    // Taking the calendar lock first rules that out, so this checks the booking really takes it.
    const day = freshDay();
    const { headers } = await customer();
    const holder = await holderSession(env.ctx.db);
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT pg_advisory_xact_lock(hashtext($1))", [CALENDAR_LOCK_KEY]);
      let finished = false;
      const booking = book(env.app, headers, at(day, "16:00")).finally(() => {
        finished = true;
      });
      const waiting = await firstLockWaiter(holder, { waitEvent: "advisory", giveUp: () => finished });
      expect(waiting, "the booking finished without waiting for the calendar lock").toBeDefined();
      const rows = await env.ctx.db
        .selectFrom("meetings")
        .select("id")
        .where("start_time", "=", new Date(at(day, "16:00")))
        .execute();
      expect(rows).toHaveLength(0);
      await holder.query("ROLLBACK");
      expect((await booking).statusCode).toBe(201);
    } finally {
      await holder.end();
    }
  });
});

describe("the meetings_no_overlap constraint itself", () => {
  it("rejects the second of two concurrent transactions inserting overlapping meetings (SQLSTATE 23P01)", async () => {
    const day = freshDay();
    const [alice, bob] = await Promise.all([customer(), customer()]);
    // The first insert's transaction stays open until the second one is seen waiting for it: the
    // constraint makes the second wait for the first's outcome, then fails it once the first commits.
    const holder = await holderSession(env.ctx.db);
    try {
      const first = rawMeeting(alice.user, at(day, "09:00"), 30);
      await holder.query("BEGIN");
      await holder.query(
        "INSERT INTO meetings (user_id, start_time, end_time, duration_minutes, meeting_url) VALUES ($1, $2, $3, $4, $5)",
        [first.user_id, first.start_time, first.end_time, first.duration_minutes, first.meeting_url],
      );
      const second = env.ctx.db
        .insertInto("meetings")
        .values(rawMeeting(bob.user, at(day, "09:15"), 30))
        .execute();
      const outcome = second.then(
        () => "inserted",
        (error: unknown) => error,
      );
      await lockWaiter(holder, "transactionid");
      await holder.query("COMMIT");
      expect(isOverlapViolation(await outcome)).toBe(true);
    } finally {
      await holder.end();
    }
  });

  it("allows back-to-back meetings and a new one over a cancelled one, and ignores the owner", async () => {
    const day = freshDay();
    const { user } = await customer();
    const db = env.ctx.db;
    const first = await db
      .insertInto("meetings")
      .values(rawMeeting(user, at(day, "10:00"), 30))
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("meetings")
      .values(rawMeeting(user, at(day, "10:30"), 30))
      .execute();
    // The same user cannot double-book themselves either: there is one consultant.
    await expect(
      db
        .insertInto("meetings")
        .values(rawMeeting(user, at(day, "10:00"), 15))
        .execute(),
    ).rejects.toSatisfy(isOverlapViolation);
    await db.updateTable("meetings").set({ status: "cancelled" }).where("id", "=", first.id).execute();
    await db
      .insertInto("meetings")
      .values(rawMeeting(user, at(day, "10:00"), 30))
      .execute();
    // A completed meeting still holds its time.
    await db
      .updateTable("meetings")
      .set({ status: "completed" })
      .where("start_time", "=", new Date(at(day, "10:30")))
      .execute();
    await expect(
      db
        .insertInto("meetings")
        .values(rawMeeting(user, at(day, "10:45"), 15))
        .execute(),
    ).rejects.toSatisfy(isOverlapViolation);
  });
});
