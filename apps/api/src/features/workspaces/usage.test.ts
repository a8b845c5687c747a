import type { TUsagePage } from "@radar/contract/usage";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import { chargeCredits, grantCredits } from "../../core/credits/ledger.ts";
import type { UserRow } from "../../core/users/user-dto.ts";

let env: TestEnv;
let owner: UserRow;
let member: UserRow;
let outsider: UserRow;
let workspaceId: string;
let ownerHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;

/** Sets one ledger row's time, so the month filter has rows on both sides of a Riyadh month boundary. */
const backdate = (entryId: number | null, at: string) =>
  sql`UPDATE credit_ledger SET created_at = ${new Date(at)} WHERE id = ${entryId}`.execute(env.ctx.db);

beforeAll(async () => {
  env = await createTestEnv();
  owner = await createUser(env.ctx, { first_name: "Noura", last_name: "Owner" });
  outsider = await createUser(env.ctx);
  workspaceId = workspaceIdOf(owner);
  const joined = await createUser(env.ctx, { first_name: "Sami", last_name: "Member" });
  await env.ctx.db.insertInto("workspace_members").values({ workspace_id: workspaceId, user_id: joined.id, role: "member" }).execute();
  member = await env.ctx.db
    .updateTable("users")
    .set({ current_workspace_id: workspaceId })
    .where("id", "=", joined.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  ownerHeaders = bearer(await accessTokenFor(env.ctx, owner));
  memberHeaders = bearer(await accessTokenFor(env.ctx, member));

  // Plan 2's monthly grant is the first movement (a purchase by the owner).
  await createSubscription(env.ctx, owner.id, 2, workspaceId);
  const search = await chargeCredits(env.ctx.db, { workspaceId, userId: member.id, amount: 10, reason: "search", reference: "search:a" });
  const report = await chargeCredits(env.ctx.db, {
    workspaceId,
    userId: member.id,
    amount: 25.5,
    reason: "report",
    reference: "report:=1",
  });
  const ownerSearch = await chargeCredits(env.ctx.db, {
    workspaceId,
    userId: owner.id,
    amount: 4,
    reason: "search",
    reference: "search:b",
  });
  const refund = await grantCredits(env.ctx.db, { workspaceId, userId: member.id, amount: 5, reason: "refund", reference: "report:=1" });
  // 2026-02-28 22:30 UTC is 01:30 on 1 March in Riyadh.
  await backdate(search.entryId, "2026-02-10T10:00:00Z");
  await backdate(report.entryId, "2026-02-28T22:30:00Z");
  await backdate(ownerSearch.entryId, "2026-03-15T10:00:00Z");
  await backdate(refund.entryId, "2026-03-20T10:00:00Z");
  // Another workspace's movements never show.
  await grantCredits(env.ctx.db, { workspaceId: workspaceIdOf(outsider), userId: outsider.id, amount: 999, reason: "purchase" });
  await chargeCredits(env.ctx.db, { workspaceId: workspaceIdOf(outsider), userId: outsider.id, amount: 7, reason: "search" });
});
afterAll(() => env.close());

const usage = async (query: string, headers = memberHeaders): Promise<TUsagePage> => {
  const response = await env.app.inject({ url: `/api/workspaces/current/usage/${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("GET /api/workspaces/current/usage/", () => {
  it("lists the workspace's movements newest first with the member, to every member, and never another workspace's", async () => {
    const page = await usage("");
    expect(page.count).toBe(5);
    const kinds = page.results.map((row) => row.kind);
    expect(new Set(kinds)).toEqual(new Set(["purchase", "search", "report", "refund"]));
    expect(page.results.every((row) => row.delta !== 999 && row.delta !== -7)).toBe(true);
    const report = page.results.find((row) => row.kind === "report");
    expect(report).toMatchObject({ member: { id: member.id, name: "Sami Member" }, delta: -25.5, reference: "report:=1" });
    // The owner sees the same history as the member.
    expect((await usage("", ownerHeaders)).count).toBe(5);
    // Dates are newest first.
    const times = page.results.map((row) => Date.parse(row.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("filters by member, kind and Riyadh month, with the totals of what matches", async () => {
    const byMember = await usage(`?member=${member.id}`);
    expect(byMember.count).toBe(3);
    expect(byMember.totals).toEqual({ spent: 35.5, added: 5 });

    const searches = await usage("?kind=search");
    expect(searches.results.map((row) => row.member?.id).sort()).toEqual([owner.id, member.id].sort());
    expect(searches.totals).toEqual({ spent: 14, added: 0 });

    // The report at 22:30 UTC on 28 February is in March in Riyadh.
    const march = await usage("?month=2026-03");
    expect(march.results.map((row) => row.kind).sort()).toEqual(["refund", "report", "search"]);
    expect(march.totals).toEqual({ spent: 29.5, added: 5 });
    expect((await usage("?month=2026-02")).results.map((row) => row.kind)).toEqual(["search"]);

    const combined = await usage(`?month=2026-03&kind=search&member=${owner.id}`);
    expect(combined).toMatchObject({ count: 1, totals: { spent: 4, added: 0 } });

    const paged = await usage("?limit=2&offset=1");
    expect(paged.count).toBe(5);
    expect(paged.results).toHaveLength(2);
  });

  it("values the credits at the plan's price over its included credits", async () => {
    const plan = await env.ctx.db.selectFrom("plans").select(["price", "included_credits"]).where("id", "=", 2).executeTakeFirstOrThrow();
    const page = await usage("");
    const perCredit = Number(plan.price) / Number(plan.included_credits);
    expect(page.credit_value_sar).toBeCloseTo(perCredit, 4);
    expect(page.balance_value_sar).toBeCloseTo(page.balance * perCredit, 2);
    // Without a plan there is no price to value credits at.
    const alone = await usage("", bearer(await accessTokenFor(env.ctx, outsider)));
    expect(alone).toMatchObject({ count: 2, balance: 992, credit_value_sar: null, balance_value_sar: null });
  });

  it("refuses malformed filters with 400", async () => {
    for (const query of ["?month=2026-13", "?month=march", "?kind=gift", "?member=abc", "?limit=0"]) {
      const response = await env.app.inject({ url: `/api/workspaces/current/usage/${query}`, headers: memberHeaders });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await env.app.inject({ url: "/api/workspaces/current/usage/" })).statusCode).toBe(401);
  });
});

describe("GET /api/workspaces/current/usage/export/", () => {
  it("writes the filtered rows as CSV with Arabic headers and labels, in Riyadh time", async () => {
    const response = await env.app.inject({
      url: `/api/workspaces/current/usage/export/?format=csv&member=${member.id}`,
      headers: { ...memberHeaders, "accept-language": "ar" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const text = response.body.replace(/^\uFEFF/, "");
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('"التاريخ","العضو","بريد العضو","النوع","الرصيد المتحرك","الرصيد بعدها","المرجع"');
    expect(lines).toHaveLength(4);
    expect(text).toContain('"تقرير"');
    expect(text).toContain('"استرداد"');
    expect(text).toContain("-25.5");
    expect(text).toContain('"report:=1"');
    expect(text).not.toContain("999");
    expect(text).toContain("2026-03-01 01:30");
  });

  it("answers English headers by default and only the workspace's rows", async () => {
    const response = await env.app.inject({ url: "/api/workspaces/current/usage/export/?format=csv&kind=search", headers: ownerHeaders });
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('"Date","Member","Member e-mail","Kind","Credits","Balance after","Reference"');
    expect(lines).toHaveLength(3);
    expect((await env.app.inject({ url: "/api/workspaces/current/usage/export/?format=pdf", headers: ownerHeaders })).statusCode).toBe(400);
  });
});
