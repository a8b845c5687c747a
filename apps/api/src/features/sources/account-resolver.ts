import type { TPlatform } from "@radar/contract/constants";
import type { TSourceErrorCode, TSourceId } from "@radar/contract/sources";
import type { AppContext } from "../../core/context.ts";
import { findBySourceRef, findIndexedAccount, type IndexedAccount, upsertAccounts } from "../discovery/public.ts";
import { sourceClients } from "./source-clients.ts";
import { SourceError } from "./source-errors.ts";
import { LOOKUP_ORDER, YOUTUBE_CHANNEL_ID } from "./source-routing.ts";
import { sourceSettings } from "./source-settings.ts";
import type { AccountForm, SourceAccount, SourceClient } from "./source-types.ts";

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
}

/** Forms only the platform's own API can turn into an account: the vendors know no videos or custom URLs. */
const PINPOINTED: ReadonlySet<AccountForm> = new Set(["video", "custom_url"]);

/** Rows that no source can refresh: the demo generator's and file imports'. */
const isSourceRow = (account: IndexedAccount) => account.source !== "seed" && account.source !== "import";

async function findInIndex(ctx: AppContext, platform: TPlatform, handle: string): Promise<IndexedAccount | null> {
  if (platform === "youtube" && YOUTUBE_CHANNEL_ID.test(handle)) {
    const byRef = await findBySourceRef(ctx.db, "youtube", handle);
    if (byRef) return byRef;
  }
  return findIndexedAccount(ctx.db, platform, handle);
}

/** The kind of failure to report when every source failed: a definite "not found" wins. */
function worstOf(errors: SourceError[]): SourceError {
  return (
    errors.find((error) => error.kind === "not_found") ??
    errors[0] ??
    new SourceError("unsupported", null, "no source covers this platform")
  );
}

const inFlight = new Map<string, Promise<ResolvedAccount>>();

/**
 * An account of a platform, named as the user named it (a handle, or a YouTube channel id):
 * - in the index and fresh (fetched from its source within `maxAgeHours`, or a seed / import row,
 *   which no source refreshes) → the index's row, nothing fetched;
 * - otherwise looked up at its sources in LOOKUP_ORDER (the next source is tried when one fails),
 *   written into the index with its provenance, and answered;
 * - when every source fails: the index's older row if there is one (marked stale), else the
 *   failure (not found / quota exhausted / unauthorised / unavailable / unsupported).
 * Simultaneous resolutions of one account in this process share one lookup.
 */
export function resolveAccount(ctx: AppContext, platform: TPlatform, handle: string, options: ResolveOptions): Promise<ResolvedAccount> {
  const form = options.form ?? "name";
  // Video and channel ids are case-sensitive at YouTube.
  const name = handle.replace(/^@/, "");
  const key = `${platform}:${form}:${form === "video" || form === "channel_id" ? name : name.toLowerCase()}`;
  const running = inFlight.get(key);
  if (running) return running;
  const work = resolve(ctx, platform, name, options).finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

async function resolve(ctx: AppContext, platform: TPlatform, given: string, options: ResolveOptions): Promise<ResolvedAccount> {
  const clients = options.clients ?? sourceClients(ctx);
  let handle = given;
  let form = options.form ?? "name";
  if (PINPOINTED.has(form)) {
    // A custom URL usually is its owner's handle: a fresh row of that name answers without a search.
    if (form === "custom_url") {
      const named = await findIndexedAccount(ctx.db, platform, handle);
      if (named && (!isSourceRow(named) || named.fetchedAt.getTime() >= Date.now() - options.maxAgeHours * 3_600_000))
        return { account: named, fetched: false };
    }
    handle = await pinpoint(clients, platform, handle, form);
    form = "channel_id";
  }
  const known = await findInIndex(ctx, platform, handle);
  const freshAfter = Date.now() - options.maxAgeHours * 3_600_000;
  if (known && (!isSourceRow(known) || known.fetchedAt.getTime() >= freshAfter)) return { account: known, fetched: false };

  const order = known && isSourceRow(known) ? [known.source as TSourceId, ...LOOKUP_ORDER[platform]] : LOOKUP_ORDER[platform];
  const errors: SourceError[] = [];
  for (const id of new Set(order)) {
    const client = clients.get(id);
    if (!client?.platforms.includes(platform)) continue;
    try {
      const byRef = known?.source === id && known.sourceRef && id === "youtube";
      const found = await client.lookup({
        platform,
        handle: byRef && known.sourceRef ? known.sourceRef : handle,
        form: byRef ? "channel_id" : form,
      });
      const account = await store(ctx, found, id);
      return { account, fetched: true };
    } catch (error) {
      if (!(error instanceof SourceError)) throw error;
      ctx.logger.info({ source: id, platform, handle, kind: error.kind, message: error.message }, "source lookup failed");
      errors.push(error);
    }
  }
  const failure = worstOf(errors);
  if (known) return { account: known, fetched: false, staleBecause: failure.kind };
  throw failure;
}

/** The platform's own client turns a video or custom URL into the channel's id (the vendors cannot). */
async function pinpoint(clients: Map<TSourceId, SourceClient>, platform: TPlatform, handle: string, form: AccountForm): Promise<string> {
  const client = [...clients.values()].find((candidate) => candidate.pinpoint && candidate.platforms.includes(platform));
  if (!client?.pinpoint) throw new SourceError("unsupported", null, `no connected source resolves ${form} links of ${platform}`);
  return client.pinpoint({ platform, handle, form });
}

/** Writes a source's account into the index with its provenance and reads it back. */
export async function store(ctx: AppContext, found: SourceAccount, id: TSourceId): Promise<IndexedAccount> {
  const viaSandbox = sourceSettings(ctx.config)[id].mode === "sandbox";
  const record = {
    ...found.record,
    source: id,
    provenance: { sourceRef: found.sourceRef, viaSandbox, fetchedAt: new Date(), estimated: found.estimated, missing: found.missing },
  };
  await upsertAccounts(ctx.db, [record]);
  const stored = await findIndexedAccount(ctx.db, record.platform, record.username);
  if (!stored) throw new Error(`the account ${record.platform}:${record.username} was written but cannot be read back`);
  return stored;
}
