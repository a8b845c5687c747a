import type { TPlatform } from "@radar/contract/constants";
import {
  MARKET_SOURCE_IDS,
  type TMarketCrawl,
  type TMarketCrawlInputParsed,
  type TMarketCrawlList,
  type TMarketSourceId,
} from "@radar/contract/market-crawls";
import type { AppContext } from "../../../core/context.ts";
import { AppError } from "../../../core/http/app-error.ts";
import { marketSourceOf } from "../../sources/public.ts";
import {
  type CrawlRow,
  type CrawlStats,
  crawlStats,
  insertCrawl,
  listCrawls,
  monthOf,
  syncSegments,
  updateCrawl,
} from "./market-crawl-queries.ts";
import { definitionOf } from "./market-crawl-runner.ts";
import { nextCrawlRun } from "./market-crawl-schedule.ts";
import { segmentsOf } from "./market-crawl-segments.ts";

const isMarketSource = (source: string | null): source is TMarketSourceId => MARKET_SOURCE_IDS.some((id) => id === source);

function toDto(ctx: AppContext, row: CrawlRow, stats: CrawlStats | undefined, now: Date): TMarketCrawl {
  const definition = definitionOf(row);
  const budgets: Partial<Record<TMarketSourceId, number>> = {};
  for (const source of MARKET_SOURCE_IDS) {
    const budget = row.budgets[source];
    if (typeof budget === "number") budgets[source] = budget;
  }
  // The sources this market's platforms are fetched from now, and any it has a budget or spend with.
  const routed = definition.platforms.map((platform: TPlatform) => marketSourceOf(ctx, platform)).filter(isMarketSource);
  const spendSources = MARKET_SOURCE_IDS.filter(
    (source) => routed.includes(source) || (budgets[source] ?? 0) > 0 || (stats?.spend.get(source) ?? 0) > 0,
  );
  return {
    id: row.id,
    name: row.name,
    ...definition,
    budgets,
    active: row.active,
    size: stats?.size ?? 0,
    segments: stats?.segments || segmentsOf(definition).length,
    segments_fetched: stats?.segmentsFetched ?? 0,
    oldest_fetch_at: stats?.oldestFetchAt?.toISOString() ?? null,
    spend: spendSources.map((source) => ({ source, used: stats?.spend.get(source) ?? 0, budget: budgets[source] ?? 0 })),
    next_run_at: row.active ? nextCrawlRun(now).toISOString() : null,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** GET /api/admin/markets/: every market with its size, freshness and this month's spend per source. */
export async function listMarketCrawls(ctx: AppContext, now = new Date()): Promise<TMarketCrawlList> {
  const rows = await listCrawls(ctx.db);
  const stats = await crawlStats(ctx.db, monthOf(now));
  return { markets: rows.map((row) => toDto(ctx, row, stats.get(row.id), now)) };
}

async function oneMarket(ctx: AppContext, id: number): Promise<TMarketCrawl> {
  const list = await listMarketCrawls(ctx);
  const market = list.markets.find((entry) => entry.id === id);
  if (!market) throw AppError.notFound("Market not found.");
  return market;
}

/** POST /api/admin/markets/: a new market and its segments. */
export async function createMarketCrawl(ctx: AppContext, input: TMarketCrawlInputParsed): Promise<TMarketCrawl> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertCrawl(trx, input);
    await syncSegments(trx, created.id, segmentsOf(input));
    return created;
  });
  return oneMarket(ctx, row.id);
}

/** PUT /api/admin/markets/{id}/: a market's new definition; segments that survive keep their pages. */
export async function updateMarketCrawl(ctx: AppContext, id: number, input: TMarketCrawlInputParsed): Promise<TMarketCrawl> {
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await updateCrawl(trx, id, input);
    if (!updated) throw AppError.notFound("Market not found.");
    await syncSegments(trx, id, segmentsOf(input));
  });
  return oneMarket(ctx, id);
}
