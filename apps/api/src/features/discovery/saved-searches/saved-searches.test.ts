import { SAVED_SEARCH_MSG, SAVED_SEARCHES_MAX, ZSavedSearchesResponseSchema, ZSavedSearchSchema } from "@radar/contract/saved-searches";
import { ZSearchResponseSchema } from "@radar/contract/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "../../../../test/billing-factories.ts";
import { FIXTURES, fixture } from "../../../../test/fixtures/influencers.ts";
import { twoWorkspaces } from "../../../../test/fixtures/workspace-members.ts";
import { accessTokenFor, bearer, createTestEnv, createUser, type TestEnv, workspaceIdOf } from "../../../../test/helpers.ts";
import { getBalance } from "../../../core/credits/ledger.ts";
import { searchLocations } from "../geo/location-search.ts";
import { upsertInfluencers } from "../importer/import-records.ts";

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

const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  env.app.inject({ method: "POST", url: "/api/saved-searches/", headers, payload });
const list = async (headers: Record<string, string>) => {
  const response = await env.app.inject({ url: "/api/saved-searches/", headers });
  expect(response.statusCode).toBe(200);
  return ZSavedSearchesResponseSchema.parse(response.json()).saved_searches;
};
const search = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  env.app.inject({ method: "POST", url: "/api/search/", headers, payload });
const ledgerRows = async (userId: number) =>
  (await env.ctx.db.selectFrom("credit_ledger").select("id").where("user_id", "=", userId).execute()).length;

