import type { TPlatform } from "@radar/contract/constants";
import { AGE_GROUPS } from "@radar/contract/search";
import { normalizeText } from "../geo/normalize-text.ts";
import type { InfluencerRecord } from "../index/influencer-record.ts";
import type { SearchQuery } from "../search/search-query.ts";

/** "Now" of the fixtures: 2026-11-01T00:00:00Z. */
export const T0 = 1_793_491_200;
const DAY = 86_400;

/** An instagram creator in Riyadh with a balanced Saudi audience; every test changes what it tests. */
export function fixture(username: string, overrides: Partial<InfluencerRecord> = {}): InfluencerRecord {
  const platform: TPlatform = overrides.platform ?? "instagram";
  return {
    platform,
    username,
    fullName: username,
    bio: "",
    avatarUrl: null,
    followers: 10_000,
    erBp: 300,
    aqs: 60,
    credibility: 75,
    viewsAvg: 2_000,
    likesAvg: 280,
    commentsAvg: 12,
    postsCount: 300,
    realSubscribers: platform === "instagram" ? 8_000 : null,
    reelsViewsAvg: platform === "instagram" ? 3_000 : null,
    shortsViewsAvg: platform === "youtube" ? 1_000 : null,
    likesCount: platform === "tiktok" ? 100_000 : null,
    avgTweets: platform === "twitter" ? 2 : null,
    avgRetweets: platform === "twitter" ? 5 : null,
    isVerified: false,
    accountType: "creator",
    countryCode: "SA",
    cityId: 108410,
    language: "ar",
    lastMediaAt: T0 - DAY,
    categories: [1041],
    interests: [21],
    email: null,
    phone: null,
    postPrice: 500,
    storyPrice: platform === "instagram" ? 200 : null,
    audience:
      platform === "twitter"
        ? null
        : {
            maleBp: 5_000,
            femaleBp: 5_000,
            ageBp: [500, 3_000, 3_500, 1_800, 800, 300, 100],
            countries: [
              ["SA", 6_000],
              ["AE", 2_500],
              ["KW", 1_500],
            ],
            cities: [
              [108410, 3_000],
              [292223, 1_000],
            ],
          },
    source: "import",
    ...overrides,
  };
}

const audience = (a: Partial<NonNullable<InfluencerRecord["audience"]>>) => ({
  ...(fixture("x").audience as NonNullable<InfluencerRecord["audience"]>),
  ...a,
});

/**
 * The hand-made index the filter and sort tests know by heart. Instagram: alpha … iota;
 * tiktok: zeta, zeta2; youtube: eta, eta2; twitter: theta, theta2.
 */
export const FIXTURES: InfluencerRecord[] = [
  fixture("alpha.food", {
    followers: 5_000,
    erBp: 600,
    aqs: 85,
    categories: [1035],
    interests: [25, 26],
    email: "alpha@example.com",
    countryCode: "AE",
    cityId: 292223,
    bio: "Home cooking recipes",
    audience: audience({
      maleBp: 2_000,
      femaleBp: 8_000,
      ageBp: [500, 5_500, 2_500, 900, 400, 150, 50],
      countries: [
        ["AE", 4_000],
        ["SA", 3_500],
        ["QA", 2_500],
      ],
      cities: [
        [292223, 2_500],
        [290030, 600],
      ],
    }),
  }),
  fixture("beta.cars", {
    followers: 120_000,
    erBp: 200,
    aqs: 45,
    viewsAvg: 50_000,
    categories: [1018],
    interests: [29, 31],
    isVerified: true,
    accountType: "brand",
    language: "en",
    countryCode: "KW",
    cityId: 285787,
    audience: audience({
      maleBp: 8_500,
      femaleBp: 1_500,
      countries: [
        ["KW", 7_000],
        ["SA", 2_000],
        ["AE", 1_000],
      ],
      cities: [[285787, 4_000]],
    }),
  }),
  fixture("gamma.beauty", {
    followers: 1_500_000,
    erBp: 120,
    aqs: 92,
    viewsAvg: 400_000,
    realSubscribers: 1_300_000,
    reelsViewsAvg: 500_000,
    categories: [1020, 1021],
    interests: [4, 5],
    isVerified: true,
    phone: "+974 5000 0000",
    countryCode: "QA",
    cityId: 290030,
    audience: audience({
      maleBp: 1_000,
      femaleBp: 9_000,
      ageBp: [300, 2_500, 4_500, 1_700, 700, 200, 100],
      countries: [
        ["QA", 5_500],
        ["SA", 2_500],
        ["AE", 2_000],
      ],
      cities: [
        [290030, 1_200],
        [105343, 500],
      ],
    }),
  }),
  fixture("delta.travel", {
    followers: 45_000,
    erBp: 450,
    aqs: 70,
    categories: [1009],
    interests: [21, 19],
    accountType: "personal",
    fullName: "دلتا للسفر",
    bio: "رحلات وسفر حول العالم",
    lastMediaAt: T0 - 200 * DAY,
  }),
  fixture("epsilon.gamer", {
    followers: 800_000,
    erBp: 310,
    aqs: 30,
    viewsAvg: 90_000,
    realSubscribers: 500_000,
    reelsViewsAvg: 120_000,
    categories: [1049],
    interests: [34, 35],
    countryCode: "EG",
    cityId: 360630,
    language: "ar",
    audience: audience({
      maleBp: 8_000,
      femaleBp: 2_000,
      ageBp: [2_000, 6_000, 1_200, 500, 200, 80, 20],
      countries: [
        ["EG", 7_000],
        ["SA", 3_000],
      ],
      cities: [[360630, 4_000]],
    }),
  }),
  fixture("ahmed.alharbi", {
    followers: 20_000,
    erBp: 380,
    aqs: 55,
    fullName: "أحمد الحربي",
    bio: "Food lover | عاشق الطبخ",
    categories: [1035, 1041],
    interests: [25, 24],
    email: "ahmed@example.com",
  }),
  fixture("zeta.food", { platform: "tiktok", followers: 300_000, erBp: 900, aqs: 65, likesCount: 5_000_000, categories: [1035] }),
  fixture("zeta2.music", {
    platform: "tiktok",
    followers: 60_000,
    erBp: 1_200,
    aqs: 40,
    likesCount: 900_000,
    categories: [1027],
    countryCode: "OM",
    cityId: 287286,
  }),
  fixture("eta.shorts", { platform: "youtube", followers: 250_000, erBp: 250, aqs: 75, shortsViewsAvg: 40_000, categories: [1033] }),
  fixture("eta2.kids", { platform: "youtube", followers: 2_000_000, erBp: 150, aqs: 88, shortsViewsAvg: 700_000, categories: [1046] }),
  fixture("theta.news", {
    platform: "twitter",
    followers: 90_000,
    erBp: 80,
    aqs: 50,
    avgTweets: 12.5,
    avgRetweets: 40,
    categories: [1052],
    bio: "beauty of politics",
  }),
  fixture("theta2.sport", {
    platform: "twitter",
    followers: 1_200_000,
    erBp: 60,
    aqs: 70,
    avgTweets: 4,
    avgRetweets: 300,
    categories: [1013],
  }),
];

