import type { TSocialProfile } from "./profiles.ts";

/**
 * Sara's food account as GET /api/social_profiles/ lists it once added with the wizard's choices,
 * apart from ids and times: what the server's test expects and what the web's tests show, so the
 * two cannot drift apart.
 */
export const SAMPLE_SOCIAL_PROFILE: Omit<TSocialProfile, "id" | "influencer_id" | "created_at" | "last_updated" | "provenance"> = {
  name: "Sara Al-Qahtani",
  username: "sara.alqahtani",
  platform: "instagram",
  profile_url: "https://www.instagram.com/sara.alqahtani/",
  photo_url: null,
  category: { id: 1035, title: "Food & Cooking" },
  targeted_category: "Food & Cooking",
  category_id: 1035,
  targeted_gender: "female",
  age_groups: ["25_34"],
  size_preset: "50000-500000",
  followers: 184_300,
  engagement: 0.0412,
};
