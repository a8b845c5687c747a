import type { TSearchResponse, TSearchResult } from "@radar/contract/search";

type Overrides = {
  basic?: Partial<TSearchResult["basic"]>;
  metrics?: Partial<TSearchResult["metrics"]>;
  features?: Partial<TSearchResult["features"]>;
  audience?: TSearchResult["audience"];
  url?: string;
  provenance?: Partial<TSearchResult["provenance"]>;
};

/** One result in the §7 shape, as POST /api/search/ returns it. */
export function searchResult(overrides: Overrides = {}): TSearchResult {
  const username = overrides.basic?.username ?? "noura.eats";
  return {
    basic: {
      id: "4611686018427387904",
      platform: "instagram",
      username,
      title: "Noura Eats",
      avatar_url: null,
      description: "Riyadh food diaries",
      is_verified: true,
      ...overrides.basic,
    },
    metrics: {
      subscribers_count: 184_300,
      er: 4.12,
      views_avg: 61_000,
      likes_avg: 7_200,
      comments_avg: 310,
      posts_count: 420,
      real_subscribers_count: 151_126,
      reels_video_views_avg: 88_000,
      shorts_video_views_avg: null,
      likes_count: null,
      avg_tweets: null,
      avg_retweets: null,
      ...overrides.metrics,
    },
    features: {
      aqs: 84,
      aqs_name: "very_good",
      credibility: 79.5,
      account_type: "creator",
      categories: [{ id: 1035, title: "Food & Cooking", title_ar: "الطعام والطبخ" }],
      interests: [{ id: 25, name: "Restaurants", name_ar: "المطاعم" }],
      location: {
        country: { code: "SA", name: "Saudi Arabia", name_ar: "السعودية" },
        city: { id: 108410, name: "Riyadh", name_ar: "الرياض", country_code: "SA" },
      },
      languages: ["ar"],
      last_media_time: 1_735_689_600,
      contacts: { email: "noura@example.sa", phone: "+966500000000" },
      estimated_prices: { is_estimate: true, currency: "SAR", post: 4_500, story: 2_000 },
      similarity: null,
      ...overrides.features,
    },
    audience:
      overrides.audience === undefined
        ? {
            gender: { male: 32, female: 68 },
            age: { "13_17": 4, "18_24": 31, "25_34": 40, "35_44": 15, "45_54": 6, "55_64": 3, "65_plus": 1 },
            countries: [{ code: "SA", name: "Saudi Arabia", name_ar: "السعودية", prc: 61 }],
            cities: [{ id: 108410, name: "Riyadh", name_ar: "الرياض", country_code: "SA", prc: 30 }],
          }
        : overrides.audience,
    url: overrides.url ?? `https://www.instagram.com/${username}/`,
    provenance: {
      source: "seed",
      sandbox: false,
      fetched_at: "2026-01-05T10:00:00Z",
      estimated: [],
      missing: [],
      ...overrides.provenance,
    },
  };
}

export function searchResponse(results: TSearchResult[], total = results.length, credits = 1_210): TSearchResponse {
  return {
    results: { search_results: results, filters: { total_results: total }, total_pages: Math.ceil(total / 50) },
    credits_remaining: credits,
  };
}

/** n distinct results, for paging. */
export function manyResults(count: number, offset = 0): TSearchResult[] {
  return Array.from({ length: count }, (_, index) =>
    searchResult({
      basic: { id: String(1000 + offset + index), username: `creator.${offset + index}`, title: `Creator ${offset + index}` },
    }),
  );
}

export const CATEGORIES = {
  categories: [
    { id: 1020, title: "Beauty", title_ar: "الجمال" },
    { id: 1021, title: "Fashion", title_ar: "الموضة" },
    { id: 1035, title: "Food & Cooking", title_ar: "الطعام والطبخ" },
  ],
  interests: [
    { id: 25, name: "Restaurants", name_ar: "المطاعم" },
    { id: 3, name: "Cars", name_ar: "السيارات" },
  ],
};