/**
 * An independent reading of a search's filters over one record, the way a marketer reads them —
 * what the property test holds every result to.
 */
export function satisfies(r: InfluencerRecord, q: SearchQuery): boolean {
  const inRange = (value: number | null, range: { from: number | null; to: number | null }) =>
    (range.from === null && range.to === null) ||
    (value !== null && (range.from === null || value >= range.from) && (range.to === null || value <= range.to));
  const text = normalizeText(`${r.username} ${r.fullName} ${r.bio}`);
  const a = r.audience;
  const share = (bp: number | undefined, prc: number) => prc <= 0 || (bp ?? 0) >= prc * 100;
  const checks = [
    r.platform === q.platform,
    inRange(r.followers, q.followers),
    inRange(r.erBp, q.erBp),
    inRange(r.aqs, q.aqs),
    inRange(r.viewsAvg, q.views),
    q.lastMediaFrom === null || (r.lastMediaAt ?? 0) >= q.lastMediaFrom,
    !q.text || text.includes(q.text),
    (q.includeCategories.length === 0 && q.includeKeywords.length === 0) ||
      q.includeCategories.some((id) => r.categories.includes(id)) ||
      q.includeKeywords.some((k) => text.includes(k)),
    !q.excludeCategories.some((id) => r.categories.includes(id)),
    !q.excludeKeywords.some((k) => text.includes(k)),
    q.interests.length === 0 || q.interests.some((id) => r.interests.includes(id)),
    (q.accountCountries.length === 0 && q.accountCities.length === 0) ||
      q.accountCountries.includes(r.countryCode ?? "") ||
      q.accountCities.includes(r.cityId ?? -1),
    q.languages.length === 0 || q.languages.includes(r.language ?? ""),
    q.accountTypes.length === 0 || q.accountTypes.includes(r.accountType),
    !q.verifiedOnly || r.isVerified,
    !q.hasContacts || Boolean(r.email || r.phone),
  ];
  if (q.audience) {
    const aud = q.audience;
    const hasAudienceFilter =
      aud.countries.some((c) => c.prc > 0) || aud.cities.some((c) => c.prc > 0) || (aud.age?.prc ?? 0) > 0 || (aud.gender?.prc ?? 0) > 0;
    if (hasAudienceFilter && !a) return false;
    if (a) {
      checks.push(
        aud.countries.every((c) => share(a.countries.find(([code]) => code === c.code)?.[1], c.prc)),
        aud.cities.every((c) => share(a.cities.find(([id]) => id === c.id)?.[1], c.prc)),
        !aud.age ||
          share(
            aud.age.groups.reduce((sum, g) => sum + (a.ageBp[AGE_GROUPS.indexOf(g)] ?? 0), 0),
            aud.age.prc,
          ),
        !aud.gender || share(aud.gender.gender === "male" ? a.maleBp : a.femaleBp, aud.gender.prc),
      );
    }
  }
  return checks.every(Boolean);
}
