import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import { MARKET_LANGUAGES, type TMarketCrawlInputParsed } from "@radar/contract/market-crawls";
import { ZSearchRequestSchema } from "@radar/contract/search";
import type { AppContext } from "../../../core/context.ts";
import { toSearchQuery } from "../../discovery/public.ts";
import { fetchMarketPage, isSourceError, marketSourceOf } from "../../sources/public.ts";
import { type CrawlRow, listCrawls, monthOf, nextSegment, recordPage, spendThisMonth, syncSegments } from "./market-crawl-queries.ts";
import { segmentsOf } from "./market-crawl-segments.ts";

export interface CrawlRunOptions {
  now?: Date;
  /** Called after each recorded page with the pages this run has recorded so far (tests stop a run here). */
  afterPage?: (pages: number) => void;
}

/**
 * Pages of a source's monthly budget a market may have spent by `now`: the budget spread over the
 * days of the month (today's share included), so a market is refreshed all month rather than spent
 * in its first hour.
 */
export function allowanceBy(budget: number, now: Date): number {
  const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
  return Math.min(budget, Math.ceil((budget * now.getUTCDate()) / days));
}

const isPlatform = (value: string): value is TPlatform => PLATFORMS.some((platform) => platform === value);

export function definitionOf(
  row: CrawlRow,
): Pick<TMarketCrawlInputParsed, "countries" | "platforms" | "follower_bands" | "categories" | "language"> {
  return {
    countries: row.countries,
    platforms: row.platforms.filter(isPlatform),
    follower_bands: row.follower_bands,
    categories: row.categories,
    language: MARKET_LANGUAGES.find((code) => code === row.language) ?? null,
  };
}

/**
 * One run of the crawl job: every active market, each fetching the next page of its least fresh
 * segments while its sources' budgets allow. Each page is recorded with its segment's advance in one
 * transaction, so a run that dies loses at most the page it was fetching, and the next run goes on
 * from there; a page recorded this month is never fetched again this month. Returns the pages recorded.
 */
export async function runMarketCrawls(ctx: AppContext, options: CrawlRunOptions = {}): Promise<number> {
  let pages = 0;
  for (const crawl of await listCrawls(ctx.db, { activeOnly: true })) {
    pages += await crawlMarket(ctx, crawl, options, pages);
  }
  return pages;
}

async function crawlMarket(ctx: AppContext, crawl: CrawlRow, options: CrawlRunOptions, before: number): Promise<number> {
  const now = options.now ?? new Date();
  const month = monthOf(now);
  await syncSegments(ctx.db, crawl.id, segmentsOf(definitionOf(crawl)));
  const spent = await spendThisMonth(ctx.db, crawl.id, month);
  const failed = new Set<string>();
  let pages = 0;
  // Bounded by the budgets; the guard only stops a run that would otherwise spin on refused records.
  const budgetTotal = Object.values(crawl.budgets).reduce<number>((sum, pagesOf) => sum + (pagesOf ?? 0), 0);
  for (let attempt = 0; attempt < budgetTotal * 2 + 10; attempt += 1) {
    const open = crawl.platforms.filter(isPlatform).filter((platform) => {
      const source = marketSourceOf(ctx, platform);
      if (!source || failed.has(source)) return false;
      return (spent.get(source) ?? 0) < allowanceBy(crawl.budgets[source] ?? 0, now);
    });
    if (open.length === 0) break;
    const segment = await nextSegment(ctx.db, crawl.id, month, open);
    if (!segment) break;
    const parsed = ZSearchRequestSchema.safeParse(segment.search_body);
    if (!parsed.success) {
      ctx.logger.error({ crawl: crawl.id, segment: segment.id, issues: parsed.error.issues }, "market crawl segment has an invalid body");
      break;
    }
    const source = isPlatform(segment.platform) ? marketSourceOf(ctx, segment.platform) : null;
    let fetched: Awaited<ReturnType<typeof fetchMarketPage>>;
    try {
      fetched = await fetchMarketPage(ctx, toSearchQuery(parsed.data), segment.next_page, { purpose: "crawl", crawlId: crawl.id });
    } catch (error) {
      if (!isSourceError(error) || !source) throw error;
      // A source that refuses (quota, credentials, outage) is left alone until the next run.
      ctx.logger.warn({ crawl: crawl.id, source, kind: error.kind }, "market crawl: the source refused a page");
      failed.add(source);
      continue;
    }
    if (!fetched) {
      if (source) failed.add(source);
      continue;
    }
    const recorded = await recordPage(ctx.db, {
      segmentId: segment.id,
      crawlId: crawl.id,
      month,
      page: segment.next_page,
      source: fetched.source,
      lastPage: Math.max(1, fetched.lastPage),
      ids: fetched.ids,
      fetchedAt: fetched.fetchedAt,
    });
    if (!recorded) continue;
    spent.set(fetched.source, (spent.get(fetched.source) ?? 0) + 1);
    pages += 1;
    options.afterPage?.(before + pages);
  }
  return pages;
}
