import { format } from "date-fns";
import JSZip from "jszip";
import { sql } from "kysely";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { type WithReportQueue, waitForReport, withReportQueue } from "../../../test/fixtures/report-test-env.ts";
import { accessTokenFor, bearer, createUser } from "../../../test/helpers.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { reportWorker } from "./report-queue.ts";

/**
 * Issue 13: a report of an account fetched from its source more than 24 h ago looks it up again
 * first, and prints the fresh figures with their date and source. The real YouTube client asks its
 * sandbox over loopback HTTP.
 */
let env: WithReportQueue<SourcesTestEnv>;
beforeAll(async () => {
  env = await withReportQueue(await createSourcesTestEnv());
  await env.jobs.work(reportWorker(env.ctx, { leaseSeconds: 30, heartbeatSeconds: 5, concurrency: 1 }));
}, 60_000);
afterAll(() => env.close());

interface IndexRow {
  id: string;
  followers: number;
  fetched_at: Date;
}
const indexRow = async (username: string) =>
  (
    await sql<IndexRow>`
      SELECT i.id::text AS id, i.followers, p.fetched_at FROM influencers i JOIN influencer_profiles p ON p.id = i.id
      WHERE i.platform = 'youtube' AND i.username = ${username}`.execute(env.ctx.db)
  ).rows[0];

async function download(id: number, headers: Record<string, string>, fileFormat: "pdf" | "pptx"): Promise<Buffer> {
  const response = await env.app.inject({ url: `/api/reports/download/${id}/?format=${fileFormat}`, headers });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe("a report of an account from a data source", () => {
  it("refreshes a YouTube account fetched 25 h ago first, and shows its fresh figures, their date and the source", async () => {
    const user = await createUser(env.ctx);
    await createSubscription(env.ctx, user.id);
    const headers = bearer(await accessTokenFor(env.ctx, user));
    const added = await env.app.inject({
      method: "POST",
      url: "/api/social_profiles/add/",
      headers,
      payload: {
        username: "riyadh.eats",
        profile_url: "https://www.youtube.com/@riyadh.eats",
        platform: "youtube",
        category_id: 1035,
        targeted_category: "",
        age_groups: [],
      },
    });
    expect(added.statusCode).toBe(201);
    const fresh = await indexRow("riyadh.eats");
    if (!fresh) throw new Error("riyadh.eats is not in the index");

    // A day and an hour old, with a follower count the channel has since left behind.
    await sql`UPDATE influencers SET followers = 1234 WHERE id = ${fresh.id}::bigint`.execute(env.ctx.db);
    await sql`UPDATE influencer_profiles SET fetched_at = now() - interval '25 hours' WHERE id = ${fresh.id}::bigint`.execute(env.ctx.db);

    const ordered = await env.app.inject({
      method: "POST",
      url: "/api/reports/generate/",
      headers,
      payload: { profile: added.json().profile.id, report_type: "both", language: "en" },
    });
    expect(ordered.statusCode).toBe(201);
    const report = await waitForReport(env, headers, ordered.json().report.id);
    expect(report.status).toBe("completed");

    const refreshed = await indexRow("riyadh.eats");
    expect(refreshed?.followers).toBe(fresh.followers);
    expect(Date.now() - (refreshed?.fetched_at.getTime() ?? 0)).toBeLessThan(5 * 60_000);

    const pdf = await getDocumentProxy(new Uint8Array(await download(report.id, headers, "pdf")));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(fresh.followers.toLocaleString("en-US"));
    expect(text).not.toContain("1,234");
    expect(text).toContain(`Data as of: ${format(new Date(), "MMM dd, yyyy")} · Source: YouTube (sandbox)`);
    expect(text).toContain("Not available from this source"); // the quality score, the audience, the prices
    expect(text).not.toContain("0/100");

    const zip = await JSZip.loadAsync(await download(report.id, headers, "pptx"));
    const cover = (await zip.file("ppt/slides/slide1.xml")?.async("string")) ?? "";
    expect(cover).toContain("Source: YouTube (sandbox)");
  });
});
