import { constants, type PerformanceEntry, PerformanceObserver } from "node:perf_hooks";

export interface GcSummary {
  major: number;
  majorMaxMs: number;
  majorTotalMs: number;
  minor: number;
  minorTotalMs: number;
}

/**
 * Watches the garbage collector of this process (the benchmark's server) until `stop`: a search that
 * waits for a major collection of a heap beside gigabytes of counter columns shows up as a slow
 * search of any class, so the report says how many there were and how long the longest took.
 */
export function watchGc(): { stop: () => GcSummary } {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => {
    entries.push(...list.getEntries());
  });
  observer.observe({ entryTypes: ["gc"] });
  return {
    stop() {
      entries.push(...observer.takeRecords());
      observer.disconnect();
      // A gc entry carries its kind in `detail` (Node ≥ 16), which the PerformanceEntry type leaves out.
      const kindOf = (entry: PerformanceEntry) => (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      const major = entries.filter((entry) => kindOf(entry) === constants.NODE_PERFORMANCE_GC_MAJOR);
      const minor = entries.filter((entry) => kindOf(entry) !== constants.NODE_PERFORMANCE_GC_MAJOR);
      const total = (list: PerformanceEntry[]) => list.reduce((sum, entry) => sum + entry.duration, 0);
      return {
        major: major.length,
        majorMaxMs: Math.max(0, ...major.map((entry) => entry.duration)),
        majorTotalMs: total(major),
        minor: minor.length,
        minorTotalMs: total(minor),
      };
    },
  };
}

export const formatGc = (title: string, gc: GcSummary) =>
  `  ${title}: ${gc.major} major collection(s) (longest ${gc.majorMaxMs.toFixed(1)} ms, ${gc.majorTotalMs.toFixed(1)} ms in all), ` +
  `${gc.minor} other(s) (${gc.minorTotalMs.toFixed(1)} ms in all)`;
