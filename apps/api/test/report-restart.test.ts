import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReportTestEnv, type ReportTestEnv, subscriberWithProfile } from "./fixtures/report-test-env.ts";
import { killServers, startServer } from "./server-process.ts";

afterAll(killServers);

let env: ReportTestEnv;
let dataDir: string;
beforeAll(async () => {
  env = await createReportTestEnv();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "radar-report-restart-"));
});
afterAll(async () => {
  await env.close();
  await rm(dataDir, { recursive: true, force: true });
});

const statusOf = async (id: number) =>
  (await env.ctx.db.selectFrom("reports").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

/**
 * ISSUE 7: a server killed (SIGKILL, no shutdown) while it generates a report finishes the report
 * after a restart, and the user pays once. Two real server processes on one database.
 */
describe("a report whose server is killed mid-generation", () => {
  it("is completed by the restarted server, charged once and downloadable", async () => {
    const { user, headers } = await subscriberWithProfile(env);
    const profile = await env.ctx.db.selectFrom("social_profiles").select("id").where("user_id", "=", user.id).executeTakeFirstOrThrow();
    const serverEnv = {
      DATABASE_URL: env.connectionString,
      DATA_DIR: dataDir,
      JWT_SECRET: env.ctx.config.JWT_SECRET as string,
      SEED_DEMO: "false",
      RUN_JOB_WORKERS: "true",
    };

    const first = await startServer(serverEnv);
    const ordered = await fetch(`${first.url}/api/reports/generate/`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ profile: profile.id, report_type: "both" }),
    });
    expect(ordered.status).toBe(201);
    const id = ((await ordered.json()) as { report: { id: number } }).report.id;

    // Kill the process the moment its worker has claimed the report.
    const deadline = Date.now() + 20_000;
    while ((await statusOf(id)) === "pending" && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
    await first.stop("SIGKILL");
    expect(await statusOf(id)).toBe("generating");

    const second = await startServer(serverEnv);
    let report: { status: string; has_pdf: boolean; has_pptx: boolean } = { status: "", has_pdf: false, has_pptx: false };
    const until = Date.now() + 100_000;
    while (Date.now() < until) {
      report = (await (await fetch(`${second.url}/api/reports/${id}/`, { headers })).json()) as typeof report;
      if (report.status === "completed" || report.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(report).toMatchObject({ status: "completed", has_pdf: true, has_pptx: true });

    const download = await fetch(`${second.url}/api/reports/download/${id}/?format=pdf`, { headers });
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const ledger = await env.ctx.db.selectFrom("credit_ledger").select(["reason", "delta"]).where("user_id", "=", user.id).execute();
    expect(ledger.filter((entry) => entry.reason === "report")).toHaveLength(1);
    expect(ledger.filter((entry) => entry.reason === "refund")).toHaveLength(0);
    expect(await second.stop("SIGTERM")).toBe(0);
  }, 150_000);
});
