import { SORT_FIELDS, type TSearchRequest, ZSearchRequestSchema } from "@radar/contract/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES, fixture, T0, writeDerived } from "../../../../test/fixtures/influencers.ts";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { upsertInfluencers } from "../importer/import-records.ts";
import { runSearch } from "./search.service.ts";
import { type PageStrategy, planCount, planPage, prepareSearch } from "./search-plan.ts";
import { toSearchQuery } from "./search-query.ts";
import { executeCount, executePage } from "./search-repository.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await upsertInfluencers(env.ctx.db, FIXTURES);
  await writeDerived(env.ctx.db, FIXTURES);
});
afterAll(() => env.close());

const search = (body: TSearchRequest) => runSearch(env.ctx.search, toSearchQuery(ZSearchRequestSchema.parse(body)));

/** The usernames a search finds, in result order, and its total. */
async function found(body: TSearchRequest) {
  const outcome = await search({ limit: 50, ...body });
  expect(outcome.total).toBe(outcome.results.length);
  return outcome.results.map((r) => r.basic.username);
}
const sorted = (names: string[]) => [...names].sort();

describe("each filter, on a hand-made index with known answers", () => {
  it("platform alone: every account of it, biggest first", async () => {
    expect(await found({ social_network: "instagram" })).toEqual([
      "gamma.beauty",
      "epsilon.gamer",
      "beta.cars",
      "delta.travel",
      "ahmed.alharbi",
      "alpha.food",
    ]);
    expect(sorted(await found({ social_network: "tiktok" }))).toEqual(["zeta.food", "zeta2.music"]);
  });

  it("subscribers_count: inclusive bounds, open ends", async () => {
    expect(sorted(await found({ subscribers_count: { from: 20_000, to: 120_000 } }))).toEqual([
      "ahmed.alharbi",
      "beta.cars",
      "delta.travel",
    ]);
    expect(await found({ subscribers_count: { from: 1_000_000 } })).toEqual(["gamma.beauty"]);
    expect(await found({ subscribers_count: { to: 5_000 } })).toEqual(["alpha.food"]);
  });

  it("er, views_avg and aqs ranges", async () => {
    expect(sorted(await found({ er: { from: 3.8 } }))).toEqual(["ahmed.alharbi", "alpha.food", "delta.travel"]);
    expect(sorted(await found({ er: { from: 1.2, to: 2 } }))).toEqual(["beta.cars", "gamma.beauty"]);
    expect(sorted(await found({ views_avg: { from: 50_000, to: 100_000 } }))).toEqual(["beta.cars", "epsilon.gamer"]);
    expect(sorted(await found({ aqs: { from: 80, to: 100 } }))).toEqual(["alpha.food", "gamma.beauty"]);
    expect(await found({ aqs: { from: 0, to: 30 } })).toEqual(["epsilon.gamer"]);
  });

  it("follower_growth: percent over 30 or 90 days; no figure matches no bound", async () => {
    // Growth over 30 days: alpha +25 %, epsilon +25 %, ahmed +5.26 %, gamma 0, beta -4 %, delta none.
    expect(sorted(await found({ follower_growth: { period: 30, from: 5 } }))).toEqual(["ahmed.alharbi", "alpha.food", "epsilon.gamer"]);
    expect(sorted(await found({ follower_growth: { from: 5.27 } }))).toEqual(["alpha.food", "epsilon.gamer"]);
    expect(sorted(await found({ follower_growth: { period: 30, to: 0 } }))).toEqual(["beta.cars", "gamma.beauty"]);
    // Over 90 days: alpha +150 %, gamma +25 %, ahmed +25 %, beta -25 %; delta and epsilon none.
    expect(sorted(await found({ follower_growth: { period: 90, from: 20, to: 30 } }))).toEqual(["ahmed.alharbi", "gamma.beauty"]);
    expect(sorted(await found({ follower_growth: { period: 90, from: -100 } }))).toEqual([
      "ahmed.alharbi",
      "alpha.food",
      "beta.cars",
      "gamma.beauty",
    ]);
    expect(await found({ follower_growth: { period: 90, to: -10 } })).toEqual(["beta.cars"]);
  });

  it("category include (any of) and exclude", async () => {
    expect(sorted(await found({ category: { include: [1035] } }))).toEqual(["ahmed.alharbi", "alpha.food"]);
    expect(sorted(await found({ category: { include: [1035, 1049] } }))).toEqual(["ahmed.alharbi", "alpha.food", "epsilon.gamer"]);
    expect(await found({ category: { include: [1035], exclude: [1041] } })).toEqual(["alpha.food"]);
    expect(await found({ category: { include: ["Beauty"] } })).toEqual(["gamma.beauty"]);
    // A custom category that is no title matches the text.
    expect(await found({ category: { include: ["recipes"] } })).toEqual(["alpha.food"]);
  });

  it("interests (any of)", async () => {
    expect(sorted(await found({ interests: [25] }))).toEqual(["ahmed.alharbi", "alpha.food"]);
    expect(sorted(await found({ interests: [29, 34] }))).toEqual(["beta.cars", "epsilon.gamer"]);
  });

  it("account_geo by country codes or GeoNames city ids", async () => {
    expect(sorted(await found({ account_geo: { country: ["KW", "QA"] } }))).toEqual(["beta.cars", "gamma.beauty"]);
    expect(await found({ account_geo: { city: [292223] } })).toEqual(["alpha.food"]);
    expect(await found({ social_network: "tiktok", account_geo: { country: ["OM"] } })).toEqual(["zeta2.music"]);
  });

  it("verified_only, account_has_contacts, account_type, account_languages", async () => {
    expect(sorted(await found({ verified_only: true }))).toEqual(["beta.cars", "gamma.beauty"]);
    expect(sorted(await found({ account_has_contacts: true }))).toEqual(["ahmed.alharbi", "alpha.food", "gamma.beauty"]);
    expect(await found({ account_type: "brand" })).toEqual(["beta.cars"]);
    expect(sorted(await found({ account_type: ["personal", "brand"] }))).toEqual(["beta.cars", "delta.travel"]);
    expect(await found({ account_languages: ["en"] })).toEqual(["beta.cars"]);
  });

  it("account_gender: the creator's own gender, not the audience's; brands and unknown genders never match", async () => {
    expect(sorted(await found({ account_gender: "female" }))).toEqual(["delta.travel", "gamma.beauty"]);
    expect(sorted(await found({ account_gender: "male" }))).toEqual(["ahmed.alharbi", "epsilon.gamer"]);
    expect(await found({ account_gender: "any" })).toHaveLength(6);
    expect(await found({ social_network: "youtube", account_gender: "female" })).toEqual(["eta.shorts"]);
    // A female audience is another question: epsilon.gamer is a man with a mostly female audience.
    const femaleAudience = await found({ audience_gender: { gender: "female", prc: 50 } });
    expect(femaleAudience).not.toEqual(sorted(await found({ account_gender: "female" })));
    const both = await found({ account_gender: "male", audience_gender: { gender: "female", prc: 50 } });
    expect(both.every((name) => femaleAudience.includes(name))).toBe(true);
  });

  it("last_media_time: posted since", async () => {
    const active = await found({ last_media_time: { from: T0 - 30 * 86_400 } });
    expect(active).not.toContain("delta.travel");
    expect(active).toHaveLength(5);
  });

  it("free text over username, name and bio, in both scripts", async () => {
    expect(sorted(await found({ search: "food" }))).toEqual(["ahmed.alharbi", "alpha.food"]);
    expect(await found({ search: "سفر" })).toEqual(["delta.travel"]);
    expect(await found({ search: "احمد" })).toEqual(["ahmed.alharbi"]); // أحمد, typed without the hamza
    expect(await found({ search: "AHMED" })).toEqual(["ahmed.alharbi"]);
    expect(await found({ search: "الطبخ" })).toEqual(["ahmed.alharbi"]);
    expect(await found({ search: "100%_" })).toEqual([]);
  });

  it("audience country and city: share at least prc", async () => {
    expect(sorted(await found({ audience_geo: { countries: [{ id: "SA", prc: 30 }] } }))).toEqual([
      "ahmed.alharbi",
      "alpha.food",
      "delta.travel",
      "epsilon.gamer",
    ]);
    expect(sorted(await found({ audience_geo: { countries: [{ id: "AE", prc: 20 }] } }))).toEqual([
      "ahmed.alharbi",
      "alpha.food",
      "delta.travel",
      "gamma.beauty",
    ]);
    // Between two index thresholds (20 and 30): still exact.
    expect(sorted(await found({ audience_geo: { countries: [{ id: "AE", prc: 21 }] } }))).toEqual([
      "ahmed.alharbi",
      "alpha.food",
      "delta.travel",
    ]);
    expect(await found({ audience_geo: { countries: [{ id: "QA", prc: 55 }] } })).toEqual(["gamma.beauty"]);
    expect(await found({ audience_geo: { countries: [{ id: "QA", prc: 56 }] } })).toEqual([]);
    expect(sorted(await found({ audience_geo: { cities: [{ id: 108410, prc: 30 }] } }))).toEqual(["ahmed.alharbi", "delta.travel"]);
    // Several places: each must hold.
    expect(await found({ audience_geo: { countries: [{ id: "QA", prc: 20 }], cities: [{ id: 105343, prc: 5 }] } })).toEqual([
      "gamma.beauty",
    ]);
  });

  it("audience age groups: the listed groups together at least prc", async () => {
    expect(sorted(await found({ audience_age: { groups: ["18_24"], prc: 55 } }))).toEqual(["alpha.food", "epsilon.gamer"]);
    expect(await found({ audience_age: { groups: ["18_24"], prc: 56 } })).toEqual(["epsilon.gamer"]);
    expect(await found({ audience_age: { groups: ["13_17", "18_24"], prc: 80 } })).toEqual(["epsilon.gamer"]);
    // Not neighbours: read from the share columns.
    expect(await found({ audience_age: { groups: ["13-17", "25-34"], prc: 48 } })).toEqual(["gamma.beauty"]);
    expect(await found({ audience_age: { groups: ["any"], prc: 90 } })).toHaveLength(6);
  });

  it("audience gender: share at least prc", async () => {
    expect(sorted(await found({ audience_gender: { gender: "female", prc: 80 } }))).toEqual(["alpha.food", "gamma.beauty"]);
    expect(await found({ audience_gender: { gender: "female", prc: 81 } })).toEqual(["gamma.beauty"]);
    expect(sorted(await found({ audience_gender: { gender: "male", prc: 80 } }))).toEqual(["beta.cars", "epsilon.gamer"]);
  });

  it("twitter ignores the audience filters (and the audience quality score)", async () => {
    const all = sorted(await found({ social_network: "twitter" }));
    expect(
      sorted(
        await found({
          social_network: "twitter",
          audience_gender: { gender: "female", prc: 90 },
          audience_geo: { countries: [{ id: "SA", prc: 90 }] },
          aqs: { from: 99, to: 100 },
        }),
      ),
    ).toEqual(all);
    expect(await found({ social_network: "twitter", search: "beauty" })).toEqual(["theta.news"]);
  });

  it("combines filters with AND", async () => {
    expect(
      await found({
        category: { include: [1035, 1020] },
        audience_gender: { gender: "female", prc: 50 },
        audience_geo: { countries: [{ id: "SA", prc: 20 }] },
        account_has_contacts: true,
        er: { from: 1 },
      }),
    ).toEqual(["gamma.beauty", "ahmed.alharbi", "alpha.food"]);
  });
});

