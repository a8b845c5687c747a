import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../../../../test/helpers.ts";
import { SANDBOX_CREDENTIALS, SANDBOX_PATHS } from "../source-settings.ts";
import { vendorMarket } from "./market/synthetic-market.ts";

/**
 * The vendor search sandboxes answer after SOURCES_SANDBOX_LATENCY_MS (here 80–120 ms), over real
 * HTTP, and the same body gives the same page and total each time.
 */

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ SOURCES_SANDBOX: "true", SOURCES_SANDBOX_LATENCY_MS: "80-120" });
  // Made before the clock starts: the first search of a platform also generates its market.
  vendorMarket("modash", "instagram");
  vendorMarket("hypeauditor", "instagram");
});
afterAll(() => env.close());

async function timed(url: string, headers: Record<string, string>, payload: Record<string, unknown>) {
  const started = performance.now();
  const response = await env.app.inject({ method: "POST", url, headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return { ms: performance.now() - started, body: response.body };
}

describe("vendor search sandboxes' latency", () => {
  it("Modash and HypeAuditor wait the configured delay, and answer the same body the same way", async () => {
    const modash = [
      `${SANDBOX_PATHS.modash}/instagram/search`,
      { authorization: `Bearer ${SANDBOX_CREDENTIALS.modash.apiToken}` },
    ] as const;
    const hype = [
      `${SANDBOX_PATHS.hypeauditor}/auditor.search/`,
      { "x-auth-id": SANDBOX_CREDENTIALS.hypeauditor.clientId, "x-auth-token": SANDBOX_CREDENTIALS.hypeauditor.token },
    ] as const;
    const modashBody = { page: 1, filter: { influencer: { followers: { min: 20_000 } } } };
    const first = await timed(...modash, modashBody);
    const again = await timed(...modash, modashBody);
    expect(first.ms).toBeGreaterThanOrEqual(80);
    expect(again.ms).toBeGreaterThanOrEqual(80);
    expect(again.body).toBe(first.body);

    const hypeBody = { social_network: "instagram", page: 2, subscribers_count: { from: 20_000 } };
    const one = await timed(...hype, hypeBody);
    expect(one.ms).toBeGreaterThanOrEqual(80);
    const two = await timed(...hype, hypeBody);
    const rows = (body: string) => {
      const parsed: { result: { search_results: unknown[]; total_pages: number } } = JSON.parse(body);
      return parsed.result;
    };
    expect(rows(two.body).search_results).toEqual(rows(one.body).search_results);
    expect(rows(two.body).total_pages).toBe(rows(one.body).total_pages);
  });
});
