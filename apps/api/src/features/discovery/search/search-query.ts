import { createHash } from "node:crypto";
import type { TPlatform } from "@radar/contract/constants";
import type { TSearchRequestParsed, TSortField } from "@radar/contract/search";
import { type FilterValues, readFilters } from "./filters/registry.ts";

/** A search as the index reads it: every filter resolved, defaulted and in index units (filters/registry.ts). */
export interface SearchQuery extends FilterValues {
  platform: TPlatform;
  page: number;
  limit: number;
  sort: { field: TSortField; order: "asc" | "desc" };
  /** Username or influencer id of the account to find lookalikes of. */
  similar: string | null;
}

export type { Range } from "./filters/ranges.ts";
export { searchFailed } from "./search-errors.ts";

export function toSearchQuery(body: TSearchRequestParsed): SearchQuery {
  const similar = body.similar == null ? "" : String(body.similar).trim().replace(/^@/, "");
  return {
    platform: body.social_network,
    page: body.page,
    limit: body.limit,
    sort: { field: body.sort?.field ?? "followers", order: body.sort?.order ?? "desc" },
    similar: similar || null,
    ...readFilters(body),
  };
}

/**
 * Identifies "the same search" for charging and for cached totals: every filter, without the
 * page, page size and order. Arrays are sorted so that the order of choices does not matter.
 */
export function filtersKey(query: SearchQuery): string {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
  const canonical = JSON.stringify(filters, (_key, value: unknown) =>
    Array.isArray(value) ? [...value].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) : value,
  );
  return createHash("sha256").update(canonical).digest("hex");
}
