import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { parseConfig } from "../../core/config/config.ts";
import { redactSecrets } from "./http/source-http.ts";
import { InstagramClient } from "./instagram/instagram-client.ts";
import { credentialForms } from "./sandbox/sandbox-credential-log.ts";
import { isSourceError } from "./source-errors.ts";
import { SANDBOX_CREDENTIALS, sourceSettings } from "./source-settings.ts";
import { XClient } from "./x/x-client.ts";
import { YoutubeClient } from "./youtube/youtube-client.ts";

/** Credentials stay out of URLs (and so out of request logs), and out of every error message. */
let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv();
});
afterAll(() => env.close());

interface SentRequest {
  url: string;
  headers: Record<string, string>;
}

/** A fetch over real HTTP that keeps what each request carried. */
function recordingFetch() {
  const sent: SentRequest[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    sent.push({ url: String(input), headers: { ...(init?.headers as Record<string, string> | undefined) } });
    return fetch(input, init);
  };
  return { sent, fetchImpl };
}

const secretsOf = () => [
  SANDBOX_CREDENTIALS.youtube.apiKey,
  SANDBOX_CREDENTIALS.instagram.accessToken,
  SANDBOX_CREDENTIALS.instagram.appSecret,
  SANDBOX_CREDENTIALS.x.bearerToken,
];

describe("YouTube: the API key travels in X-Goog-Api-Key", () => {
  it("sends no key= in any URL, the header on every call, and the sandbox saw only the header form", async () => {
    const since = Date.now();
    const { sent, fetchImpl } = recordingFetch();
    const client = new YoutubeClient(env.settings.youtube, env.deps("youtube", { fetchImpl }));
    await client.lookup({ platform: "youtube", handle: "sara.cooks" });
    await client.testConnection();
    expect(sent.length).toBeGreaterThanOrEqual(4);
    for (const request of sent) {
      expect(new URL(request.url).searchParams.has("key")).toBe(false);
      expect(request.url).not.toContain(SANDBOX_CREDENTIALS.youtube.apiKey);
      expect(request.headers["x-goog-api-key"]).toBe(SANDBOX_CREDENTIALS.youtube.apiKey);
    }
    const forms = credentialForms("youtube", since).map((use) => use.form);
    expect(forms.length).toBe(sent.length);
    expect(new Set(forms)).toEqual(new Set(["header"]));
  });

  it("is refused by the sandbox without a key or with a wrong one, as Google refuses it", async () => {
    const url = "/sandbox/youtube/v3/channels?part=id&forHandle=%40sara";
    const none = await env.app.inject({ url });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.status).toBe("PERMISSION_DENIED");
    const wrong = await env.app.inject({ url, headers: { "x-goog-api-key": "AIza-wrong" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("API key not valid. Please pass a valid API key.");
    const right = await env.app.inject({ url, headers: { "x-goog-api-key": SANDBOX_CREDENTIALS.youtube.apiKey } });
    expect(right.statusCode).toBe(200);
  });
});

describe("Instagram Graph: Authorization: Bearer, plus appsecret_proof", () => {
  it("sends the token in the header, never as access_token, with the HMAC-SHA256 proof of it", async () => {
    const since = Date.now();
    const { sent, fetchImpl } = recordingFetch();
    const client = new InstagramClient(env.settings.instagram, env.deps("instagram", { fetchImpl }));
    await client.lookup({ platform: "instagram", handle: "sara.alqahtani" });
    await client.testConnection();
    const { accessToken, appSecret } = SANDBOX_CREDENTIALS.instagram;
    // Computed here independently of the client's own helper.
    const proof = createHmac("sha256", appSecret).update(accessToken).digest("hex");
    expect(proof).toMatch(/^[0-9a-f]{64}$/);
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      const url = new URL(request.url);
      expect(url.searchParams.has("access_token")).toBe(false);
      expect(request.url).not.toContain(accessToken);
      expect(url.searchParams.get("appsecret_proof")).toBe(proof);
      expect(request.headers.authorization).toBe(`Bearer ${accessToken}`);
    }
    expect(credentialForms("instagram", since).map((use) => use.form)).toEqual(["header", "header"]);
  });

  it("leaves the proof out when no app secret is configured, and a sandbox that requires it refuses as unauthorised", async () => {
    const { sent, fetchImpl } = recordingFetch();
    const client = new InstagramClient({ ...env.settings.instagram, appSecret: null }, env.deps("instagram", { fetchImpl }));
    const error = await client.testConnection().catch((caught: unknown) => caught);
    expect(isSourceError(error) && error.kind).toBe("unauthorised");
    expect(new URL(sent[0]?.url ?? "http://x").searchParams.has("appsecret_proof")).toBe(false);
  });

  it("takes INSTAGRAM_APP_SECRET from the configuration, and refuses a malformed one at start-up", () => {
    const base = { NODE_ENV: "test", INSTAGRAM_ACCESS_TOKEN: "EAAtoken", INSTAGRAM_USER_ID: "17841400000000099" };
    const live = sourceSettings(parseConfig({ ...base, INSTAGRAM_APP_SECRET: "0123456789abcdef0123456789abcdef" })).instagram;
    expect(live).toMatchObject({ mode: "live", appSecret: "0123456789abcdef0123456789abcdef" });
    expect(sourceSettings(parseConfig(base)).instagram.appSecret).toBeNull();
    expect(() => parseConfig({ ...base, INSTAGRAM_APP_SECRET: "has spaces in it!" })).toThrow(/INSTAGRAM_APP_SECRET/);
    expect(() => parseConfig({ ...base, INSTAGRAM_TOKEN_EXPIRES_AT: "next tuesday" })).toThrow(/INSTAGRAM_TOKEN_EXPIRES_AT/);
  });
});

describe("X: the bearer token in Authorization", () => {
  it("keeps the token out of the URL", async () => {
    const { sent, fetchImpl } = recordingFetch();
    const client = new XClient(env.settings.x, env.deps("x", { fetchImpl }));
    await client.lookup({ platform: "twitter", handle: "SaudiFoodie" });
    expect(sent[0]?.url).not.toContain(SANDBOX_CREDENTIALS.x.bearerToken);
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${SANDBOX_CREDENTIALS.x.bearerToken}`);
  });
});

describe("no credential in an error message (they are logged and shown in the admin tab)", () => {
  it("redacts every credential, plain or URL-encoded", () => {
    expect(redactSecrets("GET /x?key=abc123&token=a%2Fb%3D failed", ["abc123", "a/b="])).toBe(
      "GET /x?key=[redacted]&token=[redacted] failed",
    );
  });

  it("redacts what the network layer said about a request, before it is stored as the source's last error", async () => {
    const leaky: typeof fetch = async (input) => {
      // As an HTTP stack may quote the request it could not send.
      throw new TypeError(`fetch failed for ${String(input)} with ${SANDBOX_CREDENTIALS.youtube.apiKey}`);
    };
    const client = new YoutubeClient({ ...env.settings.youtube, maxRetries: 0 }, env.deps("youtube", { fetchImpl: leaky }));
    const error = await client.lookup({ platform: "youtube", handle: "sara.cooks" }).catch((caught: unknown) => caught);
    expect(isSourceError(error)).toBe(true);
    const message = error instanceof Error ? error.message : "";
    expect(message).toContain("[redacted]");
    const state = await env.ctx.db.selectFrom("source_state").selectAll().where("source", "=", "youtube").executeTakeFirstOrThrow();
    for (const secret of secretsOf()) {
      expect(message).not.toContain(secret);
      expect(state.last_error ?? "").not.toContain(secret);
    }
  });
});
