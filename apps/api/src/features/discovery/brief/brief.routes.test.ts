import { ZBriefAnswerSchema } from "@radar/contract/brief";
import { ZSearchResponseSchema } from "@radar/contract/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../../test/billing-factories.ts";
import { FIXTURES } from "../../../../test/fixtures/influencers.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../../test/helpers.ts";
import { getBalance } from "../../../core/credits/ledger.ts";
import { upsertInfluencers } from "../importer/import-records.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await upsertInfluencers(env.ctx.db, FIXTURES);
});
afterAll(() => env.close());

async function subscriber() {
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const brief = (headers: Record<string, string>, payload: unknown) =>
  env.app.inject({ method: "POST", url: "/api/search/brief/", headers, payload: JSON.stringify(payload) });

describe("POST /api/search/brief/", () => {
  it("reads a brief into a search body that POST /api/search/ runs; the brief itself costs nothing", async () => {
    const { user, headers } = await subscriber();
    const before = await getBalance(env.ctx.db, workspaceIdOf(user));
    const response = await env.app.inject({
      method: "POST",
      url: "/api/search/brief/",
      headers,
      payload: { text: "مؤثرات تجميل في قطر فوق ٥٠ ألف متابع على انستقرام وجمهورهن قطري", language: "ar" },
    });
    expect(response.statusCode).toBe(200);
    const answer = ZBriefAnswerSchema.parse(response.json());
    expect(answer.filters).toMatchObject({
      social_network: "instagram",
      account_gender: "female",
      category: { include: [1020] },
      account_geo: { country: ["QA"] },
      audience_geo: { countries: [{ id: "QA" }] },
      subscribers_count: { from: 50_000, to: null },
    });
    expect(answer.understood.map((u) => u.field)).toContain("audience_geo");
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(before);

    const search = await env.app.inject({ method: "POST", url: "/api/search/", headers, payload: answer.filters });
    expect(search.statusCode).toBe(200);
    ZSearchResponseSchema.parse(search.json());
  });

  it("an English brief runs as a search too; Snapchat is answered as not supported", async () => {
    const { headers } = await subscriber();
    const response = await env.app.inject({
      method: "POST",
      url: "/api/search/brief/",
      headers,
      payload: { text: "Kuwaiti food bloggers on TikTok, 100k to 1M, high engagement, verified, with email, snap" },
    });
    const answer = ZBriefAnswerSchema.parse(response.json());
    expect(answer.unsupported).toEqual(["snap"]);
    const search = await env.app.inject({ method: "POST", url: "/api/search/", headers, payload: answer.filters });
    expect(search.statusCode).toBe(200);
  });

  it("needs a signed-in user", async () => {
    const response = await env.app.inject({ method: "POST", url: "/api/search/brief/", payload: { text: "beauty" } });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ["empty text", { text: "   " }],
    ["too long", { text: "a".repeat(501) }],
    ["not a string", { text: 42 }],
    ["an unknown language", { text: "beauty", language: "fr" }],
    ["no body fields", {}],
    ["an array", ["beauty"]],
  ])("answers 400 to %s", async (_what, payload) => {
    const { headers } = await subscriber();
    const response = await brief({ ...headers, "content-type": "application/json" }, payload);
    expect(response.statusCode).toBe(400);
  });

  it("answers 400, not 500, to malformed JSON", async () => {
    const { headers } = await subscriber();
    const response = await env.app.inject({
      method: "POST",
      url: "/api/search/brief/",
      headers: { ...headers, "content-type": "application/json" },
      payload: '{"text": "beauty',
    });
    expect(response.statusCode).toBe(400);
  });
});
