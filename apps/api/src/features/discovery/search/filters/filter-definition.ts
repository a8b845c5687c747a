import type { TPlatform } from "@radar/contract/constants";
import type { TSearchRequest, TSearchRequestParsed } from "@radar/contract/search";
import type { InfluencerRecord } from "../../index/influencer-record.ts";
import type { PlatformStats } from "../index-state.ts";
import type { CountTarget } from "../memory-count/count-plan.ts";
import type { SearchFilter } from "../search-where.ts";

/** What a filter's SQL condition is written into: the WHERE being built, and what it may drop bounds by. */
export interface SqlTarget {
  filter: SearchFilter;
  platform: TPlatform;
  stats: PlatformStats | undefined;
}

/**
 * The column of `influencers` (the distributed table on Citus) a filter's condition reads. Every
 * condition reads only its own row, so on Citus it runs inside each shard's fragment; the Citus check
 * holds each filter to the columns it declares here.
 */
export type IndexColumn =
  | "followers"
  | "er_bp"
  | "aqs"
  | "quality_estimate"
  | "follower_growth_30d_bp"
  | "follower_growth_90d_bp"
  | "views_avg"
  | "last_media_at"
  | "search_text"
  | "search_tokens"
  | "facets"
  | "categories"
  | "account_type"
  | "has_contacts"
  | "aud_male_bp"
  | "aud_female_bp"
  | `aud_${string}_bp`;

/**
 * One search filter, defined once. Every way the product answers a search is driven from here:
 * - `read`: the contract's fields (already validated by zod) → the filter's value in index units;
 * - `sql`: its conditions in PostgreSQL (search-where.ts builds the WHERE from every entry);
 * - `count`: its conditions for the in-process counter (count-plan.ts), false when no row can match;
 * - `holds`: the same test on one record, the reference the property tests compare both against and
 *   what a source's answer is checked with where the source could not apply the filter itself;
 * - `columns` and `example`: the Citus check builds a search from `example` and holds its statements
 *   to `columns`; `doc`: the text of its fields in the OpenAPI document.
 */
export interface FilterDefinition<K extends string, V> {
  key: K;
  /** The top-level fields of the search body (packages/contract/src/search.ts) this filter reads. */
  fields: readonly (keyof TSearchRequestParsed)[];
  doc: string;
  columns: readonly IndexColumn[];
  /** A body fragment that sets this filter (with `social_network` of `examplePlatform`, default instagram). */
  example: TSearchRequest;
  read(body: TSearchRequestParsed): V;
  /** The value filters something (an empty list or open range does not). */
  active(value: V): boolean;
  sql(value: V, target: SqlTarget): void;
  count(value: V, target: CountTarget): boolean;
  holds(record: InfluencerRecord, value: V): boolean;
}

/** A definition with its methods taking the whole query, so the registry can be walked as one list. */
export interface SearchFilterEntry<K extends string, V> extends FilterDefinition<K, V> {
  isActiveIn(values: Record<K, V>): boolean;
  sqlOf(values: Record<K, V>, target: SqlTarget): void;
  countOf(values: Record<K, V>, target: CountTarget): boolean;
  holdsFor(record: InfluencerRecord, values: Record<K, V>): boolean;
}

export function defineFilter<const K extends string, V>(definition: FilterDefinition<K, V>): SearchFilterEntry<K, V> {
  const { key } = definition;
  return {
    ...definition,
    isActiveIn: (values) => definition.active(values[key]),
    sqlOf: (values, target) => {
      if (definition.active(values[key])) definition.sql(values[key], target);
    },
    countOf: (values, target) => !definition.active(values[key]) || definition.count(values[key], target),
    holdsFor: (record, values) => !definition.active(values[key]) || definition.holds(record, values[key]),
  };
}
