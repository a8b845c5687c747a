import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signedInAdmin } from "../../../test/fixtures/admin.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { JobQueue } from "../../core/jobs/job-queue.ts";
import { sourcesWorkers } from "./sources.jobs.ts";
import { handleImportJob } from "./vendor-import.queue.ts";

/** Issue 13, item 5: vendor imports as background jobs with progress, resumable, idempotent by account. */
let env: SourcesTestEnv;
let jobs: JobQueue;
beforeAll(async () => {
  env = await createSourcesTestEnv();
  const { rows } = await sql<{ db: string }>`SELECT current_database() AS db`.execute(env.ctx.db);
  jobs = await JobQueue.start(`${inject("pgServerUrl")}/${rows[0]?.db}`, env.ctx.logger);
  env.ctx.jobs = jobs;
});
afterAll(async () => {
  await jobs.stop();
  await env.close();
});

const importRow = async (id: number) => env.ctx.db.selectFrom("source_imports").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const accountsFrom = async (source: string) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM influencer_profiles WHERE source = ${source}`.execute(env.ctx.db)).rows[0]?.n ??
  0;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("vendor imports", () => {
  it("imports the requested pages of a HypeAuditor search in the background, with progress", async () => {
    const { headers } = await signedInAdmin(env.ctx);
    for (const worker of sourcesWorkers(env.ctx)) await jobs.work(worker);
    const response = await env.app.inject({
      method: "POST",
      url: "/api/admin/sources/imports/",
      headers,
      payload: { source: "hypeauditor", platform: "instagram", pages: 3, filters: { followers_from: 10_000, country: "sa" } },
    });
    expect(response.statusCode).toBe(202);
    const started = response.json();
    expect(started).toMatchObject({
      status: "queued",
      pages_requested: 3,
      pages_done: 0,
      filters: { followers_from: 10_000, country: "SA" },
    });

    const done = await until(
      () => importRow(started.id),
      (row) => row.status === "completed" || row.status === "failed",
    );
    expect(done).toMatchObject({ status: "completed", pages_done: 3, error: null });
    expect(done.accounts_imported).toBe(60);
    const { rows } = await sql<{ followers: number; country_code: string | null }>`
      SELECT i.followers, i.country_code FROM influencers i JOIN influencer_profiles p ON p.id = i.id WHERE p.source = 'hypeauditor'`.execute(
      env.ctx.db,
    );
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.followers >= 10_000 && row.country_code === "SA")).toBe(true);

    const listed = (await env.app.inject({ method: "GET", url: "/api/admin/sources/imports/", headers })).json();
    expect(listed.imports[0]).toMatchObject({ id: started.id, status: "completed", accounts_imported: 60 });

    // The same search again writes the same accounts: nothing is imported twice.
    const before = await accountsFrom("hypeauditor");
    const again = (
      await env.app.inject({
        method: "POST",
        url: "/api/admin/sources/imports/",
        headers,
        payload: { source: "hypeauditor", platform: "instagram", pages: 3, filters: { followers_from: 10_000, country: "SA" } },
      })
    ).json();
    await until(
      () => importRow(again.id),
      (row) => row.status === "completed",
    );
    expect(await accountsFrom("hypeauditor")).toBe(before);
  });

  it("resumes from the page it reached, after a restart or a failure", async () => {
    const { user, headers } = await signedInAdmin(env.ctx);
    // An import a killed worker left at page 1 of 3.
    const row = await env.ctx.db
      .insertInto("source_imports")
      .values({
        source: "modash",
        platform: "tiktok",
        filters: JSON.stringify({ followers_from: 5_000 }),
        pages_requested: 3,
        pages_done: 1,
        status: "running",
        created_by: user.id,
        updated_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await handleImportJob(env.ctx, { importId: row.id });
    const resumed = await importRow(row.id);
    expect(resumed).toMatchObject({ status: "completed", pages_done: 3 });
    // Pages 2 and 3 only: Modash answers 15 accounts a page.
    expect(resumed.accounts_imported).toBe(30);

    // A vendor that refuses (here: out of credits) fails the import; the admin resumes it later.
    const failing = await env.ctx.db
      .insertInto("source_imports")
      .values({
        source: "hypeauditor",
        platform: "youtube",
        filters: JSON.stringify({ keywords: "quotaexceeded" }),
        pages_requested: 2,
        created_by: user.id,
        updated_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await handleImportJob(env.ctx, { importId: failing.id });
    const failed = await importRow(failing.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/^quota_exhausted/);
    await sql`UPDATE source_state SET paused_until = NULL`.execute(env.ctx.db);

    const resume = await env.app.inject({ method: "POST", url: `/api/admin/sources/imports/${failing.id}/resume/`, headers });
    expect(resume.statusCode).toBe(202);
    expect(resume.json()).toMatchObject({ status: "queued", error: null });
    const twice = await env.app.inject({ method: "POST", url: `/api/admin/sources/imports/${row.id}/resume/`, headers });
    expect(twice.statusCode).toBe(409);
    expect((await env.app.inject({ method: "POST", url: "/api/admin/sources/imports/999999/resume/", headers })).statusCode).toBe(404);
  });

  it("validates the request and refuses a platform the vendor does not cover", async () => {
    const { headers } = await signedInAdmin(env.ctx);
    const post = (payload: Record<string, unknown>) =>
      env.app.inject({ method: "POST", url: "/api/admin/sources/imports/", headers, payload });
    expect((await post({ source: "modash", platform: "twitter", pages: 1 })).statusCode).toBe(400);
    expect((await post({ source: "youtube", platform: "youtube", pages: 1 })).statusCode).toBe(400);
    expect((await post({ source: "modash", platform: "tiktok", pages: 51 })).statusCode).toBe(400);
    expect((await post({ source: "modash", platform: "tiktok", pages: 1, filters: { country: "Saudi" } })).statusCode).toBe(400);
    expect((await env.app.inject({ method: "GET", url: "/api/admin/sources/imports/" })).statusCode).toBe(401);
  });
});
