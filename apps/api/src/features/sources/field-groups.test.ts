import { type TSearchRequest, ZSearchRequestSchema } from "@radar/contract/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../test/helpers.ts";
import { runSearch, toSearchQuery } from "../discovery/public.ts";
import { store } from "./account-resolver.ts";
import { ZReportAnswerSchema as ZHypeAuditorReportSchema } from "./hypeauditor/hypeauditor-answers.ts";
import { TIKTOK_REPORT_SAMPLE } from "./hypeauditor/hypeauditor-fixtures.ts";
import { toSourceAccount } from "./hypeauditor/hypeauditor-mapping.ts";
import { ZReportAnswerSchema as ZModashReportSchema, ZSearchAnswerSchema as ZModashSearchSchema } from "./modash/modash-answers.ts";
import { REPORT_SAMPLE, SEARCH_SAMPLE } from "./modash/modash-fixtures.ts";
import { reportToAccount, searchRowToAccount } from "./modash/modash-mapping.ts";
import { ZChannelSchema } from "./youtube/youtube-answers.ts";
import { mapChannel } from "./youtube/youtube-mapping.ts";

/**
 * Field groups through the real mappings and the resolver's write (decision 0058): what a vendor
 * report gave is kept through a platform refresh and through a vendor search row.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const resultOf = async (platform: "youtube" | "instagram", username: string) => {
  const body: TSearchRequest = { social_network: platform, search: username };
  const outcome = await runSearch(env.ctx.search, toSearchQuery(ZSearchRequestSchema.parse(body)));
  const result = outcome.results.find((r) => r.basic.username === username);
  if (!result) throw new Error(`${username} is not found`);
  return result;
};

/** HypeAuditor's report of a channel (its TikTok sample's figures, under the channel's handle). */
function hypeAuditorReport(username: string) {
  const report = ZHypeAuditorReportSchema.parse(TIKTOK_REPORT_SAMPLE).result.report;
  if (!report) throw new Error("the sample has a report");
  return toSourceAccount("youtube", username, { ...report, basic: { ...report.basic, username } });
}

/** Modash's report of the same channel. */
function modashReport(platform: "youtube" | "instagram", username: string) {
  const { profile } = ZModashReportSchema.parse(REPORT_SAMPLE);
  return reportToAccount(platform, username, { ...profile, profile: { ...profile.profile, username } });
}

/** YouTube's own answer for the channel: no audience, quality, prices; contacts in its description. */
function youtubeRefresh(username: string) {
  const channel = ZChannelSchema.parse({
    id: "UC_fieldgroups_channel_1",
    snippet: { title: "Sara Cooks", description: "Recipes. Business: other@example.com", customUrl: `@${username}`, country: "SA" },
    statistics: { subscriberCount: "1230000", videoCount: "412" },
  });
  return mapChannel(channel, null);
}

describe("field groups through the sources' mappings", () => {
  it("keeps audience, quality, prices and contacts of vendor reports through a YouTube refresh; metrics become YouTube's", async () => {
    const username = "sara.cooks";
    await store(env.ctx, hypeAuditorReport(username), "hypeauditor");
    const before = await resultOf("youtube", username);
    expect(before.features.estimated_prices.post).toBe(45_000);
    expect(before.provenance.groups?.prices?.source).toBe("hypeauditor");

    await store(env.ctx, modashReport("youtube", username), "modash");
    const reported = await resultOf("youtube", username);
    // Modash has no prices and no quality score: HypeAuditor's stay.
    expect(reported.features.estimated_prices.post).toBe(45_000);
    expect(reported.features.aqs).toBe(67);
    expect(reported.features.credibility).toBe(75.3);
    const modashAt = reported.provenance.groups?.audience?.fetched_at;
    expect(reported.provenance.groups?.audience?.source).toBe("modash");

    await store(env.ctx, youtubeRefresh(username), "youtube");
    const refreshed = await resultOf("youtube", username);
    // Metrics: YouTube's.
    expect(refreshed.metrics.subscribers_count).toBe(1_230_000);
    expect(refreshed.metrics.posts_count).toBe(412);
    expect(refreshed.provenance.groups?.metrics?.source).toBe("youtube");
    expect(refreshed.provenance.groups?.identity?.source).toBe("youtube");
    // What the reports gave, with their own source and date.
    expect(refreshed.audience).toEqual(reported.audience);
    expect(refreshed.audience?.gender.female).toBeCloseTo(61.34, 1);
    expect(refreshed.features.aqs).toBe(67);
    expect(refreshed.features.credibility).toBe(75.3);
    expect(refreshed.features.estimated_prices.post).toBe(45_000);
    // The address YouTube read from the description does not replace the one Modash's report gave.
    expect(refreshed.features.contacts.email).toBe("influenceremail@example.com");
    expect(refreshed.provenance.groups?.audience).toEqual(reported.provenance.groups?.audience);
    expect(refreshed.provenance.groups?.audience).toMatchObject({ source: "modash", fetched_at: modashAt });
    expect(refreshed.provenance.groups?.quality?.source).toBe("modash");
    expect(refreshed.provenance.groups?.contacts?.source).toBe("modash");
    expect(refreshed.provenance.groups?.prices?.source).toBe("hypeauditor");
    // The kept figures are not shown as missing because YouTube lacks them.
    expect(refreshed.provenance.missing).not.toContain("audience");
    expect(refreshed.provenance.missing).not.toContain("prices");
    expect(refreshed.provenance.missing).not.toContain("credibility");
  });

  it("never lets a vendor search row overwrite a report's audience", async () => {
    const username = "riyadheats";
    await store(env.ctx, modashReport("instagram", username), "modash");
    const reported = await resultOf("instagram", username);
    expect(reported.audience).not.toBeNull();

    const row = (ZModashSearchSchema.parse(SEARCH_SAMPLE).directs ?? []).find((direct) => direct.profile.username === "RiyadhEats");
    if (!row) throw new Error("the sample has the row");
    const found = searchRowToAccount("instagram", row, { country: "SA", verified: false });
    expect(found.record.audience).toBeNull();
    await store(env.ctx, found, "modash");

    const after = await resultOf("instagram", username);
    expect(after.metrics.subscribers_count).toBe(48_210);
    expect(after.audience).toEqual(reported.audience);
    expect(after.features.credibility).toBe(reported.features.credibility);
    expect(after.features.contacts).toEqual(reported.features.contacts);
    expect(after.provenance.groups?.audience).toEqual(reported.provenance.groups?.audience);
    expect(after.provenance.missing).not.toContain("audience");
  });
});
