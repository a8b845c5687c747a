import type { TPlatform } from "@radar/contract/constants";
import { SIZE_PRESETS } from "@radar/contract/search";
import { sql } from "kysely";
import type { Database } from "../../../core/db/database.ts";
import { readIndexState } from "../../discovery/public.ts";
import type { SizeTier, SizeTierKey } from "./report-model.ts";

const TIER_KEYS: SizeTierKey[] = ["nano", "micro", "mid", "macro", "mega"];

/** SPEC §9 size tiers (the size presets): nano 1K–10K … mega 1M and above. Below 1K counts as nano. */
export function sizeTierOf(followers: number): { key: SizeTierKey; from: number; to: number | null } {
  const index = SIZE_PRESETS.findIndex((preset) => preset.to === null || followers < preset.to);
  const preset = SIZE_PRESETS[Math.max(0, index)] ?? SIZE_PRESETS[0];
  return { key: TIER_KEYS[Math.max(0, index)] ?? "nano", from: preset.from, to: preset.to };
}

interface MedianRow {
  accounts: number;
  er_bp: number | null;
  views: number | null;
  likes: number | null;
}

const CACHE_TTL_MS = 10 * 60 * 1000;
// One cache per database: the index version alone does not tell two databases apart, and a process
// may serve more than one (the test files that share a worker each have their own).
type TierEntry = { at: number; tier: SizeTier };
const caches = new WeakMap<Database, Map<string, TierEntry>>();

/**
 * The medians of the account's size tier on its platform: engagement, average views and average
 * likes. One aggregate over the tier's rows (read along the per-platform followers index), cached
 * per index version for ten minutes, since every report of the tier asks the same question.
 */
export async function tierMedians(db: Database, platform: TPlatform, followers: number): Promise<SizeTier> {
  const { key, from, to } = sizeTierOf(followers);
  const { version } = await readIndexState(db);
  const cacheKey = `${version}:${platform}:${key}`;
  const cache = caches.get(db) ?? new Map<string, TierEntry>();
  caches.set(db, cache);
  const hit = cache.get(cacheKey);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.tier;

  const lower = key === "nano" ? 0 : from;
  const upper = to === null ? sql`` : sql`AND i.followers < ${to}`;
  // A source's account without engagement holds a 0 placeholder: left out of the median (a null is).
  const { rows } = await sql<MedianRow>`
    SELECT count(*)::int AS accounts,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY CASE WHEN 'er' = ANY(p.missing_fields) THEN NULL ELSE i.er_bp END) AS er_bp,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY i.views_avg) AS views,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY p.likes_avg) AS likes
    FROM influencers i LEFT JOIN influencer_profiles p ON p.id = i.id
    WHERE i.platform = ${platform} AND i.followers >= ${lower} ${upper}`.execute(db);
  const row = rows[0];
  const tier: SizeTier = {
    key,
    from,
    to,
    accounts: row?.accounts ?? 0,
    medianErPercent: row?.er_bp == null ? null : Math.round(Number(row.er_bp)) / 100,
    medianViews: row?.views == null ? null : Math.round(Number(row.views)),
    medianLikes: row?.likes == null ? null : Math.round(Number(row.likes)),
  };
  cache.set(cacheKey, { at: Date.now(), tier });
  return tier;
}
