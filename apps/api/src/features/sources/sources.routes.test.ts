import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInUser } from "../../../test/fixtures/admin.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";

/** Issue 13, item 7: the admin's "Data sources" API. */
let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv({ YOUTUBE_DAILY_QUOTA: "5000" });
});
afterAll(() => env.close());

describe("GET /api/admin/sources/", () => {
  it("is for admins only", async () => {
    expect((await env.app.inject({ method: "GET", url: "/api/admin/sources/" })).statusCode).toBe(401);
    const { headers } = await signedInUser(env.ctx);
    expect((await env.app.inject({ method: "GET", url: "/api/admin/sources/", headers })).statusCode).toBe(403);
  });

  it("lists every source with its mode, today's quota, last success and last error", async () => {
    const { headers } = await signedInAdmin(env.ctx);
    const ok = await env.app.inject({ method: "POST", url: "/api/admin/sources/youtube/test/", headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ok: true, code: null });
    // A failure is remembered as the source's last error.
    await sql`INSERT INTO source_state (source, last_error_at, last_error, last_error_kind) VALUES ('x', now(), 'HTTP 503', 'unavailable')
      ON CONFLICT (source) DO UPDATE SET last_error_at = now(), last_error = 'HTTP 503', last_error_kind = 'unavailable'`.execute(
      env.ctx.db,
    );

    const response = await env.app.inject({ method: "GET", url: "/api/admin/sources/", headers });
    expect(response.statusCode).toBe(200);
    const { sources } = response.json();
    expect(sources.map((s: { id: string }) => s.id)).toEqual(["youtube", "instagram", "x", "hypeauditor", "modash"]);
    const youtube = sources[0];
    expect(youtube).toMatchObject({ mode: "sandbox", can_search: false, platforms: ["youtube"] });
    expect(youtube.base_url).toBe(`${env.baseUrl}/sandbox/youtube/v3`);
    expect(youtube.quota).toMatchObject({ unit: "units", daily_limit: 5000 });
    expect(youtube.quota.used_today).toBeGreaterThanOrEqual(1);
    expect(Date.parse(youtube.quota.resets_at)).toBeGreaterThan(Date.now());
    expect(Date.now() - Date.parse(youtube.last_success_at)).toBeLessThan(60_000);
    expect(sources[2]).toMatchObject({ id: "x", last_error: "HTTP 503", last_error_code: "unavailable" });
    expect(sources[3]).toMatchObject({ id: "hypeauditor", can_search: true });
  });

  it("reports a failing connection test as a result, not an error", async () => {
    const failing = await createSourcesTestEnv({ YOUTUBE_API_KEY: "a-wrong-key", YOUTUBE_BASE_URL: `${env.baseUrl}/sandbox/youtube/v3` });
    try {
      const { headers } = await signedInAdmin(failing.ctx);
      const response = await failing.app.inject({ method: "POST", url: "/api/admin/sources/youtube/test/", headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ok: false, code: "unauthorised" });
      const listed = (await failing.app.inject({ method: "GET", url: "/api/admin/sources/", headers })).json().sources[0];
      expect(listed).toMatchObject({ mode: "live", last_error_code: "unauthorised" });
    } finally {
      await failing.close();
    }
  });

  it("shows a source off in production when it has no credentials", async () => {
    const production = await createSourcesTestEnv({ NODE_ENV: "production", SOURCES_SANDBOX: "false" });
    try {
      const { headers } = await signedInAdmin(production.ctx);
      const { sources } = (await production.app.inject({ method: "GET", url: "/api/admin/sources/", headers })).json();
      expect(sources.every((s: { mode: string; base_url: string | null }) => s.mode === "off" && s.base_url === null)).toBe(true);
      const test = await production.app.inject({ method: "POST", url: "/api/admin/sources/modash/test/", headers });
      expect(test.statusCode).toBe(400);
    } finally {
      await production.close();
    }
  });
});
