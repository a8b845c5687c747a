import { brotliDecompressSync } from "node:zlib";
import { ZCategoriesResponseSchema, ZLocationsResponseSchema, ZSearchErrorSchema, ZSearchResponseSchema } from "@radar/contract/search";
import { ZSubscriptionSchema } from "@radar/contract/subscriptions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../test/billing-factories.ts";
import { FIXTURES, fixture } from "../../../test/fixtures/influencers.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../test/helpers.ts";
import { getBalance, setCredits } from "../../core/credits/ledger.ts";
import type { UserRow } from "../../core/users/user-dto.ts";
import { upsertInfluencers } from "./importer/import-records.ts";
import { upsertAccounts } from "./index/index-changes.ts";
import { SEARCH_FILTERS } from "./search/filters/registry.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await upsertInfluencers(env.ctx.db, FIXTURES);
});
afterAll(() => env.close());

/** A user with an active Growth subscription: 1,250 credits, 40 per search. */
async function subscriber() {
  const user = await createUser(env.ctx);
  await createSubscription(env.ctx, user.id);
  return { user, headers: bearer(await accessTokenFor(env.ctx, user)) };
}

const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  env.app.inject({ method: "POST", url: "/api/search/", headers, payload });

describe("POST /api/search/", () => {
  it("answers in the §7 shape and charges the plan's search cost", async () => {
    const { user, headers } = await subscriber();
    const response = await post(headers, { social_network: "instagram", page: 1, limit: 50 });
    expect(response.statusCode).toBe(200);
    const body = ZSearchResponseSchema.parse(response.json());
    expect(body.results.filters.total_results).toBe(6);
    expect(body.results.total_pages).toBe(1);
    expect(body.credits_remaining).toBe(1_210);
    const first = body.results.search_results[0];
    expect(first?.basic.username).toBe("gamma.beauty");
    expect(first?.url).toBe("https://www.instagram.com/gamma.beauty/");
    expect(first?.features.estimated_prices).toMatchObject({ is_estimate: true, currency: "SAR" });
    expect(first?.features.categories.map((c) => c.title_ar)).toEqual(["الجمال", "الموضة"]);
    expect(first?.audience?.countries[0]).toMatchObject({ code: "QA", name: "Qatar", prc: 55 });
    expect(first?.audience?.cities[0]).toMatchObject({ id: 290030, name: "Doha", name_ar: "الدوحة" });
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(1_210);
  });

  it("sends results as JSON in UTF-8, brotli-compressed for a client that accepts it", async () => {
    const { headers } = await subscriber();
    const payload = { social_network: "instagram", page: 1, limit: 50 };
    const plain = await post(headers, payload);
    const compressed = await post({ ...headers, "accept-encoding": "gzip, br" }, payload);
    for (const response of [plain, compressed]) expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(compressed.headers["content-encoding"]).toBe("br");
    const text = brotliDecompressSync(compressed.rawPayload).toString("utf8");
    expect(text).toBe(plain.body);
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(plain.body));
    expect(ZSearchResponseSchema.parse(JSON.parse(text)).results.search_results[0]?.features.categories[0]?.title_ar).toBe("الجمال");
    // The page is kept: the same answer again is the same compressed bytes (answer-bytes.ts keptAnswer), sent as they are.
    const again = await post({ ...headers, "accept-encoding": "br" }, payload);
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(again.headers["content-length"])).toBe(again.rawPayload.length);
    expect(again.rawPayload.equals(compressed.rawPayload)).toBe(true);
    expect(brotliDecompressSync(again.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it("needs a token (401) and an active subscription (403)", async () => {
    expect((await env.app.inject({ method: "POST", url: "/api/search/", payload: {} })).statusCode).toBe(401);
    const user = await createUser(env.ctx);
    const response = await post(bearer(await accessTokenFor(env.ctx, user)), {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: "An active subscription is required" });
  });

  it("refuses bad bodies with 400 'Search failed: …' and charges nothing", async () => {
    const { user, headers } = await subscriber();
    const bad = [
      { social_network: "facebook" },
      { subscribers_count: { from: 5_000, to: 1_000 } },
      { er: { from: 5, to: 1 } },
      { audience_gender: { gender: "female", prc: 120 } },
      { audience_geo: { countries: [{ id: "SA", prc: -1 }] } },
      { audience_age: { groups: ["18_24"], prc: 101 } },
      { audience_geo: { countries: [{ id: "XX", prc: 10 }] } },
      { category: { include: [999] } },
      { sort: { field: "likes", order: "desc" } },
      { page: 2 },
      { similar: "nobody.here" },
    ];
    for (const payload of bad) {
      const response = await post(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toMatch(/^Search failed: /);
      expect(response.json().error).toBeTruthy();
    }
    expect((await post(headers, { social_network: "facebook" })).json().error).toContain("facebook");
    expect((await post(headers, { page: 2 })).json().error).toContain("beyond the last page");
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(1_250);
  });

  it("charges once per distinct filters: other pages and orders within 30 minutes are free", async () => {
    const { user, headers } = await subscriber();
    const filters = { social_network: "instagram", category: { include: [1035, 1020, 1018, 1049] } };
    expect((await post(headers, { ...filters, page: 1, limit: 2 })).json().credits_remaining).toBe(1_210);
    expect((await post(headers, { ...filters, page: 2, limit: 2 })).json().credits_remaining).toBe(1_210);
    expect((await post(headers, { ...filters, sort: { field: "engagement", order: "asc" } })).json().credits_remaining).toBe(1_210);
    // The same choices in another order are the same search.
    expect(
      (await post(headers, { social_network: "instagram", category: { include: [1049, 1018, 1020, 1035] } })).json().credits_remaining,
    ).toBe(1_210);
    expect((await post(headers, { ...filters, verified_only: true })).json().credits_remaining).toBe(1_170);
    const charges = await env.ctx.db
      .selectFrom("credit_ledger")
      .select("delta")
      .where("user_id", "=", user.id)
      .where("reason", "=", "search")
      .execute();
    expect(charges.map((c) => Number(c.delta))).toEqual([-40, -40]);
  });

  it("charges identical concurrent searches once", async () => {
    const { user, headers } = await subscriber();
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(headers, { social_network: "tiktok", search: "food" })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(responses.every((r) => r.json().credits_remaining === 1_210)).toBe(true);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(1_210);
  });

  it("402 'Insufficient credits' says what the search costs and how many credits are missing, and nothing is charged", async () => {
    const { user, headers } = await subscriber();
    await setCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, balance: 39.5, reason: "admin_adjustment" });
    const response = await post(headers, { social_network: "youtube" });
    expect(response.statusCode).toBe(402);
    const body = ZSearchErrorSchema.parse(response.json());
    expect(body).toEqual({
      error: "Insufficient credits",
      detail: "Insufficient credits: this costs 40.00 credits and the balance is 39.50; 0.50 more are needed",
      credits_required: 40,
      credits_balance: 39.5,
      credits_missing: 0.5,
    });
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(39.5);
    await expectLedgerMatchesBalance(user);
  });

  it("charges nothing for a search that finds nothing, however short the balance, and the ledger still adds up", async () => {
    const { user, headers } = await subscriber();
    const nothing = { social_network: "instagram", subscribers_count: { from: 90_000_000 } };
    for (const payload of [
      nothing,
      { ...nothing, sort: { field: "engagement", order: "asc" } },
      { social_network: "tiktok", search: "no-such-word" },
    ]) {
      const response = await post(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
      const body = ZSearchResponseSchema.parse(response.json());
      expect(body.results.filters.total_results).toBe(0);
      expect(body.credits_remaining).toBe(1_250);
    }
    const searchEntries = await env.ctx.db
      .selectFrom("credit_ledger")
      .select("id")
      .where("user_id", "=", user.id)
      .where("reason", "=", "search")
      .execute();
    expect(searchEntries).toEqual([]);
    // With no credits at all, an empty search still answers (free) and a search with results is refused.
    await setCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, balance: 0, reason: "admin_adjustment" });
    expect((await post(headers, nothing)).statusCode).toBe(200);
    expect((await post(headers, { social_network: "instagram" })).statusCode).toBe(402);
    // The same filters, once the index holds a match, cost the full price: nothing was "paid" for them.
    await setCredits(env.ctx.db, { workspaceId: workspaceIdOf(user), userId: user.id, balance: 100, reason: "admin_adjustment" });
    const found = await post(headers, { social_network: "instagram", subscribers_count: { from: 1_000 } });
    expect(found.json().credits_remaining).toBe(60);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(60);
    await expectLedgerMatchesBalance(user);
  });

  it("charges a find-similar search exactly the search price the plan states", async () => {
    const { user, headers } = await subscriber();
    const current = await env.app.inject({ url: "/api/subscriptions/current/", headers });
    const stated = ZSubscriptionSchema.parse(current.json()).plan.search_cost;
    const response = await post(headers, { social_network: "instagram", similar: "alpha.food" });
    expect(response.statusCode).toBe(200);
    const body = ZSearchResponseSchema.parse(response.json());
    expect(body.results.search_results.length).toBeGreaterThan(0);
    expect(body.results.search_results.every((r) => r.features.similarity !== null)).toBe(true);
    expect(body.credits_remaining).toBe(1_250 - stated);
    const charges = await env.ctx.db
      .selectFrom("credit_ledger")
      .select("delta")
      .where("user_id", "=", user.id)
      .where("reason", "=", "search")
      .execute();
    expect(charges.map((c) => Number(c.delta))).toEqual([-stated]);
    await expectLedgerMatchesBalance(user);
  });
});

