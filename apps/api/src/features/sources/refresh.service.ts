import type { TSourceId, TSpendAttribution } from "@radar/contract/sources";
import type { AppContext } from "../../core/context.ts";
import { accountIdOf, findIndexedAccountById } from "../discovery/public.ts";
import { type Candidate, heldCandidates, markProfilesLost, staleCandidates } from "./refresh-queries.ts";
import { sourceClients } from "./source-clients.ts";
import { SourceError } from "./source-errors.ts";
import { usageToday } from "./source-meter.ts";
import { YOUTUBE_CHANNEL_ID } from "./source-routing.ts";
import { sourceSettings } from "./source-settings.ts";
import type { SourceAccount, SourceClient } from "./source-types.ts";
import { PLATFORM_SOURCES, VENDOR_SOURCES } from "./spend/lookup-guards.ts";
import { withAttribution } from "./spend/spend-attribution.ts";
import { sourceRecord, store } from "./store-account.ts";
import { tokenHealth } from "./token-health.ts";

/** Quota a lookup costs at each source (YouTube: channels + uploads + videos; vendors: one report). */
export const LOOKUP_UNITS: Record<TSourceId, number> = { youtube: 3, instagram: 1, x: 1, hypeauditor: 1, modash: 1 };

/**
 * At most this many accounts per source per run (a run every 10 minutes). Sources that read many
 * accounts a call (X: 100, YouTube: 50 channels) take more: their cost per account is what the
 * daily budget caps.
 */
const MAX_PER_RUN: Record<TSourceId, number> = { youtube: 100, instagram: 50, x: 300, hypeauditor: 50, modash: 50 };

/**
 * The accounts a source should refresh next, within `limit`: first those users hold as profiles and
 * whose figures are older than `profileHours` (they are refreshed daily; a vendor's monthly), then
 * the source's stalest rows older than `staleDays` (platforms only). Seed and file rows have no
 * source to ask and are never picked, nor are accounts their source no longer found (lost: renamed
 * or gone), which a lookup or another source's answer brings back.
 */
export async function refreshCandidates(
  ctx: AppContext,
  source: TSourceId,
  limit: number,
  profileHours: number,
  staleDays: number,
): Promise<Candidate[]> {
  if (limit <= 0) return [];
  // A vendor's report is bought: only accounts users hold are bought again, monthly; rows a market
  // search or an admin's import brought in are never re-bought by a job.
  const vendor = VENDOR_SOURCES.has(source);
  if (vendor) profileHours = Math.max(profileHours, ctx.config.SOURCE_VENDOR_REFRESH_DAYS * 24);
  const held = await heldCandidates(ctx.db, source, limit, profileHours);
  if (held.length >= limit || vendor) return held;
  const stale = await staleCandidates(ctx.db, source, limit, staleDays);
  const seen = new Set(held.map((row) => row.id));
  return [...held, ...stale.filter((row) => !seen.has(row.id))].slice(0, limit);
}

/** YouTube is asked for its channel by id, which a rename does not change; the others by handle. */
const handleOf = (source: TSourceId, candidate: Candidate) => (source === "youtube" ? channelIdOf(candidate) : null) ?? candidate.username;

const channelIdOf = (candidate: Candidate) =>
  [candidate.account_id, candidate.source_ref].find((id): id is string => id !== null && YOUTUBE_CHANNEL_ID.test(id)) ?? null;

/**
 * Marks accounts their source no longer finds under their handle (renamed or gone): figures and
 * their date stay, and the refresh job stops asking for them.
 */
async function markLost(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await markProfilesLost(ctx.db, ids);
}

/**
 * Writes what the source answered for `candidate`; false when the handle now belongs to another
 * account (the platform gives it another id): the row is marked lost and the stranger is not
 * written in its place.
 */
async function storeRefreshed(ctx: AppContext, client: SourceClient, candidate: Candidate, found: SourceAccount): Promise<boolean> {
  const record = sourceRecord(ctx, found, client.id);
  const answered = accountIdOf(record);
  if (PLATFORM_SOURCES.has(client.id) && candidate.account_id && answered && answered !== candidate.account_id) {
    await markLost(ctx, [candidate.id]);
    return false;
  }
  await store(ctx, found, client.id);
  return true;
}

/** Looks one account up again at `client` and writes it; false when the source answered nothing usable. */
async function refreshOne(ctx: AppContext, client: SourceClient, candidate: Candidate): Promise<boolean> {
  const found = await client.lookup({
    platform: candidate.platform,
    handle: handleOf(client.id, candidate),
    form: client.id === "youtube" && channelIdOf(candidate) ? "channel_id" : undefined,
  });
  return storeRefreshed(ctx, client, candidate, found);
}

export interface RefreshReport {
  source: TSourceId;
  refreshed: number;
  failed: number;
  stoppedBecause?: string;
}

/**
 * One run of the refresh job: for each source that is not off, spend what its daily quota allows
 * (minus the share kept for lookups users start) on its candidates. A source that runs out of
 * quota, refuses our credentials or is down is left for the next run; an account it no longer finds
 * keeps its figures and their date, and is marked checked so it does not come back every run.
 */
export function refreshFromSources(ctx: AppContext, clients = sourceClients(ctx)): Promise<RefreshReport[]> {
  return withAttribution({ purpose: "refresh" }, () => refreshAll(ctx, clients));
}

