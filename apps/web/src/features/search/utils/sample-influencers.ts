import type { TPlatform } from "@radar/contract/constants";
import { AGE_GROUPS, qualityBand } from "@radar/contract/search";
import type { Influencer, LocalizedName } from "./influencer";

/**
 * SPEC §4: when a search fails the screen falls back to a local, category-based sample list, so the
 * user still sees what results look like. These are made-up example accounts, always labelled as
 * samples; they are never charged for and cannot be added to profiles.
 */
type Seed = {
  username: string;
  name: string;
  platform: TPlatform;
  category: { id: number; title: LocalizedName };
  followers: number;
  engagement: number;
  aqs: number;
  country: LocalizedName;
};

const FOOD = { id: 1035, title: { en: "Food & Cooking", ar: "الطعام والطبخ" } };
const BEAUTY = { id: 1020, title: { en: "Beauty", ar: "الجمال" } };
const FASHION = { id: 1021, title: { en: "Fashion", ar: "الموضة" } };
const TRAVEL = { id: 1009, title: { en: "Travel", ar: "السفر" } };
const GAMING = { id: 1049, title: { en: "Gaming", ar: "ألعاب الفيديو" } };
const FITNESS = { id: 1023, title: { en: "Fitness & Gym", ar: "اللياقة البدنية والنادي الرياضي" } };
const SA = { en: "Saudi Arabia", ar: "السعودية" };
const AE = { en: "United Arab Emirates", ar: "الإمارات العربية المتحدة" };
const KW = { en: "Kuwait", ar: "الكويت" };

const SEEDS: Seed[] = [
  {
    username: "sample.kitchen",
    name: "Sample Kitchen",
    platform: "instagram",
    category: FOOD,
    followers: 86_400,
    engagement: 4.3,
    aqs: 78,
    country: SA,
  },
  {
    username: "sample.dates",
    name: "Sample Dates & Coffee",
    platform: "tiktok",
    category: FOOD,
    followers: 241_000,
    engagement: 6.1,
    aqs: 71,
    country: KW,
  },
  {
    username: "sample.glow",
    name: "Sample Glow",
    platform: "instagram",
    category: BEAUTY,
    followers: 152_800,
    engagement: 3.8,
    aqs: 82,
    country: AE,
  },
  {
    username: "sample.abaya",
    name: "Sample Abaya Studio",
    platform: "instagram",
    category: FASHION,
    followers: 64_200,
    engagement: 5.2,
    aqs: 75,
    country: SA,
  },
  {
    username: "sample.journeys",
    name: "Sample Journeys",
    platform: "youtube",
    category: TRAVEL,
    followers: 410_500,
    engagement: 2.9,
    aqs: 80,
    country: AE,
  },
  {
    username: "sample.arena",
    name: "Sample Arena",
    platform: "youtube",
    category: GAMING,
    followers: 933_000,
    engagement: 3.1,
    aqs: 69,
    country: SA,
  },
  {
    username: "sample.fit",
    name: "Sample Fit Coach",
    platform: "tiktok",
    category: FITNESS,
    followers: 48_900,
    engagement: 7.4,
    aqs: 73,
    country: KW,
  },
  {
    username: "sample.style",
    name: "Sample Street Style",
    platform: "twitter",
    category: FASHION,
    followers: 27_300,
    engagement: 1.6,
    aqs: 61,
    country: SA,
  },
];

function toSample(seed: Seed): Influencer {
  return {
    id: `sample-${seed.platform}-${seed.username}`,
    username: seed.username,
    name: seed.name,
    platform: seed.platform,
    followers: seed.followers,
    engagement: seed.engagement,
    avatarUrl: null,
    location: { country: seed.country, city: null },
    isVerified: false,
    biography: "",
    accountType: "creator",
    categories: [seed.category],
    interests: [],
    lastPost: null,
    audienceQualityScore: seed.aqs,
    qualityEstimate: null,
    qualityBand: qualityBand(seed.aqs),
    credibility: null,
    url: "",
    audience:
      seed.platform === "twitter"
        ? null
        : {
            gender: { male: 45, female: 55 },
            age: AGE_GROUPS.map((group, index) => ({ group, prc: [6, 31, 35, 16, 7, 3, 2][index] ?? 0 })),
            countries: [{ code: "SA", name: SA, prc: 52 }],
            cities: [],
          },
    contact: { email: null, phone: null },
    pricing: { post: null, story: null },
    provenance: null,
    metrics: {
      viewsAvg: null,
      likesAvg: null,
      commentsAvg: null,
      postsCount: null,
      realSubscribers: null,
      reelsViews: null,
      shortsViews: null,
      likesCount: null,
      avgTweets: null,
      avgRetweets: null,
    },
    sample: true,
  };
}

/** The samples of the searched categories (ids), or all of them when none matches. */
export function sampleInfluencers(categoryIds: readonly (number | string)[]): Influencer[] {
  const all = SEEDS.map(toSample);
  const wanted = all.filter((influencer) => influencer.categories.some((category) => categoryIds.includes(category.id)));
  return wanted.length > 0 ? wanted : all;
}
