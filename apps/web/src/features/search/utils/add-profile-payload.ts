import { DEFAULT_PROFILE_CATEGORY, type TCreateSocialProfileRequest } from "@radar/contract/profiles";
import { sizePresetForFollowers } from "@radar/contract/search";
import type { Influencer } from "./influencer";

/**
 * SPEC §7 "Creating a profile from a search result": gender 'other', age group 25–34, the category
 * 'General' (id 1) and a size preset bucketed by the account's followers.
 */
export function createProfilePayload(influencer: Influencer): TCreateSocialProfileRequest {
  return {
    username: influencer.username,
    profile_url: influencer.url,
    targeted_category: DEFAULT_PROFILE_CATEGORY.title,
    category_id: DEFAULT_PROFILE_CATEGORY.id,
    targeted_gender: "other",
    age_groups: ["25_34"],
    // Unknown followers (hidden by the source) bucket as the smallest size.
    size_preset: sizePresetForFollowers(influencer.followers ?? 0),
    platform: influencer.platform,
  };
}
