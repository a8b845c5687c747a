import type { TPlatform } from "@radar/contract/constants";
import { ZSearchRequestSchema } from "@radar/contract/search";
import { runSearch, type SearchEngine, toSearchQuery } from "../../discovery/public.ts";
import type { SimilarAccount } from "./report-model.ts";

export const SIMILAR_COUNT = 10;

/**
 * The most similar accounts, from the discovery engine's lookalike ranking (read-only, no charge:
 * the report's price covers it). The analysed account is never among them.
 */
export async function similarAccounts(search: SearchEngine, platform: TPlatform, influencerId: string): Promise<SimilarAccount[]> {
  const body = ZSearchRequestSchema.parse({ social_network: platform, similar: influencerId, page: 1, limit: SIMILAR_COUNT });
  const outcome = await runSearch(search, toSearchQuery(body));
  return outcome.results.map((result) => ({
    platform: result.basic.platform,
    username: result.basic.username,
    fullName: result.basic.title,
    followers: result.metrics.subscribers_count,
    erPercent: result.metrics.er,
    aqs: result.features.aqs,
    similarity: result.features.similarity,
  }));
}
