/**
 * The web side's search constants (SPEC §5 and §9). The ones the server shares live in
 * @radar/contract/search; these only shape the screen and the request it builds.
 */

/** §9 default follower bounds when the follower filter is missing, per mode. */
export const DEFAULT_FOLLOWERS_FROM = 1_000;
export const DEFAULT_FOLLOWERS_TO = { basic: 10_000_000, deep: 5_000_000 } as const;
/** §4: enabling the follower filter picks the mid preset. */
export const DEFAULT_SIZE_PRESET = "50000-500000";

import { AGE_GROUPS } from "@radar/contract/search";

export { DEFAULT_QUALITY_SCORE } from "@radar/contract/search";
export const QUALITY_SCORE_MAX = 100;
/** §4: a quality score above 0 sets minimumAudiencePercentage to this. */
export const MINIMUM_AUDIENCE_PERCENTAGE = 10;
/** §3: audience_age.prc defaults to 10. */
export const DEFAULT_AGE_SHARE = 10;

export const GENDER_PERCENTAGE = { min: 0, max: 100, step: 5, initial: 50 } as const;
/** §5: location percentage 1–100 in the deep panel, 0–100 step 1 in the basic one; default 20. */
export const LOCATION_PERCENTAGE = { basicMin: 0, deepMin: 1, max: 100, step: 1, initial: 20 } as const;
export const ENGAGEMENT_RANGE = { min: 0, max: 100, step: 0.1 } as const;

/** §9 targeting range factors for the profile-pre-filled search. */
export const TARGETING_FACTORS = { min: 0.8, max: 1.2 } as const;

/** Age choices as the screen holds them: the contract's groups, and 'any' (no age filter). */
export const AGE_CHOICES = ["any", ...AGE_GROUPS] as const;
export type TAgeChoice = (typeof AGE_CHOICES)[number];

/** §9 audience quality bands as radio choices: the score each one asks for at least. 0 is 'any'. */
export const QUALITY_CHOICES = [
  { value: "any", score: 0 },
  { value: "excellent", score: 90 },
  { value: "very_good", score: 80 },
  { value: "good", score: 60 },
  { value: "average", score: 40 },
  { value: "could_be_improved", score: 25 },
] as const;

export const LOCATION_DEBOUNCE_MS = 300;
