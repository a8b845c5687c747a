import type { TSearchRequestParsed } from "@radar/contract/search";
import type { InfluencerRecord } from "../../index/influencer-record.ts";
import type { CountTarget } from "../memory-count/count-plan.ts";
import {
  accountGenderFilter,
  accountLanguageFilter,
  accountPlaceFilter,
  accountTypeFilter,
  contactsFilter,
  licensedFilter,
  verifiedFilter,
} from "./account-filters.ts";
import { audienceAgeFilter, audienceGenderFilter, audiencePlaceFilter } from "./audience-filters.ts";
import { excludeCategoriesFilter, includeCategoriesFilter, interestsFilter, textFilter } from "./content-filters.ts";
import type { SqlTarget } from "./filter-definition.ts";
import { engagementFilter, followerGrowthFilter, followersFilter, lastPostFilter, qualityFilter, viewsFilter } from "./metric-filters.ts";

/**
 * Every filter of a search, in the order their conditions are written (ranges first: the per-platform
 * btrees lead with them). To add a filter: its field in the contract's search body, an entry here
 * (filter-definition.ts says what an entry states), its tests, and its control in the web app.
 */
export const SEARCH_FILTERS = [
  followersFilter,
  engagementFilter,
  qualityFilter,
  followerGrowthFilter,
  viewsFilter,
  lastPostFilter,
  textFilter,
  includeCategoriesFilter,
  excludeCategoriesFilter,
  interestsFilter,
  accountPlaceFilter,
  accountLanguageFilter,
  accountTypeFilter,
  verifiedFilter,
  contactsFilter,
  accountGenderFilter,
  licensedFilter,
  audiencePlaceFilter,
  audienceAgeFilter,
  audienceGenderFilter,
] as const;

type Entry = (typeof SEARCH_FILTERS)[number];
export type FilterKey = Entry["key"];

/** The value of every filter of a search, by key: what `read` made of the body. */
export type FilterValues = { [E in Entry as E["key"]]: ReturnType<E["read"]> };

export function readFilters(body: TSearchRequestParsed): FilterValues {
  const values: Record<string, unknown> = {};
  for (const entry of SEARCH_FILTERS) values[entry.key] = entry.read(body);
  return values as FilterValues;
}

/** The keys of the filters that filter something in `values`. */
export const activeFilters = (values: FilterValues): FilterKey[] =>
  SEARCH_FILTERS.filter((entry) => entry.isActiveIn(values)).map((entry) => entry.key);

export function writeSqlConditions(values: FilterValues, target: SqlTarget): void {
  for (const entry of SEARCH_FILTERS) entry.sqlOf(values, target);
}

/** False as soon as a filter knows no row can match. */
export const writeCountConditions = (values: FilterValues, target: CountTarget): boolean =>
  SEARCH_FILTERS.every((entry) => entry.countOf(values, target));

/** The reference test of every filter on one record. */
export const recordMatches = (record: InfluencerRecord, values: FilterValues): boolean =>
  SEARCH_FILTERS.every((entry) => entry.holdsFor(record, values));

/** The reference test of the filters `keys` only (a source applied the others itself). */
export const recordMatchesOn = (record: InfluencerRecord, values: FilterValues, keys: readonly FilterKey[]): boolean =>
  SEARCH_FILTERS.every((entry) => !keys.includes(entry.key) || entry.holdsFor(record, values));