describe("saved searches: save, list, delete", () => {
  it("keeps the filters at page 1, lists them newest first and deletes them", async () => {
    const { headers } = await subscriber();
    const filters = { social_network: "instagram", page: 2, limit: 2, category: { include: [1035, 1020] } };
    const created = await save(headers, { name: "  Food and beauty  ", filters });
    expect(created.statusCode).toBe(201);
    const saved = ZSavedSearchSchema.parse(created.json());
    expect(saved).toMatchObject({ name: "Food and beauty", social_network: "instagram", last_run_at: null, new_matches: null });
    expect(saved.filters).toMatchObject({ social_network: "instagram", page: 1, limit: 2, category: { include: [1035, 1020] } });
    const second = ZSavedSearchSchema.parse((await save(headers, { name: "TikTok", filters: { social_network: "tiktok" } })).json());
    expect((await list(headers)).map((s) => s.id)).toEqual([second.id, saved.id]);

    const deleted = await env.app.inject({ method: "DELETE", url: `/api/saved-searches/${saved.id}/`, headers });
    expect(deleted.statusCode).toBe(204);
    expect((await list(headers)).map((s) => s.id)).toEqual([second.id]);
    const again = await env.app.inject({ method: "DELETE", url: `/api/saved-searches/${saved.id}/`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: SAVED_SEARCH_MSG.notFound });
  });

  it("names the filters' cities in both languages (the body keeps only their ids)", async () => {
    const { headers } = await subscriber();
    const cityId = (name: string) => {
      const found = searchLocations(name, "en").find((item) => item.type === "city");
      if (typeof found?.id !== "number") throw new Error(`no city ${name} in the gazetteer`);
      return found.id;
    };
    const riyadh = cityId("Riyadh");
    const jeddah = cityId("Jeddah");
    const filters = { social_network: "instagram", account_geo: { city: [riyadh] }, audience_geo: { cities: [{ id: jeddah, prc: 20 }] } };
    const created = ZSavedSearchSchema.parse((await save(headers, { name: "Two cities", filters })).json());
    expect(created.cities).toEqual([
      { id: riyadh, name: "Riyadh", name_ar: "الرياض", country_code: "SA" },
      { id: jeddah, name: "Jeddah", name_ar: "جدة", country_code: "SA" },
    ]);
    expect((await list(headers)).find((saved) => saved.id === created.id)?.cities.map((city) => city.name)).toEqual(["Riyadh", "Jeddah"]);
  });

  it("never shows or deletes another workspace's saved search (404)", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const saved = ZSavedSearchSchema.parse((await save(owner.headers, { name: "Mine", filters: { social_network: "youtube" } })).json());
    expect(await list(other.headers)).toEqual([]);
    const response = await env.app.inject({ method: "DELETE", url: `/api/saved-searches/${saved.id}/`, headers: other.headers });
    expect(response.statusCode).toBe(404);
    expect((await list(owner.headers)).map((s) => s.id)).toEqual([saved.id]);
  });

  it("refuses a name the workspace already has, in any case, as a field error; another workspace may use it", async () => {
    const { headers } = await subscriber();
    expect((await save(headers, { name: "Riyadh food", filters: {} })).statusCode).toBe(201);
    const duplicate = await save(headers, { name: "RIYADH FOOD ", filters: { social_network: "tiktok" } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ name: [SAVED_SEARCH_MSG.duplicateName] });
    const other = await subscriber();
    expect((await save(other.headers, { name: "Riyadh food", filters: {} })).statusCode).toBe(201);
  });

  it("refuses filters the index cannot run and names out of bounds (400)", async () => {
    const { headers } = await subscriber();
    const unknownCategory = await save(headers, { name: "x", filters: { category: { include: [999] } } });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().detail).toContain("Unknown category id 999");
    expect((await save(headers, { name: "   ", filters: {} })).json()).toEqual({ name: ["Name is required"] });
    expect((await save(headers, { name: "x".repeat(121), filters: {} })).statusCode).toBe(400);
    expect((await save(headers, { name: "x", filters: { social_network: "facebook" } })).statusCode).toBe(400);
    expect(await list(headers)).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per workspace, also when creates race`, async () => {
    const { user, headers } = await subscriber();
    const kept = SAVED_SEARCHES_MAX - 4;
    await env.ctx.db
      .insertInto("saved_searches")
      .values(
        Array.from({ length: kept }, (_, i) => ({
          workspace_id: workspaceIdOf(user),
          user_id: user.id,
          name: `Standing query ${i}`,
          filters: JSON.stringify({ social_network: "instagram", page: 1, limit: 50, subscribers_count: { from: 1_000 + i } }),
          filters_hash: `hash-${i}`,
          social_network: "instagram",
        })),
      )
      .execute();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        save(headers, { name: `Race ${i}`, filters: { social_network: "instagram", search: `word${i}` } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(4).fill(201), ...Array(8).fill(403)]);
    expect(responses.find((r) => r.statusCode === 403)?.json()).toEqual({ detail: SAVED_SEARCH_MSG.limit });
    expect(await list(headers)).toHaveLength(SAVED_SEARCHES_MAX);
  });
});

describe("saved searches: runs and new matches", () => {
  const filters = { social_network: "tiktok", search: "newcomer" };

  it("counts as a run any search of equal filters, and counts accounts that entered after it, without charging", async () => {
    await upsertInfluencers(env.ctx.db, [fixture("newcomer.one", { platform: "tiktok" })]);
    const { user, headers } = await subscriber();
    const saved = ZSavedSearchSchema.parse((await save(headers, { name: "Newcomers", filters })).json());
    expect(saved).toMatchObject({ last_run_at: null, last_total: null, new_matches: null });

    // Re-running the saved search is posting its filters (another page size and order are the same filters).
    const run = await search(headers, { ...filters, limit: 10, sort: { field: "engagement", order: "asc" } });
    expect(ZSearchResponseSchema.parse(run.json()).credits_remaining).toBe(1_210);
    const [afterRun] = await list(headers);
    expect(afterRun).toMatchObject({ id: saved.id, last_total: 1, new_matches: 0 });
    expect(afterRun?.last_run_at).not.toBeNull();

    // Two accounts enter the index that match, one that does not; a known account is updated (not new).
    await upsertInfluencers(env.ctx.db, [
      fixture("newcomer.two", { platform: "tiktok" }),
      fixture("newcomer.three", { platform: "tiktok", followers: 50_000 }),
      fixture("newcomer.elsewhere", { platform: "youtube" }),
      fixture("newcomer.one", { platform: "tiktok", followers: 20_000 }),
    ]);
    const ledgerBefore = await ledgerRows(user.id);
    const [withNew] = await list(headers);
    expect(withNew).toMatchObject({ id: saved.id, last_total: 1, new_matches: 2 });
    expect(await list(headers)).toEqual([withNew]);
    expect(await ledgerRows(user.id)).toBe(ledgerBefore);
    expect(await getBalance(env.ctx.db, workspaceIdOf(user))).toBe(1_210);

    // Running it again within 30 minutes is free (charged once per distinct filters) and resets the count.
    const again = ZSearchResponseSchema.parse((await search(headers, filters)).json());
    expect(again.results.filters.total_results).toBe(3);
    expect(again.credits_remaining).toBe(1_210);
    expect(await list(headers)).toMatchObject([{ id: saved.id, last_total: 3, new_matches: 0 }]);
    const charges = await env.ctx.db
      .selectFrom("credit_ledger")
      .select("delta")
      .where("user_id", "=", user.id)
      .where("reason", "=", "search")
      .execute();
    expect(charges.map((c) => Number(c.delta))).toEqual([-40]);
  });

  it("another workspace's search of the same filters is not this workspace's run", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    await save(owner.headers, { name: "Mine", filters: { social_network: "youtube", search: "newcomer" } });
    expect((await search(other.headers, { social_network: "youtube", search: "newcomer" })).statusCode).toBe(200);
    expect(await list(owner.headers)).toMatchObject([{ last_run_at: null, new_matches: null }]);
  });

  it("saving filters just searched counts as their first run; unpaid filters show no total", async () => {
    const { headers } = await subscriber();
    const searched = { social_network: "instagram", category: { include: [1035] } };
    const { results } = ZSearchResponseSchema.parse((await search(headers, searched)).json());
    const saved = ZSavedSearchSchema.parse((await save(headers, { name: "Food", filters: searched })).json());
    expect(saved.last_run_at).not.toBeNull();
    expect(saved).toMatchObject({ last_total: results.filters.total_results, new_matches: 0 });
    const unpaid = ZSavedSearchSchema.parse((await save(headers, { name: "Beauty", filters: { category: { include: [1020] } } })).json());
    expect(unpaid).toMatchObject({ last_run_at: null, last_total: null, new_matches: null });
  });

  it(`lists ${SAVED_SEARCHES_MAX} run saved searches with their new matches in one call`, async () => {
    const { user, headers } = await subscriber();
    const runAt = new Date(Date.now() - 3_600_000);
    await env.ctx.db
      .insertInto("saved_searches")
      .values(
        Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({
          workspace_id: workspaceIdOf(user),
          user_id: user.id,
          name: `Query ${i}`,
          filters: JSON.stringify({
            social_network: (["instagram", "tiktok", "youtube", "twitter"] as const)[i % 4],
            page: 1,
            limit: 50,
            ...(i % 3 === 0 ? { category: { include: [1041] } } : {}),
            ...(i % 5 === 0 ? { audience_gender: { gender: "female", prc: 40 } } : {}),
            ...(i === 7 ? { category: { include: [424242] } } : {}),
          }),
          filters_hash: `h${i}`,
          social_network: "instagram",
          last_run_at: runAt,
          last_total: 1,
        })),
      )
      .execute();
    const timings: string[] = [];
    let saved = await list(headers);
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      saved = await list(headers);
      timings.push((performance.now() - started).toFixed(1));
    }
    console.info(`GET /api/saved-searches/ with ${saved.length} saved searches: ${timings.join(", ")} ms`);
    expect(saved).toHaveLength(SAVED_SEARCHES_MAX);
    // Every account of this test database entered after the run an hour ago; the broken filters count nothing.
    expect(saved.find((s) => s.name === "Query 7")?.new_matches).toBeNull();
    const instagram = saved.find((s) => s.name === "Query 4");
    expect(instagram?.new_matches).toBeGreaterThan(0);
  });
});

describe("saved searches: shared by the workspace", () => {
  it("a second member sees, runs and deletes the workspace's saved search; names are unique per workspace; another workspace gets 404", async () => {
    const { owner, member, outsider, workspaceA } = await twoWorkspaces(env.ctx);
    await createSubscription(env.ctx, owner.user.id);
    await createSubscription(env.ctx, outsider.user.id);
    const filters = { social_network: "twitter", search: "ramadan" };
    const saved = ZSavedSearchSchema.parse((await save(owner.headers, { name: "Ramadan", filters })).json());
    const row = await env.ctx.db
      .selectFrom("saved_searches")
      .select(["workspace_id", "user_id"])
      .where("id", "=", saved.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ workspace_id: workspaceA, user_id: owner.user.id });

    expect((await list(member.headers)).map((s) => s.id)).toEqual([saved.id]);
    const duplicate = await save(member.headers, { name: "RAMADAN", filters: { social_network: "tiktok" } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ name: [SAVED_SEARCH_MSG.duplicateName] });
    // Another workspace may have its own "Ramadan".
    expect((await save(outsider.headers, { name: "Ramadan", filters })).statusCode).toBe(201);

    // The member's search of the same filters is the saved search's run.
    expect((await search(member.headers, filters)).statusCode).toBe(200);
    expect((await list(owner.headers)).find((s) => s.id === saved.id)?.last_run_at).not.toBeNull();

    expect(await list(outsider.headers)).toHaveLength(1);
    const refused = await env.app.inject({ method: "DELETE", url: `/api/saved-searches/${saved.id}/`, headers: outsider.headers });
    expect(refused.statusCode).toBe(404);
    const deleted = await env.app.inject({ method: "DELETE", url: `/api/saved-searches/${saved.id}/`, headers: member.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await list(owner.headers)).toEqual([]);
  });
});
