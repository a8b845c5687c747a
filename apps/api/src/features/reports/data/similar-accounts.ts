import type { TPlatform } from "@radar/contract/constants";
import { ZSearchRequestSchema } from "@radar/contract/search";
import type { Database } from "../../../core/db/database.ts";
import { runSearch, toSearchQuery } from "../../discovery/public.ts";
import type { SimilarAccount } from "./report-model.ts";

export const SIMILAR_COUNT = 10;

/**
 * The most similar accounts, from the discovery engine's lookalike ranking (read-only, no charge:
 * the report's price covers it). The analysed account is never among them.
 */
export async function similarAccounts(db: Database, platform: TPlatform, influencerId: string): Promise<SimilarAccount[]> {
  const body = ZSearchRequestSchema.parse({ social_network: platform, similar: influencerId, page: 1, limit: SIMILAR_COUNT });
  const outcome = await runSearch(db, toSearchQuery(body));
  return outcome.results.map((result) => ({
    platform: result.basic.platform,
    username: result.basic.username,
    fullName: result.basic.title,
    followers: result.metrics.subscribers_count,
    erPercent: result.metrics.er ?? 0,
    aqs: result.features.aqs ?? 0,
    similarity: result.features.similarity,
  }));
}
