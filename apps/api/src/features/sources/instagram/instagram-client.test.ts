import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../../test/sources-test-env.ts";
import { sandboxAvatarUrl } from "../sandbox/sandbox-avatar.routes.ts";
import { sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { type InstagramSettings, SANDBOX_CREDENTIALS } from "../source-settings.ts";
import type { ClientDeps } from "../source-types.ts";
import { InstagramClient, RECENT_MEDIA } from "./instagram-client.ts";
import { graphUsageKey } from "./instagram-sandbox-answers.ts";
import { hidesLikes, likeCountHidden } from "./instagram-sandbox-render.ts";

let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv();
});
afterAll(() => env.close());
beforeEach(async () => {
  env.sleeps.length = 0;
  await env.ctx.db.deleteFrom("source_state").execute();
  await env.ctx.db.deleteFrom("sandbox_source_usage").execute();
});

/** A client over real HTTP to the sandbox, counting the requests it sends. */
function client(settings: Partial<InstagramSettings> = {}, deps: Partial<ClientDeps> = {}) {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push(String(input));
    return fetch(input, init);
  };
  return { calls, client: new InstagramClient({ ...env.settings.instagram, ...settings }, env.deps("instagram", { fetchImpl, ...deps })) };
}
const lookup = (handle: string, settings: Partial<InstagramSettings> = {}) =>
  client(settings).client.lookup({ platform: "instagram", handle });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("the lookup should fail"),
    (error: unknown) => error,
  );
const pausedUntil = async () =>
  (await env.ctx.db.selectFrom("source_state").select("paused_until").where("source", "=", "instagram").executeTakeFirst())?.paused_until ??
  null;
const handleWhere = (wanted: boolean) =>
  ["sara.alqahtani", "noura_style", "chef.majed", "fahad.travels", "lama.fit", "dana.makeup", "omar.tech"].find(
    (h) => hidesLikes(sandboxPersona("instagram", h)) === wanted,
  ) as string;

