import { TABLE_MAX_LIMIT } from "@radar/contract/admin";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { createBooking, signedInAdmin, signedInUser } from "../../../test/fixtures/admin.ts";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";
import { planLabel } from "../billing/public.ts";

let env: TestEnv;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const bookingIds: number[] = [];

// Three customers, five bookings at known times (Asia/Riyadh is UTC+3).
beforeAll(async () => {
  env = await createTestEnv();
  admin = await signedInAdmin(env.ctx);
  const noura = await signedInUser(env.ctx, { email: "noura@brand.sa", first_name: "Noura", last_name: "Al-Harbi" });
  const omar = await signedInUser(env.ctx, { email: "omar@shop.sa", first_name: "Omar", last_name: "Saleh" });
  const lina = await signedInUser(env.ctx, { email: "lina_50%@agency.sa", first_name: "Lina", last_name: "Haddad" });
  await createSubscription(env.ctx, noura.user.id, 3);
  await createSubscription(env.ctx, omar.user.id, 1);
  const at = (iso: string) => new Date(iso);
  const rows = [
    await createBooking(env.ctx, noura.user.id, {
      start: at("2031-03-01T07:00:00Z"),
      phone: "+966500000001",
      serviceType: "strategy_session",
    }),
    await createBooking(env.ctx, noura.user.id, { start: at("2031-03-02T08:00:00Z"), minutes: 60 }),
    await createBooking(env.ctx, omar.user.id, { start: at("2031-03-02T21:30:00Z"), phone: "+966500000002" }),
    await createBooking(env.ctx, omar.user.id, { start: at("2031-03-05T10:00:00Z"), serviceType: "campaign_review" }),
    await createBooking(env.ctx, lina.user.id, { start: at("2031-03-07T06:15:00Z"), notes: "About our Ramadan campaign" }),
  ];
  bookingIds.push(...rows.map((row) => row.id));
  await env.ctx.db
    .updateTable("meetings")
    .set({ booking_status: "confirmed" })
    .where("id", "in", [bookingIds[0] ?? 0, bookingIds[3] ?? 0])
    .execute();
});
afterAll(() => env.close());

const get = (path: string) => env.app.inject({ url: `/api/admin/tables/${path}`, headers: admin.headers });
const ids = (body: { results: { id: number }[] }) => body.results.map((row) => row.id);
const booking = (index: number) => bookingIds[index] as number;

describe("GET /api/admin/tables/bookings/", () => {
  it("lists every booking with the customer, in SPEC §3's shape, oldest id first by default", async () => {
    const response = await get("bookings/");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(5);
    expect(ids(body)).toEqual(bookingIds);
    expect(body.results[0]).toMatchObject({
      id: booking(0),
      customer_name: "Noura Al-Harbi",
      email: "noura@brand.sa",
      phone: "+966500000001",
      status: "confirmed",
      meeting_status: "scheduled",
      date: "2031-03-01",
      time: "10:00",
      start_time: "2031-03-01T07:00:00.000Z",
      duration_minutes: 30,
      service_type: "strategy_session",
      notes: null,
      credits_charged: 0,
    });
    // 21:30 UTC is the next day in Riyadh.
    expect(body.results[2]).toMatchObject({ date: "2031-03-03", time: "00:30", phone: "+966500000002" });
    expect(body.results[4]).toMatchObject({ customer_notes: "About our Ramadan campaign", phone: null });
  });

  it.each([
    ["status=confirmed", [0, 3]],
    ["status__ne=confirmed", [1, 2, 4]],
    ["status__in=pending,cancelled", [1, 2, 4]],
    ["date=2031-03-02", [1]],
    ["date=2031-03-03", [2]],
    ["date__gte=2031-03-03", [2, 3, 4]],
    ["date__gt=2031-03-03", [3, 4]],
    ["date__lt=2031-03-02", [0]],
    ["date__lte=2031-03-02", [0, 1]],
    ["start_time__gte=2031-03-02T08:00:00Z&start_time__lt=2031-03-05T10:00:00Z", [1, 2]],
    ["duration_minutes__gt=30", [1]],
    ["email__icontains=BRAND", [0, 1]],
    ["customer_name__icontains=saleh", [2, 3]],
    ["email__icontains=50%25", [4]],
    ["email__icontains=_", [4]],
    ["email__icontains=%25", [4]],
    ["service_type=campaign_review", [3]],
    ["phone__ne=%2B966500000001", [1, 2, 3, 4]],
    ["free_consultation=false", [0, 1, 2, 3, 4]],
  ])("filters with %s", async (query, expected) => {
    const response = await get(`bookings/?${query}`);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual(expected.map(booking));
    expect(response.json().count).toBe(expected.length);
  });

  it("filters by id, and by a list of ids", async () => {
    expect(ids((await get(`bookings/?id=${booking(2)}`)).json())).toEqual([booking(2)]);
    expect(ids((await get(`bookings/?id__in=${booking(4)},${booking(0)}`)).json())).toEqual([booking(0), booking(4)]);
  });

  it("orders by one or more fields, descending with a leading minus", async () => {
    expect(ids((await get("bookings/?ordering=-start_time")).json())).toEqual([4, 3, 2, 1, 0].map(booking));
    expect(ids((await get("bookings/?ordering=-status,-date")).json())).toEqual([4, 2, 1, 3, 0].map(booking));
    expect(ids((await get("bookings/?ordering=email,-time")).json())).toEqual([4, 1, 0, 3, 2].map(booking));
  });

  it("pages with offset and limit while count stays the total", async () => {
    const first = (await get("bookings/?ordering=start_time&limit=2")).json();
    const second = (await get("bookings/?ordering=start_time&limit=2&offset=2")).json();
    const beyond = (await get("bookings/?ordering=start_time&limit=2&offset=10")).json();
    expect([first.count, second.count, beyond.count]).toEqual([5, 5, 5]);
    expect([...ids(first), ...ids(second)]).toEqual([0, 1, 2, 3].map(booking));
    expect(beyond.results).toEqual([]);
    expect((await get(`bookings/?limit=${TABLE_MAX_LIMIT}`)).statusCode).toBe(200);
  });

  it("returns only the selected fields", async () => {
    const body = (await get(`bookings/?select=id,email,date&id=${booking(0)}`)).json();
    expect(body.results).toEqual([{ id: booking(0), email: "noura@brand.sa", date: "2031-03-01" }]);
  });
});

