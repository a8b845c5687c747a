/**
 * What the seed, the demo index, the import CLI and the benchmarks use of discovery: writing a whole
 * index at once, keeping its indexes, and what the benchmarks measure. Features use public.ts; no
 * feature imports this file (`npm run lint`, scripts/feature-boundaries.mjs).
 */

// Bulk writes: JSON-lines imports and upserts, COPY rows as the seed's generator threads encode them.
export { type ImportReport, importJsonLines, upsertInfluencers } from "./importer/import-records.ts";
export { encodeRecord, influencerCopyTuple, newEncodedRows, profileCopyLine } from "./index/copy-lines.ts";
// Publishing changes of single accounts at once (normally the discovery-index-publish job's work).
export { publishIndexChanges } from "./index/index-changes.ts";
// The index's secondary indexes dropped for a load and rebuilt after it, its statistics, VACUUM.
export {
  dropIndexes,
  type IndexDefinition,
  rebuildIndexes,
  rebuiltAfterLoad,
  refreshIndexStats,
  secondaryIndexes,
  vacuumAnalyze,
} from "./index/index-maintenance.ts";
export { CopySink, InsertSink, type RowSink } from "./index/row-sinks.ts";
// Measured by the benchmarks: plans of a search, the in-process counter against PostgreSQL's count.
export type { IndexState } from "./search/index-state.ts";
export { SearchCounter } from "./search/memory-count/search-counter.ts";
export { sqlCount } from "./search/memory-count/sql-count.ts";
export { explainSearch, type PlanNode, type SearchPlans } from "./search/search-explain.ts";
