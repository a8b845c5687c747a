import type { TVendorImportFilters } from "@radar/contract/sources";

/** Pages run 0–665 [P]; 15 rows a page is what a copied doc describes ("0.15 credits for 15 results per page") [P]. */
export const MODASH_MAX_PAGE_INDEX = 665;
export const MODASH_PAGE_SIZE = 15;

export interface ModashSearchBody {
  page: number;
  sort: { field: "followers" | "engagements" | "engagementRate"; direction: "asc" | "desc" };
  filter: {
    influencer: {
      followers?: { min?: number; max?: number };
      engagementRate?: number;
      location?: number[];
      isVerified?: boolean;
      keywords?: string;
    };
  };
}

/**
 * A vendor import's filters as Modash's search body [C]: our 1-based page is Modash's 0-based one;
 * followers → `followers {min,max}` (Modash rounds them: under 5k to the nearest 1k, then to the
 * nearest 5k [P], so the client holds the rows to the exact range); ER percent → `engagementRate` as
 * a fraction; the country → its Modash location id (looked up by the client); verified only →
 * `isVerified: true`; keywords → `keywords` (words in the creator's captions). Biggest first.
 */
export function modashSearchBody(filters: TVendorImportFilters, page: number, locationId: number | null): ModashSearchBody {
  const influencer: ModashSearchBody["filter"]["influencer"] = {};
  if (filters.followers_from != null || filters.followers_to != null) {
    influencer.followers = {
      ...(filters.followers_from != null ? { min: filters.followers_from } : {}),
      ...(filters.followers_to != null ? { max: filters.followers_to } : {}),
    };
  }
  if (filters.er_from != null && filters.er_from > 0) influencer.engagementRate = Math.round(filters.er_from * 100) / 10_000;
  if (locationId !== null) influencer.location = [locationId];
  if (filters.verified_only) influencer.isVerified = true;
  const keywords = filters.keywords?.trim();
  if (keywords) influencer.keywords = keywords;
  return { page: page - 1, sort: { field: "followers", direction: "desc" }, filter: { influencer } };
}
