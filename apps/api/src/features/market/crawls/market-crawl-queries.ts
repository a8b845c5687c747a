import type { TMarketCrawlInputParsed } from "@radar/contract/market-crawls";
import type { Kysely, Selectable, Transaction } from "kysely";
import { sql } from "kysely";
import type { DB, MarketCrawlSegmentsTable, MarketCrawlsTable } from "../../../core/db/schema.ts";
import type { SegmentSpec } from "./market-crawl-segments.ts";

export type CrawlRow = Selectable<MarketCrawlsTable>;
export type SegmentRow = Selectable<MarketCrawlSegmentsTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** The first day of `now`'s calendar month (UTC), as a date: the period a budget covers. */
export function monthOf(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}-01`;
}

const monthDate = (month: string) => sql<Date>`${month}::date`;

function definitionValues(input: TMarketCrawlInputParsed) {
  return {
    name: input.name,
    countries: input.countries,
    platforms: input.platforms,
    follower_bands: JSON.stringify(input.follower_bands),
    categories: input.categories,
    language: input.language,
    budgets: JSON.stringify(input.budgets),
    active: input.active,
  };
}

export function listCrawls(db: Db, options: { activeOnly?: boolean } = {}): Promise<CrawlRow[]> {
  let query = db.selectFrom("market_crawls").selectAll().orderBy("id");
  if (options.activeOnly) query = query.where("active", "=", true);
  return query.execute();
}

export function insertCrawl(trx: Transaction<DB>, input: TMarketCrawlInputParsed): Promise<CrawlRow> {
  return trx.insertInto("market_crawls").values(definitionValues(input)).returningAll().executeTakeFirstOrThrow();
}

export function updateCrawl(trx: Transaction<DB>, id: number, input: TMarketCrawlInputParsed): Promise<CrawlRow | undefined> {
  return trx
    .updateTable("market_crawls")
    .set({ ...definitionValues(input), updated_at: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Makes the market's segments exactly `specs`: new combinations start at page 1, surviving ones keep
 * where their pages stand, dropped ones go (their runs stay, for the month's spend).
 */
export async function syncSegments(db: Db, crawlId: number, specs: SegmentSpec[]): Promise<void> {
  const keys = specs.map((spec) => spec.key);
  await db
    .deleteFrom("market_crawl_segments")
    .where("crawl_id", "=", crawlId)
    .$if(keys.length > 0, (query) => query.where("segment_key", "not in", keys))
    .execute();
  if (specs.length === 0) return;
  await db
    .insertInto("market_crawl_segments")
    .values(
      specs.map((spec) => ({
        crawl_id: crawlId,
        segment_key: spec.key,
        platform: spec.platform,
        country: spec.country,
        search_body: JSON.stringify(spec.body),
      })),
    )
    .onConflict((conflict) => conflict.columns(["crawl_id", "segment_key"]).doNothing())
    .execute();
}

/** Pages each source was paid for this month for a market. */
export async function spendThisMonth(db: Db, crawlId: number, month: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("market_crawl_runs")
    .select(["source", (eb) => eb.fn.sum<string>("units").as("used")])
    .where("crawl_id", "=", crawlId)
    .where("month", "=", monthDate(month))
    .groupBy("source")
    .execute();
  return new Map(rows.map((row) => [row.source, Number(row.used)]));
}

/**
 * The least fresh segment on `platforms` (never fetched first) whose next page has not been fetched
 * this month: once a segment has gone round its pages and is back at one it already fetched this
 * month, it waits for the next month.
 */
export function nextSegment(db: Db, crawlId: number, month: string, platforms: string[]): Promise<SegmentRow | undefined> {
  return db
    .selectFrom("market_crawl_segments as s")
    .selectAll("s")
    .where("s.crawl_id", "=", crawlId)
    .where("s.platform", "in", platforms)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("market_crawl_runs as r")
            .select(sql`1`.as("one"))
            .whereRef("r.segment_id", "=", "s.id")
            .where("r.month", "=", monthDate(month))
            .whereRef("r.page", "=", "s.next_page"),
        ),
      ),
    )
    .orderBy(sql`s.last_fetched_at ASC NULLS FIRST`)
    .orderBy("s.id")
    .limit(1)
    .executeTakeFirst();
}

export interface FetchedPage {
  segmentId: number;
  crawlId: number;
  month: string;
  page: number;
  source: string;
  lastPage: number;
  ids: string[];
  fetchedAt: Date;
}

/**
 * Records one fetched page and advances its segment in one transaction, so a page is either recorded
 * and passed or neither. False when the page was recorded already (another run got there first) or
 * the segment moved on or went away meanwhile.
 */
export function recordPage(db: Kysely<DB>, fetched: FetchedPage): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const segment = await trx
      .selectFrom("market_crawl_segments")
      .select(["next_page"])
      .where("id", "=", fetched.segmentId)
      .forUpdate()
      .executeTakeFirst();
    if (!segment || segment.next_page !== fetched.page) return false;
    const inserted = await trx
      .insertInto("market_crawl_runs")
      .values({
        crawl_id: fetched.crawlId,
        segment_id: fetched.segmentId,
        month: fetched.month,
        source: fetched.source,
        page: fetched.page,
        units: 1,
        accounts: fetched.ids.length,
        influencer_ids: fetched.ids,
        fetched_at: fetched.fetchedAt,
      })
      .onConflict((conflict) => conflict.columns(["segment_id", "month", "page"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return false;
    // Past the last page the segment starts over: a market is kept warm, not crawled once.
    const next = fetched.page < fetched.lastPage ? fetched.page + 1 : 1;
    await trx
      .updateTable("market_crawl_segments")
      .set((eb) => ({
        next_page: next,
        last_page: fetched.lastPage,
        last_fetched_at: fetched.fetchedAt,
        accounts_found: eb("accounts_found", "+", fetched.ids.length),
      }))
      .where("id", "=", fetched.segmentId)
      .execute();
    return true;
  });
}

export interface CrawlStats {
  segments: number;
  segmentsFetched: number;
  oldestFetchAt: Date | null;
  size: number;
  spend: Map<string, number>;
}

/** Every market's segments, freshness, size and this month's spend per source, in three round trips. */
export async function crawlStats(db: Db, month: string): Promise<Map<number, CrawlStats>> {
  const [segments, sizes, spend] = await Promise.all([
    db
      .selectFrom("market_crawl_segments")
      .select((eb) => [
        "crawl_id",
        eb.fn.countAll<string>().as("segments"),
        eb.fn.count<string>("last_fetched_at").as("fetched"),
        eb.fn.min("last_fetched_at").as("oldest"),
      ])
      .groupBy("crawl_id")
      .execute(),
    sql<{ crawl_id: number; size: string }>`
      SELECT crawl_id, count(DISTINCT account) AS size
      FROM market_crawl_runs, unnest(influencer_ids) AS account
      GROUP BY crawl_id`.execute(db),
    db
      .selectFrom("market_crawl_runs")
      .select(["crawl_id", "source", (eb) => eb.fn.sum<string>("units").as("used")])
      .where("month", "=", monthDate(month))
      .groupBy(["crawl_id", "source"])
      .execute(),
  ]);
  const stats = new Map<number, CrawlStats>();
  const of = (id: number): CrawlStats => {
    let entry = stats.get(id);
    if (!entry) {
      entry = { segments: 0, segmentsFetched: 0, oldestFetchAt: null, size: 0, spend: new Map() };
      stats.set(id, entry);
    }
    return entry;
  };
  for (const row of segments) {
    const entry = of(row.crawl_id);
    entry.segments = Number(row.segments);
    entry.segmentsFetched = Number(row.fetched);
    entry.oldestFetchAt = entry.segmentsFetched === entry.segments && row.oldest ? new Date(row.oldest) : null;
  }
  for (const row of sizes.rows) of(row.crawl_id).size = Number(row.size);
  for (const row of spend) of(row.crawl_id).spend.set(row.source, Number(row.used));
  return stats;
}
