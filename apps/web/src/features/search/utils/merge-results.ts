import type { Influencer } from "./influencer";

/** Where a row of the one result list came from: our index, or a market page (its source and when it answered). */
export type ResultOrigin = { kind: "index" } | { kind: "market"; source: string; fetchedAt: string };

/** An account the market answered, with the page's source and time (kept pages keep their first answer's time). */
export type MarketResult = { influencer: Influencer; source: string; fetchedAt: string };

export type ResultRow = { influencer: Influencer; origin: ResultOrigin };

const INDEX: ResultOrigin = { kind: "index" };

/**
 * An account's keys: our influencer id (the market's rows are written into our index before the answer,
 * so a known account comes back under the id our index has for it) and the platform with the handle
 * in lower case (the platform's own identity of an account whose row our index holds under another id).
 */
function identities(influencer: Influencer): string[] {
  return [`id:${influencer.id}`, `handle:${influencer.platform}:${influencer.username.toLowerCase()}`];
}

/**
 * The one list: our index's page in its own order, then the market's accounts not already in it, in
 * the source's order. A market account shown twice (two pages of the source naming it) is shown once.
 */
export function mergeResults(local: readonly Influencer[], market: readonly MarketResult[]): ResultRow[] {
  const seen = new Set<string>();
  const rows: ResultRow[] = [];
  const take = (influencer: Influencer, origin: ResultOrigin) => {
    const keys = identities(influencer);
    if (keys.some((key) => seen.has(key))) return;
    for (const key of keys) seen.add(key);
    rows.push({ influencer, origin });
  };
  for (const influencer of local) take(influencer, INDEX);
  for (const { influencer, source, fetchedAt } of market) take(influencer, { kind: "market", source, fetchedAt });
  return rows;
}
