import { ADMIN_MSG } from "@radar/contract/admin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { createBooking, signedInAdmin, signedInUser } from "../../../test/fixtures/admin.ts";
import { createTestEnv, lastMailTo, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import { getBalance } from "../../core/credits/ledger.ts";

let env: TestEnv;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await signedInAdmin(env.ctx);
});
afterAll(() => env.close());

const put = (id: number | string, payload: object) =>
  env.app.inject({ method: "PUT", url: `/api/admin/tables/bookings/${id}/`, headers: admin.headers, payload });
const meeting = (id: number) => env.ctx.db.selectFrom("meetings").selectAll().where("id", "=", id).executeTakeFirst();
const audit = (id: number) =>
  env.ctx.db
    .selectFrom("admin_audit_log")
    .selectAll()
    .where("target_type", "=", "booking")
    .where("target_id", "=", id)
    .orderBy("id")
    .execute();

/** A Basic customer (600 credits) with a 200-credit consultation booked in the future. */
let hour = 0;
/** Each future booking on its own hour, so none overlaps another (the database forbids that). */
function nextHour(): Date {
  hour += 1;
  return new Date(Date.now() + 3 * 86_400_000 + hour * 3_600_000);
}

async function paidBooking(start = nextHour()) {
  const customer = await signedInUser(env.ctx);
  await createSubscription(env.ctx, customer.user.id, 1);
  const row = await createBooking(env.ctx, customer.user.id, { start, charged: 200 });
  return { customer, row };
}

