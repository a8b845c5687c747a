import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../../test/sources-test-env.ts";
import { erToBp } from "../record-builder.ts";
import { vendorMarket } from "../sandbox/market/synthetic-market.ts";
import { sandboxAvatarUrl } from "../sandbox/sandbox-avatar.routes.ts";
import { type PersonaMedia, sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { isRenamed } from "../sandbox/sandbox-renames.ts";
import { isSourceError, type SourceError } from "../source-errors.ts";
import { endOfDayIn, usageToday } from "../source-meter.ts";
import type { YoutubeSettings } from "../source-settings.ts";
import type { ClientDeps } from "../source-types.ts";
import { YoutubeClient } from "./youtube-client.ts";
import { threeSignificant } from "./youtube-sandbox-format.ts";
import { channelFacts } from "./youtube-sandbox-search.ts";
import { SETTLING_DAYS, SHORTS_MAX_SECONDS } from "./youtube-uploads.ts";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
};
const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isSourceError(error)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

/** A client over real HTTP against the sandbox of `env`, counting the calls it makes. */
function clientOf(env: SourcesTestEnv, settings: Partial<YoutubeSettings> = {}, deps: Partial<ClientDeps> = {}) {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push(new URL(String(input)).pathname.split("/").pop() ?? "");
    return fetch(input, init);
  };
  const client = new YoutubeClient({ ...env.settings.youtube, ...settings }, env.deps("youtube", { fetchImpl, ...deps }));
  return { client, calls };
}

const unitsToday = (env: SourcesTestEnv) => usageToday(env.ctx.db, env.settings.youtube).then((usage) => usage.used);

