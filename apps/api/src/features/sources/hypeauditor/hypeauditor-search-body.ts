import type { TPlatform } from "@radar/contract/constants";
import type { TVendorImportFilters } from "@radar/contract/sources";

/** 20 rows a page, at most 10,000 rows: page 500 is the last one [C] (General.txt). */
export const HYPEAUDITOR_PAGE_SIZE = 20;
export const HYPEAUDITOR_MAX_PAGE = 500;

export interface HypeAuditorSearchBody {
  social_network: TPlatform;
  page: number;
  sort: { field: "subscribers_count" | "er" | "username" | "engagement_avg"; order: "asc" | "desc" };
  subscribers_count?: { from?: number; to?: number };
  account_geo?: { country: string[] };
  er?: { from: number };
  verified?: 0 | 1;
  search?: string[];
}

/**
 * A vendor import's filters as the JSON body of `POST auditor.search/` [C] (General.txt):
 * - followers → `subscribers_count {from,to}`
 * - country → `account_geo.country`: two-letter codes, written lower-case as in every documented example
 * - ER (percent, as HypeAuditor's own `er` 0–100) → `er.from`; HypeAuditor offers it on Instagram,
 *   TikTok and X only, so on YouTube it is left out here and applied to the page's rows instead
 * - verified only → `verified: 1`
 * - keywords → `search[]` ("keywords to search anywhere"): comma-separated phrases, one item each
 * Sorted by followers, biggest first, so an import takes the largest accounts first.
 */
export function hypeAuditorSearchBody(platform: TPlatform, filters: TVendorImportFilters, page: number): HypeAuditorSearchBody {
  const body: HypeAuditorSearchBody = { social_network: platform, page, sort: { field: "subscribers_count", order: "desc" } };
  if (filters.followers_from != null || filters.followers_to != null) {
    body.subscribers_count = {
      ...(filters.followers_from != null ? { from: filters.followers_from } : {}),
      ...(filters.followers_to != null ? { to: filters.followers_to } : {}),
    };
  }
  if (filters.country) body.account_geo = { country: [filters.country.toLowerCase()] };
  if (filters.er_from != null && filters.er_from > 0 && platform !== "youtube") body.er = { from: filters.er_from };
  if (filters.verified_only) body.verified = 1;
  const keywords = (filters.keywords ?? "")
    .split(",")
    .map((phrase) => phrase.trim())
    .filter(Boolean);
  if (keywords.length > 0) body.search = keywords;
  return body;
}