describe("booking actions (manage dialog, details tab)", () => {
  it("confirms a booking and keeps the meeting scheduled", async () => {
    const { row } = await paidBooking();
    const response = await put(row.id, { status: "confirmed" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row.id, status: "confirmed", meeting_status: "scheduled" });
    expect((await audit(row.id)).map((entry) => [entry.action, entry.admin_id])).toEqual([["booking.confirm", admin.user.id]]);
    // Confirming twice changes nothing more.
    expect((await put(row.id, { status: "confirmed" })).statusCode).toBe(200);
    expect(await audit(row.id)).toHaveLength(1);
  });

  it("edits and clears the admin's notes without touching the customer's", async () => {
    const customer = await signedInUser(env.ctx);
    const row = await createBooking(env.ctx, customer.user.id, { notes: "Customer wrote this" });
    const saved = await put(row.id, { notes: "  Call the day before  " });
    expect(saved.json()).toMatchObject({ notes: "Call the day before", customer_notes: "Customer wrote this", status: "pending" });
    expect((await put(row.id, { notes: "" })).json().notes).toBeNull();
  });

  it("cancels with the same refund as a user cancel before the start, once", async () => {
    const { customer, row } = await paidBooking();
    expect(await getBalance(env.ctx.db, workspaceIdOf(customer.user))).toBe(400);

    const response = await put(row.id, { status: "cancelled", notes: "Consultant unavailable" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "cancelled", meeting_status: "cancelled", notes: "Consultant unavailable" });
    expect(await getBalance(env.ctx.db, workspaceIdOf(customer.user))).toBe(600);
    const refund = await env.ctx.db
      .selectFrom("credit_ledger")
      .selectAll()
      .where("user_id", "=", customer.user.id)
      .where("reason", "=", "refund")
      .execute();
    expect(refund).toHaveLength(1);
    expect(refund[0]).toMatchObject({ delta: "200.00", actor_id: admin.user.id, reference: `meeting:${row.id}` });
    expect(await meeting(row.id)).toMatchObject({ status: "cancelled", booking_status: "cancelled", cancelled_by: admin.user.id });

    // Cancelling again refunds nothing; a cancelled booking cannot be confirmed or reopened.
    expect((await put(row.id, { status: "cancelled" })).statusCode).toBe(200);
    expect(await getBalance(env.ctx.db, workspaceIdOf(customer.user))).toBe(600);
    for (const status of ["confirmed", "pending"]) {
      const refused = await put(row.id, { status });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: ADMIN_MSG.bookingCancelled });
    }
    // Its notes stay editable.
    expect((await put(row.id, { notes: "Offered another day" })).statusCode).toBe(200);
  });

  it("refunds nothing once the meeting has started, and refuses to cancel a completed one", async () => {
    const started = await paidBooking(new Date(Date.now() - 10 * 60_000));
    expect((await put(started.row.id, { status: "cancelled" })).statusCode).toBe(200);
    expect(await getBalance(env.ctx.db, workspaceIdOf(started.customer.user))).toBe(400);

    const done = await paidBooking(new Date(Date.now() - 5 * 86_400_000));
    await env.ctx.db.updateTable("meetings").set({ status: "completed" }).where("id", "=", done.row.id).execute();
    const refused = await put(done.row.id, { status: "cancelled" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: ADMIN_MSG.meetingCompleted });
    expect(await getBalance(env.ctx.db, workspaceIdOf(done.customer.user))).toBe(400);
  });

  it("marks the booking cancelled when its owner already cancelled the meeting, without a second refund", async () => {
    const { customer, row } = await paidBooking();
    await env.ctx.db.updateTable("meetings").set({ status: "cancelled" }).where("id", "=", row.id).execute();
    expect((await put(row.id, { status: "cancelled" })).json()).toMatchObject({ status: "cancelled" });
    expect(await getBalance(env.ctx.db, workspaceIdOf(customer.user))).toBe(400);
  });

  it("deletes a booking with its thread; the audit log keeps the record", async () => {
    const { row } = await paidBooking();
    await env.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${row.id}/messages/`,
      headers: admin.headers,
      payload: { subject: "Your booking", body: "Hello" },
    });
    const deleted = await env.app.inject({ method: "DELETE", url: `/api/admin/tables/bookings/${row.id}/`, headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await meeting(row.id)).toBeUndefined();
    expect(await env.ctx.db.selectFrom("booking_messages").selectAll().where("meeting_id", "=", row.id).execute()).toEqual([]);
    expect((await audit(row.id)).map((entry) => entry.action)).toEqual(["booking.email", "booking.delete"]);
    const again = await env.app.inject({ method: "DELETE", url: `/api/admin/tables/bookings/${row.id}/`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: ADMIN_MSG.bookingNotFound });
  });

  it.each([
    [{}, "non_field_errors"],
    [{ status: "done" }, "status"],
    [{ status: "confirmed", user_id: 1 }, "non_field_errors"],
    [{ notes: 5 }, "notes"],
  ])("refuses the body %o with a field map", async (payload, field) => {
    const customer = await signedInUser(env.ctx);
    const row = await createBooking(env.ctx, customer.user.id);
    const response = await put(row.id, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
  });

  it("answers 404 for a booking that does not exist and 400 for an id that is not one", async () => {
    expect((await put(99_999_999, { status: "confirmed" })).statusCode).toBe(404);
    expect((await put(99_999_999, { notes: "x" })).statusCode).toBe(404);
    for (const id of ["abc", "1e3", "0", "-1", "99999999999", "1.5"]) {
      expect((await put(id, { status: "confirmed" })).statusCode, id).toBe(400);
      const deleted = await env.app.inject({ method: "DELETE", url: `/api/admin/tables/bookings/${id}/`, headers: admin.headers });
      expect(deleted.statusCode, id).toBe(400);
    }
  });
});

describe("booking thread (manage dialog, communication tab)", () => {
  const messages = (id: number) => env.app.inject({ url: `/api/admin/bookings/${id}/messages/`, headers: admin.headers });
  const send = (id: number, payload: object) =>
    env.app.inject({ method: "POST", url: `/api/admin/bookings/${id}/messages/`, headers: admin.headers, payload });

  it("e-mails the customer and keeps every message in order", async () => {
    const customer = await signedInUser(env.ctx, { first_name: "Noura" });
    const row = await createBooking(env.ctx, customer.user.id);
    expect((await messages(row.id)).json()).toEqual([]);

    const first = await send(row.id, { subject: "Your consultation", body: "Hello Noura,\n\nPlease bring your media kit." });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      booking_id: row.id,
      to: customer.user.email,
      subject: "Your consultation",
      body: "Hello Noura,\n\nPlease bring your media kit.",
      author: { id: admin.user.id, name: "Radar Admin" },
    });
    const mail = await lastMailTo(env.ctx, customer.user.email);
    expect(mail.row).toMatchObject({ subject: "Your consultation", template: "booking-message" });
    expect(mail.row?.text_body).toContain("Please bring your media kit.");
    expect(mail.row?.html_body).toContain('<p style="margin:0 0 16px">Please bring your media kit.</p>');

    await send(row.id, { subject: "Reminder", body: "See you tomorrow." });
    expect((await messages(row.id)).json().map((message: { subject: string }) => message.subject)).toEqual([
      "Your consultation",
      "Reminder",
    ]);
  });

  it("frames the e-mail in the customer's language and escapes the admin's text", async () => {
    const customer = await signedInUser(env.ctx, { language: "ar" });
    const row = await createBooking(env.ctx, customer.user.id);
    await send(row.id, { subject: "موعد الاستشارة", body: "<script>alert(1)</script>" });
    const mail = await lastMailTo(env.ctx, customer.user.email);
    expect(mail.row?.html_body).toContain('dir="rtl"');
    expect(mail.row?.html_body).not.toContain("<script>");
    expect(mail.row?.text_body).toContain("Influencers Radar");
  });

  it("refuses a blank subject or message and an unknown booking", async () => {
    const customer = await signedInUser(env.ctx);
    const row = await createBooking(env.ctx, customer.user.id);
    expect((await send(row.id, { subject: " ", body: "x" })).json()).toEqual({ subject: [ADMIN_MSG.subjectRequired] });
    expect((await send(row.id, { subject: "x" })).json()).toEqual({ body: [ADMIN_MSG.messageRequired] });
    expect((await send(99_999_999, { subject: "x", body: "y" })).statusCode).toBe(404);
    expect((await messages(99_999_999)).statusCode).toBe(404);
    expect(await env.ctx.db.selectFrom("booking_messages").selectAll().where("meeting_id", "=", row.id).execute()).toEqual([]);
  });
});
