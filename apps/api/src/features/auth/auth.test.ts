import { PASSWORD_MESSAGES } from "@radar/contract/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestEnv, createUser, lastMailTo, TEST_PASSWORD, type TestEnv } from "../../../test/helpers.ts";
import { DatabaseRevocationList } from "../../core/auth/session-revocations.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ RESEND_RATE_LIMIT_PER_EMAIL: "2", AUTH_RATE_LIMIT_PER_EMAIL: "6" });
});
afterAll(() => env.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  env.app.inject({ method: "POST", url, payload: payload as object, headers });

const signup = (email: string, extra: Record<string, unknown> = {}) =>
  post("/api/auth/register/", {
    email,
    password: "saffron-lantern-42",
    confirm_password: "saffron-lantern-42",
    first_name: "Noura",
    last_name: "Saleh",
    ...extra,
  });

describe("POST /api/auth/register/", () => {
  it("creates an unverified account and e-mails a verification link in the user's language", async () => {
    const response = await signup("Noura.Saleh@Example.com", { language: "ar" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: "noura.saleh@example.com" });
    const user = await env.ctx.db.selectFrom("users").selectAll().where("email", "=", "noura.saleh@example.com").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ username: "noura.saleh", is_email_verified: false, language: "ar", role: "user" });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const mail = await lastMailTo(env.ctx, "noura.saleh@example.com");
    expect(mail.row?.subject).toContain("رادار المؤثرين");
    expect(mail.row?.html_body).toContain('dir="rtl"');
    expect(mail.link).toMatch(/^http:\/\/radar\.test\/verify-email\?token=/);
  });

  it("uses Accept-Language when the body names no language", async () => {
    await signup("english@example.com", {});
    expect((await lastMailTo(env.ctx, "english@example.com")).row?.subject).toBe("Verify your email for Influencers Radar");
  });

  it.each(["12345678", "password1", "qwertyuiop", "NouraSaleh1", "influencers1"])(
    "refuses the guessable password %s with a field error and creates no account",
    async (password) => {
      const email = `weak-${password.replace(/\W/g, "")}@example.com`;
      const response = await signup(email, { password, confirm_password: password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ password: [PASSWORD_MESSAGES.weak] });
      expect(await env.ctx.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
      expect((await lastMailTo(env.ctx, email)).row).toBeUndefined();
    },
  );

  it("rejects a duplicate e-mail with a field error, also when two registrations race", async () => {
    await signup("dup@example.com");
    const again = await signup("DUP@example.com");
    expect(again.statusCode).toBe(400);
    expect(again.json().email[0]).toContain("already exists");
    expect(again.json().code).toBe("email_taken");
    const racing = await Promise.all([signup("race@example.com"), signup("race@example.com"), signup("race@example.com")]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it("gives a second user with the same local part a different username", async () => {
    await signup("sameuser@one.com");
    await signup("sameuser@two.com");
    const rows = await env.ctx.db.selectFrom("users").select("username").where("email", "like", "sameuser@%").execute();
    expect(new Set(rows.map((r) => r.username)).size).toBe(2);
  });

  it.each([
    [{}, ["email", "password", "confirm_password", "first_name", "last_name"]],
    [
      { email: "not-an-email", password: "saffron-lantern-42", confirm_password: "saffron-lantern-42", first_name: "A", last_name: "B" },
      ["email"],
    ],
    [{ email: "a@b.co", password: "short", confirm_password: "short", first_name: "A", last_name: "B" }, ["password"]],
    [
      { email: "a@b.co", password: "saffron-lantern-42", confirm_password: "other-pass", first_name: "A", last_name: "B" },
      ["confirm_password"],
    ],
    [{ email: 42, password: ["x"], confirm_password: null, first_name: "A", last_name: "B" }, ["email", "password", "confirm_password"]],
  ])("answers a bad body with a field map (%#)", async (body, fields) => {
    const response = await post("/api/auth/register/", body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual([...fields].sort());
  });

  it("names the mismatch and the minimum length", async () => {
    const mismatch = await post("/api/auth/register/", {
      email: "a@b.co",
      password: "saffron-lantern-42",
      confirm_password: "nope-nope",
      first_name: "A",
      last_name: "B",
    });
    expect(mismatch.json().confirm_password).toEqual(["Passwords do not match"]);
    const short = await post("/api/auth/register/", {
      email: "a@b.co",
      password: "1234567",
      confirm_password: "1234567",
      first_name: "A",
      last_name: "B",
    });
    expect(short.json().password).toEqual(["Password must be at least 8 characters"]);
  });

  it("never answers malformed JSON with a 500", async () => {
    const response = await env.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("detail");
  });
});

describe("e-mail verification", () => {
  it("verifies once with the e-mailed token; the token cannot be reused", async () => {
    await signup("verify@example.com");
    const { token } = await lastMailTo(env.ctx, "verify@example.com");
    const first = await env.app.inject({ url: `/api/auth/verify-email/?token=${token}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: "Email verified successfully.", email: "verify@example.com" });
    const reused = await env.app.inject({ url: `/api/auth/verify-email/?token=${token}` });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toContain("already been used");
    const login = await post("/api/auth/token/", { email: "verify@example.com", password: "saffron-lantern-42" });
    expect(login.statusCode).toBe(200);
  });

  it("rejects an expired token and an unknown one", async () => {
    await signup("expired@example.com");
    const { token } = await lastMailTo(env.ctx, "expired@example.com");
    await env.ctx.db
      .updateTable("email_verification_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", (eb) => eb.selectFrom("users").select("id").where("email", "=", "expired@example.com"))
      .execute();
    const expired = await env.app.inject({ url: `/api/auth/verify-email/?token=${token}` });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toContain("expired");
    const unknown = await env.app.inject({ url: "/api/auth/verify-email/?token=nope" });
    expect(unknown.json()).toMatchObject({ detail: "Invalid verification link." });
    const missing = await env.app.inject({ url: "/api/auth/verify-email/" });
    expect(missing.statusCode).toBe(400);
  });

  it("sets the token to expire 24 hours after it is issued", async () => {
    await signup("ttl@example.com");
    const row = await env.ctx.db
      .selectFrom("email_verification_tokens")
      .innerJoin("users", "users.id", "email_verification_tokens.user_id")
      .select(["expires_at", "email_verification_tokens.created_at"])
      .where("users.email", "=", "ttl@example.com")
      .executeTakeFirstOrThrow();
    const hours = (row.expires_at.getTime() - row.created_at.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });
});

describe("POST /api/auth/resend-verification/", () => {
  it("answers the same for unknown, verified and unverified addresses, mailing only the unverified", async () => {
    await signup("resend@example.com");
    const verified = await createUser(env.ctx, { email: "already@example.com" });
    const answers = await Promise.all(
      ["resend@example.com", "nobody@example.com", verified.email].map((email) => post("/api/auth/resend-verification/", { email })),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const mails = await env.ctx.db
      .selectFrom("mail_outbox")
      .select("to_address")
      .where("to_address", "in", ["resend@example.com", "nobody@example.com", verified.email])
      .execute();
    expect(mails.map((m) => m.to_address)).toEqual(["resend@example.com", "resend@example.com"]);
  });

  it("writes the mail in the account's language, whatever the page asking was in", async () => {
    await signup("arabic-resend@example.com", { language: "ar" });
    await post("/api/auth/resend-verification/", { email: "arabic-resend@example.com", language: "en" }, { "accept-language": "en-US" });
    const mail = await lastMailTo(env.ctx, "arabic-resend@example.com");
    expect(mail.row?.subject).toBe("تأكيد بريدك الإلكتروني في رادار المؤثرين");
    expect(mail.row?.html_body).toContain('dir="rtl"');
  });

  it("is rate-limited per address, saying when to come back", async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post("/api/auth/resend-verification/", { email: "limited@example.com" }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
    const wait = Number(answers[2]?.headers["retry-after"]);
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 3600).toBe(true);
  });
});

describe("POST /api/auth/token/", () => {
  it("refuses an unverified account with 'email not verified'", async () => {
    await signup("unverified@example.com");
    const response = await post("/api/auth/token/", { email: "unverified@example.com", password: "saffron-lantern-42" });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toContain("email not verified");
  });

  it("refuses a wrong password and an unknown account alike", async () => {
    const user = await createUser(env.ctx);
    const wrong = await post("/api/auth/token/", { email: user.email, password: "wrong-password" });
    const unknown = await post("/api/auth/token/", { email: "ghost@example.com", password: "wrong-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("returns access, refresh and the user", async () => {
    const user = await createUser(env.ctx, { role: "admin" });
    const response = await post("/api/auth/token/", { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toEqual(expect.any(String));
    expect(body.user).toEqual({
      id: user.id,
      email: user.email,
      username: user.username,
      first_name: "Test",
      last_name: "User",
      avatar_url: null,
      is_email_verified: true,
      language: "en",
      app_metadata: { role: "admin" },
    });
    const profile = await env.app.inject({ url: "/api/user/profile/", headers: bearer(body.access) });
    expect(profile.statusCode).toBe(200);
  });

  it("is rate-limited per e-mail address", async () => {
    const user = await createUser(env.ctx);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await post("/api/auth/token/", { email: user.email, password: "bad-password" })).statusCode);
    expect(codes.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(codes[6]).toBe(429);
  });
});

describe("refresh rotation and logout", () => {
  async function session() {
    const user = await createUser(env.ctx);
    return (await post("/api/auth/token/", { email: user.email, password: TEST_PASSWORD })).json() as { access: string; refresh: string };
  }

  const profile = (access: string) => env.app.inject({ url: "/api/user/profile/", headers: bearer(access) });

  it("rotates: the new pair works and the old refresh token is blacklisted", async () => {
    const { refresh } = await session();
    const rotated = await post("/api/auth/token/refresh/", { refresh });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().refresh).not.toBe(refresh);
    expect((await profile(rotated.json().access)).statusCode).toBe(200);
    const next = await post("/api/auth/token/refresh/", { refresh: rotated.json().refresh });
    expect(next.statusCode).toBe(200);
  });

  it("revokes the whole session when a rotated refresh token is presented again (reuse detection)", async () => {
    const first = await session();
    const other = await session();
    const rotated = (await post("/api/auth/token/refresh/", { refresh: first.refresh })).json() as { access: string; refresh: string };
    expect((await profile(rotated.access)).statusCode).toBe(200);

    const replayed = await post("/api/auth/token/refresh/", { refresh: first.refresh });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ detail: "Token is blacklisted", code: "token_blacklisted" });
    // Every token of the family is dead: the current refresh token and both access tokens.
    expect((await post("/api/auth/token/refresh/", { refresh: rotated.refresh })).statusCode).toBe(401);
    expect((await profile(rotated.access)).statusCode).toBe(401);
    expect((await profile(first.access)).statusCode).toBe(401);
    // Other sessions are untouched.
    expect((await profile(other.access)).statusCode).toBe(200);
    const row = await env.ctx.db.selectFrom("revoked_sessions").select("reason").executeTakeFirst();
    expect(row?.reason).toBe("reuse");
  });

  it("lets only one of several concurrent refreshes with the same token succeed", async () => {
    const { refresh } = await session();
    const results = await Promise.all(Array.from({ length: 5 }, () => post("/api/auth/token/refresh/", { refresh })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(4);
  });

  it("ends the session at logout: the refresh token is blacklisted and the access token stops working at once", async () => {
    const { access, refresh } = await session();
    const other = await session();
    // Used first, so the verified token is in the token service's cache when the logout comes.
    expect((await profile(access)).statusCode).toBe(200);
    expect((await post("/api/auth/logout/", { refresh })).statusCode).toBe(200);
    expect((await profile(access)).statusCode).toBe(401);
    const after = await post("/api/auth/token/refresh/", { refresh });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toContain("blacklisted");
    expect((await profile(other.access)).statusCode).toBe(200);
    // Logging out twice is fine.
    expect((await post("/api/auth/logout/", { refresh })).statusCode).toBe(200);
  });

  it("tells another API process of a logout within a second", async () => {
    const { access, refresh } = await session();
    const otherProcess = new DatabaseRevocationList(env.ctx.db, env.ctx.config.ACCESS_TOKEN_TTL_SECONDS, 50);
    const claims = await env.ctx.tokens.verifyAccess(access);
    if (!claims) throw new Error("no claims");
    expect(await otherProcess.isRevoked(claims.sessionId)).toBe(false);
    await post("/api/auth/logout/", { refresh });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await otherProcess.isRevoked(claims.sessionId)).toBe(true);
  });

  it("rejects garbage, an access token used as a refresh token, and a refresh token used as an access token", async () => {
    const { access, refresh } = await session();
    expect((await post("/api/auth/token/refresh/", { refresh: "garbage" })).statusCode).toBe(401);
    expect((await post("/api/auth/token/refresh/", { refresh: access })).statusCode).toBe(401);
    expect((await env.app.inject({ url: "/api/user/profile/", headers: bearer(refresh) })).statusCode).toBe(401);
    expect((await post("/api/auth/token/refresh/", {})).statusCode).toBe(400);
  });
});
