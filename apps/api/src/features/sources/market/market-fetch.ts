import type { TPlatform } from "@radar/contract/constants";
import type { TProvenanceField, TSourceId } from "@radar/contract/sources";
import type { AppContext } from "../../../core/context.ts";
import { type FilterKey, type InfluencerRecord, recordMatchesOn, type SearchQuery, upsertAccounts } from "../../discovery/public.ts";
import { timeSourceWaits } from "../http/source-waits.ts";
import { sourceClients } from "../source-clients.ts";
import { sourceSettings } from "../source-settings.ts";
import type { SourceClient } from "../source-types.ts";
import { applyKnownFacts } from "./known-facts.ts";

/** The figure a filter reads, where a source's row may lack it (its provenance `missing`). */
const FIGURE_OF: Partial<Record<FilterKey, TProvenanceField>> = {
  followers: "followers",
  erBp: "er",
  aqs: "aqs",
  views: "views_avg",
  include: "categories",
  exclude: "categories",
  accountPlaces: "location",
  audiencePlaces: "audience",
  audienceAge: "audience",
  audienceGender: "audience",
};

/** The row cannot show whether it passes `key`: the source gave no such figure. */
function unknownOn(record: InfluencerRecord, missing: readonly TProvenanceField[], key: FilterKey): boolean {
  const figure = FIGURE_OF[key];
  if (figure) return missing.includes(figure);
  switch (key) {
    case "interests":
      return record.interests.length === 0;
    case "languages":
      return record.language === null;
    case "accountGender":
      return !record.gender;
    case "lastMediaFrom":
      return record.lastMediaAt === null;
    default:
      return false;
  }
}

/** Which searching source is asked first for a platform: the vendors with audience filters, then the others. */
const MARKET_ORDER: TSourceId[] = ["modash", "hypeauditor", "youtube"];

/** One page of the market, fetched, held to our filters and written into our index. */
export interface MarketFetch {
  source: TSourceId;
  sourceName: string;
  viaSandbox: boolean;
  /** Influencer ids of the accounts that satisfy the search, in the source's order. */
  ids: string[];
  /** The source's own count of its matches, or null. */
  total: number | null;
  lastPage: number;
  /** Filters the source could not apply, held to on its rows here. */
  appliedAfter: FilterKey[];
  /**
   * Filters neither the source nor we could check on some rows: the source applied them only roughly
   * or not at all, and those rows lack the figure (a vendor's search rows carry no quality score, say).
   * Such rows are kept and the screen says which filters they were not checked against.
   */
  unverified: FilterKey[];
  fetchedAt: Date;
  /**
   * How long the search waited on the source, in ms: its HTTP exchanges (dictionary look-ups
   * included) and the pauses it asked for. The metering, parsing and mapping around them are ours.
   */
  sourceMs: number;
}

function marketClient(ctx: AppContext, platform: TPlatform): SourceClient | null {
  const clients = sourceClients(ctx);
  for (const id of MARKET_ORDER) {
    const client = clients.get(id);
    if (client?.marketSearch && client.platforms.includes(platform)) return client;
  }
  return null;
}

/** The source a market search of `platform` would ask, or null when none that searches is connected. */
export function marketSourceOf(ctx: AppContext, platform: TPlatform): TSourceId | null {
  return marketClient(ctx, platform)?.id ?? null;
}

/**
 * Page `page` (1-based, the source's own pages) of the market for `query`: the source answers in its
 * filter language; rows it could not hold to a filter are held to it here where they carry the figure
 * (those without are kept, and the filter named as unverified); what the search guaranteed is kept on
 * the rows; every row that passes is upserted into our index, so the next search finds it locally.
 */
/**
 * What a caller does with a page while its accounts are being written: it gets the page (its ids
 * final) as soon as the accounts are resolved, and the fetch ends when both are done. A market search
 * charges and keeps the page here, so that its own statements do not wait for the index's write.
 */
export type WhileWriting = (page: Omit<MarketFetch, "sourceMs">) => Promise<void>;

export async function fetchMarketPage(
  ctx: AppContext,
  query: SearchQuery,
  page: number,
  whileWriting?: WhileWriting,
): Promise<MarketFetch | null> {
  const client = marketClient(ctx, query.platform);
  const search = client?.marketSearch?.bind(client);
  if (!client || !search) return null;
  const fetchedAt = new Date();
  const { result: answer, waitedMs: sourceMs } = await timeSourceWaits(() =>
    search({ query, page, now: Math.floor(fetchedAt.getTime() / 1000) }),
  );
  const held = [...answer.translation.recheck, ...answer.translation.after];
  const settings = sourceSettings(ctx.config)[client.id];
  const records: InfluencerRecord[] = [];
  const unverified = new Set<FilterKey>();
  for (const account of answer.accounts) {
    const record = account.record;
    if (record.platform !== query.platform) continue;
    const unknown = held.filter((key) => unknownOn(record, account.missing, key));
    if (
      !recordMatchesOn(
        record,
        query,
        held.filter((key) => !unknown.includes(key)),
      )
    )
      continue;
    for (const key of unknown) unverified.add(key);
    applyKnownFacts(record, query, answer.translation);
    records.push({
      ...record,
      source: client.id,
      provenance: {
        sourceRef: account.sourceRef,
        viaSandbox: settings.mode === "sandbox",
        fetchedAt,
        estimated: account.estimated,
        missing: account.missing,
      },
    });
  }
  // The rows written, which for a renamed account is its row under its first handle's id. Both callers
  // record the page in a transaction of their own right after (a search its charge, a crawl its
  // progress), whose commit makes this one durable too.
  const pageOf = (ids: string[]): Omit<MarketFetch, "sourceMs"> => ({
    source: client.id,
    sourceName: settings.name,
    viaSandbox: settings.mode === "sandbox",
    ids: [...new Set(ids)],
    total: answer.total,
    lastPage: answer.lastPage,
    appliedAfter: answer.translation.after.filter((key) => !unverified.has(key)),
    unverified: [...unverified],
    fetchedAt,
  });
  // The caller's work runs beside the write from the moment the ids are known; a failure of either
  // fails the fetch (the caller's transaction then ends without its charge).
  let beside: Promise<void> = Promise.resolve();
  const written = upsertAccounts(ctx.db, records, {
    flushedByNextCommit: true,
    onIds: whileWriting
      ? (ids) => {
          beside = whileWriting(pageOf(ids));
          // Awaited below; a rejection that comes first must not count as unhandled meanwhile.
          beside.catch(() => {});
        }
      : undefined,
  });
  const { ids } = await written.catch(async (error: unknown) => {
    // The caller's statements run on its own connection: let them end before its transaction does.
    await beside.catch(() => {});
    throw error;
  });
  if (whileWriting && records.length === 0) beside = whileWriting(pageOf([]));
  await beside;
  return {
    ...pageOf(ids),
    sourceMs,
  };
}