async function refreshAll(ctx: AppContext, clients: Map<TSourceId, SourceClient>): Promise<RefreshReport[]> {
  const settings = sourceSettings(ctx.config);
  // Every run also brings the token's health up to date, so an expiry is mailed without anyone opening the admin tab.
  await tokenHealth(ctx, settings.instagram);
  const reports: RefreshReport[] = [];
  for (const client of clients.values()) {
    const setting = settings[client.id];
    const { remaining } = await usageToday(ctx.db, setting);
    const reserve = Math.ceil((setting.dailyQuota * ctx.config.SOURCE_REFRESH_RESERVE_PERCENT) / 100);
    const budget = Math.floor(Math.max(0, remaining - reserve) / LOOKUP_UNITS[client.id]);
    const candidates = await refreshCandidates(
      ctx,
      client.id,
      Math.min(MAX_PER_RUN[client.id], budget),
      ctx.config.SOURCE_REFRESH_PROFILE_HOURS,
      ctx.config.SOURCE_REFRESH_STALE_DAYS,
    );
    const report: RefreshReport = { source: client.id, refreshed: 0, failed: 0 };
    let singles = candidates;
    if (client.lookupMany) {
      try {
        singles = await refreshBatched(ctx, client, candidates, report);
      } catch (error) {
        if (!(error instanceof SourceError)) throw error;
        report.stoppedBecause = `${error.kind}: ${error.message}`;
        singles = [];
      }
    }
    for (const candidate of singles) {
      try {
        if (await refreshOne(ctx, client, candidate)) report.refreshed += 1;
        else report.failed += 1;
      } catch (error) {
        if (!(error instanceof SourceError)) throw error;
        report.failed += 1;
        if (error.kind === "not_found") {
          // Asked, not found (renamed or gone): its figures keep their date, and it is not asked again.
          await markLost(ctx, [candidate.id]);
          continue;
        }
        report.stoppedBecause = `${error.kind}: ${error.message}`;
        break;
      }
    }
    if (candidates.length > 0) ctx.logger.info(report, "refreshed index rows from their source");
    reports.push(report);
  }
  return reports;
}

/** What a batch lookup is keyed by: YouTube reads channels by id, X users by username. */
function batchKey(source: TSourceId, candidate: Candidate): string | null {
  return source === "youtube" ? channelIdOf(candidate) : candidate.username;
}

/**
 * The candidates a batching source can read together, read in as few calls as it allows; answers
 * those left for one-by-one lookups (YouTube rows without a channel id). An account the batch did
 * not return is no longer at the source (under that handle): marked lost, like a single not-found.
 */
async function refreshBatched(ctx: AppContext, client: SourceClient, candidates: Candidate[], report: RefreshReport): Promise<Candidate[]> {
  const lookupMany = client.lookupMany?.bind(client);
  if (!lookupMany) return candidates;
  const batched = candidates.filter((candidate) => batchKey(client.id, candidate) !== null);
  const singles = candidates.filter((candidate) => batchKey(client.id, candidate) === null);
  for (const platform of new Set(batched.map((candidate) => candidate.platform))) {
    const group = batched.filter((candidate) => candidate.platform === platform);
    const found = await lookupMany(
      platform,
      group.map((candidate) => batchKey(client.id, candidate) ?? ""),
    );
    // An answer keyed by a handle we did not ask for (a rename the service followed) still belongs to
    // the candidate holding its account id.
    const byAccountId = new Map<string, SourceAccount>();
    for (const account of found.values()) {
      const accountId = accountIdOf(sourceRecord(ctx, account, client.id));
      if (accountId) byAccountId.set(accountId, account);
    }
    for (const candidate of group) {
      const account =
        found.get((batchKey(client.id, candidate) ?? "").toLowerCase()) ??
        (candidate.account_id ? byAccountId.get(candidate.account_id) : undefined);
      if (account && (await storeRefreshed(ctx, client, candidate, account))) {
        report.refreshed += 1;
      } else {
        report.failed += 1;
        if (!account) await markLost(ctx, [candidate.id]);
      }
    }
  }
  return singles;
}

/**
 * Before a report is generated: an account fetched from a source more than `maxAgeHours` ago is
 * looked up again. A failure is logged and the report goes on with the older figures (it prints
 * their date). Seed and file rows are left as they are.
 */
export async function refreshIfStale(
  ctx: AppContext,
  influencerId: string,
  maxAgeHours: number,
  attribution: TSpendAttribution = { purpose: "report" },
): Promise<boolean> {
  const account = await findIndexedAccountById(ctx.db, influencerId);
  // A lost account is not asked again for every report: the report prints its figures' date.
  if (!account || account.source === "seed" || account.source === "import" || account.lostAt) return false;
  // A vendor's report is bought again monthly, not for every report generated from it.
  const hours = VENDOR_SOURCES.has(account.source) ? Math.max(maxAgeHours, ctx.config.SOURCE_VENDOR_REFRESH_DAYS * 24) : maxAgeHours;
  if (account.fetchedAt.getTime() >= Date.now() - hours * 3_600_000) return false;
  const client = sourceClients(ctx).get(account.source);
  if (!client) return false;
  try {
    const candidate = {
      id: account.influencerId,
      platform: account.platform,
      username: account.username,
      source_ref: account.sourceRef,
      account_id: account.accountId,
    };
    return await withAttribution(attribution, () => refreshOne(ctx, client, candidate));
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    ctx.logger.warn(
      { influencerId, source: account.source, kind: error.kind, message: error.message },
      "could not refresh an account before its report",
    );
    return false;
  }
}
