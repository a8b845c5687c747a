import type { TLanguage } from "@radar/contract/constants";
import type { TReportTemplateId } from "@radar/contract/reports";
import type { ReportModel } from "../data/report-model.ts";

/** Tests and the benchmark: a report model with known figures (Sara's instagram account). */
export function sampleModel(overrides: { language?: TLanguage; template?: TReportTemplateId } = {}): ReportModel {
  return {
    reportId: 1,
    template: overrides.template ?? "standard",
    language: overrides.language ?? "en",
    generatedAt: new Date("2026-11-21T10:00:00Z"),
    avatar: null,
    account: {
      influencerId: "123",
      platform: "instagram",
      username: "sara.alqahtani",
      fullName: "Sara Al-Qahtani",
      avatarUrl: null,
      bio: "Food & travel stories from Riyadh. لا شيء أجمل من القهوة السعودية (صباحًا) مع الأصدقاء.",
      isVerified: true,
      accountType: "creator",
      followers: 184_300,
      erPercent: 4.12,
      aqs: 84,
      qualityBand: "very_good",
      credibility: 82,
      viewsAvg: 61_000,
      likesAvg: 7_420,
      commentsAvg: 233,
      postsCount: 812,
      platformFigures: [{ key: "reels_views", value: 73_500 }],
      categories: [
        { en: "Food & Cooking", ar: "الطعام والطبخ" },
        { en: "Travel", ar: "السفر" },
      ],
      interests: [
        { en: "Coffee", ar: "القهوة" },
        { en: "Restaurants", ar: "المطاعم" },
      ],
      country: { en: "Saudi Arabia", ar: "السعودية" },
      city: { en: "Riyadh", ar: "الرياض" },
      postPrice: 4_500,
      storyPrice: 2_000,
      audience: {
        male: 32,
        female: 68,
        age: [
          { group: "13_17", prc: 4 },
          { group: "18_24", prc: 31 },
          { group: "25_34", prc: 40 },
          { group: "35_44", prc: 16 },
          { group: "45_54", prc: 6 },
          { group: "55_64", prc: 2 },
          { group: "65_plus", prc: 1 },
        ],
        countries: [
          { label: { en: "Saudi Arabia", ar: "السعودية" }, prc: 61 },
          { label: { en: "United Arab Emirates", ar: "الإمارات" }, prc: 14.5 },
          { label: { en: "Kuwait", ar: "الكويت" }, prc: 8 },
          { label: { en: "Egypt", ar: "مصر" }, prc: 5 },
          { label: { en: "Qatar", ar: "قطر" }, prc: 3 },
        ],
        cities: [
          { label: { en: "Riyadh", ar: "الرياض" }, prc: 30 },
          { label: { en: "Jeddah", ar: "جدة" }, prc: 12 },
          { label: { en: "Dubai", ar: "دبي" }, prc: 6 },
        ],
      },
      dataDate: new Date("2026-11-20T00:00:00Z"),
    },
    tier: { key: "mid", from: 50_000, to: 500_000, accounts: 12_450, medianErPercent: 2.87, medianViews: 35_200, medianLikes: 3_900 },
    similar: Array.from({ length: 10 }, (_, i) => ({
      platform: "instagram" as const,
      username: `similar.creator${i + 1}`,
      fullName: i % 2 === 0 ? `Noura Al-Harbi ${i + 1}` : `نورة الحربي ${i + 1}`,
      followers: 150_000 + i * 9_000,
      erPercent: 3.5 - i * 0.1,
      aqs: 80 - i,
      similarity: 0.91 - i * 0.03,
    })),
  };
}
