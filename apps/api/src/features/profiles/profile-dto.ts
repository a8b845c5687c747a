import type { TProfileTargeting, TSocialProfile } from "@radar/contract/profiles";
import { AGE_GROUPS, type TAgeGroup } from "@radar/contract/search";
import type { ProfileRow } from "./profile-queries.ts";

const isAgeGroup = (value: string): value is TAgeGroup => (AGE_GROUPS as readonly string[]).includes(value);

/** Engagement is kept in basis points (412 = 4.12 %) and sent as a fraction (0.0412), as SPEC §3 reads it. */
export function engagementFraction(erBp: number): number {
  return Math.round(erBp) / 10_000;
}

/** The index's live figures when the account is in it, else the ones the profile was added with. */
function figures(row: ProfileRow) {
  const live = row.live_followers !== null;
  return {
    followers: live ? (row.live_followers ?? 0) : row.snapshot_followers,
    engagement: engagementFraction(live ? (row.live_er_bp ?? 0) : row.snapshot_er_bp),
    photoUrl: live ? row.live_photo_url : row.snapshot_photo_url,
    name: (live ? row.live_name : row.snapshot_name) || row.snapshot_name,
    updatedAt: live ? (row.live_fetched_at ?? row.live_updated_at ?? row.snapshot_at) : row.snapshot_at,
  };
}

export function toProfileDto(row: ProfileRow): TSocialProfile {
  const current = figures(row);
  return {
    id: row.id,
    // SPEC §3: the name falls back to the username, then 'User {id}'.
    name: current.name || row.username || `User ${row.id}`,
    username: row.username,
    platform: row.platform,
    profile_url: row.profile_url,
    photo_url: current.photoUrl,
    category: { id: row.category_id, title: row.targeted_category || row.platform },
    targeted_category: row.targeted_category,
    category_id: row.category_id,
    targeted_gender: row.targeted_gender,
    age_groups: row.age_groups.filter(isAgeGroup),
    size_preset: row.size_preset,
    followers: current.followers,
    engagement: current.engagement,
    influencer_id: row.influencer_id,
    created_at: row.created_at.toISOString(),
    last_updated: current.updatedAt.toISOString(),
    provenance:
      row.live_followers === null || row.live_source === null
        ? null
        : {
            source: row.live_source,
            sandbox: row.live_via_sandbox ?? false,
            fetched_at: (row.live_fetched_at ?? current.updatedAt).toISOString(),
            estimated: row.live_estimated ?? [],
            missing: row.live_missing ?? [],
          },
  };
}

export function toTargetingDto(row: ProfileRow): TProfileTargeting {
  const { id, platform, username, targeted_category, category_id, targeted_gender, age_groups, size_preset, followers, engagement } =
    toProfileDto(row);
  return { id, platform, username, targeted_category, category_id, targeted_gender, age_groups, size_preset, followers, engagement };
}