const growthOf = (r: { basic: { platform: string; username: string } }, key: "followerGrowth30dBp" | "followerGrowth90dBp") => {
  const record = FIXTURES.find((f) => f.platform === r.basic.platform && f.username === r.basic.username);
  return record?.[key] ?? Number.NEGATIVE_INFINITY;
};

describe("sorting", () => {
  const metric: Record<
    string,
    (r: { basic: { platform: string; username: string }; metrics: Record<string, unknown>; features: { aqs: number | null } }) => number
  > = {
    followers: (r) => r.metrics.subscribers_count as number,
    engagement: (r) => r.metrics.er as number,
    quality: (r) => r.features.aqs ?? 0,
    real_subscribers: (r) => (r.metrics.real_subscribers_count as number | null) ?? -1,
    reels_views: (r) => (r.metrics.reels_video_views_avg as number | null) ?? -1,
    shorts_views: (r) => (r.metrics.shorts_video_views_avg as number | null) ?? -1,
    tiktok_likes: (r) => (r.metrics.likes_count as number | null) ?? -1,
    twitter_tweets: (r) => (r.metrics.avg_tweets as number | null) ?? -1,
    twitter_retweets: (r) => (r.metrics.avg_retweets as number | null) ?? -1,
    // Results carry no growth: read from the fixtures (no figure sorts below every value).
    growth_30d: (r) => growthOf(r, "followerGrowth30dBp"),
    growth_90d: (r) => growthOf(r, "followerGrowth90dBp"),
  };
  const home: Record<string, "instagram" | "tiktok" | "youtube" | "twitter"> = {
    shorts_views: "youtube",
    tiktok_likes: "tiktok",
    twitter_tweets: "twitter",
    twitter_retweets: "twitter",
  };

  for (const field of SORT_FIELDS) {
    it(`${field}, both directions`, async () => {
      const social_network = home[field] ?? "instagram";
      const desc = (await search({ social_network, sort: { field, order: "desc" } })).results;
      const asc = (await search({ social_network, sort: { field, order: "asc" } })).results;
      const values = desc.map((r) => metric[field]?.(r) ?? 0);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(asc.map((r) => metric[field]?.(r) ?? 0)).toEqual([...values].reverse());
      expect(desc.length).toBeGreaterThan(1);
    });
  }

  it("known orders", async () => {
    expect(
      (await search({ social_network: "tiktok", sort: { field: "tiktok_likes", order: "desc" } })).results.map((r) => r.basic.username),
    ).toEqual(["zeta.food", "zeta2.music"]);
    expect((await search({ sort: { field: "engagement", order: "asc" } })).results.map((r) => r.basic.username)).toEqual([
      "gamma.beauty",
      "beta.cars",
      "epsilon.gamer",
      "ahmed.alharbi",
      "delta.travel",
      "alpha.food",
    ]);
    expect((await search({ sort: { field: "growth_90d", order: "desc" } })).results.map((r) => r.basic.username).slice(0, 2)).toEqual([
      "alpha.food",
      // gamma and ahmed tie at +25 %: then the id decides.
      expect.stringMatching(/^(gamma\.beauty|ahmed\.alharbi)$/),
    ]);
    expect((await search({ sort: { field: "growth_30d", order: "asc" } })).results.map((r) => r.basic.username).slice(0, 3)).toEqual([
      "delta.travel",
      "beta.cars",
      "gamma.beauty",
    ]);
    // A platform-specific key on another platform orders by followers.
    expect(
      (await search({ social_network: "tiktok", sort: { field: "reels_views", order: "desc" } })).results.map((r) => r.basic.username),
    ).toEqual(["zeta.food", "zeta2.music"]);
  });
});

