import { randomBytes } from "node:crypto";
import { type TWorkspace, WORKSPACE_CODE, WORKSPACE_MSG } from "@radar/contract/workspaces";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { signedInUser } from "../../../test/fixtures/admin.ts";
import { createMigratedDatabase, createTestEnv, lastMailTo, type TestEnv } from "../../../test/helpers.ts";
import type { DatabaseHandle } from "../../core/db/database.ts";
import { migrations } from "../../core/db/migrations/index.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

type Headers = Record<string, string>;
const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Headers = {}, payload?: object) =>
  env.app.inject({ method, url, headers, payload });

async function current(headers: Headers): Promise<TWorkspace> {
  const response = await api("GET", "/api/workspaces/current/", headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The plan id whose seats are `seats` (the migration's: basic 2, growth 5, professional 15). */
async function planWithSeats(seats: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM plans WHERE seats = ${seats} ORDER BY id LIMIT 1`.execute(env.ctx.db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no plan with ${seats} seats`);
  return id;
}

/** An owner on a plan of `seats` seats. */
async function owner(seats: number) {
  const signed = await signedInUser(env.ctx, { first_name: "Noura", last_name: "Alharbi" });
  await createSubscription(env.ctx, signed.user.id, await planWithSeats(seats));
  return signed;
}

async function invite(headers: Headers, email: string, role: "admin" | "member" = "member", language?: "en" | "ar") {
  return api("POST", "/api/workspaces/current/invitations/", headers, { email, role, ...(language ? { language } : {}) });
}

/** The token of the last invitation mailed to `email` (the link is /invitations/<token>). */
async function invitationToken(email: string): Promise<string> {
  const { link } = await lastMailTo(env.ctx, email);
  const token = link?.split("/invitations/")[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(token);
}

/** Invites `email`, then signs up that address and accepts: the new member's headers. */
async function join(ownerHeaders: Headers, email: string, role: "admin" | "member" = "member") {
  expect((await invite(ownerHeaders, email, role)).statusCode).toBe(201);
  const token = await invitationToken(email);
  const member = await signedInUser(env.ctx, { email });
  const accepted = await api("POST", "/api/workspaces/invitations/accept/", member.headers, { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return member;
}

const address = (name: string) => `${name}-${randomBytes(4).toString("hex")}@agency.example`;

describe("workspaces", () => {
  it("gives every new user a personal workspace that they own and work in", async () => {
    const { user, headers } = await signedInUser(env.ctx, { first_name: "Fahad", last_name: "Alqahtani" });
    const list = await api("GET", "/api/workspaces/", headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().workspaces).toEqual([
      expect.objectContaining({ name: "Fahad Alqahtani", role: "owner", members: 1, current: true }),
    ]);
    const workspace = await current(headers);
    expect(workspace).toMatchObject({ role: "owner", seats: 1, seats_used: 1, invitations: [] });
    expect(workspace.members).toEqual([expect.objectContaining({ user_id: user.id, role: "owner" })]);
  });

  it("invites a colleague by e-mail in their language; the colleague signs up, accepts and works in the team's workspace", async () => {
    const { user, headers } = await owner(2);
    const email = address("colleague");
    const invited = await invite(headers, email, "member", "ar");
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      seats: 2,
      seats_used: 2,
      invitations: [expect.objectContaining({ email, role: "member", language: "ar" })],
    });

    const { row } = await lastMailTo(env.ctx, email);
    expect(row?.subject).toContain("دعوة للانضمام");
    expect(row?.text_body).toContain("Noura Alharbi");
    const token = await invitationToken(email);

    // The link's page can show what it invites to before anyone signs in.
    const preview = await api("GET", `/api/workspaces/invitations/${encodeURIComponent(token)}/`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      workspace_name: "Noura Alharbi",
      email,
      role: "member",
      state: "open",
      invited_by: "Noura Alharbi",
    });

    const colleague = await signedInUser(env.ctx, { email });
    const accepted = await api("POST", "/api/workspaces/invitations/accept/", colleague.headers, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ name: "Noura Alharbi", role: "member", seats_used: 2, invitations: [] });
    // A member sees the members, not the invitations.
    expect(accepted.json().members.map((m: { user_id: number; role: string }) => [m.user_id, m.role])).toEqual([
      [user.id, "owner"],
      [colleague.user.id, "member"],
    ]);
    const theirs = (await api("GET", "/api/workspaces/", colleague.headers)).json().workspaces;
    expect(theirs).toHaveLength(2);
    expect(theirs.find((w: { current: boolean }) => w.current)).toMatchObject({ name: "Noura Alharbi", role: "member", members: 2 });

    expect((await api("GET", `/api/workspaces/invitations/${encodeURIComponent(token)}/`)).json().state).toBe("used");
  });

  it("keeps members plus open invitations within the plan's seats; revoking frees a seat", async () => {
    const alone = await signedInUser(env.ctx);
    const withoutPlan = await invite(alone.headers, address("nobody"));
    expect(withoutPlan.statusCode).toBe(403);
    expect(withoutPlan.json()).toEqual({ detail: WORKSPACE_MSG.seatsFull(1), code: WORKSPACE_CODE.seatsFull });

    const { headers } = await owner(2);
    expect((await invite(headers, address("first"))).statusCode).toBe(201);
    const full = await invite(headers, address("second"));
    expect(full.statusCode).toBe(403);
    expect(full.json().code).toBe(WORKSPACE_CODE.seatsFull);
    expect(full.json().detail).toMatch(/Upgrade your plan/);

    const open = (await current(headers)).invitations[0];
    expect((await api("DELETE", `/api/workspaces/current/invitations/${open?.id}/`, headers)).statusCode).toBe(204);
    expect((await invite(headers, address("third"))).statusCode).toBe(201);
  });

  it("never lets concurrent invitations take more seats than the plan has", async () => {
    const { headers } = await owner(5);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => invite(headers, address(`rush${i}`))));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(8);
    expect((await current(headers)).seats_used).toBe(5);
  });

  it("lets an invitation be used once, by its address, before it expires", async () => {
    const { headers } = await owner(5);
    const email = address("once");
    await invite(headers, email);
    const token = await invitationToken(email);

    const stranger = await signedInUser(env.ctx);
    const wrong = await api("POST", "/api/workspaces/invitations/accept/", stranger.headers, { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: WORKSPACE_MSG.invitationEmail(email), code: WORKSPACE_CODE.invitationEmail });

    const invitee = await signedInUser(env.ctx, { email });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api("POST", "/api/workspaces/invitations/accept/", invitee.headers, { token })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(Array(7).fill(WORKSPACE_CODE.invitationUsed));
    expect((await current(headers)).members).toHaveLength(2);

    const late = address("late");
    await invite(headers, late);
    const lateToken = await invitationToken(late);
    await sql`UPDATE workspace_invitations SET expires_at = now() - interval '1 second' WHERE lower(email) = ${late}`.execute(env.ctx.db);
    expect((await api("GET", `/api/workspaces/invitations/${encodeURIComponent(lateToken)}/`)).json().state).toBe("expired");
    const lateMember = await signedInUser(env.ctx, { email: late });
    const expired = await api("POST", "/api/workspaces/invitations/accept/", lateMember.headers, { token: lateToken });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe(WORKSPACE_CODE.invitationExpired);

    // Inviting again replaces the open link: the old one stops working.
    const again = address("again");
    await invite(headers, again);
    const first = await invitationToken(again);
    await invite(headers, again);
    expect(await invitationToken(again)).not.toBe(first);
    expect((await api("GET", `/api/workspaces/invitations/${encodeURIComponent(first)}/`)).statusCode).toBe(404);
  });

  it("applies the roles: members cannot manage, admins cannot touch owners, the last owner cannot leave", async () => {
    const boss = await owner(15);
    const admin = await join(boss.headers, address("admin"), "admin");
    const member = await join(boss.headers, address("member"));

    const byMember = await invite(member.headers, address("x"));
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe(WORKSPACE_CODE.notAllowed);
    expect((await api("PUT", "/api/workspaces/current/", member.headers, { name: "Mine now" })).statusCode).toBe(403);

    expect((await api("DELETE", `/api/workspaces/current/members/${boss.user.id}/`, admin.headers)).statusCode).toBe(403);
    expect((await api("PUT", `/api/workspaces/current/members/${member.user.id}/`, admin.headers, { role: "owner" })).statusCode).toBe(403);
    const promoted = await api("PUT", `/api/workspaces/current/members/${member.user.id}/`, admin.headers, { role: "admin" });
    expect(promoted.statusCode, promoted.body).toBe(200);

    const leave = await api("POST", "/api/workspaces/current/leave/", boss.headers);
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toEqual({ detail: WORKSPACE_MSG.lastOwner, code: WORKSPACE_CODE.lastOwner });
    expect((await api("PUT", `/api/workspaces/current/members/${boss.user.id}/`, boss.headers, { role: "member" })).statusCode).toBe(409);

    expect((await api("POST", "/api/workspaces/current/transfer/", admin.headers, { user_id: member.user.id })).statusCode).toBe(403);
    const transferred = await api("POST", "/api/workspaces/current/transfer/", boss.headers, { user_id: admin.user.id });
    expect(transferred.statusCode, transferred.body).toBe(200);
    const roles = Object.fromEntries(transferred.json().members.map((m: { user_id: number; role: string }) => [m.user_id, m.role]));
    expect(roles).toEqual({ [boss.user.id]: "admin", [admin.user.id]: "owner", [member.user.id]: "admin" });

    // The former owner can leave now, and works in their own workspace again.
    const left = await api("POST", "/api/workspaces/current/leave/", boss.headers);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ role: "owner", members: [expect.objectContaining({ user_id: boss.user.id })] });
  });

  it("takes a removed member out at once: the workspace is gone from their list and cannot be switched to", async () => {
    const boss = await owner(5);
    const member = await join(boss.headers, address("removed"));
    const teamId = (await current(boss.headers)).id;
    expect((await current(member.headers)).id).toBe(teamId);

    const removed = await api("DELETE", `/api/workspaces/current/members/${member.user.id}/`, boss.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().members).toHaveLength(1);

    const after = await current(member.headers);
    expect(after.id).not.toBe(teamId);
    expect(after.role).toBe("owner");
    const listed = (await api("GET", "/api/workspaces/", member.headers)).json().workspaces;
    expect(listed.map((w: { id: string }) => w.id)).not.toContain(teamId);
    const back = await api("PUT", "/api/workspaces/current/switch/", member.headers, { workspace_id: teamId });
    expect(back.statusCode).toBe(404);
  });

  it("switches between the caller's own workspaces only", async () => {
    const boss = await owner(5);
    const member = await join(boss.headers, address("switcher"));
    const team = await current(member.headers);
    const personal = (await api("GET", "/api/workspaces/", member.headers))
      .json()
      .workspaces.find((w: { role: string }) => w.role === "owner");
    const switched = await api("PUT", "/api/workspaces/current/switch/", member.headers, { workspace_id: personal.id });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ id: personal.id, role: "owner" });
    expect((await api("PUT", "/api/workspaces/current/switch/", member.headers, { workspace_id: team.id })).json().id).toBe(team.id);

    const stranger = await signedInUser(env.ctx);
    expect((await api("PUT", "/api/workspaces/current/switch/", stranger.headers, { workspace_id: team.id })).statusCode).toBe(404);
    // A stranger cannot revoke another workspace's invitation: ids are looked up in the caller's own workspace.
    await invite(boss.headers, address("kept"));
    const invitationId = (await current(boss.headers)).invitations[0]?.id;
    expect((await api("DELETE", `/api/workspaces/current/invitations/${invitationId}/`, stranger.headers)).statusCode).toBe(404);
  });

  it("answers hostile input with 400 and unknown links with 404, never 500", async () => {
    const { headers } = await owner(5);
    const bad: Array<[Parameters<typeof api>[0], string, object | undefined]> = [
      ["POST", "/api/workspaces/current/invitations/", { email: "not-an-address" }],
      ["POST", "/api/workspaces/current/invitations/", { email: "a@b.example", role: "owner" }],
      ["POST", "/api/workspaces/current/invitations/", { email: "a@b.example", language: "fr" }],
      ["PUT", "/api/workspaces/current/", { name: "   " }],
      ["PUT", "/api/workspaces/current/", { name: "x".repeat(121) }],
      ["PUT", "/api/workspaces/current/switch/", { workspace_id: "1; DROP TABLE users" }],
      ["PUT", "/api/workspaces/current/members/abc/", { role: "member" }],
      ["PUT", "/api/workspaces/current/members/1/", { role: "god" }],
      ["DELETE", "/api/workspaces/current/invitations/0/", undefined],
      ["POST", "/api/workspaces/current/transfer/", { user_id: "me" }],
      ["POST", "/api/workspaces/invitations/accept/", { token: "short" }],
    ];
    for (const [method, url, body] of bad) {
      const response = await api(method, url, headers, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
    }
    expect((await api("GET", `/api/workspaces/invitations/${"x".repeat(43)}/`)).statusCode).toBe(404);
    expect((await api("POST", "/api/workspaces/invitations/accept/", headers, { token: "x".repeat(43) })).statusCode).toBe(404);
    expect((await api("GET", "/api/workspaces/current/")).statusCode).toBe(401);
  });
});

