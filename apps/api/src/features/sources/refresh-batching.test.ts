import type { TSourceId } from "@radar/contract/sources";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { store } from "./account-resolver.ts";
import { refreshFromSources } from "./refresh.service.ts";
import type { SourceClient } from "./source-types.ts";
import { XClient } from "./x/x-client.ts";
import { YoutubeClient } from "./youtube/youtube-client.ts";
import { channelIdFor } from "./youtube/youtube-sandbox-ids.ts";

/** The refresh job reads X users 100 a call and YouTube channels 50 a call. */
let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv({ X_DAILY_QUOTA: "5000" });
});
afterAll(() => env.close());

/** A fetch over real HTTP counting calls per endpoint (the path after the API's base). */
function countingFetch() {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const path = new URL(String(input)).pathname;
    calls.push(path.replace(/^\/sandbox\/(x\/2|youtube\/v3)/, ""));
    return fetch(input, init);
  };
  return { calls, fetchImpl };
}

const ageRows = (source: TSourceId) =>
  sql`UPDATE influencer_profiles SET fetched_at = now() - interval '30 days', checked_at = now() - interval '30 days'
    WHERE source = ${source}`.execute(env.ctx.db);

const fetchedRecently = async (source: TSourceId) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM influencer_profiles
      WHERE source = ${source} AND fetched_at > now() - interval '1 minute'`.execute(env.ctx.db)
  ).rows[0]?.n ?? 0;

describe("refreshFromSources batches", () => {
  it("X: n accounts in at most ceil(n/100) calls of /users/by, none one by one", async () => {
    const n = 150;
    const names = Array.from({ length: n }, (_, i) => `batch_user_${i}`);
    const seed = new XClient(env.settings.x, env.deps("x"));
    const found = await seed.lookupMany("twitter", names);
    expect(found.size).toBe(n);
    for (const account of found.values()) await store(env.ctx, account, "x");
    await ageRows("x");

    const { calls, fetchImpl } = countingFetch();
    const clients = new Map<TSourceId, SourceClient>([["x", new XClient(env.settings.x, env.deps("x", { fetchImpl }))]]);
    const [report] = await refreshFromSources(env.ctx, clients);
    expect(report).toMatchObject({ source: "x", refreshed: n, failed: 0 });
    expect(calls.filter((path) => path === "/users/by").length).toBeLessThanOrEqual(Math.ceil(n / 100));
    expect(calls.every((path) => path === "/users/by")).toBe(true);
    expect(await fetchedRecently("x")).toBe(n);
  });

  it("X: an account the batch no longer returns is marked checked, the others refreshed", async () => {
    await ageRows("x");
    await sql`UPDATE influencers SET username = 'notfound' WHERE platform = 'twitter' AND username = 'batch_user_0'`.execute(env.ctx.db);
    const clients = new Map<TSourceId, SourceClient>([["x", new XClient(env.settings.x, env.deps("x"))]]);
    const [report] = await refreshFromSources(env.ctx, clients);
    expect(report).toMatchObject({ refreshed: 149, failed: 1 });
  });

  it("YouTube: n channels in at most ceil(n/50) channels.list calls", async () => {
    const n = 60;
    const ids = Array.from({ length: n }, (_, i) => channelIdFor(`batch.channel${i}`));
    const seed = new YoutubeClient(env.settings.youtube, env.deps("youtube"));
    const found = await seed.lookupMany("youtube", ids);
    expect(found.size).toBe(n);
    for (const account of found.values()) await store(env.ctx, account, "youtube");
    await ageRows("youtube");

    const { calls, fetchImpl } = countingFetch();
    const clients = new Map<TSourceId, SourceClient>([
      ["youtube", new YoutubeClient(env.settings.youtube, env.deps("youtube", { fetchImpl }))],
    ]);
    const [report] = await refreshFromSources(env.ctx, clients);
    expect(report).toMatchObject({ source: "youtube", refreshed: n, failed: 0 });
    expect(calls.filter((path) => path === "/channels").length).toBeLessThanOrEqual(Math.ceil(n / 50));
    expect(await fetchedRecently("youtube")).toBe(n);
  });
});