/** The audit: every credit a workspace holds is the sum of its ledger's movements. */
async function expectLedgerMatchesBalance(user: UserRow) {
  const { sum } = await env.ctx.db
    .selectFrom("credit_ledger")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("delta"), eb.val("0")).as("sum"))
    .where("workspace_id", "=", workspaceIdOf(user))
    .executeTakeFirstOrThrow();
  expect(Number(sum)).toBe(await getBalance(env.ctx.db, workspaceIdOf(user)));
}

describe("POST /api/search/ in the OpenAPI document", () => {
  it("documents every filter field with its registry text", async () => {
    const spec = (await env.app.inject({ url: "/api/docs/json" })).json();
    const body = spec.paths["/api/search/"].post.requestBody.content["application/json"].schema;
    for (const entry of SEARCH_FILTERS)
      for (const field of entry.fields) expect(body.properties[field]?.description, field).toContain(entry.doc);
  });
});

describe("POST /api/search/: kept pages", () => {
  it("answers a page read before from memory, and reads it again after any change to an account", async () => {
    const { headers } = await subscriber();
    const payload = { social_network: "tiktok", page: 1, limit: 50, sort: { field: "followers", order: "desc" } };
    const usernames = async () => {
      const body = ZSearchResponseSchema.parse((await post(headers, payload)).json());
      return body.results.search_results.map((r) => `${r.basic.username}:${r.metrics.subscribers_count}`);
    };
    const hits = () => env.ctx.search.keptPages.hits();
    const first = await usernames();
    const before = hits();
    expect(await usernames()).toEqual(first);
    expect(hits()).toBe(before + 1);
    // An account enters the page (the most followers) and another's figures change: the next search
    // must show both at once, though no version was published (the change stamp moved).
    const top = first[0]?.split(":")[0] ?? "";
    await upsertAccounts(env.ctx.db, [
      fixture("zz.kept.newcomer", { platform: "tiktok", followers: 90_000_000 }),
      {
        ...(FIXTURES.find((f) => f.username === top && f.platform === "tiktok") ?? fixture(top, { platform: "tiktok" })),
        followers: 80_000_000,
      },
    ]);
    const after = await usernames();
    expect(hits()).toBe(before + 1);
    expect(after.slice(0, 2)).toEqual(["zz.kept.newcomer:90000000", `${top}:80000000`]);
    expect(after.length).toBe(first.length + 1);
    expect(await usernames()).toEqual(after);
    expect(hits()).toBe(before + 2);
  });

  it("keeps a page per page number, order and filters, and never a lookalike's", async () => {
    const { headers } = await subscriber();
    const base = { social_network: "instagram", limit: 1 };
    const names = async (extra: Record<string, unknown>) =>
      ZSearchResponseSchema.parse((await post(headers, { ...base, ...extra })).json()).results.search_results.map((r) => r.basic.username);
    const pageOne = await names({ page: 1 });
    const pageTwo = await names({ page: 2 });
    expect(pageTwo).not.toEqual(pageOne);
    expect(await names({ page: 1, sort: { field: "followers", order: "asc" } })).not.toEqual(pageOne);
    expect(await names({ page: 1, er: { from: 100 } })).toEqual([]);
    expect(await names({ page: 1 })).toEqual(pageOne);
    expect(await names({ page: 2 })).toEqual(pageTwo);
    const before = env.ctx.search.keptPages.hits();
    await names({ page: 1, similar: pageOne[0] });
    await names({ page: 1, similar: pageOne[0] });
    expect(env.ctx.search.keptPages.hits()).toBe(before);
  });
});

