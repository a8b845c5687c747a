import type { TPlatform } from "@radar/contract/constants";
import { hypeAuditorAgeKey } from "../hypeauditor/hypeauditor-age-groups.ts";
import { HYPEAUDITOR_PAGE_SIZE } from "../hypeauditor/hypeauditor-search-body.ts";
import type { VendorTranslations } from "./vendor-translation.ts";

/**
 * Our search in HypeAuditor's discovery language (`POST auditor.search/`, reference/data-sources.md §5;
 * our request format follows theirs, so most filters carry over as they are). [C] marks what the copied
 * documentation confirms; the rest is our reading of it.
 */
export interface HypeAuditorMarketBody {
  social_network: TPlatform;
  page: number;
  sort: { field: "subscribers_count" | "er" | "username" | "engagement_avg"; order: "asc" | "desc" };
  search?: string[];
  subscribers_count?: { from?: number; to?: number };
  er?: { from?: number; to?: number };
  aqs?: { from?: number; to?: number };
  views_avg?: { from?: number; to?: number };
  last_media_time?: { from: number };
  category?: { include?: number[]; exclude?: number[] };
  account_geo?: { country?: string[]; city?: number[] };
  account_languages?: string[];
  account_type?: "brand" | "human";
  account_gender?: "male" | "female";
  account_has_contacts?: boolean;
  verified?: 0 | 1;
  audience_geo?: { countries?: { id: string; prc: number }[]; cities?: { id: number; prc: number }[] };
  audience_age?: { groups: string[]; prc: number };
  audience_gender?: { gender: "male" | "female"; prc: number };
  similar?: string;
}

export const HYPEAUDITOR_MARKET_PAGE_SIZE = HYPEAUDITOR_PAGE_SIZE;

const bounds = (r: { from: number | null; to: number | null }) => ({
  ...(r.from !== null ? { from: r.from } : {}),
  ...(r.to !== null ? { to: r.to } : {}),
});

/** Category filters on Instagram and TikTok; YouTube has thematics of another taxonomy [C]. */
const hasCategories = (platform: TPlatform) => platform === "instagram" || platform === "tiktok";

export const HYPEAUDITOR_TRANSLATIONS: VendorTranslations<HypeAuditorMarketBody, null> = {
  followers: (r, body) => {
    body.subscribers_count = bounds(r);
    return "exact";
  },
  // `er` in percent [C]; our basis points are hundredths of a percent.
  erBp: (r, body) => {
    body.er = bounds({ from: r.from === null ? null : r.from / 100, to: r.to === null ? null : r.to / 100 });
    return "exact";
  },
  // `aqs` on Instagram and TikTok only [C] (YouTube has `cqs`, another score).
  aqs: (r, body) => {
    if (!hasCategories(body.social_network)) return null;
    body.aqs = bounds(r);
    return "exact";
  },
  // HypeAuditor's search has no growth filter (its growth is a report field [C]): held to ours after the fetch.
  followerGrowth: null,
  views: (r, body) => {
    body.views_avg = bounds(r);
    return "exact";
  },
  lastMediaFrom: (from, body) => {
    if (from === null) return null;
    body.last_media_time = { from };
    return "exact";
  },
  // "Keywords to search anywhere" [C]: broader than our name-and-bio text, so the rows are held to it.
  text: (text, body) => {
    if (text === null) return null;
    body.search = [...(body.search ?? []), text];
    return "recheck";
  },
  include: ({ ids, keywords }, body) => {
    if (!hasCategories(body.social_network) || keywords.length > 0) return null;
    body.category = { ...body.category, include: ids };
    return "exact";
  },
  exclude: ({ ids, keywords }, body) => {
    if (!hasCategories(body.social_network) || keywords.length > 0) return null;
    body.category = { ...body.category, exclude: ids };
    return "exact";
  },
  // HypeAuditor's interests are another list (`interests [{id, prc}]` of its taxonomy).
  // No source filters by a licence to advertise: applied after the fetch, on the bio's number.
  licensedIn: null,
  interests: null,
  // Cities on Instagram only [C].
  accountPlaces: ({ countries, cities }, body) => {
    if (cities.length > 0 && body.social_network !== "instagram") return null;
    body.account_geo = {
      ...(countries.length > 0 ? { country: countries.map((c) => c.toLowerCase()) } : {}),
      ...(cities.length > 0 ? { city: cities } : {}),
    };
    return "exact";
  },
  languages: (languages, body) => {
    body.account_languages = languages;
    return "exact";
  },
  // "brand" or "human" [C]: personal and creator accounts are both human.
  accountTypes: (types, body) => {
    const human = types.includes("personal") || types.includes("creator");
    if (types.includes("brand") === human) return null;
    body.account_type = human ? "human" : "brand";
    // A human account is personal or creator: one of them alone is held to it here.
    return human && types.length === 1 ? "recheck" : "exact";
  },
  verifiedOnly: (on, body) => {
    if (on) body.verified = 1;
    return "exact";
  },
  hasContacts: (on, body) => {
    if (on) body.account_has_contacts = true;
    return "exact";
  },
  accountGender: (gender, body) => {
    if (gender === null) return null;
    body.account_gender = gender;
    return "exact";
  },
  audiencePlaces: ({ countries, cities }, body) => {
    body.audience_geo = {
      ...(countries.length > 0 ? { countries: countries.map((c) => ({ id: c.code.toLowerCase(), prc: c.prc })) } : {}),
      ...(cities.length > 0 ? { cities: cities.map((c) => ({ id: c.id, prc: c.prc })) } : {}),
    };
    return "exact";
  },
  audienceAge: (age, body) => {
    if (age === null) return null;
    body.audience_age = { groups: age.groups.map(hypeAuditorAgeKey), prc: age.prc };
    return "exact";
  },
  audienceGender: (gender, body) => {
    if (gender === null) return null;
    body.audience_gender = gender;
    return "exact";
  },
};

/** A new body for one page (1-based, 20 rows [C]), biggest first as our default order. */
export function hypeAuditorMarketBody(platform: TPlatform, page: number, similar: string | null): HypeAuditorMarketBody {
  return {
    social_network: platform,
    page,
    sort: { field: "subscribers_count", order: "desc" },
    ...(similar ? { similar } : {}),
  };
}
