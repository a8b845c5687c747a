import type { TPlatform } from "@radar/contract/constants";
import { AGE_GROUPS, type TAccountType } from "@radar/contract/search";
import type { VendorTranslations } from "./vendor-translation.ts";

/**
 * Our search in Modash's discovery language (`POST /{platform}/search`, reference/data-sources.md §6
 * [C] for the body's shape). Weights are fractions; follower bounds are rounded by Modash [P], so
 * the rows are held to ours; location and interest filters take Modash's dictionary ids, which the
 * context looks up.
 */
export interface ModashMarketBody {
  page: number;
  sort: { field: "followers" | "engagements" | "engagementRate" | "relevance"; direction: "asc" | "desc" };
  filter: {
    influencer: {
      followers?: { min?: number; max?: number };
      engagementRate?: number;
      location?: number[];
      language?: string;
      lastposted?: number;
      gender?: "MALE" | "FEMALE";
      bio?: string;
      keywords?: string;
      relevance?: string[];
      interests?: number[];
      accountTypes?: number[];
      isVerified?: boolean;
      hasContactDetails?: { contactType: "email"; filterAction: "must" }[];
      followersGrowthRate?: { interval: "i1month" | "i3months"; value: number; operator: "gte" | "lte" };
    };
    audience: {
      location?: { id: number; weight: number }[];
      gender?: { id: "MALE" | "FEMALE"; weight: number };
      age?: { id: string; weight: number }[];
      ageRange?: { min: string; max?: string; weight: number };
    };
  };
}

/** Dictionary look-ups a translation needs (Modash's own ids), null when Modash has none. */
export interface ModashDictionary {
  platform: TPlatform;
  locationOfCountry(code: string): Promise<number | null>;
  interestOfCategory(categoryId: number): Promise<number | null>;
  /** "Now" in Unix seconds, for the days-since-last-post filter. */
  now: number;
}

/** Modash's account types [U: 1 regular, 2 business, 3 creator as third-party clients read them]. */
const ACCOUNT_TYPE_IDS: Record<TAccountType, number> = { personal: 1, brand: 2, creator: 3 };

const AGE_BOUNDS: Record<(typeof AGE_GROUPS)[number], [string, string | undefined]> = {
  "13_17": ["13", "17"],
  "18_24": ["18", "24"],
  "25_34": ["25", "34"],
  "35_44": ["35", "44"],
  "45_54": ["45", "54"],
  "55_64": ["55", "64"],
  "65_plus": ["65", undefined],
};

/** Every look-up's id, or null as soon as one has none. */
async function allOrNull<T>(lookups: Promise<T | null>[]): Promise<T[] | null> {
  const ids: T[] = [];
  for (const id of await Promise.all(lookups)) {
    if (id === null) return null;
    ids.push(id);
  }
  return ids;
}

