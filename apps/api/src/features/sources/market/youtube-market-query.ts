import type { VendorTranslations } from "./vendor-translation.ts";

/**
 * Our search in YouTube's channel search (`search.list type=channel`, reference/data-sources.md §1):
 * free text as `q`, one account country as `regionCode`, one language as `relevanceLanguage` — all
 * relevance hints, not filters, so the channels are held to them here. Search returns no figures;
 * channels.list gives followers and the rest (views and engagement need the uploads: not fetched for a
 * market page, so those filters are unchecked on its rows). Everything else is held to after the fetch.
 */
export interface YoutubeMarketQuery {
  q?: string;
  regionCode?: string;
  relevanceLanguage?: string;
}

export const YOUTUBE_TRANSLATIONS: VendorTranslations<YoutubeMarketQuery, null> = {
  followers: null,
  erBp: null,
  aqs: null,
  // The Data API keeps no follower history: held to ours after the fetch.
  followerGrowth: null,
  views: null,
  lastMediaFrom: null,
  text: (text, query) => {
    if (text === null) return null;
    query.q = text;
    return "recheck";
  },
  include: null,
  exclude: null,
  interests: null,
  accountPlaces: ({ countries, cities }, query) => {
    const [only, ...more] = countries;
    if (only === undefined || more.length > 0 || cities.length > 0) return null;
    query.regionCode = only;
    return "recheck";
  },
  languages: (languages, query) => {
    const [only, ...more] = languages;
    if (only === undefined || more.length > 0) return null;
    query.relevanceLanguage = only;
    return "recheck";
  },
  accountTypes: null,
  verifiedOnly: null,
  hasContacts: null,
  accountGender: null,
  audiencePlaces: null,
  audienceAge: null,
  audienceGender: null,
  // No source filters by a licence to advertise: applied after the fetch, on the bio's number.
  licensedIn: null,
};
