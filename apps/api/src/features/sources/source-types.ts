import type { TPlatform } from "@radar/contract/constants";
import type { TProvenanceField, TSourceId, TVendorImportFilters } from "@radar/contract/sources";
import type { InfluencerRecord } from "../discovery/public.ts";
import type { SourceMeter } from "./source-meter.ts";

/**
 * One account as a data source describes it, already in the index's own shape (`record.source` is
 * the source's id), with what the index keeps about its provenance.
 */
export interface SourceAccount {
  record: InfluencerRecord;
  /** The source's own id of the account: YouTube channel id, Instagram / X user id, vendor user id. */
  sourceRef: string | null;
  /** Figures we computed from a sample or the source rounds (shown labelled as estimates). */
  estimated: TProvenanceField[];
  /** Figures the source does not give (the row holds a neutral placeholder; shown as "—"). */
  missing: TProvenanceField[];
}

/** An account as the user named it: a username or handle without '@', or the source's own id (YouTube `UC…`). */
export interface AccountQuery {
  platform: TPlatform;
  handle: string;
}

export interface VendorSearchQuery {
  platform: TPlatform;
  filters: TVendorImportFilters;
  /** 1-based. */
  page: number;
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
  /** One cheap call that proves the base URL and the credentials work; answers a short description. */
  testConnection(): Promise<string>;
}

/** What every client is built with besides its settings. Tests pass a fast `sleep` and `backoffMs`. */
export interface ClientDeps {
  meter: SourceMeter;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  backoffMs?: number;
}
