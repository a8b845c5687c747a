import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInUser } from "../../../test/fixtures/admin.ts";
import { createTestEnv, lastMailTo, type TestEnv } from "../../../test/helpers.ts";

/** Issue 14, item 7: Contact us / Contact sales reach the team's inbox (outbox) and the admin dashboard. */
const TEAM = "sales@radar.test";
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ CONTACT_EMAIL: TEAM });
});
afterAll(() => env.close());

let address = 0;
/** Each test sends from an address of its own, so the per-address limit of one never reaches another. */
const nextIp = () => {
  address += 1;
  return `10.0.0.${address}`;
};

const VALID = {
  topic: "enterprise",
  name: "Noura Al-Saud",
  company: "Nakheel Brands",
  email: "noura@nakheel.sa",
  phone: "+966 50 123 4567",
  message: "We run 40 campaigns a year across the Gulf and need team seats and invoicing.",
};

const send = (payload: object, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  env.app.inject({
    method: "POST",
    url: "/api/contact-messages/",
    payload,
    headers: options.headers,
    remoteAddress: options.ip ?? nextIp(),
  });

const rowById = (id: number) => env.ctx.db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("POST /api/contact-messages/", () => {
  it("stores an anonymous sender's request and e-mails it to CONTACT_EMAIL", async () => {
    const response = await send(VALID);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(await rowById(id)).toMatchObject({
      user_id: null,
      topic: "enterprise",
      name: "Noura Al-Saud",
      company: "Nakheel Brands",
      email: "noura@nakheel.sa",
      phone: "+966 50 123 4567",
      handled_at: null,
    });
    const { row } = await lastMailTo(env.ctx, TEAM);
    expect(row).toMatchObject({
      template: "contact-request",
      subject: "Contact request (Enterprise (sales)): Nakheel Brands — Noura Al-Saud",
    });
    expect(row?.text_body).toContain(VALID.message);
    expect(row?.text_body).toContain("Phone: +966 50 123 4567");
    expect(row?.text_body).toContain("Account: not signed in");
    expect(row?.text_body).toContain("http://radar.test/admin?tab=messages");
  });

  it("keeps a signed-in sender's account, and an empty phone is no phone", async () => {
    const { user, headers } = await signedInUser(env.ctx);
    const response = await send({ ...VALID, topic: "custom_plan", phone: "" }, { headers });
    expect((await send({ ...VALID, phone: null }, { headers })).statusCode).toBe(201);
    expect(response.statusCode).toBe(201);
    expect(await rowById(response.json().id)).toMatchObject({ user_id: user.id, topic: "custom_plan", phone: null });
    const { row } = await lastMailTo(env.ctx, TEAM);
    expect(row?.text_body).toContain(`Account: ${user.email}`);
    expect(row?.text_body).toContain("Phone: not given");
  });

  it("refuses missing and malformed fields with the form's messages, and stores nothing", async () => {
    const before = await env.ctx.db.selectFrom("contact_messages").select("id").execute();
    const response = await send({ topic: "enterprise", name: " ", company: "", email: "not-an-email", phone: "call me", message: "hi" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ["Name is required"],
      company: ["Company is required"],
      email: ["Invalid email address"],
      phone: ["Enter a phone number with digits only (and +, spaces, dashes)"],
      message: ["Tell us a little more (at least 10 characters)"],
    });
    expect((await send({ ...VALID, topic: "discount" })).statusCode).toBe(400);
    expect((await send({ ...VALID, message: "x".repeat(2001) })).json()).toEqual({
      message: ["The message must be at most 2000 characters"],
    });
    expect(await env.ctx.db.selectFrom("contact_messages").select("id").execute()).toEqual(before);
  });

  it("answers 401 to a bad token rather than sending anonymously", async () => {
    const response = await send(VALID, { headers: { authorization: "Bearer not-a-token" } });
    expect(response.statusCode).toBe(401);
  });

  it("accepts 5 requests per address in 10 minutes and refuses the 6th with 429", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await send(VALID, { ip })).statusCode).toBe(201);
    const refused = await send(VALID, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: "You have sent several messages already. Please wait a little before sending another.",
    });
    // Another address is not affected.
    expect((await send(VALID)).statusCode).toBe(201);
  });
});

describe("the admin's list of contact requests", () => {
  it("is for admins only: 401 anonymous, 403 for a user, on the list and on the handled flag", async () => {
    const { headers } = await signedInUser(env.ctx);
    const id = (await send(VALID)).json().id as number;
    const calls = [
      { method: "GET" as const, url: "/api/admin/contact-messages/" },
      { method: "PATCH" as const, url: `/api/admin/contact-messages/${id}/`, payload: { handled: true } },
    ];
    for (const call of calls) {
      expect((await env.app.inject(call)).statusCode).toBe(401);
      expect((await env.app.inject({ ...call, headers })).statusCode).toBe(403);
    }
    expect((await rowById(id)).handled_at).toBeNull();
  });

  it("lists open requests newest first, marks one handled and moves it to the handled list", async () => {
    const admin = await signedInAdmin(env.ctx);
    const first = (await send({ ...VALID, company: "First Co" })).json().id as number;
    const second = (await send({ ...VALID, company: "Second Co" })).json().id as number;
    const open = (await env.app.inject({ url: "/api/admin/contact-messages/", headers: admin.headers })).json();
    expect(open.results.slice(0, 2).map((message: { id: number }) => message.id)).toEqual([second, first]);
    expect(open.results[0]).toMatchObject({ company: "Second Co", email: "noura@nakheel.sa", handled_at: null, topic: "enterprise" });

    const marked = await env.app.inject({
      method: "PATCH",
      url: `/api/admin/contact-messages/${first}/`,
      headers: admin.headers,
      payload: { handled: true },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().handled_at).toEqual(expect.any(String));
    expect(await rowById(first)).toMatchObject({ handled_by: admin.user.id });

    const openAfter = (await env.app.inject({ url: "/api/admin/contact-messages/", headers: admin.headers })).json();
    expect(openAfter.count).toBe(open.count - 1);
    expect(openAfter.results.map((message: { id: number }) => message.id)).not.toContain(first);
    const handled = (await env.app.inject({ url: "/api/admin/contact-messages/?status=handled", headers: admin.headers })).json();
    expect(handled.results.map((message: { id: number }) => message.id)).toContain(first);

    const reopened = await env.app.inject({
      method: "PATCH",
      url: `/api/admin/contact-messages/${first}/`,
      headers: admin.headers,
      payload: { handled: false },
    });
    expect(reopened.json()).toMatchObject({ id: first, handled_at: null });
  });

  it("pages with offset and limit, refuses a bad status, and an unknown id is a 404", async () => {
    const admin = await signedInAdmin(env.ctx);
    await send(VALID);
    const page = (await env.app.inject({ url: "/api/admin/contact-messages/?status=all&limit=1&offset=1", headers: admin.headers })).json();
    expect(page.results).toHaveLength(1);
    expect(page.count).toBeGreaterThan(1);
    expect((await env.app.inject({ url: "/api/admin/contact-messages/?status=spam", headers: admin.headers })).statusCode).toBe(400);
    const missing = await env.app.inject({
      method: "PATCH",
      url: "/api/admin/contact-messages/999999/",
      headers: admin.headers,
      payload: { handled: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Contact request not found." });
  });
});