describe("GET /api/search/categories/", () => {
  it("lists the 49 content categories and 82 interests in English and Arabic", async () => {
    const response = await env.app.inject({ url: "/api/search/categories/" });
    const body = ZCategoriesResponseSchema.parse(response.json());
    expect(body.categories).toHaveLength(49);
    expect(body.interests).toHaveLength(82);
    expect(body.categories.find((c) => c.id === 1021)).toEqual({ id: 1021, title: "Fashion", title_ar: "الموضة" });
    expect(body.interests.map((i) => i.id)).toEqual(Array.from({ length: 82 }, (_, i) => i + 1));
    expect(body.interests.every((i) => /[\u0600-\u06ff]/.test(i.name_ar))).toBe(true);
  });
});

describe("GET /api/search/locations/", () => {
  const locations = async (q: string) => {
    const user = await createUser(env.ctx);
    const response = await env.app.inject({
      url: `/api/search/locations/?q=${encodeURIComponent(q)}`,
      headers: bearer(await accessTokenFor(env.ctx, user)),
    });
    expect(response.statusCode).toBe(200);
    return ZLocationsResponseSchema.parse(response.json()).results;
  };

  it("matches English names, prefix and big places first", async () => {
    const results = await locations("riy");
    expect(results[0]).toEqual({ id: 108410, display_name: "Riyadh, Saudi Arabia", country_code: "SA", type: "city" });
    const saudi = await locations("saudi");
    expect(saudi[0]).toEqual({ id: "SA", display_name: "Saudi Arabia", country_code: "SA", type: "country" });
    const dubai = await locations("dub");
    expect(dubai[0]?.id).toBe(292223);
  });

  it("matches Arabic names and answers in Arabic", async () => {
    expect((await locations("الرياض"))[0]).toEqual({ id: 108410, display_name: "الرياض، السعودية", country_code: "SA", type: "city" });
    expect((await locations("الكويت")).map((r) => r.id)).toContain("KW");
    expect((await locations("قطر"))[0]).toMatchObject({ id: "QA", type: "country" });
  });

  it("needs at least 2 characters", async () => {
    expect(await locations("r")).toEqual([]);
  });
});
