import type { TProfileTargeting } from "@radar/contract/profiles";
import { CATEGORY_IDS } from "@radar/contract/search";
import { TARGETING_FACTORS } from "./search-constants";
import { type SearchFilters, setGender, setPlatform } from "./search-filters";

const knownCategory = (id: number) => (CATEGORY_IDS as readonly number[]).includes(id);

/** SPEC §3: the follower range is 80 % and 120 % of the profile's followers, rounded down. */
export function followerRangeFor(followers: number): { from: number; to: number } {
  return { from: Math.floor(followers * TARGETING_FACTORS.min), to: Math.floor(followers * TARGETING_FACTORS.max) };
}

/**
 * The engagement range with the same factors. Engagement arrives as a fraction (0.0412) and the
 * filter is in percent in steps of 0.1: the lower bound rounds down and the upper one up, so the
 * profile's own rate always lies inside.
 */
export function engagementRangeFor(fraction: number): { min: number; max: number } {
  const percent = fraction * 100;
  const min = Math.floor(Math.round(percent * TARGETING_FACTORS.min * 1e6) / 1e5) / 10;
  const max = Math.ceil(Math.round(percent * TARGETING_FACTORS.max * 1e6) / 1e5) / 10;
  return { min: Math.max(0, min), max: Math.min(100, max) };
}

/**
 * The profile-pre-filled search (SPEC §4, §3): the profile's platform, category, audience gender
 * and age groups, and follower and engagement ranges around its own figures. A category the index
 * does not know (1 'General', given to profiles added from search results) is left out.
 */
export function filtersFromTargeting(base: SearchFilters, targeting: TProfileTargeting): SearchFilters {
  let filters = setPlatform(base, targeting.platform);
  filters = {
    ...filters,
    category: { ...filters.category, include: knownCategory(targeting.category_id) ? [targeting.category_id] : [] },
  };
  if (targeting.platform !== "twitter") {
    const gender = targeting.targeted_gender;
    filters = setGender(filters, gender === "male" || gender === "female" ? gender : "any");
    const groups = [...targeting.age_groups];
    filters = { ...filters, audience_age: { ...filters.audience_age, groups } };
  }
  if (targeting.followers > 0) {
    filters = { ...filters, followerFilter: true, size_preset: null, subscribers_count: followerRangeFor(targeting.followers) };
  }
  if (targeting.engagement > 0) filters = { ...filters, engagementRate: engagementRangeFor(targeting.engagement) };
  return filters;
}
