import { REPORT_MSG } from "@radar/contract/reports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { createReportTestEnv, type ReportTestEnv, waitForReport } from "../../../test/fixtures/report-test-env.ts";
import { accessTokenFor, bearer, createUser, workspaceIdOf } from "../../../test/helpers.ts";
import { getBalance } from "../../core/credits/ledger.ts";
import { influencerId } from "../discovery/public.ts";
import { reportWorker } from "./report-queue.ts";

let env: ReportTestEnv;
beforeAll(async () => {
  env = await createReportTestEnv();
  await env.jobs.work(reportWorker(env.ctx, { leaseSeconds: 30, heartbeatSeconds: 5, concurrency: 2 }));
}, 60_000);
afterAll(() => env.close());

/** A creator of the index none of the users has as a profile. */
const CREATOR = influencerId("instagram", "food.lookalike3");

async function subscriber(planId: number | null = 2) {
  const user = await createUser(env.ctx);
  if (planId !== null) await createSubscription(env.ctx, user.id, planId);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const generate = (headers: Record<string, string>, payload: object) =>
  env.app.inject({ method: "POST", url: "/api/reports/generate/", headers, payload });

const reportCharges = (userId: number) =>
  env.ctx.db
    .selectFrom("credit_ledger")
    .select(["delta", "reference"])
    .where("user_id", "=", userId)
    .where("reason", "=", "report")
    .execute();

describe("a report on any creator of the index", () => {
  it("costs the plan's report_cost, keeps the creator as its subject and completes with both files", async () => {
    const { user, headers } = await subscriber(3);
    const before = await getBalance(env.ctx.db, workspaceIdOf(user));
    const response = await generate(headers, { influencer_id: CREATOR, report_type: "both", idempotency_key: "order-0001-abcdef" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.credits_remaining).toBe(before - 20);
    expect(body.report).toMatchObject({
      subject: "influencer",
      influencer_id: CREATOR,
      credits_charged: 20,
      type: "both",
      profile: { id: null, username: "food.lookalike3", platform: "instagram" },
    });
    const row = await env.ctx.db
      .selectFrom("reports")
      .select(["subject", "social_profile_id", "idempotency_key"])
      .where("id", "=", body.report.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ subject: "influencer", social_profile_id: null, idempotency_key: "order-0001-abcdef" });

    const done = await waitForReport(env, headers, body.report.id);
    expect(done).toMatchObject({ status: "completed", has_pdf: true, has_pptx: true, subject: "influencer" });
    const pdf = await env.app.inject({ url: `/api/reports/download/${done.id}/?format=pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pptx = await env.app.inject({ url: `/api/reports/download/${done.id}/?format=pptx`, headers });
    expect(pptx.statusCode).toBe(200);
    expect(pptx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("charges once and makes one report for 10 concurrent orders with one idempotency key", async () => {
    const { user, headers } = await subscriber(2);
    const before = await getBalance(env.ctx.db, workspaceIdOf(user));
    const payload = { influencer_id: CREATOR, report_type: "pdf", idempotency_key: "double-click-7f3a9c" };
    const answers = await Promise.all(Array.from({ length: 10 }, () => generate(headers, payload)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => answer.json().report.id));
    expect(ids.size).toBe(1);
    const reports = await env.ctx.db.selectFrom("reports").select("id").where("user_id", "=", user.id).execute();
    expect(reports).toHaveLength(1);
    const charges = await reportCharges(user.id);
    expect(charges).toHaveLength(1);
    expect(Number(charges[0]?.delta)).toBe(-30);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(before - 30);
    for (const answer of answers) expect(answer.json().credits_remaining).toBe(before - 30);

    // The same key for another report is a client bug, not a second order.
    const reused = await generate(headers, { ...payload, report_type: "pptx" });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ detail: REPORT_MSG.idempotencyConflict });
    // A new key is a new order.
    const second = await generate(headers, { ...payload, idempotency_key: "second-order-1b2c3d" });
    expect(second.statusCode).toBe(201);
    expect(await reportCharges(user.id)).toHaveLength(2);
  });

  it("answers 402 without enough credits and leaves no report and no charge", async () => {
    const { user, headers } = await subscriber(1);
    await env.ctx.db.updateTable("credit_accounts").set({ balance: 39.99 }).where("workspace_id", "=", workspaceIdOf(user)).execute();
    const response = await generate(headers, { influencer_id: CREATOR, idempotency_key: "poor-user-000001" });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ detail: "Insufficient credits", code: "insufficient_credits" });
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(39.99);
    expect(await env.ctx.db.selectFrom("reports").select("id").where("user_id", "=", user.id).execute()).toHaveLength(0);
    expect(await reportCharges(user.id)).toHaveLength(0);
  });

  it("lets only its owner read and download it", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const { report } = (await generate(owner.headers, { influencer_id: CREATOR })).json();
    await waitForReport(env, owner.headers, report.id);
    for (const url of [
      `/api/reports/${report.id}/`,
      `/api/reports/download/${report.id}/`,
      `/api/reports/download/${report.id}/?format=pdf`,
    ]) {
      const response = await env.app.inject({ url, headers: other.headers });
      expect(response.statusCode).toBe(404);
    }
    const list = (await env.app.inject({ url: "/api/reports/", headers: other.headers })).json();
    expect(list.reports).toEqual([]);
    const own = (await env.app.inject({ url: "/api/reports/", headers: owner.headers })).json();
    expect(own.reports.map((r: { id: number }) => r.id)).toEqual([report.id]);
  });

  it("refuses an unknown creator, both subjects at once, malformed ids and keys, and users without a plan", async () => {
    const { headers } = await subscriber();
    const unknown = await generate(headers, { influencer_id: "12345" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: REPORT_MSG.influencerNotFound });

    const both = await generate(headers, { influencer_id: CREATOR, profile: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.json().influencer_id).toEqual([REPORT_MSG.oneSubject]);
    for (const bad of ["abc", "99999999999999999999", "1e5", ""]) {
      const response = await generate(headers, { influencer_id: bad });
      expect(response.statusCode).toBe(400);
    }
    const badKey = await generate(headers, { influencer_id: CREATOR, idempotency_key: "short" });
    expect(badKey.statusCode).toBe(400);
    expect(Object.keys(badKey.json())).toEqual(["idempotency_key"]);

    const noPlan = await subscriber(null);
    expect((await generate(noPlan.headers, { influencer_id: CREATOR })).statusCode).toBe(403);
  });
});
