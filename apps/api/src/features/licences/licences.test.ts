import { licencesInNormalText } from "@radar/contract/licence-text";
import { type TSearchRequest, ZSearchRequestSchema } from "@radar/contract/search";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../test/fixtures/influencers.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv } from "../../../test/helpers.ts";
import { influencerId, normalizeText, runSearch, toSearchQuery, upsertAccounts } from "../discovery/public.ts";
import { checkAtRegistry, refreshLicenceFacets, sandboxRegistry } from "./public.ts";

let env: TestEnv;
let headers: Record<string, string>;
const SA_ONLY = fixture("lic.sa", { bio: "صانعة محتوى | رخصة موثوق رقم ١٢٣٤٥٦" });
const AE_ONLY = fixture("lic.ae", { bio: "Dubai 🇦🇪 UAE advertiser permit no. 654321" });
const BOTH = fixture("lic.both", { bio: "Mawthooq: 111222 | تصريح معلن 333444" });
const NONE = fixture("lic.none", { bio: "Coffee and cars, Jeddah. 0551234567" });
const id = (username: string) => influencerId("instagram", username);

beforeAll(async () => {
  env = await createTestEnv();
  await upsertAccounts(env.ctx.db, [SA_ONLY, AE_ONLY, BOTH, NONE]);
  const user = await createUser(env.ctx, { first_name: "Sara", last_name: "Vetter" });
  headers = bearer(await accessTokenFor(env.ctx, user));
});
afterAll(() => env?.close());

/** Published first (as the publish job would): cached totals and sorted lists follow the index's published version. */
async function found(body: TSearchRequest): Promise<string[]> {
  await sql`UPDATE discovery_index_state SET version = version + 1, pending_changes = 0, published_at = now()`.execute(env.ctx.db);
  const outcome = await runSearch(env.ctx.search, toSearchQuery(ZSearchRequestSchema.parse({ limit: 50, ...body })));
  expect(outcome.total).toBe(outcome.results.length);
  return outcome.results.map((r) => r.basic.username).sort();
}

