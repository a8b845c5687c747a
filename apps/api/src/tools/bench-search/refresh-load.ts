import { fork } from "node:child_process";
import { once } from "node:events";
import type { InfluencerRecord } from "../../features/discovery/public.ts";

export interface RefreshLoadRequest {
  connectionString: string;
  /** The seeded index: rows 0 … influencers-1 of (seed, asOf) exist in it. */
  influencers: number;
  seed: number;
  asOf: number;
  rowsPerSecond: number;
  /** How often pending changes are published (the discovery-index-publish job's interval). */
  publishSeconds: number;
}

export interface RefreshLoadReport {
  upserts: number;
  publishes: number;
  seconds: number;
}

/**
 * A refreshed account as the refresh job writes it: the seeded row again (same platform and
 * username, so the same id: an update, not an insert), with its followers and engagement moved by
 * up to ±3 %, and a data source's provenance.
 */
export function refreshedRecord(record: InfluencerRecord, random: () => number): InfluencerRecord {
  const drift = 1 + (random() - 0.5) * 0.06;
  return {
    ...record,
    followers: Math.max(0, Math.round(record.followers * drift)),
    erBp: Math.max(0, Math.round(record.erBp * (2 - drift))),
    source: "hypeauditor",
    provenance: { sourceRef: null, viaSandbox: true, fetchedAt: new Date(), estimated: [], missing: [] },
  };
}

/**
 * Runs the refresh load in a process of its own (it must not share the measured server's event
 * loop or CPU accounting) until `stop()` is called; answers what it wrote.
 */
export function startRefreshLoad(request: RefreshLoadRequest): { stop(): Promise<RefreshLoadReport> } {
  const child = fork(new URL("./refresh-load-worker.ts", import.meta.url), { execArgv: ["--import", "tsx"], stdio: "inherit" });
  child.send({ start: request });
  return {
    stop: async () => {
      child.send({ stop: true });
      const [report] = (await once(child, "message")) as [RefreshLoadReport];
      child.kill();
      return report;
    },
  };
}
