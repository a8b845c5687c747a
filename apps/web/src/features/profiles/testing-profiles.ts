import type { TSocialProfile } from "@radar/contract/profiles";
import { SAMPLE_SOCIAL_PROFILE } from "@radar/contract/social-profile-sample";
import type { TProfilePreview } from "@radar/contract/sources";

/** A profile as GET /api/social_profiles/ returns it (tests only). */
export function socialProfile(overrides: Partial<TSocialProfile> = {}): TSocialProfile {
  return {
    id: 1,
    ...SAMPLE_SOCIAL_PROFILE,
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
