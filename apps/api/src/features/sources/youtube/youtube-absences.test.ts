import { type TSearchRequest, ZSearchRequestSchema } from "@radar/contract/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../../test/sources-test-env.ts";
import { runSearch, toSearchQuery } from "../../discovery/public.ts";
import { store } from "../account-resolver.ts";
import { ZReportAnswerSchema } from "../modash/modash-answers.ts";
import { REPORT_SAMPLE } from "../modash/modash-fixtures.ts";
import { reportToAccount } from "../modash/modash-mapping.ts";
import { type MarketAccount, vendorMarket } from "../sandbox/market/synthetic-market.ts";
import { isRenamed } from "../sandbox/sandbox-renames.ts";
import { YoutubeClient } from "./youtube-client.ts";
import { channelFacts } from "./youtube-sandbox-search.ts";

/**
 * A channel that declares no country or language and hides its likes, looked up through the real
 * client and sandbox and written through the resolver's write (decision 0058): what a report knew
 * of its place and language stays; its unknown likes and engagement show as unknown, never as 0.
 */

let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv({ SOURCES_SANDBOX_LATENCY_MS: "0" });
});
afterAll(() => env.close());

function silentChannel(): MarketAccount {
  const found = vendorMarket("youtube", "youtube").find((a) => {
    const facts = channelFacts(a);
    return (
      a.username.length <= 21 &&
      !isRenamed("youtube", a.username) &&
      facts.country === null &&
      facts.language === null &&
      facts.hidesLikes &&
      !facts.hidesSubscribers
    );
  });
  if (!found) throw new Error("the market has no such channel");
  return found;
}

const resultOf = async (username: string) => {
  const body: TSearchRequest = { social_network: "youtube", search: username };
  const outcome = await runSearch(env.ctx.search, toSearchQuery(ZSearchRequestSchema.parse(body)));
  const result = outcome.results.find((r) => r.basic.username === username);
  if (!result) throw new Error(`${username} is not found`);
  return result;
};

describe("a YouTube channel that leaves facts out", () => {
  it("keeps the stored country and language, and shows its hidden likes as unknown", async () => {
    const channel = silentChannel();
    const { profile } = ZReportAnswerSchema.parse(REPORT_SAMPLE);
    const report = reportToAccount("youtube", channel.username, {
      ...profile,
      profile: { ...profile.profile, username: channel.username },
    });
    expect(report.record).toMatchObject({ countryCode: "SA", language: "ar" });
    await store(env.ctx, report, "modash");

    const looked = await new YoutubeClient(env.settings.youtube, env.deps("youtube")).lookup({
      platform: "youtube",
      handle: channel.username,
    });
    expect(looked.record).toMatchObject({ countryCode: null, language: null, likesAvg: null });
    await store(env.ctx, looked, "youtube");

    const result = await resultOf(channel.username);
    expect(result.provenance.groups?.identity?.source).toBe("youtube");
    expect(result.features.location.country?.code).toBe("SA");
    expect(result.features.languages).toEqual(["ar"]);
    // Metrics are YouTube's snapshot: likes and engagement unknown there, so "—", not 0 and not last report's.
    expect(result.provenance.groups?.metrics?.source).toBe("youtube");
    expect(result.metrics.likes_avg).toBeNull();
    expect(result.metrics.er).toBeNull();
    expect(result.provenance.missing).toEqual(expect.arrayContaining(["likes_avg", "er"]));
    expect(result.metrics.comments_avg).toBeGreaterThan(0);
  });
});
