import type { TPlatform } from "@radar/contract/constants";
import { FOLLOWERS_INPUT_MAX, FOLLOWERS_SLIDER_MAX, SIZE_PRESETS, type TAccountType, type TLocationItem } from "@radar/contract/search";
import {
  DEFAULT_AGE_SHARE,
  DEFAULT_FOLLOWERS_FROM,
  DEFAULT_FOLLOWERS_TO,
  DEFAULT_QUALITY_SCORE,
  DEFAULT_SIZE_PRESET,
  ENGAGEMENT_RANGE,
  GENDER_PERCENTAGE,
  LOCATION_PERCENTAGE,
  MINIMUM_AUDIENCE_PERCENTAGE,
  type TAgeChoice,
} from "./search-constants";

/** A place picked in a location picker. Countries are keyed by their ISO code, cities by GeoNames id. */
export type Place = { type: "country" | "city"; id: string | number; countryCode: string; name: string };
/** An audience place with the share of the audience that must be there (percent). */
export type PlaceShare = Place & { prc: number };

export type FollowerRange = { from: number | null; to: number | null };

/** SPEC §3 "Search filter set", as the screen holds it. */
export type SearchFilters = {
  social_network: TPlatform;
  /** yyyy-MM-dd from the date input, or ''. */
  recentPost: string;
  filterByDate: boolean;
  similarTo: string;
  findInfluencersSimilar: boolean;
  /** 0 is 'any'. */
  audienceQualityScore: number;
  minimumAudiencePercentage: number | null;
  audience_age: { groups: TAgeChoice[]; prc: number };
  audience_gender: "male" | "female" | null;
  audienceGenderPercentage: number;
  /** The picked audience places with their shares: audience_geo {countries, cities} of the request. */
  audience_location: PlaceShare[];
  locationPercentage: number;
  engagementRate: { min: number; max: number };
  averageViews: { filter: boolean; min: number | null; max: number | null };
  /** Follower growth in percent over 30 or 90 days (deep panel); an empty bound is open. */
  followerGrowth: FollowerGrowth;
  /** The deep panel's follower filter switch; the basic panel always filters by followers. */
  followerFilter: boolean;
  /** Null until the user sets a size: the search then sends the §9 defaults (build-search-body.ts). */
  subscribers_count: FollowerRange | null;
  size_preset: string | null;
  /** Category ids, or custom keywords (strings) typed by the user. */
  category: { include: (number | string)[]; exclude: (number | string)[] };
  interests: number[];
  account_type: TAccountType | null;
  account_location: Place[];
  verified: boolean;
  account_has_contacts: boolean;
  /** The creator's own gender and languages, not the audience's. */
  account_gender: "male" | "female" | null;
  account_languages: string[];
  /** Licensed to advertise in SA (Mawthooq) or AE (advertiser permit). */
  licensed_in: "SA" | "AE" | null;
};

/** Languages offered for the creator's language filter: those of the Gulf market's creators. */
export const CREATOR_LANGUAGES = ["ar", "en", "fr", "hi", "ur", "tr", "fa", "es"] as const;