async function sqlCount(country: "SA" | "AE"): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM influencers WHERE platform = 'instagram' AND facets @> ARRAY[licence_facet('instagram', ${country})]`.execute(
    env.ctx.db,
  );
  return rows[0]?.n ?? 0;
}

const licences = (username: string) => env.app.inject({ method: "GET", url: `/api/influencers/${id(username)}/licences/`, headers });
const record = (username: string, country: string, payload: Record<string, unknown>) =>
  env.app.inject({ method: "PUT", url: `/api/influencers/${id(username)}/licences/${country}/`, headers, payload });
const remove = (username: string, country: string) =>
  env.app.inject({ method: "DELETE", url: `/api/influencers/${id(username)}/licences/${country}/`, headers });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("the database reads bios as the parser does", () => {
  it("licence_numbers_of agrees with licencesInNormalText on known and generated bios", async () => {
    const known = [
      SA_ONLY.bio,
      AE_ONLY.bio,
      BOTH.bio,
      NONE.bio,
      "موثوق۱۲۳۴۵",
      "تصريح الإعلان: ١٣٥٧٩",
      "موثوق 0551234567890",
      "Mawthooq 123",
    ];
    const generated = fc.sample(
      fc
        .tuple(
          fc.constantFrom("", "Riyadh | ", "مصممة "),
          fc.constantFrom("موثوق", "Mawthooq", "رخصة موثوق رقم", "UAE advertiser permit", "تصريح معلن", "permit", "حساب"),
          fc.constantFrom(" ", ": ", " #", " رقم "),
          fc.stringMatching(/^[0-9]{2,14}$/),
          fc.constantFrom("0123456789", "٠١٢٣٤٥٦٧٨٩", "۰۱۲۳۴۵۶۷۸۹"),
          fc.constantFrom("", " | snap", "x"),
        )
        .map(([b, w, f, n, s, a]) => `${b}${w}${f}${[...n].map((d) => s[Number(d)]).join("")}${a}`),
      { numRuns: 300, seed: 37 },
    );
    const texts = [...known, ...generated].map(normalizeText);
    const { rows } = await sql<{ i: number; country: string; number: string }>`
      SELECT t.i::int AS i, f.country, f.number FROM unnest(${texts}::text[]) WITH ORDINALITY AS t(text, i), licence_numbers_of(t.text) f
      ORDER BY t.i, f.country DESC`.execute(env.ctx.db);
    const inSql = texts.map((_, i) => rows.filter((row) => row.i === i + 1).map(({ country, number }) => ({ country, number })));
    expect(inSql).toEqual(texts.map((text) => licencesInNormalText(text)));
    expect(inSql.filter((found) => found.length > 0).length).toBeGreaterThan(50);
  });
});

describe("bio pickup on every write of an account", () => {
  it("an upsert records the bio's numbers (source bio) and the search finds them, in SQL and in the counter", async () => {
    const { rows } = await sql<{ username: string; country: string; number: string; source: string }>`
      SELECT i.username, l.country, l.number, l.source FROM account_licences l JOIN influencers i ON i.id = l.influencer_id
      ORDER BY i.username, l.country`.execute(env.ctx.db);
    expect(rows).toEqual([
      { username: "lic.ae", country: "AE", number: "654321", source: "bio" },
      { username: "lic.both", country: "AE", number: "333444", source: "bio" },
      { username: "lic.both", country: "SA", number: "111222", source: "bio" },
      { username: "lic.sa", country: "SA", number: "123456", source: "bio" },
    ]);
    expect(await found({ licensed_in: "SA" })).toEqual(["lic.both", "lic.sa"]);
    expect(await found({ licensed_in: "AE" })).toEqual(["lic.ae", "lic.both"]);
    expect(await sqlCount("SA")).toBe(2);
    expect(await found({ licensed_in: "SA", social_network: "tiktok" })).toEqual([]);
  });

  it("a later fetch whose bio drops the number removes it, and one that changes it replaces it (both logged)", async () => {
    await upsertAccounts(env.ctx.db, [
      { ...SA_ONLY, bio: "صانعة محتوى" },
      { ...AE_ONLY, bio: "UAE advertiser permit 999888" },
    ]);
    expect(await found({ licensed_in: "SA" })).toEqual(["lic.both"]);
    const ae = await licences("lic.ae");
    expect(ae.json().statuses[1]).toMatchObject({ country: "AE", status: "valid", number: "999888", source: "bio" });
    const { rows } = await sql<{ action: string; number: string }>`
      SELECT action, number FROM account_licence_changes WHERE influencer_id = ${id("lic.sa")} ORDER BY id`.execute(env.ctx.db);
    expect(rows).toEqual([
      { action: "recorded", number: "123456" },
      { action: "removed", number: "123456" },
    ]);
    await upsertAccounts(env.ctx.db, [SA_ONLY, AE_ONLY]);
    expect(await found({ licensed_in: "SA" })).toEqual(["lic.both", "lic.sa"]);
  });
});

describe("recording, confirming and removing a licence", () => {
  it("a user's record speaks before the bio's, carries who and when, and makes the account searchable", async () => {
    const response = await record("lic.none", "SA", {
      number: "٧٧٧٨٨٨",
      expires_on: day(200),
      proof_url: "https://elaam.gamr.gov.sa/check/777888",
      confirmed: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.statuses[0]).toMatchObject({
      country: "SA",
      status: "valid",
      number: "777888",
      expires_on: day(200),
      source: "user",
      confirmed: true,
      check_url: "https://elaam.gamr.gov.sa/",
    });
    expect(body.statuses[1]).toMatchObject({ country: "AE", status: "none", number: null });
    expect(body.records[0]).toMatchObject({
      source: "user",
      recorded_by_name: "Sara Vetter",
      proof_url: "https://elaam.gamr.gov.sa/check/777888",
    });
    expect(await found({ licensed_in: "SA" })).toEqual(["lic.both", "lic.none", "lic.sa"]);

    const over = await record("lic.sa", "SA", { number: "123456", expires_on: day(10), confirmed: true });
    expect(over.json().statuses[0]).toMatchObject({ status: "expiring", source: "user", confirmed: true });
    expect(over.json().records.map((r: { source: string }) => r.source)).toEqual(["bio", "user"]);
  });

  it("a past expiry is recorded as expired and leaves the filter", async () => {
    const response = await record("lic.none", "SA", { number: "777888", expires_on: day(-3) });
    expect(response.json().statuses[0]).toMatchObject({ status: "expired", expires_on: day(-3) });
    expect(await found({ licensed_in: "SA" })).toEqual(["lic.both", "lic.sa"]);
  });

  it("removing the user's record shows the bio's number again; nothing to remove is a 404", async () => {
    const response = await remove("lic.sa", "SA");
    expect(response.statusCode).toBe(200);
    expect(response.json().statuses[0]).toMatchObject({ status: "valid", source: "bio", number: "123456" });
    expect((await remove("lic.sa", "SA")).statusCode).toBe(404);
    expect((await remove("lic.none", "SA")).statusCode).toBe(200);
    expect((await licences("lic.none")).json().statuses[0].status).toBe("none");
  });

  it("refuses bad input with 400 and unknown accounts with 404, never a 500", async () => {
    for (const payload of [
      { number: "12" },
      { number: "12ab34" },
      { number: "1234567890123" },
      { number: "123456", expires_on: "2026-02-30" },
      { number: "123456", expires_on: "tomorrow" },
      { number: "123456", proof_url: "javascript:alert(1)" },
      { number: "123456", confirmed: "yes" },
      {},
    ]) {
      const response = await record("lic.none", "SA", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await record("lic.none", "US", { number: "123456" })).statusCode).toBe(400);
    expect((await env.app.inject({ method: "GET", url: "/api/influencers/abc/licences/", headers })).statusCode).toBe(400);
    expect((await env.app.inject({ method: "GET", url: `/api/influencers/${id("nobody")}/licences/`, headers })).statusCode).toBe(404);
    expect((await env.app.inject({ method: "GET", url: "/api/influencers/99999999999999999999/licences/", headers })).statusCode).toBe(400);
    expect((await env.app.inject({ method: "GET", url: `/api/influencers/${id("lic.sa")}/licences/` })).statusCode).toBe(401);
  });

  it("answers a page of statuses at once", async () => {
    const response = await env.app.inject({
      method: "POST",
      url: "/api/licences/statuses/",
      headers,
      payload: { influencer_ids: [id("lic.both"), id("nobody")] },
    });
    expect(response.statusCode).toBe(200);
    const accounts = response.json().accounts;
    expect(accounts[0].statuses.map((s: { status: string }) => s.status)).toEqual(["valid", "valid"]);
    expect(accounts[1]).toEqual(expect.objectContaining({ influencer_id: id("nobody") }));
    expect(accounts[1].statuses.map((s: { status: string }) => s.status)).toEqual(["none", "none"]);
  });
});

describe("keeping the search keys right", () => {
  it("the daily sweep writes back keys a reload dropped and removes those of licences that expired", async () => {
    await env.ctx.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`UPDATE influencers SET facets = '{}' WHERE id = ${id("lic.sa")}`.execute(trx);
      await sql`UPDATE account_licences SET expires_on = current_date - 1 WHERE influencer_id = ${id("lic.ae")}`.execute(trx);
    });
    expect(await sqlCount("SA")).toBe(1);
    expect(await sqlCount("AE")).toBe(2);
    expect(await refreshLicenceFacets(env.ctx.db)).toBe(2);
    expect(await sqlCount("SA")).toBe(2);
    expect(await sqlCount("AE")).toBe(1);
    expect(await found({ licensed_in: "AE" })).toEqual(["lic.both"]);
    expect(await refreshLicenceFacets(env.ctx.db)).toBe(0);
  });

  it("the regulator sandbox's answer is kept as the regulator's record, which speaks first", async () => {
    const registry = sandboxRegistry("SA", () => new Date("2026-11-01T00:00:00Z"));
    const entry = await checkAtRegistry(env.ctx.db, registry, id("lic.both"), "111222");
    expect(entry).toMatchObject({ state: "active" });
    const status = (await licences("lic.both")).json().statuses[0];
    expect(status).toMatchObject({ source: "regulator", confirmed: true, number: "111222" });
    expect(await registry.lookup("111220")).toBeNull();
    await checkAtRegistry(env.ctx.db, registry, id("lic.both"), "111229");
    expect((await licences("lic.both")).json().statuses[0]).toMatchObject({ source: "bio" });
  });
});

describe("licences on lists and in exports", () => {
  it("list members carry their statuses, and the list's CSV export has the licence columns", async () => {
    const created = await env.app.inject({ method: "POST", url: "/api/lists/", headers, payload: { name: "Licensed?" } });
    expect(created.statusCode).toBe(201);
    const listId = created.json().id as number;
    await env.app.inject({
      method: "POST",
      url: `/api/lists/${listId}/members/`,
      headers,
      payload: { influencer_ids: [id("lic.sa"), id("lic.none")] },
    });
    await record("lic.sa", "SA", { number: "123456", expires_on: day(12) });
    const detail = (await env.app.inject({ method: "GET", url: `/api/lists/${listId}/`, headers })).json();
    const byName = new Map(detail.members.map((m: { username: string; licences: { status: string }[] }) => [m.username, m.licences]));
    expect(byName.get("lic.sa")).toMatchObject([
      { country: "SA", status: "expiring", number: "123456" },
      { country: "AE", status: "none" },
    ]);
    expect(byName.get("lic.none")).toMatchObject([{ status: "none" }, { status: "none" }]);

    const csv = await env.app.inject({ method: "GET", url: `/api/lists/${listId}/export/?format=csv&lang=en`, headers });
    expect(csv.statusCode).toBe(200);
    // Quotes dropped: text cells are quoted, numbers and dates are not.
    const lines = csv.rawPayload.subarray(3).toString("utf8").replaceAll('"', "").trim().split(/\r?\n/);
    expect(lines[0]).toContain("Mawthooq (SA): status,Mawthooq (SA): number,Mawthooq (SA): expiry,UAE advertiser permit: status");
    const sa = lines.find((line) => line.includes("lic.sa,"));
    expect(sa).toContain(`Expires within 30 days,123456,${day(12)}`);
    expect(lines.find((line) => line.includes("lic.none,"))).toContain("None known,,,None known,,");
  });
});
