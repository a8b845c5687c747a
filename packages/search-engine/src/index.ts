/**
 * The search engine's one entry (README.md): an in-process copy of the influencer index that counts a
 * search's matches exactly and lists small match sets in order. It knows no HTTP, no table and no app
 * configuration: the app hands it a RowSource (one consistent read of its database), a CountRequest
 * per search, and plain options.
 */

// The condition vocabulary a search's filters are stated in.
export type { ConditionSpec, CountSpec, IntColumnName } from "./condition-spec.ts";
// The counter: create, load and catch up, count and list, stats, close.
export {
  type ContentStamp,
  type CountRequest,
  DEFAULT_KEEP_MATCHES_UP_TO,
  DEFAULT_PARALLEL_FROM_ROWS,
  MemoryCounter,
  type MemoryCounterOptions,
  type MemoryCounterStats,
} from "./memory-counter.ts";
export { type AgeColumn, type FacetDictionary, VALUE_SLOTS } from "./platform-block.ts";
// How the counter reads the index: the rows a source writes, and the state they belong to.
export { type IndexStamp, ROW_FIELDS, type RowField, type RowRead, type RowSource } from "./snapshot-loader.ts";
export type { SortColumn } from "./sorted-ids.ts";
// Where text splits into words: the app's search tokens and SQL split alike.
export { SEPARATOR } from "./words.ts";
