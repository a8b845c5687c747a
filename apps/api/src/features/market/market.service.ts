import type { TPlatform } from "@radar/contract/constants";
import type { TMarketOffer, TMarketSearchRequestParsed, TMarketSearchResponse } from "@radar/contract/market";
import { MARKET_AUTO_THRESHOLD } from "@radar/contract/market";
import { SEARCH_CHARGE_WINDOW_MINUTES } from "@radar/contract/search";
import type { TSourceId } from "@radar/contract/sources";
import type { AppContext } from "../../core/context.ts";
import { chargeCredits, getBalance, InsufficientCreditsError, type LedgerResult } from "../../core/credits/ledger.ts";
import { AppError } from "../../core/http/app-error.ts";
import { currentPlanCosts } from "../../core/subscriptions/current-subscription.ts";
import type { WorkspaceScope } from "../../core/workspaces/current-workspace.ts";
import {
  type FilterKey,
  filtersKey,
  SEARCH_FILTERS,
  SUBSCRIPTION_REQUIRED,
  searchResultsByIds,
  toSearchQuery,
} from "../discovery/public.ts";
import { fetchMarketPage, isSourceError, marketSourceOf, sourceFailure, sourceSettings } from "../sources/public.ts";
import { findKeptFetch, lockWorkspaceMarketSearch, type MarketFetchRow, storeFetch } from "./market-queries.ts";

/** The search body fields of filters a source could not apply (what the screen names). */
const fieldsOf = (keys: readonly FilterKey[]) => [
  ...new Set(SEARCH_FILTERS.filter((entry) => keys.includes(entry.key)).flatMap((entry) => entry.fields)),
];

function noMarket(platform: TPlatform): AppError {
  return new AppError(409, `No connected data source searches ${platform} accounts`, { code: "market_unavailable" });
}

async function answer(ctx: AppContext, row: MarketFetchRow, charged: number, balance: number): Promise<TMarketSearchResponse> {
  return {
    results: { search_results: await searchResultsByIds(ctx.db, row.influencer_ids.map(String)) },
    market: {
      source: row.source as TSourceId,
      source_name: sourceSettings(ctx.config)[row.source as TSourceId]?.name ?? row.source,
      via_sandbox: row.via_sandbox,
      fetched_at: row.fetched_at.toISOString(),
      page: row.page,
      last_page: row.last_page,
      total: row.vendor_total,
      applied_after: row.applied_after,
      unverified: row.unverified,
      charged,
    },
    credits_remaining: balance,
  };
}

/**
 * POST /api/search/market/: one page of the market for a search body. Needs a plan (403). A user's
 * market searches run one at a time (an advisory lock held through the source's answer), so the
 * balance checked before paying a source is still there to charge after: 402 before any spend when it
 * is short. A page already fetched within the charge window is answered again for free; a page with
 * no results costs nothing (its ledger row says 0); otherwise the plan's market price is charged once.
 * The source's accounts are in our index before the answer (market-fetch.ts).
 */
export interface MarketAnswer {
  response: TMarketSearchResponse;
  /** Where the time went: the route's Server-Timing, so a client (and the benchmark) sees our own share. */
  timings: MarketTimings;
}

/**
 * In ms: `before` the plan, the user's lock, a kept page and the balance; `source` the wait on the
 * source (0 for a kept page); `write` our part of the fetch (the rows held to the filters and
 * upserted into the index, the charge beside it); `charge` the charge and the page kept, which run
 * beside the write and so are part of its time, not added to it; `read` the answer's rows read
 * back; `commit` the transaction's end; `total` the whole search.
 */
export interface MarketTimings {
  before: number;
  source: number;
  write: number;
  charge: number;
  read: number;
  commit: number;
  total: number;
}

export async function marketSearch(ctx: AppContext, scope: WorkspaceScope, body: TMarketSearchRequestParsed): Promise<MarketAnswer> {
  const started = performance.now();
  const timings: MarketTimings = { before: 0, source: 0, write: 0, charge: 0, read: 0, commit: 0, total: 0 };
  let lap = started;
  const split = (name: Exclude<keyof MarketTimings, "total">) => {
    const now = performance.now();
    timings[name] += now - lap;
    lap = now;
  };
  const response = await searchMarketPage(ctx, scope, body, split, (sourceMs, chargeMs) => {
    timings.source = sourceMs;
    timings.write -= sourceMs;
    timings.charge = chargeMs;
  });
  split("commit");
  timings.total = performance.now() - started;
  return { response, timings };
}