describe("paging", () => {
  it("pages by `limit` with an exact total and no overlap", async () => {
    const first = await search({ limit: 4, page: 1 });
    const second = await search({ limit: 4, page: 2 });
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    expect(first.results).toHaveLength(4);
    expect(second.results).toHaveLength(2);
    const names = [...first.results, ...second.results].map((r) => r.basic.username);
    expect(new Set(names).size).toBe(6);
  });
});

describe("lookalikes", () => {
  it("ranks accounts sharing content by likeness, and combines with other filters", async () => {
    const like = await search({ similar: "alpha.food" });
    expect(like.results.map((r) => r.basic.username)).toEqual(["ahmed.alharbi"]);
    expect(like.results[0]?.features.similarity).toBeGreaterThan(0.3);
    const byId = await search({ similar: (await search({ search: "alpha.food" })).results[0]?.basic.id ?? "" });
    expect(byId.results.map((r) => r.basic.username)).toEqual(["ahmed.alharbi"]);
    // The target is read by its id, the hash of platform and lower-cased username: case does not matter.
    expect((await search({ similar: "@Alpha.FOOD" })).results.map((r) => r.basic.username)).toEqual(["ahmed.alharbi"]);
    expect((await search({ similar: "alpha.food", subscribers_count: { from: 50_000 } })).total).toBe(0);
  });

  it("orders several lookalikes by score", async () => {
    const like = await search({ similar: "gamma.beauty", category: { include: [1020, 1021, 1035, 1041, 1009] } });
    const scores = like.results.map((r) => r.features.similarity ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe("page strategies", () => {
  // Lookalikes of one another on youtube, of different sizes and audiences (no test above reads them).
  beforeAll(() =>
    upsertInfluencers(
      env.ctx.db,
      [1_200_000, 300_000, 80_000, 20_000].map((followers, i) =>
        fixture(`yt.food${i}`, { platform: "youtube", followers, categories: [1035, 1041].slice(0, 1 + (i % 2)), interests: [25 + i] }),
      ),
    ),
  );

  /** Every page of `body`, read with one strategy whatever the search would choose. */
  async function pagesWith(strategy: PageStrategy, body: TSearchRequest, pages: number) {
    const names: string[][] = [];
    for (let page = 1; page <= pages; page++) {
      const prepared = await prepareSearch(env.ctx.db, toSearchQuery(ZSearchRequestSchema.parse({ ...body, page })));
      const total = await executeCount(env.ctx.search, planCount(prepared));
      const rows = await executePage(env.ctx.search, planPage(prepared, total, strategy));
      names.push(rows.map((row) => row.username));
    }
    return names;
  }

  const bodies: TSearchRequest[] = [
    { limit: 2 },
    { limit: 2, sort: { field: "engagement", order: "asc" } },
    { limit: 2, sort: { field: "quality", order: "desc" }, er: { from: 1 } },
    { limit: 1, subscribers_count: { from: 5_000, to: 2_000_000 }, sort: { field: "followers", order: "asc" } },
    { limit: 1, account_has_contacts: true, sort: { field: "reels_views", order: "desc" } },
    { limit: 1, social_network: "youtube", similar: "yt.food0" },
  ];

  it("ordered, bitmap and sorted read the same pages in the same order", async () => {
    for (const body of bodies) {
      const bitmap = await pagesWith("bitmap", body, 4);
      expect(bitmap.flat().length, JSON.stringify(body)).toBeGreaterThan(1);
      expect(await pagesWith("sorted", body, 4), JSON.stringify(body)).toEqual(bitmap);
      if (!body.similar) expect(await pagesWith("ordered", body, 4), JSON.stringify(body)).toEqual(bitmap);
    }
    const like = await search({ social_network: "youtube", similar: "yt.food0" });
    const scores = like.results.map((r) => r.features.similarity ?? 0);
    expect(scores).toHaveLength(3);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("a kept sorted list is one index stamp's: after an import the list is read again", async () => {
    const body: TSearchRequest = { limit: 2, social_network: "tiktok", er: { from: 0.1 }, sort: { field: "followers", order: "asc" } };
    expect(await pagesWith("sorted", body, 2)).toEqual([["zeta2.music", "zeta.food"], []]);
    await upsertInfluencers(env.ctx.db, [fixture("zeta3.tiny", { platform: "tiktok", followers: 1_500, categories: [1027] })]);
    expect(await pagesWith("sorted", body, 2)).toEqual([["zeta3.tiny", "zeta2.music"], ["zeta.food"]]);
    const after = await search({ ...body, page: 1 });
    expect(after.total).toBe(3);
    expect(after.results.map((r) => r.basic.username)).toEqual(["zeta3.tiny", "zeta2.music"]);
  });
});
