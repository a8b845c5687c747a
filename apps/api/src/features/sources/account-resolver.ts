import type { TPlatform } from "@radar/contract/constants";
import { SOURCE_IDS, type TSourceErrorCode, type TSourceId, type TSpendAttribution } from "@radar/contract/sources";
import type { AppContext } from "../../core/context.ts";
import { findByAccountId, findBySourceRef, findIndexedAccount, type IndexedAccount } from "../discovery/public.ts";
import { pollPendingReport } from "./report-poll.ts";
import { sourceClients } from "./source-clients.ts";
import { SourceError } from "./source-errors.ts";
import { LOOKUP_ORDER, YOUTUBE_CHANNEL_ID } from "./source-routing.ts";
import type { AccountForm, SourceClient } from "./source-types.ts";
import { cachedNotFound, markPending, PLATFORM_SOURCES, pendingReport, rememberNotFound, VENDOR_SOURCES } from "./spend/lookup-guards.ts";
import { withAttribution } from "./spend/spend-attribution.ts";
import { store } from "./store-account.ts";

export { store } from "./store-account.ts";

export interface ResolvedAccount {
  account: IndexedAccount;
  /** True when the figures were fetched from a source by this call. */
  fetched: boolean;
  /** Set when the sources failed and the index's older figures are answered instead. */
  staleBecause?: TSourceErrorCode;
}

export interface ResolveOptions {
  /** Index rows fetched from a source more recently than this are used as they are (hours). */
  maxAgeHours: number;
  /** Clients to use (tests); default: every source that is not off. */
  clients?: Map<TSourceId, SourceClient>;
  /** How the link named the account (YouTube reads the forms differently); default "name". */
  form?: AccountForm;
  /** Who the paid calls of this lookup are for (source_spend). */
  attribution?: TSpendAttribution;
  /**
   * Called before a vendor (HypeAuditor, Modash) is asked, that is before a report is bought: the
   * caller's plan and allowance checks. What it throws ends the lookup.
   */
  beforeVendor?(source: TSourceId): Promise<void>;
}

/** Forms only the platform's own API can turn into an account: the vendors know no videos or custom URLs. */
const PINPOINTED: ReadonlySet<AccountForm> = new Set(["video", "custom_url"]);

/** The source a row was fetched from; null for the rows no source can refresh (the demo generator's and file imports'). */
function sourceIdOf(account: IndexedAccount): TSourceId | null {
  return SOURCE_IDS.find((id) => id === account.source) ?? null;
}

/** The index's account a handle or a channel id names: by the platform's id, then by the handle it has or had. */
async function findInIndex(ctx: AppContext, platform: TPlatform, handle: string): Promise<IndexedAccount | null> {
  if (platform === "youtube" && YOUTUBE_CHANNEL_ID.test(handle)) {
    const byId = (await findByAccountId(ctx.db, "youtube", handle)) ?? (await findBySourceRef(ctx.db, "youtube", handle));
    if (byId) return byId;
  }
  return findIndexedAccount(ctx.db, platform, handle);
}

/**
 * What to ask a source for an account the index holds: a YouTube channel by its id at YouTube (a
 * rename cannot lose it), else the handle the account has now where the user named a former one —
 * unless its source no longer finds that one.
 */
function askFor(known: IndexedAccount | null, source: TSourceId, handle: string, form: AccountForm): { handle: string; form: AccountForm } {
  if (!known) return { handle, form };
  // Only an id YouTube itself gave: a vendor's is meant to be the same, but is not ours to vouch for.
  const channelId = known.source === "youtube" ? (known.accountId ?? known.sourceRef) : null;
  if (source === "youtube" && channelId && YOUTUBE_CHANNEL_ID.test(channelId)) return { handle: channelId, form: "channel_id" };
  const renamed = form !== "channel_id" && known.username.toLowerCase() !== handle.toLowerCase() && known.lostAt === null;
  return renamed ? { handle: known.username, form: "name" } : { handle, form };
}

/** The kind of failure to report when every source failed: a definite "not found" wins. */
function worstOf(errors: SourceError[]): SourceError {
  return (
    errors.find((error) => error.kind === "not_found") ??
    errors[0] ??
    new SourceError("unsupported", null, "no source covers this platform")
  );
}

/** A vendor's report bought and being generated: answered "being prepared" with the wait, never bought again elsewhere. */
const pendingError = (source: TSourceId, retryAfterSeconds: number) =>
  SourceError.unavailable(source, "the report is being generated", {
    retryable: true,
    retryAfterMs: retryAfterSeconds * 1000,
    reportPending: true,
  });

/** How a handle is remembered (not-found answers, pending reports): ids are case-sensitive at YouTube, names are not. */
const keyOf = (form: AccountForm, name: string) => (form === "video" || form === "channel_id" ? name : name.toLowerCase());

const inFlight = new Map<string, Promise<ResolvedAccount>>();

/**
 * An account of a platform, named as the user named it (a handle, or a YouTube channel id):
 * - in the index and fresh (fetched from its source within `maxAgeHours`, a vendor's row within
 *   SOURCE_VENDOR_REFRESH_DAYS, or a seed / import row, which no source refreshes) → the index's
 *   row, nothing fetched;
 * - the platform said "not found" within a day → not found, nothing asked;
 * - a vendor report of it is being generated → "being prepared" (polled for free when due);
 * - otherwise looked up at its sources in LOOKUP_ORDER: a platform's definite "not found" ends the
 *   lookup (no vendor is paid to disagree), a vendor's report still being generated ends it too
 *   (polled by the job sources-report-poll), other failures try the next source; what is found is written into
 *   the index with its provenance;
 * - when every source fails: the index's older row if there is one (marked stale), else the failure.
 * Simultaneous resolutions of one account in this process share one lookup (and its attribution).
 */
