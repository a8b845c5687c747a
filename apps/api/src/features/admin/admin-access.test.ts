import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, signedInAdmin, signedInUser } from "../../../test/fixtures/admin.ts";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

type Call = { method: "GET" | "PUT" | "DELETE" | "POST"; url: string; payload?: object };

/** Every admin route, with a valid body so that only the role decides the answer. */
function adminCalls(bookingId: number, userId: number): Call[] {
  return [
    { method: "GET", url: "/api/admin/tables/bookings/" },
    { method: "GET", url: "/api/admin/tables/profiles/" },
    { method: "GET", url: "/api/admin/tables/unknown/" },
    { method: "GET", url: "/api/admin/tables/bookings/?limit=1000000000" },
    { method: "PUT", url: `/api/admin/tables/bookings/${bookingId}/`, payload: { status: "confirmed" } },
    { method: "PUT", url: "/api/admin/tables/bookings/abc/", payload: { status: "confirmed" } },
    { method: "DELETE", url: `/api/admin/tables/bookings/${bookingId}/` },
    { method: "PUT", url: `/api/admin/tables/profiles/${userId}/`, payload: { credits: 5 } },
    { method: "GET", url: `/api/admin/bookings/${bookingId}/messages/` },
    { method: "POST", url: `/api/admin/bookings/${bookingId}/messages/`, payload: { subject: "Hi", body: "Hello" } },
  ];
}

describe("admin routes: the role is checked on the server", () => {
  it("answers 401 to anonymous callers and to a bad token, 403 to a normal user, on every admin route", async () => {
    const customer = await signedInUser(env.ctx);
    const booking = await createBooking(env.ctx, customer.user.id);
    for (const call of adminCalls(booking.id, customer.user.id)) {
      const anonymous = await env.app.inject({ ...call });
      expect(anonymous.statusCode, `${call.method} ${call.url} anonymous`).toBe(401);
      const forged = await env.app.inject({ ...call, headers: { authorization: "Bearer not-a-token" } });
      expect(forged.statusCode, `${call.method} ${call.url} bad token`).toBe(401);
      const user = await env.app.inject({ ...call, headers: customer.headers });
      expect(user.statusCode, `${call.method} ${call.url} as a user`).toBe(403);
      expect(user.json()).toEqual({ detail: "You do not have permission to perform this action." });
    }
    // Nothing changed behind the refusals.
    const row = await env.ctx.db.selectFrom("meetings").selectAll().where("id", "=", booking.id).executeTakeFirstOrThrow();
    expect(row.booking_status).toBe("pending");
    expect(await env.ctx.db.selectFrom("booking_messages").selectAll().execute()).toEqual([]);
    expect(await env.ctx.db.selectFrom("credit_ledger").selectAll().where("user_id", "=", customer.user.id).execute()).toEqual([]);
  });

  it("lets an admin in, and shuts out an admin demoted since the token was issued", async () => {
    const admin = await signedInAdmin(env.ctx);
    expect((await env.app.inject({ url: "/api/admin/tables/profiles/", headers: admin.headers })).statusCode).toBe(200);
    await env.ctx.db.updateTable("users").set({ role: "user" }).where("id", "=", admin.user.id).execute();
    expect((await env.app.inject({ url: "/api/admin/tables/profiles/", headers: admin.headers })).statusCode).toBe(403);
  });

  it("forbids a normal user even with a token claiming the admin role for a user who is not one", async () => {
    const customer = await signedInUser(env.ctx);
    const forged = await env.ctx.tokens.signAccess({ userId: customer.user.id, role: "admin", sessionId: randomUUID() });
    const response = await env.app.inject({ url: "/api/admin/tables/profiles/", headers: { authorization: `Bearer ${forged}` } });
    expect(response.statusCode).toBe(403);
  });

  it("documents every admin route in the OpenAPI spec", async () => {
    const spec = (await env.app.inject({ url: "/api/docs/json" })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        "/api/admin/tables/{resource}/",
        "/api/admin/tables/bookings/{id}/",
        "/api/admin/tables/profiles/{id}/",
        "/api/admin/bookings/{id}/messages/",
      ]),
    );
  });
});