describe("GET /api/admin/tables/profiles/ (the credits table)", () => {
  it("lists users with e-mail, credits and the plan label of their current subscription", async () => {
    const body = (await get("profiles/?select=email,credits,plan,plan_name&email__icontains=.sa&ordering=email")).json();
    expect(body.results).toEqual([
      { email: "lina_50%@agency.sa", credits: 0, plan: "free", plan_name: null },
      { email: "noura@brand.sa", credits: 2500, plan: "premium", plan_name: "Professional" },
      { email: "omar@shop.sa", credits: 600, plan: "standard", plan_name: "Basic" },
    ]);
    expect(ids((await get("profiles/?plan=premium&select=id")).json())).toHaveLength(1);
    expect((await get("profiles/?credits__gte=600&ordering=-credits&select=email")).json().results).toEqual([
      { email: "noura@brand.sa" },
      { email: "omar@shop.sa" },
    ]);
  });

  it("labels plans exactly as billing's planLabel() does", async () => {
    for (const planId of [1, 2, 3, 4, 5, 6]) {
      const customer = await signedInUser(env.ctx);
      await createSubscription(env.ctx, customer.user.id, planId);
      const level = (await env.ctx.db.selectFrom("plans").select("level").where("id", "=", planId).executeTakeFirstOrThrow()).level;
      const row = (await get(`profiles/?id=${customer.user.id}&select=plan`)).json().results[0];
      expect(row.plan).toBe(planLabel(level));
    }
  });

  it("does not count an expired subscription as a plan", async () => {
    const customer = await signedInUser(env.ctx);
    const subscription = await createSubscription(env.ctx, customer.user.id, 3);
    await env.ctx.db
      .updateTable("subscriptions")
      .set({ start_date: new Date(Date.now() - 40 * 86_400_000), end_date: new Date(Date.now() - 1000) })
      .where("id", "=", subscription.id)
      .execute();
    expect((await get(`profiles/?id=${customer.user.id}&select=plan`)).json().results).toEqual([{ plan: planLabel(null) }]);
  });
});