export function resolveAccount(ctx: AppContext, platform: TPlatform, handle: string, options: ResolveOptions): Promise<ResolvedAccount> {
  const form = options.form ?? "name";
  const name = handle.replace(/^@/, "");
  const key = `${platform}:${form}:${keyOf(form, name)}`;
  const running = inFlight.get(key);
  if (running) return running;
  const run = () => resolve(ctx, platform, name, options);
  const work = (options.attribution ? withAttribution(options.attribution, run) : run()).finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

async function resolve(ctx: AppContext, platform: TPlatform, given: string, options: ResolveOptions): Promise<ResolvedAccount> {
  const clients = options.clients ?? sourceClients(ctx);
  let handle = given;
  let form = options.form ?? "name";
  const notFoundBy = await cachedNotFound(ctx.db, platform, `${form}:${keyOf(form, handle)}`);
  if (notFoundBy) throw SourceError.notFound(notFoundBy, "not found at the platform within the last day");
  if (PINPOINTED.has(form)) {
    // A custom URL usually is its owner's handle: a fresh row of that name answers without a search.
    if (form === "custom_url") {
      const named = await findIndexedAccount(ctx.db, platform, handle);
      if (named && isFresh(ctx, named, options.maxAgeHours)) return { account: named, fetched: false };
    }
    try {
      handle = await pinpoint(clients, platform, handle, form);
    } catch (error) {
      if (error instanceof SourceError && error.kind === "not_found" && error.source && PLATFORM_SOURCES.has(error.source))
        await rememberNotFound(ctx.db, platform, `${form}:${keyOf(form, given)}`, error.source);
      throw error;
    }
    form = "channel_id";
  }
  const key = keyOf(form, handle);
  const known = await findInIndex(ctx, platform, handle);
  if (known && isFresh(ctx, known, options.maxAgeHours)) return { account: known, fetched: false };

  const pending = await pendingReport(ctx.db, platform, key);
  if (pending) {
    const outcome = pending.due ? await pollPendingReport(ctx, { platform, handle: key }, clients) : "pending";
    if (outcome === "stored") {
      const account = await findInIndex(ctx, platform, handle);
      if (account) return { account, fetched: true };
    }
    if (outcome !== "gone") {
      const wait = (await pendingReport(ctx.db, platform, key))?.retryAfterSeconds ?? pending.retryAfterSeconds;
      if (known) return { account: known, fetched: false, staleBecause: "unavailable" };
      throw pendingError(pending.source, wait);
    }
  }

  // A vendor's own stale row is refreshed at the platform first when it has one (cheap), then at the vendors.
  const knownSource = known ? sourceIdOf(known) : null;
  const first = knownSource && !VENDOR_SOURCES.has(knownSource) ? [knownSource] : [];
  const errors: SourceError[] = [];
  for (const id of new Set([...first, ...LOOKUP_ORDER[platform]])) {
    const client = clients.get(id);
    if (!client?.platforms.includes(platform)) continue;
    if (VENDOR_SOURCES.has(id)) await options.beforeVendor?.(id);
    try {
      const found = await client.lookup({ platform, ...askFor(known, id, handle, form) });
      const account = await store(ctx, found, id);
      return { account, fetched: true };
    } catch (error) {
      if (!(error instanceof SourceError)) throw error;
      ctx.logger.info({ source: id, platform, handle, kind: error.kind, message: error.message }, "source lookup failed");
      errors.push(error);
      if (error.kind === "not_found" && PLATFORM_SOURCES.has(id)) {
        // The platform itself says the account does not exist (or, on Instagram, is not a professional
        // account, which no creator tool can use): no vendor is paid to say otherwise, for a day.
        await rememberNotFound(ctx.db, platform, `${options.form ?? "name"}:${keyOf(options.form ?? "name", given)}`, id);
        break;
      }
      if (error.options.reportPending) {
        const seconds = await markPending(ctx.db, id, platform, key, error.options.retryAfterMs ?? 5_000);
        if (known) return { account: known, fetched: false, staleBecause: "unavailable" };
        throw pendingError(id, seconds);
      }
    }
  }
  const failure = worstOf(errors);
  if (known) return { account: known, fetched: false, staleBecause: failure.kind };
  throw failure;
}

/** Fresh enough to answer without asking: platform rows for `maxAgeHours`, vendor reports for a month, seed and import rows always. */
function isFresh(ctx: AppContext, account: IndexedAccount, maxAgeHours: number): boolean {
  const source = sourceIdOf(account);
  if (!source) return true;
  const hours = VENDOR_SOURCES.has(source) ? Math.max(maxAgeHours, ctx.config.SOURCE_VENDOR_REFRESH_DAYS * 24) : maxAgeHours;
  return account.fetchedAt.getTime() >= Date.now() - hours * 3_600_000;
}

/** The platform's own client turns a video or custom URL into the channel's id (the vendors cannot). */
async function pinpoint(clients: Map<TSourceId, SourceClient>, platform: TPlatform, handle: string, form: AccountForm): Promise<string> {
  const client = [...clients.values()].find((candidate) => candidate.pinpoint && candidate.platforms.includes(platform));
  if (!client?.pinpoint) throw new SourceError("unsupported", null, `no connected source resolves ${form} links of ${platform}`);
  return client.pinpoint({ platform, handle, form });
}
