import { ZSearchRequestSchema } from "@radar/contract/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSourcesTestEnv, type SourcesTestEnv } from "../../../../test/sources-test-env.ts";
import { toSearchQuery } from "../../discovery/public.ts";
import { YoutubeClient } from "../youtube/youtube-client.ts";

let env: SourcesTestEnv;
beforeAll(async () => {
  env = await createSourcesTestEnv({ SOURCES_SANDBOX_LATENCY_MS: "0" });
});
afterAll(() => env?.close());

const NOW = Math.floor(Date.now() / 1000);

describe("YouTube's channel search as a market source (its sandbox over HTTP)", () => {
  it("asks search.list with our hints, reads the channels' figures 50 at a time, and pages by YouTube's tokens", async () => {
    const client = new YoutubeClient(env.settings.youtube, env.deps("youtube"));
    const query = toSearchQuery(
      ZSearchRequestSchema.parse({ social_network: "youtube", account_geo: { country: ["AE"] }, subscribers_count: { from: 1_000 } }),
    );
    const first = await client.marketSearch({ query, page: 1, now: NOW });
    expect(first.translation.recheck).toEqual(["accountPlaces"]);
    expect(first.translation.after).toEqual(["followers"]);
    expect(first.accounts.length).toBeGreaterThan(0);
    expect(first.accounts.length).toBeLessThanOrEqual(50);
    expect(first.total).toBeGreaterThanOrEqual(first.accounts.length);
    for (const account of first.accounts) expect(account.record.platform).toBe("youtube");
    if (first.lastPage > 1) {
      const second = await client.marketSearch({ query, page: 2, now: NOW });
      const firstIds = new Set(first.accounts.map((a) => a.sourceRef));
      expect(second.accounts.some((a) => firstIds.has(a.sourceRef))).toBe(false);
      // The same page again: the same channels (the token is remembered, no walk from page 1).
      const again = await client.marketSearch({ query, page: 2, now: NOW });
      expect(again.accounts.map((a) => a.sourceRef)).toEqual(second.accounts.map((a) => a.sourceRef));
    }
  });
});