describe("hostile input: always 400 with a detail, never a 500 or a leak", () => {
  it.each([
    ["users/", "Unknown resource"],
    ["meetings/", "Unknown resource"],
    ["credit_ledger/", "Unknown resource"],
    ["bookings/?password_hash=x", "Unknown field: password_hash"],
    ["profiles/?password_hash__icontains=a", "Unknown field: password_hash"],
    ["profiles/?select=id,password_hash", "Unknown field: password_hash"],
    ["profiles/?ordering=-password_hash", "Unknown field: password_hash"],
    ["bookings/?ordering=id;DROP TABLE users", "Unknown field: id;DROP TABLE users"],
    ["bookings/?select=id,(select password_hash from users limit 1)", "Unknown field: (select password_hash from users limit 1)"],
    ["bookings/?constructor=1", "Unknown field: constructor"],
    ["bookings/?limit=1000000000", "limit must be a whole number from 1 to 500"],
    ["bookings/?limit=0", "limit must be a whole number from 1 to 500"],
    ["bookings/?limit=-1", "limit must be a whole number from 1 to 500"],
    ["bookings/?limit=10abc", "limit must be a whole number from 1 to 500"],
    ["bookings/?limit=1e3", "limit must be a whole number from 1 to 500"],
    ["bookings/?offset=-5", "offset must be a whole number from 0 to 1000000"],
    ["bookings/?offset=99999999999", "offset must be a whole number from 0 to 1000000"],
    ["bookings/?status__like=x", "Unknown filter operator: like"],
    ["bookings/?status__=x", "Unknown filter operator: "],
    ["bookings/?status__in__ne=x", "Unknown filter operator: status__in__ne"],
    ["bookings/?status__icontains=pend", "The icontains operator does not apply to status"],
    ["bookings/?free_consultation__gt=true", "The gt operator does not apply to free_consultation"],
    ["bookings/?id=1 OR 1=1", "Invalid value for id"],
    ["bookings/?id=abc", "Invalid value for id"],
    ["bookings/?id=99999999999", "Invalid value for id"],
    ["bookings/?id__in=1,,2", "Invalid value for id"],
    ["bookings/?id__in=", "Invalid value for id"],
    ["bookings/?status=confirmed' OR '1'='1", "Invalid value for status"],
    ["bookings/?date=2031-02-30", "Invalid value for date"],
    ["bookings/?date=tomorrow", "Invalid value for date"],
    ["bookings/?start_time__gt=now()", "Invalid value for start_time"],
    ["bookings/?credits_charged__gt=1;select 1", "Invalid value for credits_charged"],
    ["bookings/?free_consultation=yes", "Invalid value for free_consultation"],
    [`bookings/?email=${"a".repeat(201)}`, "Invalid value for email"],
    [`bookings/?id__in=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`, "Invalid value for id"],
    ["bookings/?select=", "Invalid select"],
    ["bookings/?select=id,,email", "Invalid select"],
    ["bookings/?ordering=", "Invalid ordering"],
    ["bookings/?ordering=id,email,date,time", "ordering takes at most 3 fields"],
    ["bookings/?status=pending&status=confirmed", "Parameter given more than once: status"],
  ])("%s", async (path, detail) => {
    const response = await get(path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it("refuses a NUL character like every route does, naming the parameter", async () => {
    const response = await get("bookings/?email=%00");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ["Text must not contain NUL characters."] });
  });

  it("treats SQL in a text value as text: it matches nothing and every table is intact", async () => {
    for (const value of ["'; DROP TABLE users; --", "x' OR '1'='1", "\\'; DELETE FROM meetings; --", "%' OR 1=1 --"]) {
      for (const filter of ["email", "email__icontains", "customer_name__ne", "time__gt", "email__in"]) {
        const response = await get(`bookings/?${filter}=${encodeURIComponent(value)}`);
        expect(response.statusCode, `${filter}=${value}`).toBe(200);
        if (!filter.endsWith("__ne") && !filter.endsWith("__gt")) expect(response.json().count).toBe(0);
      }
    }
    expect((await get("bookings/")).json().count).toBe(5);
    expect(
      Number(
        (
          await env.ctx.db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(3);
  });

  it("ignores __proto__ (the query parser drops it) without any effect", async () => {
    const response = await get("bookings/?__proto__=1&select=id");
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(5);
  });

  it("never leaks a column outside the whitelist", async () => {
    const body = (await get("profiles/")).json();
    for (const row of body.results) {
      expect(Object.keys(row).sort()).toEqual(["created_at", "credits", "email", "id", "name", "plan", "plan_name", "role", "username"]);
    }
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/);
  });

  it("answers any query string with 200 or 400 (property test)", async () => {
    const keys = fc.oneof(
      fc.constantFrom("id", "email", "date", "status", "limit", "offset", "select", "ordering", "credits_charged", "start_time"),
      fc.string({ maxLength: 20 }),
    );
    const suffixes = fc.constantFrom("", "__ne", "__gt", "__lt", "__gte", "__lte", "__icontains", "__in", "__x");
    const values = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("1", "-1", "2031-03-02", "1.5", "true", "id,email", "-date"));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(keys, suffixes, values), { maxLength: 4 }), async (params) => {
        const search = new URLSearchParams(params.map(([key, suffix, value]): [string, string] => [`${key}${suffix}`, value]));
        const response = await get(`bookings/?${search}`);
        expect([200, 400]).toContain(response.statusCode);
        if (response.statusCode === 400) expect(typeof response.json().detail).toBe("string");
      }),
      { numRuns: 150 },
    );
  });
});
