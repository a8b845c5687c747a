import type { TSocialProfile } from "@radar/contract/profiles";
import type { TProfilePreview } from "@radar/contract/sources";

/** A profile as GET /api/social_profiles/ returns it (tests only). */
export function socialProfile(overrides: Partial<TSocialProfile> = {}): TSocialProfile {
  return {
    id: 1,
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
    influencer_id: "123",
    created_at: "2025-01-05T10:00:00Z",
    last_updated: "2025-01-06T10:00:00Z",
    provenance: { source: "seed", sandbox: false, fetched_at: "2025-01-06T10:00:00Z", estimated: [], missing: [] },
    ...overrides,
  };
}

/** A preview as POST /api/social_profiles/preview/ returns it (tests only). */
export function profilePreview(overrides: Partial<TProfilePreview> = {}): TProfilePreview {
  return {
    platform: "instagram",
    username: "sara.alqahtani",
    title: "Sara Al-Qahtani",
    avatar_url: null,
    followers: 184_300,
    er: 4.12,
    is_verified: true,
    url: "https://www.instagram.com/sara.alqahtani/",
    provenance: { source: "instagram", sandbox: true, fetched_at: "2026-01-05T10:00:00Z", estimated: ["er"], missing: [] },
    eligible: true,
    ...overrides,
  };
}
