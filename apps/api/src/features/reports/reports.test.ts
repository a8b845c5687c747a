import { REPORT_MSG } from "@radar/contract/reports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReportTestEnv, type ReportTestEnv, subscriberWithProfile, waitForReport } from "../../../test/fixtures/report-test-env.ts";
import { joinWorkspace } from "../../../test/fixtures/workspace-members.ts";
import { accessTokenFor, bearer, createUser, workspaceIdOf } from "../../../test/helpers.ts";
import { getBalance } from "../../core/credits/ledger.ts";
import { reportWorker } from "./report-queue.ts";

let env: ReportTestEnv;
beforeAll(async () => {
  env = await createReportTestEnv();
  await env.jobs.work(reportWorker(env.ctx, { leaseSeconds: 30, heartbeatSeconds: 5, concurrency: 2 }));
}, 60_000);
afterAll(() => env.close());

const generate = (headers: Record<string, string>, payload: object) =>
  env.app.inject({ method: "POST", url: "/api/reports/generate/", headers, payload });

describe("POST /api/reports/generate/", () => {
  it("answers at once with a pending report and the credits left, then a job completes it", async () => {
    const { user, headers, profileId } = await subscriberWithProfile(env);
    const before = await getBalance(env.ctx.db, workspaceIdOf(user));
    const response = await generate(headers, { profile: profileId, report_type: "pdf" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: REPORT_MSG.started,
      credits_remaining: before - 30,
      report: { status: "pending", type: "pdf", template: "standard", template_name: "Standard", has_pdf: false, pdf_url: null },
    });
    expect(body.report.profile).toEqual({ id: profileId, username: "sara.alqahtani", platform: "instagram" });

    const done = await waitForReport(env, headers, body.report.id);
    expect(done).toMatchObject({ status: "completed", has_pdf: true, has_pptx: false, template_name: "Standard" });
    expect(done.pdf_url).toBe(`/api/reports/download/${body.report.id}/?format=pdf`);

    const ledger = await env.ctx.db
      .selectFrom("credit_ledger")
      .selectAll()
      .where("user_id", "=", user.id)
      .where("reason", "=", "report")
      .execute();
    expect(ledger).toHaveLength(1);
    expect(Number(ledger[0]?.delta)).toBe(-30);
    expect(ledger[0]?.reference).toBe(`report:${body.report.id}`);
  });

  it("downloads the owner's PDF with its content type and a file name holding the username and date", async () => {
    const { headers, profileId } = await subscriberWithProfile(env);
    const { report } = (await generate(headers, { profile: profileId })).json();
    await waitForReport(env, headers, report.id);
    const download = await env.app.inject({ url: `/api/reports/download/${report.id}/`, headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    const day = new Date().toISOString().slice(0, 10);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="radar-report-sara.alqahtani-${day}.pdf"`);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const noPptx = await env.app.inject({ url: `/api/reports/download/${report.id}/?format=pptx`, headers });
    expect(noPptx.statusCode).toBe(404);
    expect(noPptx.json()).toEqual({ detail: REPORT_MSG.notAvailable });
  });

  it("makes both files for 'both', with the Brief template recorded", async () => {
    const { headers, profileId } = await subscriberWithProfile(env);
    const response = await generate(headers, { profile: profileId, report_type: "both", template: "Brief", language: "ar" });
    expect(response.statusCode).toBe(201);
    const done = await waitForReport(env, headers, response.json().report.id);
    expect(done).toMatchObject({
      status: "completed",
      type: "both",
      template: "brief",
      template_name: "Brief",
      language: "ar",
      has_pdf: true,
      has_pptx: true,
    });
    const pptx = await env.app.inject({ url: `/api/reports/download/${done.id}/?format=pptx`, headers });
    expect(pptx.statusCode).toBe(200);
    expect(pptx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.presentationml.presentation");
    expect(pptx.headers["content-disposition"]).toContain(".pptx");
    expect(pptx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("refuses a user whose credits do not cover the plan's report cost with 403, charging nothing", async () => {
    const { user, headers, profileId } = await subscriberWithProfile(env, { planId: 1 });
    await env.ctx.db.updateTable("credit_accounts").set({ balance: 39.99 }).where("workspace_id", "=", workspaceIdOf(user)).execute();
    const response = await generate(headers, { profile: profileId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: REPORT_MSG.limitReached });
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(39.99);
    const reports = await env.ctx.db.selectFrom("reports").select("id").where("user_id", "=", user.id).execute();
    expect(reports).toHaveLength(0);
    const charges = await env.ctx.db
      .selectFrom("credit_ledger")
      .select("id")
      .where("user_id", "=", user.id)
      .where("reason", "=", "report")
      .execute();
    expect(charges).toHaveLength(0);
  });

  it("charges the plan's own report cost (Basic 40, Professional 20)", async () => {
    for (const [planId, cost] of [
      [1, 40],
      [3, 20],
    ] as const) {
      const { user, headers, profileId } = await subscriberWithProfile(env, { planId });
      const before = await getBalance(env.ctx.db, workspaceIdOf(user));
      const body = (await generate(headers, { profile: profileId })).json();
      expect(body.credits_remaining).toBe(before - cost);
      expect(body.report.credits_charged).toBe(cost);
    }
  });

  it("needs a subscription, one of the user's own profiles and a valid payload", async () => {
    const noPlan = await subscriberWithProfile(env, { planId: null });
    const refused = await generate(noPlan.headers, { profile: noPlan.profileId });
    expect(refused.statusCode).toBe(403);

    const owner = await subscriberWithProfile(env);
    const stranger = await subscriberWithProfile(env);
    const foreign = await generate(stranger.headers, { profile: owner.profileId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: REPORT_MSG.profileNotFound });

    const missing = await generate(owner.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().profile).toEqual([REPORT_MSG.profileRequired]);
    const badType = await generate(owner.headers, { profile: owner.profileId, report_type: "docx" });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json())).toEqual(["report_type"]);
    const badTemplate = await generate(owner.headers, { profile: owner.profileId, template: "fancy" });
    expect(badTemplate.statusCode).toBe(400);

    const anonymous = await env.app.inject({ method: "POST", url: "/api/reports/generate/", payload: { profile: 1 } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("reading reports", () => {
  it("lists only the workspace's reports, with credits_remaining; other workspaces' reports are 404", async () => {
    const owner = await subscriberWithProfile(env);
    const other = await subscriberWithProfile(env);
    const { report } = (await generate(owner.headers, { profile: owner.profileId })).json();
    await generate(other.headers, { profile: other.profileId });

    const list = await env.app.inject({ url: "/api/reports/", headers: owner.headers });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.reports.map((r: { id: number }) => r.id)).toEqual([report.id]);
    expect(body.credits_remaining).toBe(await getBalance(env.ctx.db, workspaceIdOf(owner.user)));
    expect(body.message).toBe(REPORT_MSG.listed);

    const perProfile = await env.app.inject({ url: `/api/reports/profile/${owner.profileId}/`, headers: owner.headers });
    expect(perProfile.json().reports.map((r: { id: number }) => r.id)).toEqual([report.id]);
    expect((await env.app.inject({ url: `/api/reports/profile/${owner.profileId}/`, headers: other.headers })).statusCode).toBe(404);

    await waitForReport(env, owner.headers, report.id);
    for (const url of [`/api/reports/${report.id}/`, `/api/reports/download/${report.id}/`]) {
      const response = await env.app.inject({ url, headers: other.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: REPORT_MSG.notFound });
    }
    expect((await env.app.inject({ url: "/api/reports/abc/", headers: owner.headers })).statusCode).toBe(400);
  });

  it("shares reports with every member of the workspace: a member orders one charged to the workspace, each names its author", async () => {
    const owner = await subscriberWithProfile(env);
    await env.ctx.db.updateTable("users").set({ first_name: "Amal", last_name: "Owner" }).where("id", "=", owner.user.id).execute();
    const workspaceId = workspaceIdOf(owner.user);
    const memberRow = await joinWorkspace(env.ctx, await createUser(env.ctx, { first_name: "Badr", last_name: "Member" }), workspaceId);
    const member = { user: memberRow, headers: bearer(await accessTokenFor(env.ctx, memberRow)) };
    const outsider = await subscriberWithProfile(env);

    const first = (await generate(owner.headers, { profile: owner.profileId })).json().report;
    const before = await getBalance(env.ctx.db, workspaceId);
    const ordered = await generate(member.headers, { profile: owner.profileId, report_type: "pptx" });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const second = ordered.json();
    expect(second.credits_remaining).toBe(before - 30);
    expect(second.report.created_by).toEqual({ id: member.user.id, name: "Badr Member" });
    expect(await getBalance(env.ctx.db, workspaceId)).toBe(before - 30);
    const charge = await env.ctx.db
      .selectFrom("credit_ledger")
      .select(["workspace_id", "user_id"])
      .where("reference", "=", `report:${second.report.id}`)
      .executeTakeFirstOrThrow();
    expect(charge).toEqual({ workspace_id: workspaceId, user_id: member.user.id });
    const row = await env.ctx.db
      .selectFrom("reports")
      .select(["workspace_id", "user_id"])
      .where("id", "=", second.report.id)
      .executeTakeFirst();
    expect(row).toEqual({ workspace_id: workspaceId, user_id: member.user.id });

    // Both members see both reports, each with its author; the member downloads the owner's.
    for (const headers of [owner.headers, member.headers]) {
      const listed = (await env.app.inject({ url: "/api/reports/", headers })).json();
      expect(listed.reports.map((r: { id: number; created_by: unknown }) => [r.id, r.created_by])).toEqual([
        [second.report.id, { id: member.user.id, name: "Badr Member" }],
        [first.id, { id: owner.user.id, name: "Amal Owner" }],
      ]);
      expect(listed.credits_remaining).toBe(before - 30);
    }
    await waitForReport(env, member.headers, first.id);
    expect((await env.app.inject({ url: `/api/reports/download/${first.id}/`, headers: member.headers })).statusCode).toBe(200);
    await waitForReport(env, owner.headers, second.report.id);

    // The same idempotency key is the workspace's: the owner repeating the member's key gets the member's report.
    const keyed = await generate(member.headers, { profile: owner.profileId, idempotency_key: "team-order-0001" });
    const repeated = await generate(owner.headers, { profile: owner.profileId, idempotency_key: "team-order-0001" });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().report.id).toBe(keyed.json().report.id);

    // Another workspace sees none of it, and cannot order a report of the workspace's profile.
    expect((await env.app.inject({ url: "/api/reports/", headers: outsider.headers })).json().reports).toEqual([]);
    for (const url of [
      `/api/reports/${first.id}/`,
      `/api/reports/download/${second.report.id}/`,
      `/api/reports/profile/${owner.profileId}/`,
    ]) {
      expect((await env.app.inject({ url, headers: outsider.headers })).statusCode, url).toBe(404);
    }
    const foreign = await generate(outsider.headers, { profile: owner.profileId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: REPORT_MSG.profileNotFound });
  });

  it("keeps a report, downloadable, after its profile is deleted", async () => {
    const owner = await subscriberWithProfile(env);
    const { report } = (await generate(owner.headers, { profile: owner.profileId })).json();
    await waitForReport(env, owner.headers, report.id);
    await env.ctx.db.deleteFrom("social_profiles").where("id", "=", owner.profileId).execute();
    const read = (await env.app.inject({ url: `/api/reports/${report.id}/`, headers: owner.headers })).json();
    expect(read.profile).toEqual({ id: null, username: "sara.alqahtani", platform: "instagram" });
    expect((await env.app.inject({ url: `/api/reports/download/${report.id}/`, headers: owner.headers })).statusCode).toBe(200);
  });

  it("lists the Standard and Brief templates, which hold different sections", async () => {
    const user = await createUser(env.ctx);
    const response = await env.app.inject({ url: "/api/reports/templates/", headers: bearer(await accessTokenFor(env.ctx, user)) });
    expect(response.statusCode).toBe(200);
    const templates = response.json() as { id: string; name: string; sections: string[] }[];
    expect(templates.map((t) => t.name)).toEqual(["Standard", "Brief"]);
    const [standard, brief] = templates;
    expect(standard?.sections).toContain("age");
    expect(standard?.sections).toContain("cities");
    expect(brief?.sections).not.toContain("age");
    expect(brief?.sections.length).toBeLessThan(standard?.sections.length ?? 0);
  });
});
