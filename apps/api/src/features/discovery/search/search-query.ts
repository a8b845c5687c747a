import { createHash } from "node:crypto";
import type { TPlatform } from "@radar/contract/constants";
import {
  AGE_GROUPS,
  DEFAULT_AGE_PRC,
  DEFAULT_GENDER_PRC,
  DEFAULT_GEO_PRC,
  type TAccountType,
  type TAgeGroup,
  type TSearchRequestParsed,
  type TSortField,
} from "@radar/contract/search";
import { AppError } from "../../../core/http/app-error.ts";
import { gazetteer } from "../geo/gazetteer.ts";
import { normalizeText } from "../geo/normalize-text.ts";
import { resolveCategory, resolveInterest } from "../taxonomy.ts";

/** A search as the index reads it: every filter resolved, defaulted and in index units. */
export interface SearchQuery {
  platform: TPlatform;
  page: number;
  limit: number;
  sort: { field: TSortField; order: "asc" | "desc" };
  /** Normalised free text (see normalizeText), or null. */
  text: string | null;
  followers: Range;
  /** Engagement rate in basis points. */
  erBp: Range;
  views: Range;
  aqs: Range;
  includeCategories: number[];
  /** Custom categories that are no category title: matched as text. */
  includeKeywords: string[];
  excludeCategories: number[];
  excludeKeywords: string[];
  interests: number[];
  accountCountries: string[];
  accountCities: number[];
  languages: string[];
  accountTypes: TAccountType[];
  verifiedOnly: boolean;
  hasContacts: boolean;
  lastMediaFrom: number | null;
  /** Null on twitter, which has no audience data and ignores audience filters (SPEC §4). */
  audience: AudienceFilter | null;
  /** Username or influencer id of the account to find lookalikes of. */
  similar: string | null;
}

export interface Range {
  from: number | null;
  to: number | null;
}

export interface AudienceFilter {
  countries: { code: string; prc: number }[];
  cities: { id: number; prc: number }[];
  age: { groups: TAgeGroup[]; prc: number } | null;
  gender: { gender: "male" | "female"; prc: number } | null;
}

/** A 400 whose text the web app shows after 'Search failed: ' (SPEC §8). */
export function searchFailed(message: string): AppError {
  return new AppError(400, message, { code: "search_failed" });
}

const unique = <T>(values: T[]) => [...new Set(values)];
const present = <T>(values: T[] | null | undefined): T[] => values ?? [];

/** Percent with up to two decimals → basis points; `from` rounds up and `to` down, so the range stays exact. */
const toBp = (value: number, bound: "from" | "to") => {
  const scaled = Math.round(value * 100 * 1e6) / 1e6;
  return bound === "from" ? Math.ceil(scaled) : Math.floor(scaled);
};

function range(
  input: { from?: number | null; to?: number | null } | null | undefined,
  scale: (v: number, b: "from" | "to") => number = (v) => v,
): Range {
  return { from: input?.from == null ? null : scale(input.from, "from"), to: input?.to == null ? null : scale(input.to, "to") };
}

function splitCategories(refs: (number | string)[], what: string) {
  const ids: number[] = [];
  const keywords: string[] = [];
  for (const ref of refs) {
    const id = resolveCategory(ref);
    if (id !== null) ids.push(id);
    else if (typeof ref === "number" || /^\d+$/.test(ref)) throw searchFailed(`Unknown category id ${ref} in category.${what}`);
    else if (normalizeText(ref).length >= 2) keywords.push(normalizeText(ref));
  }
  return { ids: unique(ids), keywords: unique(keywords) };
}

function countryCode(code: string, where: string): string {
  const upper = code.toUpperCase();
  if (!gazetteer().countryByCode.has(upper)) throw searchFailed(`Unknown country code '${code}' in ${where}`);
  return upper;
}

function audienceFilter(body: TSearchRequestParsed): AudienceFilter | null {
  if (body.social_network === "twitter") return null;
  const groups = unique(present(body.audience_age?.groups));
  const ageGroups = groups.includes("any") ? [] : (groups as TAgeGroup[]);
  const gender = body.audience_gender?.gender;
  return {
    countries: present(body.audience_geo?.countries).map((c) => ({
      code: countryCode(c.id, "audience_geo.countries"),
      prc: c.prc ?? DEFAULT_GEO_PRC,
    })),
    cities: present(body.audience_geo?.cities).map((c) => ({ id: c.id, prc: c.prc ?? DEFAULT_GEO_PRC })),
    age:
      ageGroups.length > 0
        ? { groups: AGE_GROUPS.filter((g) => ageGroups.includes(g)), prc: body.audience_age?.prc ?? DEFAULT_AGE_PRC }
        : null,
    gender: gender === "male" || gender === "female" ? { gender, prc: body.audience_gender?.prc ?? DEFAULT_GENDER_PRC } : null,
  };
}

export function toSearchQuery(body: TSearchRequestParsed): SearchQuery {
  const include = splitCategories(present(body.category?.include), "include");
  const exclude = splitCategories(present(body.category?.exclude), "exclude");
  const interests = present(body.interests).map((ref) => {
    const id = resolveInterest(ref);
    if (id === null) throw searchFailed(`Unknown interest '${ref}'`);
    return id;
  });
  const text = body.search ? normalizeText(body.search) : "";
  if (text.length === 1) throw searchFailed("search must be at least 2 characters");
  const accountType = body.account_type;
  const similar = body.similar == null ? "" : String(body.similar).trim().replace(/^@/, "");
  return {
    platform: body.social_network,
    page: body.page,
    limit: body.limit,
    sort: { field: body.sort?.field ?? "followers", order: body.sort?.order ?? "desc" },
    text: text || null,
    followers: range(body.subscribers_count),
    erBp: range(body.er, toBp),
    views: range(body.views_avg),
    // Audience quality is an audience figure: twitter ignores it like the other audience filters.
    aqs:
      body.social_network === "twitter"
        ? { from: null, to: null }
        : range(body.aqs, (v, b) => (b === "from" ? Math.ceil(v) : Math.floor(v))),
    includeCategories: include.ids,
    includeKeywords: include.keywords,
    excludeCategories: exclude.ids,
    excludeKeywords: exclude.keywords,
    interests: unique(interests),
    accountCountries: unique(present(body.account_geo?.country).map((c) => countryCode(c, "account_geo.country"))),
    accountCities: unique(present(body.account_geo?.city)),
    languages: unique(present(body.account_languages)),
    accountTypes: unique(accountType == null ? [] : Array.isArray(accountType) ? accountType : [accountType]),
    verifiedOnly: body.verified_only === true,
    hasContacts: body.account_has_contacts === true,
    lastMediaFrom: body.last_media_time?.from ?? null,
    audience: audienceFilter(body),
    similar: similar || null,
  };
}

/**
 * Identifies "the same search" for charging and for cached totals: every filter, without the
 * page, page size and order. Arrays are sorted so that the order of choices does not matter.
 */
export function filtersKey(query: SearchQuery): string {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
  const canonical = JSON.stringify(filters, (_key, value: unknown) =>
    Array.isArray(value) ? [...value].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) : value,
  );
  return createHash("sha256").update(canonical).digest("hex");
}