describe("migration 0040 (workspaces) over existing users", () => {
  it("gives each existing user a workspace of their own, as its owner and current one", async () => {
    const migrator = (db: DatabaseHandle["db"]) => new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { handle } = await createMigratedDatabase(2, async (db) => {
      expect((await migrator(db).migrateTo("0039-tax-invoices")).error).toBeUndefined();
    });
    try {
      await sql`
        INSERT INTO users (email, username, first_name, last_name)
        VALUES ('one@example.com', 'one', 'Sara', 'Alotaibi'), ('two@example.com', 'two', '', '')`.execute(handle.db);
      expect((await migrator(handle.db).migrateToLatest()).error).toBeUndefined();
      const { rows } = await sql<{ email: string; name: string; role: string; current: boolean }>`
        SELECT u.email, w.name, m.role, u.current_workspace_id = w.id AS current
        FROM users u JOIN workspace_members m ON m.user_id = u.id JOIN workspaces w ON w.id = m.workspace_id
        ORDER BY u.email`.execute(handle.db);
      expect(rows).toEqual([
        { email: "one@example.com", name: "Sara Alotaibi", role: "owner", current: true },
        { email: "two@example.com", name: "two@example.com", role: "owner", current: true },
      ]);
      // Down and up again keeps the schema reversible.
      expect((await migrator(handle.db).migrateTo("0039-tax-invoices")).error).toBeUndefined();
      expect((await migrator(handle.db).migrateToLatest()).error).toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});