export const MODASH_TRANSLATIONS: VendorTranslations<ModashMarketBody, ModashDictionary> = {
  followers: (r, body) => {
    body.filter.influencer.followers = { ...(r.from !== null ? { min: r.from } : {}), ...(r.to !== null ? { max: r.to } : {}) };
    return "recheck";
  },
  // A minimum only, as a fraction: a maximum is held to on the rows (they carry their ER).
  erBp: (r, body) => {
    if (r.from !== null) body.filter.influencer.engagementRate = r.from / 10_000;
    return r.to === null ? "exact" : "recheck";
  },
  // Modash's audience credibility is another measure than a quality score.
  aqs: null,
  // One bound per search (`operator`), as a fraction over one or three months [C]: a range takes its
  // minimum there, and the rows are held to the maximum.
  followerGrowth: ({ period, range }, body) => {
    const interval = period === 30 ? "i1month" : "i3months";
    if (range.from !== null) body.filter.influencer.followersGrowthRate = { interval, value: range.from / 10_000, operator: "gte" };
    else if (range.to !== null) body.filter.influencer.followersGrowthRate = { interval, value: range.to / 10_000, operator: "lte" };
    return range.from !== null && range.to !== null ? "recheck" : "exact";
  },
  views: null,
  lastMediaFrom: (from, body, ctx) => {
    if (from === null) return null;
    body.filter.influencer.lastposted = Math.max(1, Math.ceil((ctx.now - from) / 86_400));
    return "exact";
  },
  text: (text, body) => {
    if (text === null) return null;
    body.filter.influencer.bio = text;
    return "exact";
  },
  include: async ({ ids, keywords }, body, ctx) => {
    const interests = await allOrNull(ids.map((id) => ctx.interestOfCategory(id)));
    if (interests === null) return null;
    if (interests.length > 0) body.filter.influencer.interests = [...new Set(interests)];
    if (keywords.length > 0) body.filter.influencer.keywords = keywords.join(" ");
    // Interests and keywords are both required by Modash; ours are either: only one kind carries over.
    return interests.length > 0 && keywords.length > 0 ? null : "exact";
  },
  exclude: null,
  // No source filters by a licence to advertise: applied after the fetch, on the bio's number.
  licensedIn: null,
  interests: null,
  accountPlaces: async ({ countries, cities }, body, ctx) => {
    if (cities.length > 0) return null;
    const ids = await allOrNull(countries.map((code) => ctx.locationOfCountry(code)));
    if (ids === null) return null;
    body.filter.influencer.location = ids;
    return "exact";
  },
  languages: (languages, body) => {
    const [only, ...more] = languages;
    if (only === undefined || more.length > 0) return null;
    body.filter.influencer.language = only;
    return "exact";
  },
  accountTypes: (types, body) => {
    body.filter.influencer.accountTypes = types.map((type) => ACCOUNT_TYPE_IDS[type]);
    return "exact";
  },
  verifiedOnly: (on, body) => {
    if (on) body.filter.influencer.isVerified = true;
    return "exact";
  },
  // An e-mail is a contact: such rows hold ours (e-mail or phone); phone-only accounts are not offered.
  hasContacts: (on, body) => {
    if (on) body.filter.influencer.hasContactDetails = [{ contactType: "email", filterAction: "must" }];
    return "exact";
  },
  accountGender: (gender, body) => {
    if (gender === null) return null;
    body.filter.influencer.gender = gender === "male" ? "MALE" : "FEMALE";
    return "exact";
  },
  audiencePlaces: async ({ countries, cities }, body, ctx) => {
    if (cities.some((c) => c.prc > 0)) return null;
    const wanted = countries.filter((c) => c.prc > 0);
    const ids = await allOrNull(wanted.map((c) => ctx.locationOfCountry(c.code)));
    if (ids === null) return null;
    body.filter.audience.location = ids.map((id, i) => ({ id, weight: (wanted[i]?.prc ?? 0) / 100 }));
    return "exact";
  },
  // Consecutive groups as one range with their joint share; others cannot be said.
  audienceAge: (age, body) => {
    if (age === null) return null;
    const indexes = age.groups.map((g) => AGE_GROUPS.indexOf(g));
    const consecutive = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] ?? -2) + 1);
    const first = age.groups[0];
    const last = age.groups.at(-1);
    if (!consecutive || first === undefined || last === undefined) return null;
    const max = AGE_BOUNDS[last][1];
    body.filter.audience.ageRange = { min: AGE_BOUNDS[first][0], ...(max ? { max } : {}), weight: age.prc / 100 };
    return "exact";
  },
  audienceGender: (gender, body) => {
    if (gender === null) return null;
    body.filter.audience.gender = { id: gender.gender === "male" ? "MALE" : "FEMALE", weight: gender.prc / 100 };
    return "exact";
  },
};

/** A new body for one page (our 1-based page is Modash's 0-based one [C]); lookalikes of `similar` by relevance. */
export function modashMarketBody(page: number, similar: string | null): ModashMarketBody {
  return {
    page: page - 1,
    sort: { field: similar ? "relevance" : "followers", direction: "desc" },
    filter: { influencer: similar ? { relevance: [`@${similar}`] } : {}, audience: {} },
  };
}