export function initialFilters(): SearchFilters {
  return {
    social_network: "instagram",
    recentPost: "",
    filterByDate: false,
    similarTo: "",
    findInfluencersSimilar: false,
    audienceQualityScore: DEFAULT_QUALITY_SCORE,
    minimumAudiencePercentage: MINIMUM_AUDIENCE_PERCENTAGE,
    audience_age: { groups: [], prc: DEFAULT_AGE_SHARE },
    audience_gender: null,
    audienceGenderPercentage: GENDER_PERCENTAGE.initial,
    audience_location: [],
    locationPercentage: LOCATION_PERCENTAGE.initial,
    engagementRate: { min: ENGAGEMENT_RANGE.min, max: ENGAGEMENT_RANGE.max },
    averageViews: { filter: false, min: null, max: null },
    followerGrowth: { filter: false, period: 30, min: null, max: null },
    followerFilter: false,
    subscribers_count: null,
    size_preset: null,
    category: { include: [], exclude: [] },
    interests: [],
    account_type: null,
    account_location: [],
    verified: false,
    account_has_contacts: false,
    account_gender: null,
    account_languages: [],
    licensed_in: null,
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** SPEC §4: twitter has no audience data, so choosing it removes every audience filter and the lookalike. */
export function setPlatform(filters: SearchFilters, platform: TPlatform): SearchFilters {
  if (platform !== "twitter") return { ...filters, social_network: platform };
  return {
    ...filters,
    social_network: platform,
    similarTo: "",
    findInfluencersSimilar: false,
    audience_location: [],
    audience_age: { ...filters.audience_age, groups: [] },
    audienceQualityScore: 0,
    minimumAudiencePercentage: null,
    audience_gender: null,
    audienceGenderPercentage: GENDER_PERCENTAGE.initial,
  };
}

/** SPEC §4: 'any' removes the gender and its percentage, and puts the slider back to 50. */
export function setGender(filters: SearchFilters, gender: "any" | "male" | "female"): SearchFilters {
  if (gender === "any") return { ...filters, audience_gender: null, audienceGenderPercentage: GENDER_PERCENTAGE.initial };
  return { ...filters, audience_gender: gender };
}

export function setGenderPercentage(filters: SearchFilters, prc: number): SearchFilters {
  return { ...filters, audienceGenderPercentage: clamp(prc, GENDER_PERCENTAGE.min, GENDER_PERCENTAGE.max) };
}

/** SPEC §4: 'any' is exclusive — choosing it clears the others; choosing another group removes 'any'. */
export function toggleAgeGroup(filters: SearchFilters, group: TAgeChoice): SearchFilters {
  const current = filters.audience_age.groups;
  let groups: TAgeChoice[];
  if (current.includes(group)) groups = current.filter((g) => g !== group);
  else if (group === "any") groups = ["any"];
  else groups = [...current.filter((g) => g !== "any"), group];
  return { ...filters, audience_age: { ...filters.audience_age, groups } };
}

/** SPEC §4: a size preset sets the follower range. Mega has no upper bound. */
export function applySizePreset(filters: SearchFilters, value: string): SearchFilters {
  const preset = SIZE_PRESETS.find((candidate) => candidate.value === value);
  if (!preset) return filters;
  return { ...filters, size_preset: preset.value, subscribers_count: { from: preset.from, to: preset.to } };
}

/** SPEC §4: switching the follower filter on starts from the mid preset (50,000 to 500,000). */
export function setFollowerFilter(filters: SearchFilters, enabled: boolean): SearchFilters {
  if (!enabled) return { ...filters, followerFilter: false };
  return applySizePreset({ ...filters, followerFilter: true }, DEFAULT_SIZE_PRESET);
}

/**
 * The slider moved: the preset no longer describes the range. The right thumb at the slider's
 * maximum means "no upper bound" (SPEC §5).
 */
export function setFollowerSlider(filters: SearchFilters, [from, to]: [number, number]): SearchFilters {
  return {
    ...filters,
    size_preset: null,
    subscribers_count: { from, to: to >= FOLLOWERS_SLIDER_MAX ? null : to },
  };
}

/** Reads a from/to input: '' or not a number is null; otherwise non-negative, whole, at most 100,000,000. */
export function parseFollowerInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed.replace(/[,\s٬]/g, ""));
  if (!Number.isFinite(value)) return null;
  return clamp(Math.floor(value), 0, FOLLOWERS_INPUT_MAX);
}

/**
 * An input was left (inputs apply on blur, SPEC §5): an empty 'from' is 0, an empty 'to' is no upper
 * limit. The preset is cleared; a bound that would cross the other one moves the other one along.
 */
export function setFollowerInput(filters: SearchFilters, bound: "from" | "to", text: string): SearchFilters {
  const parsed = parseFollowerInput(text);
  const range = filters.subscribers_count ?? { from: DEFAULT_FOLLOWERS_FROM, to: DEFAULT_FOLLOWERS_TO.basic };
  let from = bound === "from" ? (parsed ?? 0) : (range.from ?? 0);
  let to = bound === "to" ? parsed : range.to;
  if (to !== null && from > to) {
    if (bound === "from") to = from;
    else from = to;
  }
  return { ...filters, size_preset: null, subscribers_count: { from, to } };
}

/** SPEC §4: a score above 0 asks for a minimum audience percentage of 10; 0 ('any') clears it. */
export function setQualityScore(filters: SearchFilters, score: number): SearchFilters {
  const value = clamp(Math.round(score), 0, 100);
  return { ...filters, audienceQualityScore: value, minimumAudiencePercentage: value > 0 ? MINIMUM_AUDIENCE_PERCENTAGE : null };
}

/** SPEC §4: the percentage slider sets the share of every selected country and city. */
export function setLocationPercentage(filters: SearchFilters, prc: number): SearchFilters {
  const value = clamp(Math.round(prc), 0, LOCATION_PERCENTAGE.max);
  return { ...filters, locationPercentage: value, audience_location: filters.audience_location.map((place) => ({ ...place, prc: value })) };
}

export function toPlace(item: TLocationItem): Place {
  return {
    type: item.type,
    id: item.type === "country" ? item.country_code.toUpperCase() : Number(item.id),
    countryCode: item.country_code.toUpperCase(),
    name: item.display_name,
  };
}

