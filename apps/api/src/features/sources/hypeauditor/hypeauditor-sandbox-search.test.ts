import type { TPlatform } from "@radar/contract/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { categoryById, type InfluencerRecord, normalizeText } from "../../discovery/public.ts";
import {
  findMarketAccount,
  MARKET_AS_OF,
  type MarketAccount,
  marketRecord,
  marketToday,
  vendorMarket,
} from "../sandbox/market/synthetic-market.ts";
import { SANDBOX_CREDENTIALS, SANDBOX_PATHS } from "../source-settings.ts";
import { channelIdFor } from "../youtube/youtube-sandbox-ids.ts";

/**
 * HypeAuditor's `auditor.search/` sandbox over real HTTP, held to the synthetic market: for each
 * filter every returned row passes it in its generated record, and total_pages comes from a count
 * over the whole market written here independently of the sandbox's filter code.
 */

interface Row {
  basic: { username: string; title: string; id?: string };
  metrics: { subscribers_count: { value: number }; er?: { value: number } };
  features: { social_networks: { social_id: string; subscribers_count: number }[] };
}
interface Answer {
  result: { search_results: Row[]; current_page: number; total_pages: number; queries_left: number };
}

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ SOURCES_SANDBOX: "true", SOURCES_SANDBOX_LATENCY_MS: "0" });
});
afterAll(() => env.close());

const headers = { "x-auth-id": SANDBOX_CREDENTIALS.hypeauditor.clientId, "x-auth-token": SANDBOX_CREDENTIALS.hypeauditor.token };