describe("InstagramClient against the Graph sandbox", () => {
  it("looks up a professional account: profile, counts and engagement from its newest posts", async () => {
    const handle = handleWhere(false);
    const persona = sandboxPersona("instagram", handle);
    const { calls, client: ig } = client();
    const account = await ig.lookup({ platform: "instagram", handle: `@${handle.toUpperCase()}` });
    expect(calls).toHaveLength(1);
    const recent = persona.media.slice(0, RECENT_MEDIA);
    const likes = recent.reduce((sum, m) => sum + m.likes, 0) / recent.length;
    const comments = recent.reduce((sum, m) => sum + m.comments, 0) / recent.length;
    expect(account.record).toMatchObject({
      platform: "instagram",
      username: handle,
      fullName: persona.title,
      followers: persona.followers,
      postsCount: persona.postsCount,
      avatarUrl: sandboxAvatarUrl(env.baseUrl, "instagram", handle),
      likesAvg: Math.round(likes),
      commentsAvg: Math.round(comments),
      erBp: Math.round(((likes + comments) / persona.followers) * 10_000),
      lastMediaAt: persona.media[0]?.publishedAt,
      email: persona.email,
      source: "instagram",
    });
    expect(account.sourceRef).toMatch(/^17841\d{12}$/);
    expect(account.estimated).toEqual(["er", "likes_avg", "comments_avg"]);
    expect(account.missing).toEqual(["aqs", "credibility", "audience", "prices", "location", "categories", "views_avg", "reels_views_avg"]);
  });

  it("leaves hidden like counts (left out by Graph) out of the likes average, never as 0", async () => {
    const handle = handleWhere(true);
    const persona = sandboxPersona("instagram", handle);
    const account = await lookup(handle);
    const recent = persona.media.slice(0, RECENT_MEDIA);
    const counted = recent.filter((_, i) => !likeCountHidden(persona, i));
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.length).toBeLessThan(recent.length);
    const likes = counted.reduce((sum, m) => sum + m.likes, 0) / counted.length;
    const comments = recent.reduce((sum, m) => sum + m.comments, 0) / recent.length;
    expect(account.record.likesAvg).toBe(Math.round(likes));
    expect(account.record.erBp).toBe(Math.round(((likes + comments) / persona.followers) * 10_000));
    expect(account.estimated).toContain("er");
  });

  it("answers a clean not_found for unknown and personal accounts (Graph's 110/2207013)", async () => {
    for (const handle of ["notfound", "personalaccount"]) {
      expect(await failure(lookup(handle))).toMatchObject({ kind: "not_found", source: "instagram" });
    }
    expect(await pausedUntil()).toBeNull();
  });

  it("refuses a handle outside the username alphabet without a request", async () => {
    const { calls, client: ig } = client();
    expect(await failure(ig.lookup({ platform: "instagram", handle: "a){id},x(" }))).toMatchObject({ kind: "not_found" });
    expect(calls).toHaveLength(0);
  });

  it("on Meta's Instagram limit (#80002, BUC at 100 %) pauses the source and then refuses without a request", async () => {
    const before = Date.now();
    expect(await failure(lookup("quotaexceeded"))).toMatchObject({ kind: "unavailable", options: { retryable: true, status: 403 } });
    const until = await pausedUntil();
    expect(until?.getTime()).toBeGreaterThan(before + 59_000);
    expect(until?.getTime()).toBeLessThanOrEqual(before + 61 * 60_000);
    expect(env.sleeps).toEqual([]);
    const { calls, client: ig } = client();
    expect(await failure(ig.lookup({ platform: "instagram", handle: "sara.alqahtani" }))).toMatchObject({ kind: "quota_exhausted" });
    expect(calls).toHaveLength(0);
  });

  it("pauses the source once a usage header reaches 95 %, before Meta blocks us", async () => {
    const now = new Date();
    const token = SANDBOX_CREDENTIALS.instagram.accessToken;
    // This hour's window and the next (should the hour turn during the test) hold 189 calls: ours is the 190th = 95 %.
    for (const at of [now, new Date(now.getTime() + 3_600_000)]) {
      await env.ctx.db
        .insertInto("sandbox_source_usage")
        .values({ source: "instagram", ...graphUsageKey(token, at), units: 189 })
        .execute();
    }
    const account = await lookup("sara.alqahtani");
    expect(account.record.username).toBe("sara.alqahtani");
    const until = await pausedUntil();
    expect(until?.getTime()).toBeGreaterThan(now.getTime() + 59 * 60_000);
    const { calls, client: ig } = client();
    expect(await failure(ig.lookup({ platform: "instagram", handle: "sara.alqahtani" }))).toMatchObject({ kind: "quota_exhausted" });
    expect(calls).toHaveLength(0);
  });

  it("retries a rate limit Meta gives no regain time for (#613), and a flaky 5xx", async () => {
    for (const handle of ["ratelimited", "flaky"]) {
      env.sleeps.length = 0;
      const account = await lookup(handle);
      expect(account.record.username).toBe(handle);
      expect(env.sleeps).toHaveLength(1);
    }
    expect(await pausedUntil()).toBeNull();
  });

  it("gives up on a server that keeps failing after the configured retries", async () => {
    const error = await failure(lookup("servererror"));
    expect(error).toMatchObject({ kind: "unavailable", options: { retryable: true, status: 500 } });
    expect(env.sleeps).toHaveLength(env.settings.instagram.maxRetries);
  });

  it("reads a body that is not JSON as unavailable", async () => {
    expect(await failure(lookup("malformed"))).toMatchObject({ kind: "unavailable", message: expect.stringContaining("malformed") });
  });

  it("does not wait for a sandbox that does not answer", async () => {
    expect(await failure(lookup("slowpoke", { timeoutMs: 300, maxRetries: 0 }))).toMatchObject({ kind: "unavailable" });
  });

  it("is unauthorised with a wrong token, a wrong account id, or an expired session", async () => {
    expect(await failure(lookup("sara.alqahtani", { accessToken: "wrong-token" }))).toMatchObject({ kind: "unauthorised" });
    expect(await failure(lookup("sara.alqahtani", { userId: "17841499999999999" }))).toMatchObject({ kind: "unauthorised" });
    expect(await failure(lookup("unauthorized"))).toMatchObject({ kind: "unauthorised" });
  });

  it("tests the connection with one call for our own account", async () => {
    const { calls, client: ig } = client();
    expect(await ig.testConnection()).toContain("@radar.sandbox");
    expect(calls).toHaveLength(1);
  });
});
