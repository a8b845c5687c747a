import { z } from "zod";
import { INT32_MAX, PLATFORMS } from "./constants.ts";
import { AGE_GROUPS, SIZE_PRESETS, type TAgeGroup } from "./search.ts";
import { ZProvenanceSchema } from "./sources.ts";
import { MSG } from "./validation-messages.ts";

/** Social profiles: the accounts a user tracks (SPEC §2 Profiles, §3, §7 Profiles). */

/** SPEC §9: an account needs at least this many followers in the index to be added. */
export const PROFILE_MIN_FOLLOWERS = 1_000;
/** SPEC §9: the dashboard shows this many profiles. */
export const DASHBOARD_PROFILE_COUNT = 3;

/** SPEC §3 age values; 'any' (the default) is sent as an empty list. */
export const PROFILE_AGE_VALUES = [...AGE_GROUPS, "any"] as const;
export type TProfileAgeValue = (typeof PROFILE_AGE_VALUES)[number];

export const PROFILE_GENDERS = ["male", "female", "other"] as const;
export type TProfileGender = (typeof PROFILE_GENDERS)[number];

/**
 * The wizard offers the five presets of SPEC §3; a profile created from a search result buckets
 * its followers with `sizePresetForFollowers`, whose mega value is "1000000-10000000" (SPEC §7).
 */
export const PROFILE_SIZE_PRESETS = [...SIZE_PRESETS.map((preset) => preset.value), "1000000-10000000"] as const;

/** SPEC §7: a profile created from a search result uses this category. */
export const DEFAULT_PROFILE_CATEGORY = { id: 1, title: "General" } as const;

/** The server's answers to a create it refuses (`{success: false, error}`); the wizard reads 'already exists'. */
export const PROFILE_MSG = {
  alreadyExists: "Profile already exists",
  linkMismatch: "The profile link does not match the platform and username",
  notEligible: "Profile could not be added: the account was not found or has fewer than 1,000 followers",
  limitReached: "You have reached the profile limit of your plan. Upgrade your plan to add more profiles.",
  noSubscription: "An active subscription is required to add profiles",
  unknownCategory: "Unknown category",
  notFound: "Profile not found",
  invalidId: "Invalid profile ID format",
} as const;

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** POST /api/social_profiles/add/ — SPEC §3 social profile create payload. */
export const ZCreateSocialProfileRequestSchema = z.object({
  username: z
    .string({ error: MSG.required })
    .trim()
    .transform((value) => value.replace(/^@/, ""))
    .pipe(z.string().min(1, MSG.required).max(100)),
  profile_url: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(500),
  platform: z.enum(PLATFORMS, { error: "Choose Instagram, TikTok, YouTube or Twitter" }),
  targeted_category: z.string().trim().max(100).default(""),
  category_id: z.coerce.number({ error: "Choose a category" }).int().min(0).max(INT32_MAX),
  targeted_gender: z.preprocess(
    (value) => (typeof value === "string" ? blankToNull(value.toLowerCase()) : value),
    z.enum(PROFILE_GENDERS, { error: "Gender must be male, female or other" }).nullish(),
  ),
  // 'any' is the absence of an age filter: sent as [] by the wizard, tolerated as ['any'].
  age_groups: z
    .array(z.enum(PROFILE_AGE_VALUES, { error: "Unknown age group" }))
    .max(PROFILE_AGE_VALUES.length)
    .default([])
    .transform((groups) => [...new Set(groups.filter((group): group is TAgeGroup => group !== "any"))]),
  size_preset: z.preprocess(blankToNull, z.enum(PROFILE_SIZE_PRESETS, { error: "Unknown size preset" }).nullish()),
});
export type TCreateSocialProfileRequest = z.input<typeof ZCreateSocialProfileRequestSchema>;
export type TCreateSocialProfileParsed = z.output<typeof ZCreateSocialProfileRequestSchema>;

/**
 * SPEC §3 social profile as loaded. followers, engagement (a fraction: 0.0412 is 4.12 %), name,
 * photo_url and last_updated are the index's live figures; the profile keeps the ones it was added
 * with for when the account has left the index.
 */
export const ZSocialProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  platform: z.enum(PLATFORMS),
  profile_url: z.string(),
  photo_url: z.string().nullable(),
  category: z.object({ id: z.number().int(), title: z.string() }),
  targeted_category: z.string(),
  category_id: z.number().int(),
  targeted_gender: z.enum(PROFILE_GENDERS).nullable(),
  age_groups: z.array(z.enum(AGE_GROUPS)),
  size_preset: z.string().nullable(),
  followers: z.number().int(),
  engagement: z.number(),
  influencer_id: z.string().describe("The account's id in the influencer index (a 63-bit integer, sent as a string)"),
  created_at: z.string(),
  last_updated: z.string(),
  /** Where the live figures come from and how old they are; null once the account has left the index. */
  provenance: ZProvenanceSchema.nullable(),
});
export type TSocialProfile = z.infer<typeof ZSocialProfileSchema>;

/** GET /api/social_profiles/ */
export const ZSocialProfileListSchema = z.object({ success: z.literal(true), profiles: z.array(ZSocialProfileSchema) });
export type TSocialProfileList = z.infer<typeof ZSocialProfileListSchema>;

/** POST /api/social_profiles/add/ (201) */
export const ZCreateSocialProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  profile: ZSocialProfileSchema,
});
export type TCreateSocialProfileResponse = z.infer<typeof ZCreateSocialProfileResponseSchema>;

/** DELETE /api/social_profiles/remove/{id}/ */
export const ZDeleteSocialProfileResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Every refusal of the profiles API: `error` as SPEC §7 reads it, `detail` as the rest of the API does. */
export const ZSocialProfileErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  detail: z.string(),
  /** Why a data source could not answer (not_found, quota_exhausted, …), or invalid_link. */
  code: z.string().optional(),
});
export type TSocialProfileError = z.infer<typeof ZSocialProfileErrorSchema>;

/** GET /api/social_profiles/{id}/targeting/ — SPEC §3 profile targeting response. */
export const ZProfileTargetingSchema = z.object({
  id: z.number().int(),
  platform: z.enum(PLATFORMS),
  username: z.string(),
  targeted_category: z.string(),
  category_id: z.number().int(),
  targeted_gender: z.enum(PROFILE_GENDERS).nullable(),
  age_groups: z.array(z.enum(AGE_GROUPS)),
  size_preset: z.string().nullable(),
  followers: z.number().int(),
  engagement: z.number(),
});
export type TProfileTargeting = z.infer<typeof ZProfileTargetingSchema>;
