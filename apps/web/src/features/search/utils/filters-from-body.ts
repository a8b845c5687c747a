import { SIZE_PRESETS, type TNamedCity, type TSearchRequestParsed, ZSearchRequestSchema } from "@radar/contract/search";
import type { SearchMode } from "./build-search-body";
import {
  DEFAULT_FOLLOWERS_FROM,
  DEFAULT_FOLLOWERS_TO,
  ENGAGEMENT_RANGE,
  LOCATION_PERCENTAGE,
  MINIMUM_AUDIENCE_PERCENTAGE,
} from "./search-constants";
import { initialFilters, type Place, type SearchFilters } from "./search-filters";

/** A country's name in the screen's language from its ISO code (the saved body keeps only codes). */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

const isDefaultRange = (range: { from?: number | null; to?: number | null } | null | undefined, to: number) =>
  range?.from === DEFAULT_FOLLOWERS_FROM && range?.to === to;

/** Filters only the deep panel sends: a saved body with any of them re-opens in deep mode. */
function isDeep(body: TSearchRequestParsed): boolean {
  return (
    (body.category?.exclude?.length ?? 0) > 0 ||
    (body.audience_age?.groups?.length ?? 0) > 0 ||
    !!body.audience_gender?.gender ||
    !!body.views_avg ||
    body.follower_growth?.from != null ||
    body.follower_growth?.to != null ||
    (body.interests?.length ?? 0) > 0 ||
    !!body.last_media_time?.from ||
    !!body.verified_only ||
    !!body.account_has_contacts ||
    !!body.account_type ||
    body.account_gender === "male" ||
    body.account_gender === "female" ||
    !!body.licensed_in ||
    (body.account_languages?.length ?? 0) > 0 ||
    (body.similar !== undefined && body.similar !== null && body.similar !== "") ||
    isDefaultRange(body.subscribers_count, DEFAULT_FOLLOWERS_TO.deep)
  );
}

function localDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The screen's filters and mode from a saved search body, the inverse of buildSearchBody: loading
 * a saved search and pressing search sends the same filters again (so the same charging rule
 * applies). The body keeps only cities' ids: their names come with the saved search (`cities`).
 */
export function filtersFromSearchBody(
  raw: unknown,
  language: string,
  namedCities: readonly TNamedCity[] = [],
): { filters: SearchFilters; mode: SearchMode } | null {
  const parsed = ZSearchRequestSchema.safeParse(raw);
  if (!parsed.success) return null;
  const body = parsed.data;
  const mode: SearchMode = isDeep(body) ? "deep" : "basic";
  const filters = initialFilters();
  filters.social_network = body.social_network;

  filters.category = {
    include: body.category?.include ?? [],
    exclude: body.category?.exclude ?? [],
  };
  const countryPlace = (code: string): Place => {
    const upper = code.toUpperCase();
    return { type: "country", id: upper, countryCode: upper, name: countryName(upper, language) };
  };
  const cityPlace = (id: number): Place => {
    const city = namedCities.find((candidate) => candidate.id === id);
    if (!city) return { type: "city", id, countryCode: "", name: `#${id}` };
    return { type: "city", id, countryCode: city.country_code, name: language === "ar" ? city.name_ar : city.name };
  };
  filters.account_location = [...(body.account_geo?.country ?? []).map(countryPlace), ...(body.account_geo?.city ?? []).map(cityPlace)];

  const countries = body.audience_geo?.countries ?? [];
  const cities = body.audience_geo?.cities ?? [];
  const firstShare = countries[0]?.prc ?? cities[0]?.prc;
  filters.locationPercentage = firstShare ?? LOCATION_PERCENTAGE.initial;
  filters.audience_location = [
    ...countries.map((country) => ({ ...countryPlace(country.id), prc: country.prc ?? filters.locationPercentage })),
    ...cities.map((city) => ({ ...cityPlace(city.id), prc: city.prc ?? filters.locationPercentage })),
  ];

  const followers = body.subscribers_count;
  if (followers && !isDefaultRange(followers, DEFAULT_FOLLOWERS_TO[mode])) {
    filters.subscribers_count = { from: followers.from ?? 0, to: followers.to ?? null };
    filters.followerFilter = true;
    const preset = SIZE_PRESETS.find(
      (candidate) => candidate.from === (followers.from ?? 0) && (candidate.to ?? null) === (followers.to ?? null),
    );
    filters.size_preset = preset?.value ?? null;
  }
  if (body.er) filters.engagementRate = { min: body.er.from ?? ENGAGEMENT_RANGE.min, max: body.er.to ?? ENGAGEMENT_RANGE.max };
  // No quality filter in the body is 'any' (0), not the screen's starting score.
  filters.audienceQualityScore = body.aqs?.from ?? 0;
  filters.minimumAudiencePercentage = body.aqs?.from ? MINIMUM_AUDIENCE_PERCENTAGE : null;

  const groups = (body.audience_age?.groups ?? []).filter((group) => group !== "any");
  if (groups.length > 0)
    filters.audience_age = {
      groups,
      prc: body.audience_age?.prc ?? filters.audience_age.prc,
    };
  const gender = body.audience_gender?.gender;
  if (gender === "male" || gender === "female") {
    filters.audience_gender = gender;
    if (body.audience_gender?.prc !== undefined && body.audience_gender.prc !== null)
      filters.audienceGenderPercentage = body.audience_gender.prc;
  }
  if (body.views_avg) filters.averageViews = { filter: true, min: body.views_avg.from ?? null, max: body.views_avg.to ?? null };
  const growth = body.follower_growth;
  if (growth && (growth.from != null || growth.to != null)) {
    filters.followerGrowth = { filter: true, period: growth.period, min: growth.from ?? null, max: growth.to ?? null };
  }
  filters.interests = (body.interests ?? []).filter((interest): interest is number => typeof interest === "number");
  if (body.last_media_time?.from) {
    filters.filterByDate = true;
    filters.recentPost = localDate(body.last_media_time.from);
  }
  filters.verified = body.verified_only === true;
  filters.account_has_contacts = body.account_has_contacts === true;
  const accountType = Array.isArray(body.account_type) ? body.account_type[0] : body.account_type;
  filters.account_type = accountType ?? null;
  filters.account_gender = body.account_gender === "male" || body.account_gender === "female" ? body.account_gender : null;
  filters.licensed_in = body.licensed_in ?? null;
  filters.account_languages = body.account_languages ?? [];
  if (body.similar !== undefined && body.similar !== null && body.similar !== "") {
    filters.similarTo = String(body.similar);
    filters.findInfluencersSimilar = true;
  }
  return { filters, mode };
}
