import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { indexAccount } from "../../../test/fixtures/indexed-accounts.ts";
import { accessTokenFor, bearer, createUser } from "../../../test/helpers.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { refreshFromSources, refreshIfStale } from "./refresh.service.ts";
import { usageToday } from "./source-meter.ts";
import { channelIdFor } from "./youtube/youtube-sandbox-ids.ts";

/** Issue 13, item 4: the refresh job and the refresh before a report, against the YouTube sandbox. */
let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv();
});
afterAll(() => env.close());

const fetchedAt = async (username: string) =>
  (
    await sql<{ fetched_at: Date | null; checked_at: Date | null; id: string }>`
      SELECT p.fetched_at, p.checked_at, i.id::text AS id FROM influencers i JOIN influencer_profiles p ON p.id = i.id
      WHERE i.platform = 'youtube' AND i.username = ${username}`.execute(env.ctx.db)
  ).rows[0];
const age = async (username: string, hours: number) =>
  sql`
    UPDATE influencer_profiles p SET fetched_at = now() - make_interval(hours => ${hours}), checked_at = now() - make_interval(hours => ${hours})
    FROM influencers i WHERE i.id = p.id AND i.platform = 'youtube' AND i.username = ${username}`.execute(env.ctx.db);

async function addAsProfile(username: string) {
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id);
  const headers = bearer(await accessTokenFor(env.ctx, user));
  const response = await env.app.inject({
    method: "POST",
    url: "/api/social_profiles/add/",
    headers,
    payload: { username, profile_url: `https://www.youtube.com/@${username}`, platform: "youtube", category_id: 1035, age_groups: [] },
  });
  expect(response.statusCode).toBe(201);
}

describe("refreshFromSources", () => {
  it("refreshes held profiles older than a day first, then rows older than the stale age, and leaves seed rows alone", async () => {
    await addAsProfile("held.channel");
    await addAsProfile("fresh.held");
    await indexAccount(env.ctx, { platform: "youtube", username: "seeded.channel" });
    // Index rows from the source that nobody holds: one stale, one recent.
    const preview = async (handle: string) => {
      const user = await createUser(env.ctx);
      await createSubscription(env.ctx, user.id);
      await env.app.inject({
        method: "POST",
        url: "/api/social_profiles/preview/",
        headers: bearer(await accessTokenFor(env.ctx, user)),
        payload: { profile_url: `https://www.youtube.com/@${handle}` },
      });
    };
    await preview("old.unheld");
    await preview("recent.unheld");
    await age("held.channel", 30);
    await age("fresh.held", 2);
    await age("old.unheld", 24 * 8);
    await age("recent.unheld", 24 * 3);

    const reports = await refreshFromSources(env.ctx);
    expect(reports.find((r) => r.source === "youtube")).toMatchObject({ refreshed: 2, failed: 0 });
    const recent = (at: Date | null | undefined) => Date.now() - (at?.getTime() ?? 0) < 60_000;
    expect(recent((await fetchedAt("held.channel"))?.fetched_at)).toBe(true);
    expect(recent((await fetchedAt("old.unheld"))?.fetched_at)).toBe(true);
    expect(recent((await fetchedAt("fresh.held"))?.fetched_at)).toBe(false);
    expect(recent((await fetchedAt("recent.unheld"))?.fetched_at)).toBe(false);
    expect((await fetchedAt("seeded.channel"))?.fetched_at).toBeNull();
  });

  it("keeps the share of the quota reserved for users' lookups", async () => {
    await addAsProfile("budget.channel");
    await age("budget.channel", 30);
    const { used } = await usageToday(env.ctx.db, env.settings.youtube);
    // Only the reserve is left: nothing to spend on refreshes.
    await sql`UPDATE source_usage SET units = ${env.settings.youtube.dailyQuota - 100} WHERE source = 'youtube'`.execute(env.ctx.db);
    const reports = await refreshFromSources(env.ctx);
    expect(reports.find((r) => r.source === "youtube")).toMatchObject({ refreshed: 0 });
    await sql`UPDATE source_usage SET units = ${used} WHERE source = 'youtube'`.execute(env.ctx.db);
  });

  it("marks an account its source no longer finds as lost, keeping its figures and their date, and asks for it no more", async () => {
    await addAsProfile("vanishing.channel");
    await age("vanishing.channel", 30);
    // The channel is gone at the source: our row names a channel YouTube no longer answers.
    const gone = channelIdFor("notfound");
    await sql`UPDATE influencer_profiles p SET source_ref = ${gone} FROM influencers i
      WHERE i.id = p.id AND i.platform = 'youtube' AND i.username = 'vanishing.channel'`.execute(env.ctx.db);
    await sql`UPDATE influencers SET account_id = ${gone} WHERE platform = 'youtube' AND username = 'vanishing.channel'`.execute(
      env.ctx.db,
    );
    const before = await fetchedAt("vanishing.channel");
    await refreshFromSources(env.ctx);
    const after = await fetchedAt("vanishing.channel");
    expect(after?.fetched_at).toEqual(before?.fetched_at);
    expect(Date.now() - (after?.checked_at?.getTime() ?? 0)).toBeLessThan(60_000);
    const lost = await sql<{ lost_at: Date | null }>`SELECT lost_at FROM influencer_profiles WHERE id = ${after?.id ?? "0"}`.execute(
      env.ctx.db,
    );
    expect(lost.rows[0]?.lost_at).not.toBeNull();
    // A day later it is not asked again: the rename loop is gone.
    await age("vanishing.channel", 30);
    await refreshFromSources(env.ctx);
    expect((await fetchedAt("vanishing.channel"))?.checked_at?.getTime()).toBeLessThan(Date.now() - 29 * 3_600_000);
  });
});

describe("refreshIfStale (before a report)", () => {
  it("refreshes a source row older than the limit, and nothing else", async () => {
    await addAsProfile("report.channel");
    const row = await fetchedAt("report.channel");
    expect(await refreshIfStale(env.ctx, row?.id ?? "", 24)).toBe(false); // fresh
    await age("report.channel", 25);
    expect(await refreshIfStale(env.ctx, row?.id ?? "", 24)).toBe(true);
    const seeded = await indexAccount(env.ctx, { platform: "youtube", username: "seeded.for.report" });
    expect(await refreshIfStale(env.ctx, seeded, 24)).toBe(false);
  });
});
