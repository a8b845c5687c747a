import type { TPlatform } from "@radar/contract/constants";
import { looksLikeLink, normaliseUsername, parseProfileLink } from "@radar/contract/profile-link";
import type { TCreateSocialProfileRequest, TProfileAgeValue, TProfileGender } from "@radar/contract/profiles";

/** The add-profile wizard (SPEC §2, §4, §5): five steps, 0 to 4. */
export const WIZARD_STEPS = ["account", "category", "age", "gender", "size"] as const;
export type WizardStep = 0 | 1 | 2 | 3 | 4;
export const LAST_STEP: WizardStep = 4;

export type WizardValues = {
  username: string;
  platform: TPlatform | "";
  profileLink: string;
  /** "" while the placeholder 'Select Category' is chosen. */
  categoryId: string;
  categoryTitle: string;
  ageGroup: TProfileAgeValue;
  gender: TProfileGender | "";
  sizePreset: string;
};

export const INITIAL_VALUES: WizardValues = {
  username: "",
  platform: "",
  profileLink: "",
  categoryId: "",
  categoryTitle: "",
  ageGroup: "any",
  gender: "",
  sizePreset: "",
};

export function nextStep(step: WizardStep): WizardStep {
  return Math.min(step + 1, LAST_STEP) as WizardStep;
}

export function previousStep(step: WizardStep): WizardStep {
  return Math.max(step - 1, 0) as WizardStep;
}

/** SPEC §4: skip on the age step goes to step 3, on the gender step to step 4, and on the last step submits. */
export function skipTarget(step: WizardStep): WizardStep | "submit" | null {
  if (step === 2) return 3;
  if (step === 3) return 4;
  if (step === 4) return "submit";
  return null;
}

/** Skipping a step means "no preference": its value goes back to the default. */
export function clearStep(values: WizardValues, step: WizardStep): WizardValues {
  if (step === 2) return { ...values, ageGroup: "any" };
  if (step === 3) return { ...values, gender: "" };
  if (step === 4) return { ...values, sizePreset: "" };
  return values;
}

/**
 * SPEC §2: a pasted text containing 'http' and '.' fills the platform and the username when the
 * link names an account; a link to a post fills the platform only.
 */
export function autofillFromLink(values: WizardValues, link: string): WizardValues {
  const next = { ...values, profileLink: link };
  if (!looksLikeLink(link)) return next;
  const parsed = parseProfileLink(link);
  if (!parsed) return next;
  return { ...next, platform: parsed.platform, username: parsed.username ?? values.username };
}

/** Step 1's button ('add') needs the three fields; step 2's Next needs a category other than the placeholder. */
export function canContinue(values: WizardValues, step: WizardStep): boolean {
  if (step === 0) return values.username.trim() !== "" && values.platform !== "" && values.profileLink.trim() !== "";
  if (step === 1) return values.categoryId !== "";
  return true;
}

export type LinkProblem = "invalid" | "mismatch" | null;

/** The server refuses a link that does not name this account on this platform: say so on step 1. */
export function linkProblem(values: WizardValues): LinkProblem {
  const parsed = parseProfileLink(values.profileLink);
  if (!parsed) return "invalid";
  if (parsed.platform !== values.platform) return "mismatch";
  if (parsed.username === null || normaliseUsername(parsed.username) !== normaliseUsername(values.username)) return "mismatch";
  return null;
}

/** SPEC §5: submit requires username, platform, profile link and category. */
export function missingRequired(values: WizardValues): boolean {
  return !values.username.trim() || !values.platform || !values.profileLink.trim() || !values.categoryId;
}

/** SPEC §3 social profile create payload. */
export function toCreatePayload(values: WizardValues): TCreateSocialProfileRequest {
  return {
    username: values.username.trim().replace(/^@/, ""),
    profile_url: values.profileLink.trim(),
    targeted_category: values.categoryTitle,
    category_id: Number(values.categoryId),
    targeted_gender: values.gender.toLowerCase(),
    age_groups: values.ageGroup === "any" ? [] : [values.ageGroup],
    size_preset: values.sizePreset,
    platform: values.platform as TPlatform,
  };
}