async function searchMarketPage(
  ctx: AppContext,
  { workspaceId, userId }: WorkspaceScope,
  body: TMarketSearchRequestParsed,
  split: (name: Exclude<keyof MarketTimings, "total">) => void,
  onSource: (sourceMs: number, chargeMs: number) => void,
): Promise<TMarketSearchResponse> {
  const query = toSearchQuery(body);
  const page = body.market_page;
  const costs = await currentPlanCosts(ctx.db, workspaceId);
  if (!costs) throw AppError.forbidden(SUBSCRIPTION_REQUIRED);
  if (!marketSourceOf(ctx, query.platform)) throw noMarket(query.platform);
  const key = filtersKey(query);
  const cost = page === 1 ? costs.market_search_cost : costs.market_page_cost;
  return ctx.db.transaction().execute(async (trx) => {
    await lockWorkspaceMarketSearch(trx, workspaceId);
    const kept = await findKeptFetch(trx, workspaceId, key, page);
    if (kept) {
      split("before");
      const again = await answer(ctx, kept, 0, await getBalance(trx, workspaceId));
      split("read");
      return again;
    }
    const balance = await getBalance(trx, workspaceId);
    if (balance < cost) throw new InsufficientCreditsError(balance, cost);
    split("before");
    // The charge and the kept page, on this transaction, while the accounts are written on another:
    // the page's ids are final before the rows are (market-fetch.ts). It commits after the write.
    // Assigned in the callback: declared through `as` so that the check after the fetch is not narrowed to `null`.
    let paid = null as { row: MarketFetchRow; charged: number; charge: LedgerResult } | null;
    let chargeMs = 0;
    const fetched = await fetchMarketPage(ctx, query, page, { userId, workspaceId, purpose: "market_search" }, async (found) => {
      const chargeStarted = performance.now();
      const charged = found.ids.length > 0 ? cost : 0;
      const charge = await chargeCredits(trx, {
        workspaceId,
        userId,
        amount: charged,
        reason: "market_search",
        reference: `market:${found.source}:${key.slice(0, 16)}:${page}`,
        idempotencyKey: `market:${key}:${page}:${Math.floor(Date.now() / (SEARCH_CHARGE_WINDOW_MINUTES * 60_000))}`,
      });
      const row = await storeFetch(trx, {
        workspace_id: workspaceId,
        user_id: userId,
        filters_key: key,
        platform: query.platform,
        page,
        source: found.source,
        via_sandbox: found.viaSandbox,
        influencer_ids: found.ids,
        vendor_total: found.total,
        last_page: found.lastPage,
        applied_after: fieldsOf(found.appliedAfter),
        unverified: fieldsOf(found.unverified),
        cost: charged,
        ledger_entry_id: charge.entryId,
        fetched_at: found.fetchedAt,
      });
      paid = { row, charged, charge };
      chargeMs = performance.now() - chargeStarted;
    }).catch((error: unknown) => {
      throw isSourceError(error) ? sourceFailure(error) : error;
    });
    if (!fetched || !paid) throw noMarket(query.platform);
    split("write");
    onSource(fetched.sourceMs, chargeMs);
    const { row, charged, charge } = paid;
    const answered = await answer(ctx, row, charge.applied ? charged : 0, charge.balance);
    split("read");
    return answered;
  });
}

/** GET /api/search/market/offer/: whether the market can be reached for a platform, and at what price for the caller. */
export async function marketOffer(ctx: AppContext, scope: WorkspaceScope, platform: TPlatform): Promise<TMarketOffer> {
  const source = marketSourceOf(ctx, platform);
  const costs = await currentPlanCosts(ctx.db, scope.workspaceId);
  return {
    available: source !== null,
    source,
    source_name: source ? sourceSettings(ctx.config)[source].name : null,
    first_page_cost: costs?.market_search_cost ?? null,
    next_page_cost: costs?.market_page_cost ?? null,
    auto_threshold: MARKET_AUTO_THRESHOLD,
  };
}
