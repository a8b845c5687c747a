import { SEARCH_PAGE_SIZE, type TSearchRequest, type TSortField, VIEWS_AVG_DEFAULT_TO } from "@radar/contract/search";
import { dropEmpty } from "./drop-empty";
import { DEFAULT_FOLLOWERS_FROM, DEFAULT_FOLLOWERS_TO, ENGAGEMENT_RANGE, QUALITY_SCORE_MAX } from "./search-constants";
import type { SearchFilters } from "./search-filters";

export type SearchMode = "basic" | "deep";
export type SearchSort = { field: TSortField; order: "asc" | "desc" };
export const DEFAULT_SORT: SearchSort = { field: "followers", order: "desc" };

export type SearchBodyOptions = { mode: SearchMode; page: number; sort: SearchSort; profileId?: number | null };
/** Something the user should hear about that did not stop the search (an unreadable date). */
export type SearchBodyWarning = "invalidDate";

/**
 * The follower bounds of the request. A range the user set is sent as set — no 'to' means no upper
 * bound (the slider at its maximum, an empty 'to'). Without a follower filter (the deep panel's
 * switch off, or the basic slider untouched) the SPEC §9 defaults apply: from 1,000 to 5,000,000 (deep) or 10,000,000 (basic).
 */
export function followerBounds(filters: SearchFilters, mode: SearchMode): { from: number; to?: number } {
  const range = mode === "deep" && !filters.followerFilter ? null : filters.subscribers_count;
  if (!range) return { from: DEFAULT_FOLLOWERS_FROM, to: DEFAULT_FOLLOWERS_TO[mode] };
  return range.to === null ? { from: range.from ?? 0 } : { from: range.from ?? 0, to: range.to };
}

/** The full 0–100 % engagement range filters nothing, so it is not sent. */
function engagementBounds(filters: SearchFilters) {
  const { min, max } = filters.engagementRate;
  if (min <= ENGAGEMENT_RANGE.min && max >= ENGAGEMENT_RANGE.max) return undefined;
  return { from: min, to: max };
}

/** SPEC §5: the recent-post date travels as Unix seconds; an unreadable date is a warning and no filter. */
export function recentPostSeconds(date: string): number | null | undefined {
  if (date.trim() === "") return undefined;
  const parsed = new Date(`${date.trim()}T00:00:00`);
  const seconds = Math.floor(parsed.getTime() / 1000);
  return Number.isFinite(seconds) && /^\d{4}-\d{2}-\d{2}$/.test(date.trim()) ? seconds : null;
}

/** SPEC §7: the screen holds the contract's groups already; 'any' is no age filter at all. */
export function ageGroupsForRequest(groups: readonly string[]): string[] {
  return groups.filter((group) => group !== "any");
}

/**
 * The POST /api/search/ body of SPEC §7 from the screen's filters. Basic mode sends the category,
 * account and audience locations, follower and engagement bounds and the quality score; deep mode
 * adds the audience, performance, content, advanced and influencer filters. Twitter never sends an
 * audience filter (it has no audience data).
 */
export function buildSearchBody(
  filters: SearchFilters,
  { mode, page, sort, profileId }: SearchBodyOptions,
): { body: TSearchRequest; warnings: SearchBodyWarning[] } {
  const warnings: SearchBodyWarning[] = [];
  const deep = mode === "deep";
  const audience = filters.social_network !== "twitter";
  const countries = filters.audience_location.filter((place) => place.type === "country");
  const cities = filters.audience_location.filter((place) => place.type === "city");

  const body: TSearchRequest = {
    social_network: filters.social_network,
    page,
    limit: SEARCH_PAGE_SIZE,
    sort,
    social_profile_id: profileId ?? undefined,
    category: { include: filters.category.include, exclude: deep ? filters.category.exclude : undefined },
    account_geo: {
      country: filters.account_location.filter((place) => place.type === "country").map((place) => place.countryCode),
      city: filters.account_location.filter((place) => place.type === "city").map((place) => Number(place.id)),
    },
    audience_geo: audience
      ? {
          countries: countries.map((place) => ({ id: place.countryCode, prc: place.prc })),
          cities: cities.map((place) => ({ id: Number(place.id), prc: place.prc })),
        }
      : undefined,
    subscribers_count: followerBounds(filters, mode),
    er: engagementBounds(filters),
    aqs: audience && filters.audienceQualityScore > 0 ? { from: filters.audienceQualityScore, to: QUALITY_SCORE_MAX } : undefined,
  };
  if (!deep) return { body: dropEmpty(body), warnings };

  const groups = ageGroupsForRequest(filters.audience_age.groups);
  if (audience && groups.length > 0) body.audience_age = { groups, prc: filters.audience_age.prc };
  if (audience && filters.audience_gender)
    body.audience_gender = { gender: filters.audience_gender, prc: filters.audienceGenderPercentage };
  if (filters.averageViews.filter) {
    body.views_avg = { from: filters.averageViews.min ?? undefined, to: filters.averageViews.max ?? VIEWS_AVG_DEFAULT_TO };
  }
  const growth = filters.followerGrowth;
  if (growth.filter && (growth.min !== null || growth.max !== null)) {
    body.follower_growth = { period: growth.period, from: growth.min ?? undefined, to: growth.max ?? undefined };
  }
  body.interests = filters.interests;
  if (filters.filterByDate) {
    const seconds = recentPostSeconds(filters.recentPost);
    if (seconds === null) warnings.push("invalidDate");
    else if (seconds !== undefined) body.last_media_time = { from: seconds };
  }
  if (filters.verified) body.verified_only = true;
  if (filters.account_has_contacts) body.account_has_contacts = true;
  if (filters.account_type) body.account_type = filters.account_type;
  if (filters.account_gender) body.account_gender = filters.account_gender;
  if (filters.licensed_in) body.licensed_in = filters.licensed_in;
  if (filters.account_languages.length > 0) body.account_languages = filters.account_languages;
  if (audience && filters.findInfluencersSimilar) body.similar = filters.similarTo.trim().replace(/^@/, "");
  return { body: dropEmpty(body), warnings };
}
