import { PASSWORD_MESSAGES } from "@radar/contract/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestEnv, createUser, TEST_PASSWORD, type TestEnv } from "../../../test/helpers.ts";
import type { UserRow } from "../../core/users/user-dto.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ RESEND_RATE_LIMIT_PER_EMAIL: "3" });
});
afterAll(() => env.close());

const NEW_PASSWORD = "brand-new-secret-9";

const post = (url: string, payload: unknown) => env.app.inject({ method: "POST", url, payload: payload as object });
const requestReset = (email: string, extra: Record<string, unknown> = {}) => post("/api/auth/password-reset/", { email, ...extra });
const confirm = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  post("/api/auth/password-reset/confirm/", { token, password, confirm_password: confirmPassword });
const login = (email: string, password: string) => post("/api/auth/token/", { email, password });
const profile = (access: string) => env.app.inject({ url: "/api/user/profile/", headers: bearer(access) });

/** The reset link is mailed after the answer: waits for the outbox row of `template` to appear. */
async function mailFor(to: string, template: string, count = 1) {
  for (;;) {
    const rows = await env.ctx.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", to)
      .where("template", "=", template)
      .orderBy("id", "desc")
      .execute();
    const row = rows[0];
    if (row && rows.length >= count) {
      const link = row.text_body.match(/https?:\/\/\S+/)?.[0] ?? "";
      return { row, link, token: new URL(link).searchParams.get("token") ?? "" };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function signedInUser(): Promise<{ user: UserRow; access: string; refresh: string }> {
  const user = await createUser(env.ctx);
  const session = (await login(user.email, TEST_PASSWORD)).json() as { access: string; refresh: string };
  return { user, ...session };
}

describe("password reset", () => {
  it("resets through the e-mailed link and ends every session of the user", async () => {
    const { user, access, refresh } = await signedInUser();
    const second = (await login(user.email, TEST_PASSWORD)).json() as { access: string; refresh: string };
    const rotated = (await post("/api/auth/token/refresh/", { refresh: second.refresh })).json() as { access: string; refresh: string };
    const bystander = await signedInUser();
    expect((await profile(access)).statusCode).toBe(200);

    const answer = await requestReset(user.email);
    expect(answer.statusCode).toBe(200);
    const mail = await mailFor(user.email, "password-reset");
    expect(mail.link).toMatch(/^http:\/\/radar\.test\/reset-password\?token=/);
    expect(mail.row.subject).toBe("Reset your Influencers Radar password");
    expect(mail.row.text_body).toContain("1 hour");
    // Only the hash is stored.
    const stored = await env.ctx.db.selectFrom("password_reset_tokens").select("token_hash").where("user_id", "=", user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(mail.token);

    const done = await confirm(mail.token);
    expect(done.statusCode).toBe(200);
    expect(done.json().detail).toContain("password has been reset");

    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Every session: both logins' refresh tokens (one of them rotated) and their access tokens.
    for (const token of [refresh, rotated.refresh])
      expect((await post("/api/auth/token/refresh/", { refresh: token })).statusCode).toBe(401);
    for (const token of [access, second.access, rotated.access]) expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(bystander.access)).statusCode).toBe(200);
    const reasons = await env.ctx.db.selectFrom("revoked_sessions").select("reason").where("user_id", "=", user.id).execute();
    expect(reasons.map((row) => row.reason)).toEqual(["password_reset", "password_reset"]);

    const changed = await mailFor(user.email, "password-changed");
    expect(changed.row.subject).toBe("Your Influencers Radar password was changed");
  });

  it("uses a link once, and spends the user's other open links with it", async () => {
    const user = await createUser(env.ctx);
    await requestReset(user.email);
    const first = await mailFor(user.email, "password-reset");
    await requestReset(user.email);
    const second = await mailFor(user.email, "password-reset", 2);
    expect(second.token).not.toBe(first.token);
    expect((await confirm(second.token)).statusCode).toBe(200);
    const again = await confirm(second.token, "another-password-1");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: "This password reset link has already been used.", code: "token_used" });
    expect((await confirm(first.token, "another-password-1")).json().code).toBe("token_used");
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("lets only one of two concurrent confirmations with the same link through", async () => {
    const user = await createUser(env.ctx);
    await requestReset(user.email);
    const { token } = await mailFor(user.email, "password-reset");
    const results = await Promise.all([confirm(token, "racing-password-1"), confirm(token, "racing-password-2")]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]?.statusCode === 200 ? "racing-password-1" : "racing-password-2";
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });

  it("refuses an expired link and an unknown one, leaving the password as it was", async () => {
    const user = await createUser(env.ctx);
    await requestReset(user.email);
    const { token } = await mailFor(user.email, "password-reset");
    const row = await env.ctx.db
      .selectFrom("password_reset_tokens")
      .select(["created_at", "expires_at"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect((row.expires_at.getTime() - row.created_at.getTime()) / 3_600_000).toBeCloseTo(1, 2);
    await env.ctx.db
      .updateTable("password_reset_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("user_id", "=", user.id)
      .execute();
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ detail: "This password reset link has expired. Please request a new one.", code: "token_expired" });
    expect((await confirm("not-a-token")).json()).toEqual({ detail: "Invalid password reset link.", code: "invalid_token" });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("answers an unknown address exactly like a known one, and mails nobody", async () => {
    const user = await createUser(env.ctx);
    const known = await requestReset(user.email);
    const unknown = await requestReset("nobody-here@example.com");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await mailFor(user.email, "password-reset");
    // The known address's mail has arrived, and the unknown one was looked up first: nothing is coming.
    const mails = await env.ctx.db.selectFrom("mail_outbox").select("id").where("to_address", "=", "nobody-here@example.com").execute();
    expect(mails).toEqual([]);
  });

  it("writes both e-mails in the account's language, right to left in Arabic, whatever the page's language", async () => {
    const user = await createUser(env.ctx, { language: "ar" });
    await env.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/",
      payload: { email: user.email, language: "en" },
      headers: { "accept-language": "en-US,en;q=0.9" },
    });
    const reset = await mailFor(user.email, "password-reset");
    expect(reset.row.subject).toBe("إعادة تعيين كلمة المرور في رادار المؤثرين");
    expect(reset.row.html_body).toContain('dir="rtl"');
    expect(reset.row.html_body).toContain('lang="ar"');
    expect(reset.row.text_body).toContain("مرحباً");
    await confirm(reset.token);
    const changed = await mailFor(user.email, "password-changed");
    expect(changed.row.subject).toBe("تم تغيير كلمة مرورك في رادار المؤثرين");
    expect(changed.row.html_body).toContain('dir="rtl"');
  });

  it("follows the language the user chose since: the switcher's PUT /api/user/language/", async () => {
    const { user, access } = await signedInUser();
    expect(user.language).toBe("en");
    const switched = await env.app.inject({
      method: "PUT",
      url: "/api/user/language/",
      headers: bearer(access),
      payload: { language: "ar" },
    });
    expect(switched.statusCode).toBe(204);
    await requestReset(user.email, { language: "en" });
    expect((await mailFor(user.email, "password-reset")).row.subject).toBe("إعادة تعيين كلمة المرور في رادار المؤثرين");
    await env.app.inject({ method: "PUT", url: "/api/user/language/", headers: bearer(access), payload: { language: "en" } });
    await requestReset(user.email, { language: "ar" });
    expect((await mailFor(user.email, "password-reset", 2)).row.subject).toBe("Reset your Influencers Radar password");
  });

  it.each(["12345678", "password1", "qwertyuiop"])("refuses the guessable new password %s and keeps the link usable", async (weak) => {
    const user = await createUser(env.ctx);
    await requestReset(user.email);
    const { token } = await mailFor(user.email, "password-reset");
    const refused = await confirm(token, weak);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ password: [PASSWORD_MESSAGES.weak] });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it("refuses a new password built from the user's own name", async () => {
    const user = await createUser(env.ctx, { first_name: "Abdulrahman", last_name: "Alqahtani" });
    await requestReset(user.email);
    const { token } = await mailFor(user.email, "password-reset");
    expect((await confirm(token, "Abdulrahman1")).json()).toEqual({ password: [PASSWORD_MESSAGES.weak] });
  });

  it("holds the new password to the signup rules (SPEC §5)", async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ["token", "password", "confirm_password"]],
      [{ token: "x", password: "short", confirm_password: "short" }, ["password"]],
      [{ token: "x", password: NEW_PASSWORD, confirm_password: "something-else" }, ["confirm_password"]],
    ];
    for (const [body, fields] of cases) {
      const response = await post("/api/auth/password-reset/confirm/", body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual([...fields].sort());
    }
    expect((await post("/api/auth/password-reset/confirm/", { token: "x", password: NEW_PASSWORD, confirm_password: "x" })).json()).toEqual(
      {
        confirm_password: ["Passwords do not match"],
      },
    );
    expect((await requestReset("not-an-email")).json()).toEqual({ email: ["Invalid email address"] });
  });

  it("is rate-limited per address", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await requestReset("limited-reset@example.com")).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
