/**
 * Modash answers shaped exactly like the reference's documented ones (reference/data-sources.md §6
 * and its sources: the copied search documentation and the report structure documentation), for
 * the mapping tests.
 */

const instagramProfile = {
  userId: "173560420",
  fullname: "Instagram",
  username: "instagram",
  url: "https://www.instagram.com/instagram/",
  picture: "https://imgigp.modash.io/?https://example.invalid/instagram.jpg",
  followers: 313560626,
  engagements: 857994,
  engagementRate: 0.0027362938100525414,
};

/** `POST /instagram/search`: `{error:false, total, lookalikes, directs, isExactMatch}`. */
export const SEARCH_SAMPLE = {
  error: false,
  total: 2,
  lookalikes: [{ userId: "999", profile: { ...instagramProfile, userId: "999", username: "lookalike" }, match: {} }],
  directs: [
    { userId: "173560420", profile: instagramProfile, match: {} },
    {
      userId: "25025320",
      profile: {
        userId: "25025320",
        fullname: "Riyadh Eats",
        username: "RiyadhEats",
        url: "https://www.instagram.com/riyadheats/",
        picture: "https://imgigp.modash.io/?https://example.invalid/riyadheats.jpg",
        followers: 48210,
        engagements: 2150,
        engagementRate: 0.0446,
      },
      match: {},
    },
  ],
  isExactMatch: true,
};

/** `GET /instagram/profile/{userId}/report`: the report structure documented for `profile`. */
export const REPORT_SAMPLE = {
  error: false,
  profile: {
    userId: "173560420",
    profile: instagramProfile,
    isVerified: true,
    isPrivate: false,
    accountType: "Regular",
    bio: "CEO of #RockTok · bookings +966 55 123 4567",
    city: "Jeddah",
    state: "Makkah Province",
    country: "Saudi Arabia",
    ageGroup: "18-24",
    gender: "FEMALE",
    language: { code: "ar", name: "Arabic" },
    contacts: [
      { type: "email", value: "influenceremail@example.com" },
      { type: "instagram", value: "@instagram" },
    ],
    postsCount: 37,
    avgLikes: 859004,
    avgComments: 4120,
    avgViews: 48,
    avgReelsPlays: 5727,
    stats: { followers: { value: 313560626, compared: 0.0071 }, avgLikes: { value: 859004, compared: 0.0071 } },
    statHistory: [{ month: "2019-05", followers: 1000, avgLikes: 1000 }],
    recentPosts: [
      { id: "a", created: "2024-05-01T10:00:00.000Z", likes: 10 },
      { id: "b", created: "2024-05-03T08:30:00.000Z", likes: 12 },
      { id: "c", created: 1714000000, likes: 9 },
    ],
    popularPosts: [],
    sponsoredPosts: [],
    interests: [
      { id: 13, name: "Beauty & Cosmetics" },
      { id: 1, name: "Television & Film" },
      { id: 77, name: "Something Modash added" },
    ],
    hashtags: [{ tag: "rocktok", weight: 0.1 }],
    audience: {
      credibility: 0.7534,
      notable: 0.07,
      genders: [
        { code: "FEMALE", weight: 0.6134 },
        { code: "MALE", weight: 0.3866 },
      ],
      ages: [
        { code: "13-17", weight: 0.08 },
        { code: "18-24", weight: 0.35 },
        { code: "25-34", weight: 0.33 },
        { code: "35-44", weight: 0.14 },
        { code: "45-64", weight: 0.09 },
        { code: "65-", weight: 0.01 },
      ],
      gendersPerAge: [{ code: "18-24", male: 0.14, female: 0.21 }],
      geoCountries: [
        { name: "Saudi Arabia", code: "SA", weight: 0.52 },
        { name: "United Arab Emirates", code: "AE", weight: 0.11 },
        { name: "Egypt", weight: 0.07 },
      ],
      geoCities: [
        { name: "Riyadh", weight: 0.21 },
        { name: "Jeddah", weight: 0.12 },
        { name: "Springfield", weight: 0.01 },
      ],
      geoStates: [],
      languages: [{ code: "ar", name: "Arabic", weight: 0.7 }],
      interests: [{ name: "Beauty & Cosmetics", weight: 0.3 }],
      brandAffinity: [],
      ethnicities: [],
      audienceTypes: [{ code: "mass_followers", weight: 0.379536 }],
      audienceReachability: [{ code: "-500", weight: 0.379536 }],
    },
    audienceExtra: { followersRange: { leftNumber: 100000, rightNumber: 500000 } },
    lookalikes: [],
  },
};
