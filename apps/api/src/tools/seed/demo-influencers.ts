import type { TPlatform } from "@radar/contract/constants";
import type { InfluencerRecord } from "../../features/discovery/public.ts";
import { estimatePrices, type GeneratorOptions, generateAudience, generateMetrics, Prng } from "../../features/sources/public.ts";

/**
 * The demo user's own accounts (demo@radar.local is Sara Al-Qahtani), present in every seeded
 * index under fixed usernames so that the profiles feature and the README can point at them.
 */
export const DEMO_INFLUENCER_USERNAMES = {
  instagram: "sara.alqahtani",
  tiktok: "sara.alqahtani",
  youtube: "saraalqahtani",
} as const;

const DEMO_ACCOUNTS: { platform: TPlatform; followers: number; erBp: number; aqs: number }[] = [
  { platform: "instagram", followers: 184_300, erBp: 412, aqs: 84 },
  { platform: "tiktok", followers: 412_900, erBp: 655, aqs: 78 },
  { platform: "youtube", followers: 58_700, erBp: 371, aqs: 81 },
];

export function demoInfluencers(options: GeneratorOptions): InfluencerRecord[] {
  return DEMO_ACCOUNTS.map((account, i) => {
    const rng = new Prng(options.seed, -1 - i);
    const platform = account.platform;
    const metrics = generateMetrics(rng, platform, account.followers, false);
    return {
      ...metrics,
      ...account,
      username: DEMO_INFLUENCER_USERNAMES[platform as keyof typeof DEMO_INFLUENCER_USERNAMES],
      fullName: "Sara Al-Qahtani | سارة القحطاني",
      bio: "Food & lifestyle from Riyadh 🍽️ | أكل وأسلوب حياة من الرياض 📍 Riyadh ✉️ Collabs: sara.alqahtani@example.com",
      avatarUrl: null,
      isVerified: true,
      accountType: "creator",
      gender: "female",
      countryCode: "SA",
      cityId: 108410,
      language: "ar",
      lastMediaAt: options.asOf - (i + 1) * 86_400,
      categories: [1035, 1041],
      interests: [11, 21, 24, 25, 26],
      email: "sara.alqahtani@example.com",
      phone: null,
      ...estimatePrices(rng, platform, account.followers, account.erBp, true),
      audience: generateAudience(rng, platform, "SA", 0.68, 0.2),
      source: "seed",
    };
  });
}
