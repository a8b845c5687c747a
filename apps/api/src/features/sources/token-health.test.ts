import type { TSourceStatus } from "@radar/contract/sources";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { signedInAdmin } from "../../../test/fixtures/admin.ts";
import { accessTokenFor, bearer, createUser } from "../../../test/helpers.ts";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../test/sources-test-env.ts";
import { refreshFromSources } from "./refresh.service.ts";
import { SANDBOX_CREDENTIALS, SANDBOX_PATHS } from "./source-settings.ts";

/**
 * Graph token health: a 190 from Graph (the sandbox's "unauthorized" handle answers one) or a
 * configured expiry shows in GET /api/admin/sources/ and mails CONTACT_EMAIL once per state.
 */
let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv({ CONTACT_EMAIL: "ops@radar.test" });
});
afterAll(() => env.close());

async function subscriberHeaders(target: SourcesTestEnv) {
  const user = await createUser(target.ctx);
  await createSubscription(target.ctx, user.id);
  return bearer(await accessTokenFor(target.ctx, user));
}

const preview = async (target: SourcesTestEnv, profile_url: string) =>
  target.app.inject({
    method: "POST",
    url: "/api/social_profiles/preview/",
    headers: await subscriberHeaders(target),
    payload: { profile_url },
  });

async function instagramStatus(target: SourcesTestEnv): Promise<TSourceStatus> {
  const { headers } = await signedInAdmin(target.ctx);
  const response = await target.app.inject({ method: "GET", url: "/api/admin/sources/", headers });
  expect(response.statusCode).toBe(200);
  const found = (response.json().sources as TSourceStatus[]).find((source) => source.id === "instagram");
  if (!found) throw new Error("no instagram source in the answer");
  return found;
}

const tokenMails = async (target: SourcesTestEnv) =>
  (
    await sql<{ subject: string; to_address: string; text_body: string }>`
      SELECT subject, to_address, text_body FROM mail_outbox WHERE template = 'source-token-health' ORDER BY id`.execute(target.ctx.db)
  ).rows;

describe("a token Graph refuses (error 190)", () => {
  it("shows as invalid in the admin answer and mails the contact address once, however often it fails", async () => {
    expect((await instagramStatus(env)).token).toMatchObject({ state: "ok", notified: false });
    expect(await tokenMails(env)).toHaveLength(0);

    const failed = await preview(env, "https://www.instagram.com/unauthorized/");
    expect(failed.statusCode).toBe(503);
    const status = await instagramStatus(env);
    expect(status.token).toMatchObject({ state: "invalid", notified: true });
    expect(status.token?.detail).toContain("Graph error 190");
    expect(status.last_error_code).toBe("unauthorised");
    const mails = await tokenMails(env);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: "ops@radar.test" });
    expect(mails[0]?.subject).toContain("refused");
    expect(mails[0]?.text_body).not.toContain(SANDBOX_CREDENTIALS.instagram.accessToken);

    // The same state again: no second mail, and the admin tab keeps showing it.
    await preview(env, "https://www.instagram.com/unauthorized/?igsh=abc");
    await instagramStatus(env);
    expect(await tokenMails(env)).toHaveLength(1);
  });

  it("recovers when a call with the token works, and mails again on the next refusal (a new state)", async () => {
    expect((await preview(env, "https://www.instagram.com/sara.alqahtani/")).statusCode).toBe(200);
    expect((await instagramStatus(env)).token).toMatchObject({ state: "ok", notified: false, detail: null });
    await preview(env, "https://www.instagram.com/unauthorized/");
    expect((await instagramStatus(env)).token?.state).toBe("invalid");
    expect(await tokenMails(env)).toHaveLength(2);
  });
});

describe("a token whose configured expiry nears", () => {
  it("shows as expiring, mails once, and then as invalid once the date has passed", async () => {
    const { accessToken, userId, appSecret } = SANDBOX_CREDENTIALS.instagram;
    const live = {
      INSTAGRAM_ACCESS_TOKEN: accessToken,
      INSTAGRAM_USER_ID: userId,
      INSTAGRAM_APP_SECRET: appSecret,
      INSTAGRAM_BASE_URL: `${env.baseUrl}${SANDBOX_PATHS.instagram}`,
    };
    const soon = await createSourcesTestEnv({ ...live, INSTAGRAM_TOKEN_EXPIRES_AT: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    try {
      const status = await instagramStatus(soon);
      expect(status.mode).toBe("live");
      expect(status.token).toMatchObject({ state: "expiring", notified: true });
      expect(Date.parse(status.token?.expires_at ?? "")).toBeGreaterThan(Date.now());
      // The refresh job checks as well (nobody needs to open the tab); still one mail.
      await refreshFromSources(soon.ctx, new Map());
      await instagramStatus(soon);
      const mails = await tokenMails(soon);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain("expires on");
      // A call that works does not hide a nearing expiry.
      expect((await preview(soon, "https://www.instagram.com/sara.alqahtani/")).statusCode).toBe(200);
      expect((await instagramStatus(soon)).token?.state).toBe("expiring");
    } finally {
      await soon.close();
    }

    const past = await createSourcesTestEnv({ ...live, INSTAGRAM_TOKEN_EXPIRES_AT: "2020-01-01" });
    try {
      expect((await instagramStatus(past)).token).toMatchObject({ state: "invalid", notified: true });
      expect((await tokenMails(past))[0]?.subject).toContain("expired on");
    } finally {
      await past.close();
    }
  });

  it("leaves sources whose credentials do not expire without a token state", async () => {
    const { headers } = await signedInAdmin(env.ctx);
    const { sources } = (await env.app.inject({ method: "GET", url: "/api/admin/sources/", headers })).json();
    for (const source of sources as TSourceStatus[]) if (source.id !== "instagram") expect(source.token).toBeNull();
  });
});