describe("YoutubeClient against its sandbox", () => {
  let env: SourcesTestEnv;
  beforeAll(async () => {
    env = await createSourcesTestEnv();
  });
  afterAll(() => env.close());
  beforeEach(() => {
    env.sleeps.length = 0;
  });

  it("looks a channel up by handle: figures from its recent uploads, 3 units", async () => {
    const { client, calls } = clientOf(env);
    const before = await unitsToday(env);
    const account = await client.lookup({ platform: "youtube", handle: "@Sara.Cooks" });
    expect(calls).toEqual(["channels", "playlistItems", "videos"]);
    expect(await unitsToday(env)).toBe(before + 3);

    const persona = sandboxPersona("youtube", "sara.cooks");
    const followers = threeSignificant(persona.followers);
    const views = (media: PersonaMedia[]) => media.map((item) => item.views);
    // Uploads younger than SETTLING_DAYS are left out of the medians; Shorts run up to SHORTS_MAX_SECONDS.
    const settled = persona.media.filter((item) => item.publishedAt <= Date.now() / 1000 - SETTLING_DAYS * 86_400);
    const videos = settled.filter((item) => item.durationSeconds > SHORTS_MAX_SECONDS);
    const shorts = settled.filter((item) => item.durationSeconds <= SHORTS_MAX_SECONDS);
    const likesAvg = mean(persona.media.map((item) => item.likes));
    const commentsAvg = mean(persona.media.map((item) => item.comments));
    expect(account.sourceRef).toMatch(/^UC[A-Za-z0-9_-]{22}$/);
    expect(account.record).toMatchObject({
      platform: "youtube",
      source: "youtube",
      username: "sara.cooks",
      fullName: persona.title,
      avatarUrl: sandboxAvatarUrl(env.ctx.config.PUBLIC_URL, "youtube", "sara.cooks"),
      followers,
      postsCount: persona.postsCount,
      countryCode: persona.country,
      language: persona.language,
      viewsAvg: median(views(videos.length > 0 ? videos : settled)),
      shortsViewsAvg: shorts.length > 0 ? median(views(shorts)) : null,
      likesAvg,
      commentsAvg,
      erBp: erToBp(((likesAvg + commentsAvg) / followers) * 100),
      lastMediaAt: persona.media[0]?.publishedAt,
      email: persona.email,
      isVerified: false,
    });
    expect(account.record.bio).toContain(persona.bio);
    expect(account.record.categories.length).toBeGreaterThan(0);
    expect(account.estimated).toEqual(expect.arrayContaining(["followers", "er", "views_avg", "categories"]));
    expect(account.missing).toEqual(expect.arrayContaining(["aqs", "credibility", "audience", "prices"]));
    const state = await env.ctx.db.selectFrom("source_state").selectAll().where("source", "=", "youtube").executeTakeFirst();
    expect(state?.last_success_at).not.toBeNull();
  });

  it("looks a channel up by its id, and a legacy username by forUsername after forHandle found nothing", async () => {
    const { client } = clientOf(env);
    const byHandle = await client.lookup({ platform: "youtube", handle: "sara.cooks" });
    const byId = await client.lookup({ platform: "youtube", handle: byHandle.sourceRef ?? "" });
    expect(byId.record).toEqual(byHandle.record);

    const { client: legacyClient, calls } = clientOf(env);
    const before = await unitsToday(env);
    const legacy = await legacyClient.lookup({ platform: "youtube", handle: "LegacyFoodie" });
    expect(calls).toEqual(["channels", "channels", "playlistItems", "videos"]);
    expect(await unitsToday(env)).toBe(before + 4);
    // The channel has no handle: it is named by its id.
    expect(legacy.record.username).toBe(legacy.sourceRef?.toLowerCase());
    expect(legacy.record.fullName).toBe(sandboxPersona("youtube", "legacyfoodie").title);
  });

  it("answers not found for a channel list without items", async () => {
    const { client, calls } = clientOf(env);
    const error = await failure(client.lookup({ platform: "youtube", handle: "notfound" }));
    expect(error.kind).toBe("not_found");
    expect(calls).toEqual(["channels", "channels"]); // as a handle, then as a legacy username
    // A name no legacy username can have ('.' and spaces) is not tried by forUsername.
    const { client: other, calls: otherCalls } = clientOf(env);
    expect((await failure(other.lookup({ platform: "youtube", handle: "no such.channel" }))).kind).toBe("not_found");
    expect(otherCalls).toEqual(["channels"]);
  });

  it("leaves a hidden subscriber count unknown", async () => {
    const { client } = clientOf(env);
    const account = await client.lookup({ platform: "youtube", handle: "hiddengems" });
    expect(account.record.followers).toBe(0);
    expect(account.missing).toEqual(expect.arrayContaining(["followers", "er"]));
    expect(account.record.viewsAvg).toBeGreaterThan(0);
  });

  it("takes YouTube's 403 rateLimitExceeded for a short wait: retried after a backoff, the source not paused", async () => {
    const { client, calls } = clientOf(env);
    const account = await client.lookup({ platform: "youtube", handle: "ratelimited" });
    expect(account.record.username).toBe("ratelimited");
    expect(env.sleeps).toHaveLength(1);
    expect(calls).toEqual(["channels", "channels", "playlistItems", "videos"]);
    const state = await env.ctx.db.selectFrom("source_state").selectAll().where("source", "=", "youtube").executeTakeFirst();
    expect(state?.paused_until ?? null).toBeNull();
  });

  it("leaves what a market channel does not declare or show unknown, never 0", async () => {
    const all = vendorMarket("youtube", "youtube");
    const pick = (wanted: (facts: ReturnType<typeof channelFacts>) => boolean) => {
      const found = all.find((a) => a.username.length <= 21 && !isRenamed("youtube", a.username) && wanted(channelFacts(a)));
      if (!found) throw new Error("no such channel in the market");
      return found;
    };
    const { client } = clientOf(env);
    const silent = pick((f) => f.country === null && f.language === null && f.hidesLikes && !f.hidesComments && !f.hidesSubscribers);
    const quiet = await client.lookup({ platform: "youtube", handle: silent.username });
    expect(quiet.record).toMatchObject({ username: silent.username, countryCode: null, language: null, likesAvg: null });
    expect(quiet.record.commentsAvg).toBeGreaterThan(0);
    // Comments alone would understate engagement: unknown rather than low.
    expect(quiet.missing).toEqual(expect.arrayContaining(["likes_avg", "er"]));
    expect(quiet.missing).not.toContain("comments_avg");

    const closed = pick((f) => f.country !== null && f.hidesComments && !f.hidesLikes && !f.hidesSubscribers);
    const noComments = await client.lookup({ platform: "youtube", handle: closed.username });
    expect(noComments.record).toMatchObject({ countryCode: closed.country, commentsAvg: null });
    expect(noComments.record.likesAvg).toBeGreaterThan(0);
    expect(noComments.missing).toContain("comments_avg");
    expect(noComments.estimated).toContain("er");

    const hidden = pick((f) => f.hidesSubscribers);
    const noSubscribers = await client.lookup({ platform: "youtube", handle: hidden.username });
    expect(noSubscribers.missing).toEqual(expect.arrayContaining(["followers", "er"]));
  });

  it("retries a 5xx with backoff, then succeeds", async () => {
    const { client } = clientOf(env);
    const account = await client.lookup({ platform: "youtube", handle: "flaky" });
    expect(account.record.username).toBe("flaky");
    expect(env.sleeps).toHaveLength(1);
  });

  it("gives up on a lasting 5xx as unavailable after its retries", async () => {
    const { client, calls } = clientOf(env);
    const error = await failure(client.lookup({ platform: "youtube", handle: "servererror" }));
    expect(error).toMatchObject({ kind: "unavailable", options: { status: 500 } });
    expect(calls).toHaveLength(1 + env.settings.youtube.maxRetries);
  });

  it("takes a body that is not JSON for unavailable", async () => {
    const { client } = clientOf(env);
    expect((await failure(client.lookup({ platform: "youtube", handle: "malformed" }))).kind).toBe("unavailable");
  });

  it("takes a refused key for unauthorised: a wrong key, and an API the project has not enabled", async () => {
    const { client } = clientOf(env, { apiKey: "AIza-not-our-key" });
    const wrongKey = await failure(client.lookup({ platform: "youtube", handle: "sara.cooks" }));
    expect(wrongKey).toMatchObject({ kind: "unauthorised", options: { status: 400 } });
    expect((await failure(client.testConnection())).kind).toBe("unauthorised");
    const { client: ours } = clientOf(env);
    expect((await failure(ours.lookup({ platform: "youtube", handle: "unauthorized" }))).kind).toBe("unauthorised");
  });

  it("stops waiting for a source that does not answer within its timeout", async () => {
    const { client } = clientOf(env, { timeoutMs: 500, maxRetries: 0 });
    const started = Date.now();
    const error = await failure(client.lookup({ platform: "youtube", handle: "slowpoke" }));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toContain("500 ms");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("tests its connection with one channels.list", async () => {
    const { client, calls } = clientOf(env);
    expect(await client.testConnection()).toMatch(/@YouTube is channel UC[A-Za-z0-9_-]{22}/);
    expect(calls).toEqual(["channels"]);
  });
});

describe("YoutubeClient and the quota", () => {
  it("pauses the source until midnight Pacific when YouTube says the quota is spent", async () => {
    const env = await createSourcesTestEnv();
    try {
      const { client, calls } = clientOf(env);
      const error = await failure(client.lookup({ platform: "youtube", handle: "quotaexceeded" }));
      expect(error).toMatchObject({ kind: "quota_exhausted", options: { status: 403 } });
      const state = await env.ctx.db.selectFrom("source_state").selectAll().where("source", "=", "youtube").executeTakeFirstOrThrow();
      const midnight = endOfDayIn("America/Los_Angeles", new Date()).getTime();
      expect(Math.abs(new Date(state.paused_until ?? 0).getTime() - midnight)).toBeLessThan(60_000);
      // Paused: the next lookup is refused without a call.
      expect((await failure(client.lookup({ platform: "youtube", handle: "sara.cooks" }))).kind).toBe("quota_exhausted");
      expect(calls).toEqual(["channels"]);
    } finally {
      await env.close();
    }
  });

  it("refuses a lookup before calling once our own daily budget is spent", async () => {
    const env = await createSourcesTestEnv({ YOUTUBE_DAILY_QUOTA: "3" });
    try {
      const { client, calls } = clientOf(env);
      await client.lookup({ platform: "youtube", handle: "sara.cooks" });
      expect(calls).toHaveLength(3);
      const error = await failure(client.lookup({ platform: "youtube", handle: "sara.cooks" }));
      expect(error.kind).toBe("quota_exhausted");
      expect(error.message).toContain("daily budget of 3 units");
      expect(calls).toHaveLength(3);
      expect(await unitsToday(env)).toBe(3);
    } finally {
      await env.close();
    }
  });
});
