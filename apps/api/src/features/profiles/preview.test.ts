import { PROFILE_MSG } from "@radar/contract/profiles";
import { SOURCE_MSG } from "@radar/contract/sources";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { accessTokenFor, bearer, createUser } from "../../../test/helpers.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { usageToday } from "../sources/public.ts";

/**
 * Issue 13, item 3: the wizard's preview and the add of an account the index does not hold, through
 * the real YouTube client and its sandbox over loopback HTTP, into PostgreSQL.
 */
let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv();
});
afterAll(() => env.close());

async function subscriber() {
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}
const preview = (headers: Record<string, string>, profile_url: string) =>
  env.app.inject({ method: "POST", url: "/api/social_profiles/preview/", headers, payload: { profile_url } });
const add = (headers: Record<string, string>, username: string, profile_url: string) =>
  env.app.inject({
    method: "POST",
    url: "/api/social_profiles/add/",
    headers,
    payload: { username, profile_url, platform: "youtube", category_id: 1035, targeted_category: "", age_groups: [] },
  });
const unitsToday = () => usageToday(env.ctx.db, env.settings.youtube).then((usage) => usage.used);
const indexed = async (username: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM influencers WHERE platform = 'youtube' AND username = ${username}`.execute(
      env.ctx.db,
    )
  ).rows[0]?.n ?? 0;

describe("POST /api/social_profiles/preview/", () => {
  it("looks an account the index does not hold up at its source, writes it with its provenance, and fetches nothing twice", async () => {
    const { headers } = await subscriber();
    const before = await unitsToday();
    const first = await preview(headers, "https://www.youtube.com/@gulf.travel.diaries");
    expect(first.statusCode).toBe(200);
    const { preview: card } = first.json();
    expect(card).toMatchObject({ platform: "youtube", username: "gulf.travel.diaries", title: "Gulf Travel Diaries", eligible: true });
    expect(card.followers).toBeGreaterThan(1_000);
    expect(card.avatar_url).toMatch(/\/sandbox\/avatars\/youtube\//);
    expect(card.provenance).toMatchObject({ source: "youtube", sandbox: true });
    expect(card.provenance.missing).toContain("aqs");
    expect(Date.now() - Date.parse(card.provenance.fetched_at)).toBeLessThan(60_000);
    expect(await unitsToday()).toBe(before + 3);
    expect(await indexed("gulf.travel.diaries")).toBe(1);

    // Fresh in the index now: a second preview, and the add, ask the source nothing.
    expect((await preview(headers, "https://youtube.com/@Gulf.Travel.Diaries")).json().preview.followers).toBe(card.followers);
    const added = await add(headers, "gulf.travel.diaries", "https://www.youtube.com/@gulf.travel.diaries");
    expect(added.statusCode).toBe(201);
    expect(added.json().profile).toMatchObject({ username: "gulf.travel.diaries", followers: card.followers });
    expect(added.json().profile.provenance).toMatchObject({ source: "youtube", sandbox: true });
    expect(await unitsToday()).toBe(before + 3);
  });

  it.each([
    ["notfound", 404, "not_found"],
    ["quotaexceeded", 503, "quota_exhausted"],
    ["servererror", 503, "unavailable"],
    ["unauthorized", 503, "unauthorised"],
  ] as const)("answers @%s with its own message (%i %s) and saves nothing", async (handle, status, code) => {
    const { headers } = await subscriber();
    const response = await preview(headers, `https://www.youtube.com/@${handle}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, error: SOURCE_MSG[code], detail: SOURCE_MSG[code], code });
    expect(await indexed(handle)).toBe(0);
    // The source's quota pause would make every later test of this file fail: lift it.
    await sql`UPDATE source_state SET paused_until = NULL`.execute(env.ctx.db);
  });

  it("looks TikTok accounts up at the vendors (TikTok has no platform API a product may use)", async () => {
    const { headers } = await subscriber();
    const response = await preview(headers, "https://www.tiktok.com/@dammam.dance");
    expect(response.statusCode).toBe(200);
    expect(response.json().preview).toMatchObject({ platform: "tiktok", username: "dammam.dance", provenance: { source: "modash" } });
  });

  it("falls back to the next source when the platform's own is out of quota", async () => {
    const { headers } = await subscriber();
    await sql`INSERT INTO source_state (source, paused_until) VALUES ('youtube', now() + interval '1 hour')
      ON CONFLICT (source) DO UPDATE SET paused_until = EXCLUDED.paused_until`.execute(env.ctx.db);
    try {
      const response = await preview(headers, "https://www.youtube.com/@fallback.channel");
      expect(response.statusCode).toBe(200);
      expect(response.json().preview.provenance.source).toBe("hypeauditor");
    } finally {
      await sql`UPDATE source_state SET paused_until = NULL`.execute(env.ctx.db);
    }
  });

  it("refuses what is not a link to an account, and needs a login", async () => {
    const { headers } = await subscriber();
    for (const link of ["not a link", "https://www.youtube.com/watch?v=abc", "https://example.com/@x"]) {
      const response = await preview(headers, link);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_link", error: SOURCE_MSG.invalidLink });
    }
    expect((await preview({}, "https://www.youtube.com/@anyone")).statusCode).toBe(401);
  });
});

describe("POST /api/social_profiles/add/ of an account the index does not hold", () => {
  it("looks it up, writes it into the index and adds the profile", async () => {
    const { headers } = await subscriber();
    const response = await add(headers, "riyadh.eats", "https://www.youtube.com/@riyadh.eats");
    expect(response.statusCode).toBe(201);
    expect(response.json().profile).toMatchObject({ platform: "youtube", username: "riyadh.eats" });
    expect(await indexed("riyadh.eats")).toBe(1);
  });

  it("adds nothing when the source fails or the account is too small", async () => {
    const { user, headers } = await subscriber();
    const missing = await add(headers, "notfound", "https://www.youtube.com/@notfound");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: "not_found" });
    const tiny = await add(headers, "tinychannel", "https://www.youtube.com/@tinychannel");
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().error).toBe(PROFILE_MSG.notEligible);
    const profiles = await env.ctx.db.selectFrom("social_profiles").select("id").where("user_id", "=", user.id).execute();
    expect(profiles).toEqual([]);
  });

  it("spends no quota on an add the plan refuses", async () => {
    const user = await createUser(env.ctx);
    const headers = bearer(await accessTokenFor(env.ctx, user)); // no subscription
    const before = await unitsToday();
    expect((await add(headers, "never.looked.up", "https://www.youtube.com/@never.looked.up")).statusCode).toBe(403);
    expect(await unitsToday()).toBe(before);
  });
});
