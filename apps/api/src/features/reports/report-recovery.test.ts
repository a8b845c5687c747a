import { sql } from "kysely";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReportTestEnv, type ReportTestEnv, subscriberWithProfile, waitForReport } from "../../../test/fixtures/report-test-env.ts";
import { workspaceIdOf } from "../../../test/helpers.ts";
import { getBalance } from "../../core/credits/ledger.ts";
import { influencerId } from "../discovery/public.ts";
import { claimReport } from "./report-queries.ts";
import { REPORT_QUEUE, reportWorker } from "./report-queue.ts";

/**
 * What a killed server leaves behind, and what the next start makes of it. The reports are ordered
 * while no worker runs; then one "dies" holding a report (a separate pg-boss instance fetches the
 * job, the report is claimed, and that instance goes away without finishing); then the workers start
 * as a restarted server's would.
 */
let env: ReportTestEnv;
beforeAll(async () => {
  env = await createReportTestEnv();
}, 60_000);
afterAll(() => env.close());

const generate = (headers: Record<string, string>, payload: object) =>
  env.app.inject({ method: "POST", url: "/api/reports/generate/", headers, payload });

describe("report generation across failures and restarts", () => {
  it("finishes a report whose worker died mid-job, fails and refunds one that cannot be made, once each", async () => {
    // 1. A report whose worker is killed while generating it.
    const killed = await subscriberWithProfile(env);
    const killedReport = (await generate(killed.headers, { profile: killed.profileId, report_type: "both" })).json().report;
    const dead = new PgBoss({ connectionString: env.connectionString, max: 1 });
    await dead.start();
    const fetched = await dead.fetch(REPORT_QUEUE.name);
    expect(fetched?.map((job) => job.data)).toEqual([{ reportId: killedReport.id }]);
    const claim = await claimReport(env.ctx.db, killedReport.id, 2);
    expect(claim?.status).toBe("generating");
    await dead.stop({ graceful: false, wait: true });
    const activeJob = await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE id = ${fetched?.[0]?.id ?? ""}::uuid`.execute(
      env.ctx.db,
    );
    expect(activeJob.rows[0]?.state).toBe("active");

    // 2. A report of an account that leaves the index before it is generated: it must fail and refund.
    const doomed = await subscriberWithProfile(env, { username: "food.lookalike14" });
    const balanceBefore = await getBalance(env.ctx.db, workspaceIdOf(doomed.user));
    const doomedOrder = (await generate(doomed.headers, { profile: doomed.profileId })).json();
    expect(doomedOrder.credits_remaining).toBe(balanceBefore - 30);
    const gone = influencerId("instagram", "food.lookalike14");
    await env.ctx.db.deleteFrom("influencer_profiles").where("id", "=", gone).execute();
    await env.ctx.db.deleteFrom("influencers").where("id", "=", gone).execute();

    // 3. A report that already took down its worker three times gives up (and refunds) on the next claim.
    const cursed = await subscriberWithProfile(env);
    const cursedReport = (await generate(cursed.headers, { profile: cursed.profileId })).json().report;
    await env.ctx.db
      .updateTable("reports")
      .set({ status: "generating", attempts: 3, claimed_at: new Date(Date.now() - 3_600_000) })
      .where("id", "=", cursedReport.id)
      .execute();

    // The restart: workers start (short lease, as if the dead worker's claim had lapsed quickly).
    await env.jobs.work(reportWorker(env.ctx, { leaseSeconds: 2, heartbeatSeconds: 1, concurrency: 2 }));

    const recovered = await waitForReport(env, killed.headers, killedReport.id);
    expect(recovered).toMatchObject({ status: "completed", has_pdf: true, has_pptx: true });
    const recoveredRow = await env.ctx.db
      .selectFrom("reports")
      .select(["attempts"])
      .where("id", "=", killedReport.id)
      .executeTakeFirstOrThrow();
    expect(recoveredRow.attempts).toBe(2);

    const failed = await waitForReport(env, doomed.headers, doomedOrder.report.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toContain("no longer in the influencer index");
    expect(failed.has_pdf).toBe(false);
    expect(await getBalance(env.ctx.db, workspaceIdOf(doomed.user))).toBe(balanceBefore);
    const refunds = await env.ctx.db
      .selectFrom("credit_ledger")
      .selectAll()
      .where("user_id", "=", doomed.user.id)
      .where("reason", "=", "refund")
      .execute();
    expect(refunds.map((r) => [Number(r.delta), r.idempotency_key])).toEqual([[30, `report-refund:${doomedOrder.report.id}`]]);
    const download = await env.app.inject({ url: `/api/reports/download/${doomedOrder.report.id}/`, headers: doomed.headers });
    expect(download.statusCode).toBe(404);

    const gaveUp = await waitForReport(env, cursed.headers, cursedReport.id);
    expect(gaveUp.status).toBe("failed");
    expect(await getBalance(env.ctx.db, workspaceIdOf(cursed.user))).toBe(1250);

    // A second sweep (another restart) changes nothing: finished reports stay as they are, refunds happen once.
    await env.jobs.work(reportWorker(env.ctx, { leaseSeconds: 2, heartbeatSeconds: 1, concurrency: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await getBalance(env.ctx.db, workspaceIdOf(doomed.user))).toBe(balanceBefore);
    const statuses = await env.ctx.db.selectFrom("reports").select(["id", "status"]).orderBy("id").execute();
    expect(statuses.map((r) => r.status)).toEqual(["completed", "failed", "failed"]);
  }, 90_000);
});
