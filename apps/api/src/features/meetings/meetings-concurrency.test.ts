import { MEETING_MSG, type TCreateMeetingResponse } from "@radar/contract/meetings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { at, book, workingDays } from "../../../test/fixtures/meetings.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv } from "../../../test/helpers.ts";
import { isOverlapViolation } from "./meeting-queries.ts";

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

function rawMeeting(userId: number, start: string, minutes: number) {
  const startTime = new Date(start);
  return {
    user_id: userId,
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
      expect(loser?.json()).toEqual({ non_field_errors: [MEETING_MSG.overlap] });
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
});

describe("the meetings_no_overlap constraint itself", () => {
  it("rejects the second of two concurrent transactions inserting overlapping meetings (SQLSTATE 23P01)", async () => {
    const day = freshDay();
    const [alice, bob] = await Promise.all([customer(), customer()]);
    const insert = (userId: number, start: string, minutes: number) =>
      env.ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("meetings")
          .values(rawMeeting(userId, start, minutes))
          .returning("id")
          .executeTakeFirstOrThrow();
        // Hold the transaction open a moment so the two really overlap in time.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return row.id;
      });
    const results = await Promise.allSettled([insert(alice.user.id, at(day, "09:00"), 30), insert(bob.user.id, at(day, "09:15"), 30)]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const failure = results.find((result) => result.status === "rejected");
    expect(failure?.status === "rejected" && isOverlapViolation(failure.reason)).toBe(true);
  });

  it("allows back-to-back meetings and a new one over a cancelled one, and ignores the owner", async () => {
    const day = freshDay();
    const { user } = await customer();
    const db = env.ctx.db;
    const first = await db
      .insertInto("meetings")
      .values(rawMeeting(user.id, at(day, "10:00"), 30))
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("meetings")
      .values(rawMeeting(user.id, at(day, "10:30"), 30))
      .execute();
    // The same user cannot double-book themselves either: there is one consultant.
    await expect(
      db
        .insertInto("meetings")
        .values(rawMeeting(user.id, at(day, "10:00"), 15))
        .execute(),
    ).rejects.toSatisfy(isOverlapViolation);
    await db.updateTable("meetings").set({ status: "cancelled" }).where("id", "=", first.id).execute();
    await db
      .insertInto("meetings")
      .values(rawMeeting(user.id, at(day, "10:00"), 30))
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
        .values(rawMeeting(user.id, at(day, "10:45"), 15))
        .execute(),
    ).rejects.toSatisfy(isOverlapViolation);
  });
});