const samePlace = (a: Place, b: Place) =>
  a.type === b.type && (a.type === "country" ? a.countryCode === b.countryCode : Number(a.id) === Number(b.id));

/** SPEC §4: a country is added or updated by its code, a city by its id — never twice. */
export function upsertAudienceLocation(filters: SearchFilters, item: TLocationItem): SearchFilters {
  const place: PlaceShare = { ...toPlace(item), prc: filters.locationPercentage };
  const exists = filters.audience_location.some((current) => samePlace(current, place));
  const audience_location = exists
    ? filters.audience_location.map((current) => (samePlace(current, place) ? place : current))
    : [...filters.audience_location, place];
  return { ...filters, audience_location };
}

export function removeAudienceLocation(filters: SearchFilters, place: Place): SearchFilters {
  return { ...filters, audience_location: filters.audience_location.filter((current) => !samePlace(current, place)) };
}

/** SPEC §4: clearing the audience location also resets the percentage to 20. */
export function clearAudienceLocation(filters: SearchFilters): SearchFilters {
  return { ...filters, audience_location: [], locationPercentage: LOCATION_PERCENTAGE.initial };
}

/** The account-location picker keeps each place once (same keys as the audience one). */
export function addAccountLocation(filters: SearchFilters, item: TLocationItem): SearchFilters {
  const place = toPlace(item);
  if (filters.account_location.some((current) => samePlace(current, place))) return filters;
  return { ...filters, account_location: [...filters.account_location, place] };
}

export function removeAccountLocation(filters: SearchFilters, place: Place): SearchFilters {
  return { ...filters, account_location: filters.account_location.filter((current) => !samePlace(current, place)) };
}

/** SPEC §5: engagement inputs fall back to 0 (min) and 100 (max) when not numeric; 0–100 in steps of 0.1. */
export function setEngagementInput(filters: SearchFilters, bound: "min" | "max", text: string): SearchFilters {
  const value = Number(text.trim().replace(",", "."));
  const fallback = bound === "min" ? ENGAGEMENT_RANGE.min : ENGAGEMENT_RANGE.max;
  const parsed = text.trim() === "" || !Number.isFinite(value) ? fallback : Math.round(clamp(value, 0, 100) * 10) / 10;
  let min = bound === "min" ? parsed : filters.engagementRate.min;
  let max = bound === "max" ? parsed : filters.engagementRate.max;
  if (min > max) {
    if (bound === "min") max = min;
    else min = max;
  }
  return { ...filters, engagementRate: { min, max } };
}

export type FollowerGrowth = { filter: boolean; period: 30 | 90; min: number | null; max: number | null };

/**
 * A growth bound typed by the user: percent with two decimals, at least -100 (every follower lost);
 * empty or unreadable is no bound. A minimum above the maximum moves the other bound along.
 */
export function setGrowthInput(filters: SearchFilters, bound: "min" | "max", text: string): SearchFilters {
  const value = Number(text.trim().replace(",", "."));
  const parsed = text.trim() === "" || !Number.isFinite(value) ? null : Math.round(Math.max(value, -100) * 100) / 100;
  let { min, max } = filters.followerGrowth;
  if (bound === "min") min = parsed;
  else max = parsed;
  if (min !== null && max !== null && min > max) {
    if (bound === "min") max = min;
    else min = max;
  }
  return { ...filters, followerGrowth: { ...filters.followerGrowth, min, max } };
}

/** SPEC §5: a custom category must be non-empty after trimming; it joins the included categories once. */
export function addCustomCategory(filters: SearchFilters, text: string): SearchFilters {
  const value = text.trim();
  if (value === "") return filters;
  const known = filters.category.include.some((entry) => typeof entry === "string" && entry.toLowerCase() === value.toLowerCase());
  if (known) return filters;
  return { ...filters, category: { ...filters.category, include: [...filters.category.include, value] } };
}

export function toggleCategory(filters: SearchFilters, list: "include" | "exclude", id: number | string): SearchFilters {
  const current = filters.category[list];
  const next = current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id];
  // A category cannot be both wanted and excluded: choosing it on one side takes it off the other.
  const other = list === "include" ? "exclude" : "include";
  return { ...filters, category: { ...filters.category, [list]: next, [other]: filters.category[other].filter((entry) => entry !== id) } };
}

export function clearIncludedCategories(filters: SearchFilters): SearchFilters {
  return { ...filters, category: { ...filters.category, include: [] } };
}

export function toggleInterest(filters: SearchFilters, id: number): SearchFilters {
  const interests = filters.interests.includes(id) ? filters.interests.filter((entry) => entry !== id) : [...filters.interests, id];
  return { ...filters, interests };
}