async function search(body: Record<string, unknown>): Promise<Answer> {
  const response = await env.app.inject({ method: "POST", url: `${SANDBOX_PATHS.hypeauditor}/auditor.search/`, headers, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}

const records = new Map<TPlatform, Map<number, InfluencerRecord>>();
function recordOf(platform: TPlatform, row: number): InfluencerRecord {
  let byRow = records.get(platform);
  if (!byRow) {
    byRow = new Map(vendorMarket("hypeauditor", platform).map((a) => [a.row, marketRecord(platform, a.row)]));
    records.set(platform, byRow);
  }
  return byRow.get(row) ?? marketRecord(platform, row);
}

const DAY = 86_400;
const text = (r: InfluencerRecord) =>
  normalizeText(
    [
      r.username,
      r.fullName,
      r.bio,
      ...r.categories.flatMap((id) => [categoryById.get(id)?.title ?? "", categoryById.get(id)?.title_ar ?? ""]),
    ].join(" "),
  );
const countryBp = (r: InfluencerRecord, code: string) => r.audience?.countries.find(([c]) => c === code)?.[1] ?? 0;
const cityBp = (r: InfluencerRecord, id: number) => r.audience?.cities.find(([c]) => c === id)?.[1] ?? 0;
/** HypeAuditor's default order: engagement (followers × ER), biggest first; then row. */
const byEngagement = (a: MarketAccount, b: MarketAccount) => b.engagements - a.engagements || a.row - b.row;

async function expectFilter(
  platform: TPlatform,
  filter: Record<string, unknown>,
  check: (record: InfluencerRecord, account: MarketAccount) => boolean,
  minimum = 1,
) {
  const answer = await search({ social_network: platform, page: 1, ...filter });
  const expected = vendorMarket("hypeauditor", platform)
    .filter((account) => check(recordOf(platform, account.row), account))
    .sort(byEngagement);
  expect(expected.length).toBeGreaterThanOrEqual(minimum);
  expect(answer.result.total_pages).toBe(Math.min(500, Math.ceil(expected.length / 20)));
  expect(answer.result.search_results.map((row) => row.basic.username)).toEqual(expected.slice(0, 20).map((a) => a.username));
  for (const row of answer.result.search_results) {
    const account = findMarketAccount("hypeauditor", platform, row.basic.username);
    if (!account) throw new Error(`${row.basic.username} is not in the market`);
    const record = marketRecord(platform, account.row);
    expect(check(record, account), `${row.basic.username} fails ${JSON.stringify(filter)}`).toBe(true);
    expect(row.metrics.subscribers_count.value).toBe(record.followers);
  }
  return { answer, expected };
}

describe("HypeAuditor sandbox search: account filters", () => {
  it("subscribers, ER (percent), AQS, CQS on YouTube", async () => {
    await expectFilter(
      "instagram",
      { subscribers_count: { from: 10_000, to: 250_000 } },
      (r) => r.followers >= 10_000 && r.followers <= 250_000,
    );
    await expectFilter("tiktok", { er: { from: 4, to: 9.5 } }, (r) => r.erBp >= 400 && r.erBp <= 950);
    await expectFilter("instagram", { aqs: { from: 80 } }, (r) => r.aqs >= 80);
    await expectFilter("youtube", { cqs: { from: 70, to: 90 } }, (r) => r.aqs >= 70 && r.aqs <= 90);
    // No ER filter on YouTube there: the body is accepted and the filter ignored.
    const plain = await search({ social_network: "youtube", page: 1 });
    expect((await search({ social_network: "youtube", page: 1, er: { from: 50 } })).result.total_pages).toBe(plain.result.total_pages);
  });

  it("the account's country and city, gender, age, languages, type and contacts", async () => {
    await expectFilter("instagram", { account_geo: { country: ["sa", "ae"] } }, (r) => r.countryCode === "SA" || r.countryCode === "AE");
    await expectFilter("instagram", { account_geo: { city: [292223] } }, (r) => r.cityId === 292223);
    await expectFilter("tiktok", { account_gender: "female" }, (r) => r.gender === "female");
    await expectFilter(
      "instagram",
      { account_age: { from: 18, to: 24 } },
      (r, a) => r.accountType !== "brand" && a.age !== null && a.age >= 18 && a.age <= 24,
    );
    await expectFilter("twitter", { account_languages: ["en", "fr"] }, (r) => r.language === "en" || r.language === "fr");
    await expectFilter("instagram", { account_type: "brand" }, (r) => r.accountType === "brand");
    await expectFilter("tiktok", { account_type: "human" }, (r) => r.accountType !== "brand");
    await expectFilter("youtube", { account_has_contacts: true }, (r) => r.email !== null || r.phone !== null);
    await expectFilter("instagram", { verified: 1 }, (r) => r.isVerified);
  });

  it("audience geography, age and gender with their shares", async () => {
    await expectFilter("instagram", { audience_geo: { countries: [{ id: "sa", prc: 40 }] } }, (r) => countryBp(r, "SA") >= 4_000);
    await expectFilter("tiktok", { audience_geo: { cities: [{ id: 292223, prc: 10 }] } }, (r) => cityBp(r, 292223) >= 1_000);
    await expectFilter(
      "instagram",
      { audience_age: { groups: ["18_24", "25_34"], prc: 60 } },
      (r) => (r.audience?.ageBp[1] ?? 0) + (r.audience?.ageBp[2] ?? 0) >= 6_000,
    );
    await expectFilter("youtube", { audience_gender: { gender: "male", prc: 65 } }, (r) => (r.audience?.maleBp ?? 0) >= 6_500);
  });

  it("categories in and out, keywords, last post, views, similar accounts, excluded usernames", async () => {
    await expectFilter(
      "instagram",
      { category: { include: [1020, 1021] } },
      (r) => r.categories.includes(1020) || r.categories.includes(1021),
    );
    await expectFilter(
      "tiktok",
      { category: { include: [1035], exclude: [1009] } },
      (r) => r.categories.includes(1035) && !r.categories.includes(1009),
    );
    await expectFilter("instagram", { search: ["fitness", "makeup"] }, (r) => text(r).includes("fitness") || text(r).includes("makeup"));
    const since = marketToday() - 3 * DAY;
    await expectFilter("tiktok", { last_media_time: { from: since } }, (r) => (r.lastMediaAt ?? 0) - MARKET_AS_OF + marketToday() >= since);
    await expectFilter("youtube", { views_avg: { from: 50_000 } }, (r) => (r.viewsAvg ?? 0) >= 50_000);
    const seed = vendorMarket("hypeauditor", "instagram").find((a) => a.categories.length === 1) as MarketAccount;
    const { expected } = await expectFilter(
      "instagram",
      { similar: seed.username },
      (r) => r.username !== seed.username && r.categories.includes(seed.categories[0] ?? -1),
    );
    const first = expected[0]?.username ?? "";
    const without = await search({ social_network: "instagram", page: 1, similar: seed.username, username_exclude: [first] });
    expect(without.result.search_results.map((row) => row.basic.username)).not.toContain(first);
  });
});

describe("HypeAuditor sandbox search: answers", () => {
  it("pages of 20 that never overlap, the same answer twice, credits counted down", async () => {
    const body = { social_network: "instagram", account_geo: { country: ["sa"] }, sort: { field: "subscribers_count", order: "desc" } };
    const one = await search({ ...body, page: 1 });
    const two = await search({ ...body, page: 2 });
    expect(two.result.queries_left).toBe(one.result.queries_left - 1);
    expect(two.result.total_pages).toBe(one.result.total_pages);
    const names = [...one.result.search_results, ...two.result.search_results].map((row) => row.basic.username);
    expect(new Set(names).size).toBe(40);
    const followers = [...one.result.search_results, ...two.result.search_results].map((row) => row.metrics.subscribers_count.value);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    const again = await search({ ...body, page: 1 });
    expect(again.result.search_results).toEqual(one.result.search_results);
  });

  it("counts a small result exactly by paging through it", async () => {
    const body = { social_network: "instagram", account_geo: { country: ["bh"] }, verified: 0, subscribers_count: { from: 20_000 } };
    const first = await search({ ...body, page: 1 });
    const pages = [first];
    for (let page = 2; page <= first.result.total_pages; page += 1) pages.push(await search({ ...body, page }));
    const names = pages.flatMap((p) => p.result.search_results.map((row) => row.basic.username));
    const expected = vendorMarket("hypeauditor", "instagram").filter((a) => {
      const r = recordOf("instagram", a.row);
      return r.countryCode === "BH" && !r.isVerified && r.followers >= 20_000;
    });
    expect(new Set(names).size).toBe(expected.length);
    expect(names.sort()).toEqual(expected.map((a) => a.username).sort());
  });

  it("renders rows per platform with ids the other sandboxes resolve", async () => {
    const youtube = await search({ social_network: "youtube", page: 1 });
    const row = youtube.result.search_results[0];
    expect(row?.basic.id).toBe(channelIdFor(row?.basic.username ?? ""));
    expect(row?.features.social_networks[0]?.social_id).toBe(row?.basic.id);
    const twitter = await search({ social_network: "twitter", page: 1, sort: { field: "er", order: "asc" } });
    const rates = twitter.result.search_results.map((r) => r.metrics.er?.value ?? 0);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it("reports a found account with the figures its search row showed", async () => {
    const [row] = (await search({ social_network: "instagram", page: 1, account_geo: { country: ["kw"] } })).result.search_results;
    if (!row) throw new Error("no row");
    const ask = () =>
      env.app.inject({ method: "GET", url: `${SANDBOX_PATHS.hypeauditor}/auditor.report/?username=${row.basic.username}&v=2`, headers });
    expect((await ask()).statusCode).toBe(202);
    const report = (await ask()).json() as {
      result: { report: { metrics: { subscribers_count: { value: number } }; features: { blogger_geo: { data: { country: string } } } } };
    };
    expect(report.result.report.metrics.subscribers_count.value).toBe(row.metrics.subscribers_count.value);
    expect(report.result.report.features.blogger_geo.data.country).toBe("KW");
  });

  it("accepts and ignores the documented filters it has no data for; refuses malformed bodies", async () => {
    const plain = await search({ social_network: "tiktok", page: 1, subscribers_count: { from: 30_000 } });
    const extra = await search({
      social_network: "tiktok",
      page: 1,
      subscribers_count: { from: 30_000 },
      income: { from: 1 },
      ethnicity: [{ race: "Arab", prc: 20 }],
      interests: [{ id: 3, prc: 10 }],
      growth: { period: "30d", from: 1 },
      account_has_launched_advertising: 1,
      account_mentions: { include: ["brand"] },
      blogger_prices: { post_price: { from: 10 } },
      search_content: ["coffee"],
      thematics: { include: [5] },
    });
    expect(extra.result.search_results).toEqual(plain.result.search_results);
    expect(extra.result.total_pages).toBe(plain.result.total_pages);
    for (const body of [
      { social_network: "myspace" },
      { social_network: "instagram", page: 501 },
      { social_network: "instagram", audience_age: { groups: ["20_30"] } },
    ]) {
      const response = await env.app.inject({
        method: "POST",
        url: `${SANDBOX_PATHS.hypeauditor}/auditor.search/`,
        headers,
        payload: body,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
