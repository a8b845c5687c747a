import type { TPlatform } from "@radar/contract/constants";
import type { TProvenanceField, TSourceId, TVendorImportFilters } from "@radar/contract/sources";
import type { InfluencerRecord, SearchQuery, VendorHistoryPoint } from "../discovery/public.ts";
import type { Translation } from "./market/vendor-translation.ts";
import type { SourceMeter } from "./source-meter.ts";
import type { TokenWatch } from "./token-health.ts";

/**
 * One account as a data source describes it, already in the index's own shape (`record.source` is
 * the source's id), with what the index keeps about its provenance.
 */
export interface SourceAccount {
  record: InfluencerRecord;
  /** The source's own id of the account: YouTube channel id, Instagram / X user id, vendor user id. */
  sourceRef: string | null;
  /**
   * The platform's own id of the account where `sourceRef` is not it (Business Discovery's `ig_id`,
   * Instagram's user id, beside Graph's node id); left out, `sourceRef` is read as it where it has its form.
   */
  accountId?: string | null;
  /** Figures we computed from a sample or the source rounds (shown labelled as estimates). */
  estimated: TProvenanceField[];
  /** Figures the source does not give (the row holds a neutral placeholder; shown as "—"). */
  missing: TProvenanceField[];
  /** The vendor's own history of the account, where its answer has one (vendor-history.ts). */
  history?: VendorHistoryPoint[];
}

/**
 * How a link names an account, where a platform's API reads the forms differently (YouTube):
 * - name: a bare username or handle (the platform decides; YouTube tries a handle, then a legacy username)
 * - handle: a YouTube @handle (channels.list forHandle)
 * - legacy_username: a YouTube /user/ name (forUsername)
 * - custom_url: a YouTube /c/ or youtube.com/<name> custom URL, which no selector resolves (search.list)
 * - channel_id: a YouTube channel id (`UC…`)
 * - video: a YouTube video id (watch, shorts, youtu.be): its channel is the account
 */
export type AccountForm = "name" | "handle" | "legacy_username" | "custom_url" | "channel_id" | "video";

/** An account as the user named it: a username or handle without '@', or the source's own id (YouTube `UC…`). */
export interface AccountQuery {
  platform: TPlatform;
  handle: string;
  /** Default "name". */
  form?: AccountForm;
  /** Ask again for a vendor report already bought and being generated (no new credit, no waiting). */
  poll?: boolean;
}

export interface VendorSearchQuery {
  platform: TPlatform;
  filters: TVendorImportFilters;
  /** 1-based. */
  page: number;
}

/** A search of ours, for a source that searches the market: one page (1-based) of the source's own pages. */
export interface MarketSearchRequest {
  query: SearchQuery;
  page: number;
  /** Unix seconds, for filters relative to today. */
  now: number;
}

export interface MarketPage {
  accounts: SourceAccount[];
  /** The source's own count of its matches (rows), or null when it gives none. */
  total: number | null;
  /** The last page the source will answer for this search (its page cap, or its total's last page). */
  lastPage: number;
  /** Filters the source applied roughly or not at all: the rows still have to be held to them. */
  translation: Translation;
}

export interface VendorSearchPage {
  accounts: SourceAccount[];
  /** As far as the vendor says; null when it does not. */
  totalPages: number | null;
}

/**
 * A data source client. Every method speaks HTTP to the source's base URL (the real service, or
 * its built-in sandbox) and throws `SourceError` for anything but a usable answer.
 */
export interface SourceClient {
  readonly id: TSourceId;
  /** The platforms whose accounts it can look up. */
  readonly platforms: readonly TPlatform[];
  lookup(query: AccountQuery): Promise<SourceAccount>;
  /** Vendors only: one page of a discovery search. */
  search?(query: VendorSearchQuery): Promise<VendorSearchPage>;
  /** Vendors (and YouTube's channel search): one page of a discovery search in our own filters, translated (market/). */
  marketSearch?(request: MarketSearchRequest): Promise<MarketPage>;
  /**
   * Several accounts in as few calls as the source allows (X: 100 usernames a call; YouTube: 50
   * channel ids a call). Answers what it found, keyed by the handle as given (lower-cased);
   * accounts it did not find are left out. A failure of the source as a whole throws.
   */
  lookupMany?(platform: TPlatform, handles: readonly string[]): Promise<Map<string, SourceAccount>>;
  /**
   * A reference that is not the account's own name (a YouTube video, a custom URL) turned into the
   * account's id at the platform (a channel id), so the index and the other sources can be asked.
   */
  pinpoint?(query: AccountQuery): Promise<string>;
  /** One cheap call that proves the base URL and the credentials work; answers a short description. */
  testConnection(): Promise<string>;
}

/** What every client is built with besides its settings. Tests pass a fast `sleep` and `backoffMs`. */
export interface ClientDeps {
  meter: SourceMeter;
  /** Where a client whose token can expire or be revoked reports what the source said of it. */
  tokenWatch?: TokenWatch;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  backoffMs?: number;
  /** How long a vendor lookup waits in the request for a report being generated (default: the settings' reportWaitMs). */
  reportWaitMs?: number;
}
