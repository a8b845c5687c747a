import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../../test/sources-test-env.ts";
import { sandboxAvatarUrl } from "../sandbox/sandbox-avatar.routes.ts";
import { sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { SANDBOX_CREDENTIALS, type XSettings } from "../source-settings.ts";
import type { ClientDeps } from "../source-types.ts";
import { XClient } from "./x-client.ts";
import { xWindowKey } from "./x-sandbox.routes.ts";

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
function client(settings: Partial<XSettings> = {}, deps: Partial<ClientDeps> = {}) {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push(String(input));
    return fetch(input, init);
  };
  return { calls, client: new XClient({ ...env.settings.x, ...settings }, env.deps("x", { fetchImpl, ...deps })) };
}
const lookup = (handle: string, settings: Partial<XSettings> = {}) => client(settings).client.lookup({ platform: "twitter", handle });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("the lookup should fail"),
    (error: unknown) => error,
  );
const pausedUntil = async () =>
  (await env.ctx.db.selectFrom("source_state").select("paused_until").where("source", "=", "x").executeTakeFirst())?.paused_until ?? null;
interface LookupBody {
  data: { [field: string]: unknown; public_metrics: { followers_count: number } }[] & Record<string, unknown>;
  errors: Record<string, unknown>[];
}
const bodyOf = async (answer: Response) => (await answer.json()) as LookupBody;
const sandbox = (path: string, headers: Record<string, string> = { authorization: `Bearer ${SANDBOX_CREDENTIALS.x.bearerToken}` }) =>
  fetch(`${env.baseUrl}/sandbox/x/2${path}`, { headers });

describe("XClient against the X API v2 sandbox", () => {
  it("looks up a user: public metrics, verified, description, avatar, posts per day", async () => {
    const persona = sandboxPersona("twitter", "sara_q");
    const { calls, client: x } = client();
    const account = await x.lookup({ platform: "twitter", handle: "@Sara_Q" });
    expect(calls).toHaveLength(1);
    expect(account.record).toMatchObject({
      platform: "twitter",
      username: "sara_q",
      fullName: persona.title,
      followers: persona.followers,
      postsCount: persona.postsCount,
      isVerified: persona.verified,
      avatarUrl: sandboxAvatarUrl(env.baseUrl, "twitter", "sara_q"),
      email: persona.email,
      erBp: 0,
      source: "x",
    });
    expect(account.record.bio.startsWith(persona.bio)).toBe(true);
    expect(account.record.avgTweets).toBeCloseTo(persona.postsCount / ((Date.now() - persona.createdAt.getTime()) / 86_400_000), 1);
    expect(account.sourceRef).toBe(persona.numericId);
    expect(account.estimated).toEqual(["avg_tweets"]);
    expect(account.missing).toEqual(
      expect.arrayContaining(["er", "aqs", "credibility", "audience", "prices", "views_avg", "location", "categories"]),
    );
  });

  it("answers not_found for X's HTTP 200 errors[] body, and for names X cannot have without a request", async () => {
    expect(await failure(lookup("notfound"))).toMatchObject({ kind: "not_found", source: "x" });
    const { calls, client: x } = client();
    expect(await failure(x.lookup({ platform: "twitter", handle: "not-a-name" }))).toMatchObject({ kind: "not_found" });
    expect(calls).toHaveLength(0);
  });

  it("reads 402 credits-depleted as quota_exhausted and pauses the source for the day", async () => {
    expect(await failure(lookup("quotaexceeded"))).toMatchObject({ kind: "quota_exhausted", options: { status: 402 } });
    expect((await pausedUntil())?.getTime()).toBeGreaterThan(Date.now());
  });

  it("waits for x-rate-limit-reset after a 429 and retries", async () => {
    const account = await lookup("ratelimited");
    expect(account.record.username).toBe("ratelimited");
    expect(env.sleeps).toHaveLength(1);
    expect(env.sleeps[0]).toBeGreaterThan(0);
    expect(env.sleeps[0]).toBeLessThanOrEqual(2_000);
  });

  it("pauses the source when a window's last call is spent, then refuses without a request", async () => {
    const now = new Date();
    const token = SANDBOX_CREDENTIALS.x.bearerToken;
    // This window and the next (should it turn during the test) hold 299 requests: ours is the 300th.
    for (const at of [now, new Date(now.getTime() + 15 * 60_000)]) {
      const { credential, day } = xWindowKey(token, at);
      await env.ctx.db.insertInto("sandbox_source_usage").values({ source: "x", credential, day, units: 299 }).execute();
    }
    expect((await lookup("sara_q")).record.username).toBe("sara_q");
    expect((await pausedUntil())?.getTime()).toBeGreaterThan(Date.now());
    const { calls, client: x } = client();
    expect(await failure(x.lookup({ platform: "twitter", handle: "sara_q" }))).toMatchObject({ kind: "quota_exhausted" });
    expect(calls).toHaveLength(0);
  });

  it("retries a flaky 5xx, and gives up on a server that keeps failing", async () => {
    expect((await lookup("flaky")).record.username).toBe("flaky");
    expect(env.sleeps).toHaveLength(1);
    env.sleeps.length = 0;
    expect(await failure(lookup("servererror"))).toMatchObject({ kind: "unavailable", options: { retryable: true, status: 500 } });
    expect(env.sleeps).toHaveLength(env.settings.x.maxRetries);
  });

  it("reads a body that is not JSON as unavailable, and does not wait for a sandbox that does not answer", async () => {
    expect(await failure(lookup("malformed"))).toMatchObject({ kind: "unavailable", message: expect.stringContaining("malformed") });
    expect(await failure(lookup("slowpoke", { timeoutMs: 300, maxRetries: 0 }))).toMatchObject({ kind: "unavailable" });
  });

  it("is unauthorised with a wrong bearer token", async () => {
    expect(await failure(lookup("sara_q", { bearerToken: "wrong" }))).toMatchObject({ kind: "unauthorised", options: { status: 401 } });
    expect(await failure(lookup("unauthorized"))).toMatchObject({ kind: "unauthorised" });
  });

  it("tests the connection with a lookup of a known account", async () => {
    expect(await client().client.testConnection()).toContain("@xdevelopers");
  });
});

describe("the X sandbox", () => {
  it("answers only id, name and username unless more user.fields are asked, with rate-limit headers", async () => {
    const answer = await sandbox("/users/by/username/sara_q");
    expect(Object.keys((await bodyOf(answer)).data).sort()).toEqual(["id", "name", "username"]);
    expect(answer.headers.get("x-rate-limit-limit")).toBe("300");
    expect(answer.headers.get("x-rate-limit-remaining")).toBe("299");
    expect(Number(answer.headers.get("x-rate-limit-reset"))).toBeGreaterThan(Date.now() / 1000);
  });

  it("looks up to 100 usernames at once, unknown ones as partial errors", async () => {
    const body = await bodyOf(await sandbox("/users/by?usernames=sara_q,notfound&user.fields=public_metrics"));
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.public_metrics.followers_count).toBe(sandboxPersona("twitter", "sara_q").followers);
    expect(body.errors[0]).toMatchObject({
      title: "Not Found Error",
      value: "notfound",
      type: "https://api.twitter.com/2/problems/resource-not-found",
    });
    const tooMany = Array.from({ length: 101 }, (_, i) => `user${i}`).join(",");
    expect((await sandbox(`/users/by?usernames=${tooMany}`)).status).toBe(400);
  });

  it("answers X's own 401 problem without a valid bearer token", async () => {
    const answer = await sandbox("/users/by/username/sara_q", { authorization: "Bearer nope" });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" });
  });
});
