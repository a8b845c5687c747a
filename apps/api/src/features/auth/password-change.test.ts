import { PASSWORD_MESSAGES } from "@radar/contract/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenFor, bearer, createTestEnv, createUser, lastMailTo, TEST_PASSWORD, type TestEnv } from "../../../test/helpers.ts";
import type { UserRow } from "../../core/users/user-dto.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ AUTH_RATE_LIMIT_PER_EMAIL: "5" });
});
afterAll(() => env.close());

const NEW_PASSWORD = "amber-falcon-orchard-7";

type Session = { access: string; refresh: string };

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  env.app.inject({ method: "POST", url, payload: payload as object, headers });
const login = async (email: string, password = TEST_PASSWORD) => (await post("/api/auth/token/", { email, password })).json() as Session;
const change = (access: string, body: Record<string, unknown>) => post("/api/auth/password/change/", body, bearer(access));
const profile = (access: string) => env.app.inject({ url: "/api/user/profile/", headers: bearer(access) });
const refresh = (token: string) => post("/api/auth/token/refresh/", { refresh: token });

async function userWithSessions(count: number, overrides: Partial<UserRow> = {}): Promise<{ user: UserRow; sessions: Session[] }> {
  const user = await createUser(env.ctx, overrides);
  const sessions: Session[] = [];
  for (let i = 0; i < count; i++) sessions.push(await login(user.email));
  return { user, sessions };
}

describe("POST /api/auth/password/change/", () => {
  it("changes the password, signs out every other session and keeps the one that asked", async () => {
    const { user, sessions } = await userWithSessions(3);
    const [current, laptop, phone] = sessions as [Session, Session, Session];
    const bystander = await userWithSessions(1);

    const response = await change(current.access, {
      current_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: PASSWORD_MESSAGES.changed, signed_out_sessions: 2 });

    // The other devices: access tokens refused at once, refresh tokens blacklisted.
    expect((await profile(laptop.access)).statusCode).toBe(401);
    expect((await profile(phone.access)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
    // The device that changed it: still in, and its refresh token still rotates.
    expect((await profile(current.access)).statusCode).toBe(200);
    const rotated = await refresh(current.refresh);
    expect(rotated.statusCode).toBe(200);
    expect((await profile((rotated.json() as Session).access)).statusCode).toBe(200);
    // Another user is untouched.
    expect((await profile(bystander.sessions[0]?.access ?? "")).statusCode).toBe(200);

    expect((await post("/api/auth/token/", { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await post("/api/auth/token/", { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const reasons = await env.ctx.db.selectFrom("revoked_sessions").select("reason").where("user_id", "=", user.id).execute();
    expect(reasons.map((row) => row.reason)).toEqual(["password_change", "password_change"]);
  });

  it("mails a notice in the user's language", async () => {
    const { user, sessions } = await userWithSessions(1, { language: "ar" });
    await change(sessions[0]?.access ?? "", { current_password: TEST_PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    const mail = await lastMailTo(env.ctx, user.email);
    expect(mail.row?.template).toBe("password-changed");
    expect(mail.row?.subject).toBe("تم تغيير كلمة مرورك في رادار المؤثرين");
    expect(mail.row?.html_body).toContain('dir="rtl"');
    expect(mail.row?.text_body).toContain("يبقى الجهاز الذي غيّرها مسجّل الدخول");
  });

  it("refuses a wrong current password with a field error and changes nothing", async () => {
    const { user, sessions } = await userWithSessions(2);
    const response = await change(sessions[0]?.access ?? "", {
      current_password: "not-my-password",
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ current_password: [PASSWORD_MESSAGES.currentWrong] });
    expect((await profile(sessions[1]?.access ?? "")).statusCode).toBe(200);
    expect((await post("/api/auth/token/", { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it.each(["12345678", "password1", "qwertyuiop"])("refuses the guessable new password %s", async (weak) => {
    const { user, sessions } = await userWithSessions(2);
    const response = await change(sessions[0]?.access ?? "", { current_password: TEST_PASSWORD, password: weak, confirm_password: weak });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: [PASSWORD_MESSAGES.weak] });
    expect((await profile(sessions[1]?.access ?? "")).statusCode).toBe(200);
    expect((await post("/api/auth/token/", { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it("validates the body like the other password forms", async () => {
    const { sessions } = await userWithSessions(1);
    const access = sessions[0]?.access ?? "";
    const empty = await change(access, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(["confirm_password", "current_password", "password"]);
    const mismatch = await change(access, { current_password: TEST_PASSWORD, password: NEW_PASSWORD, confirm_password: "other" });
    expect(mismatch.json()).toEqual({ confirm_password: ["Passwords do not match"] });
    expect((await change(access, { current_password: TEST_PASSWORD, password: "short", confirm_password: "short" })).json()).toEqual({
      password: ["Password must be at least 8 characters"],
    });
  });

  it("tells an account without a password (Google only) to set one by reset", async () => {
    const google = await createUser(env.ctx, { password_hash: null, google_sub: `sub-${Date.now()}` });
    const response = await change(await accessTokenFor(env.ctx, google), {
      current_password: "anything",
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.json()).toEqual({ current_password: [PASSWORD_MESSAGES.noCurrent] });
  });

  it("needs a signed-in user", async () => {
    const response = await post("/api/auth/password/change/", {
      current_password: "x",
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it("limits tries of the current password per account, with Retry-After", async () => {
    const { sessions } = await userWithSessions(1);
    const access = sessions[0]?.access ?? "";
    const codes: number[] = [];
    let last = await change(access, { current_password: "guess-0", password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    codes.push(last.statusCode);
    for (let i = 1; i < 6; i++) {
      last = await change(access, { current_password: `guess-${i}`, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    expect(Number(last.headers["retry-after"])).toBeGreaterThanOrEqual(1);
  });
});
