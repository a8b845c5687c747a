import type { TPlatform } from "@radar/contract/constants";
import { looksLikeLink, normaliseUsername, parseProfileLink } from "@radar/contract/profile-link";
import type { TCreateSocialProfileRequest, TProfileAgeValue, TProfileGender } from "@radar/contract/profiles";

/** The add-profile wizard (SPEC §2, §4, §5): five steps, 0 to 4. */
export const WIZARD_STEPS = ["account", "category", "age", "gender", "size"] as const;
export type WizardStep = 0 | 1 | 2 | 3 | 4;
export const LAST_STEP: WizardStep = 4;

/** Why the link step changed the platform and username on its own, told under the link field. */
export type LinkNotice = "unreadable" | "noAccount" | null;

export type WizardValues = {
  username: string;
  platform: TPlatform | "";
  /** Optional: without it the link is derived from the platform and the username ({@link derivedLink}). */
  profileLink: string;
  /** Whether platform and username were read from the link (then a new link may replace or clear them). */
  filledFromLink: boolean;
  linkNotice: LinkNotice;
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
  filledFromLink: false,
  linkNotice: null,
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
 * link names an account; a link to a post fills the platform only. Values an earlier link filled in
 * belong to that link's account: a link that names no account, or cannot be read at all, clears
 * them (and says why) rather than leave the previous account's name in place. Values the user
 * typed are theirs and stay.
 */
export function autofillFromLink(values: WizardValues, link: string): WizardValues {
  const next: WizardValues = { ...values, profileLink: link, linkNotice: null };
  const parsed = looksLikeLink(link) ? parseProfileLink(link) : null;
  if (parsed?.username) return { ...next, platform: parsed.platform, username: parsed.username, filledFromLink: true };
  if (!values.filledFromLink) return parsed ? { ...next, platform: parsed.platform } : next;
  // An emptied field (on the way to pasting another link, or to use the derived link) changes nothing yet.
  if (link.trim() === "") return next;
  if (parsed) return { ...next, platform: parsed.platform, username: "", linkNotice: "noAccount" };
  return { ...next, platform: "", username: "", filledFromLink: false, linkNotice: "unreadable" };
}

/** The user's own choice of platform or username: it is theirs from now on. */
export function editAccount(values: WizardValues, change: Partial<Pick<WizardValues, "platform" | "username">>): WizardValues {
  return { ...values, ...change, filledFromLink: false, linkNotice: null };
}

const YOUTUBE_CHANNEL_ID = /^UC[\w-]{22}$/;

/**
 * The profile link of an account typed by hand: the address each platform gives a profile. Null
 * when the name could not be an account there (the same parser the server uses must read it back).
 */
export function derivedLink(platform: TPlatform | "", username: string): string | null {
  const name = username.trim().replace(/^@/, "");
  if (!platform || !name) return null;
  const link = {
    instagram: `https://www.instagram.com/${name}/`,
    tiktok: `https://www.tiktok.com/@${name}`,
    youtube: YOUTUBE_CHANNEL_ID.test(name) ? `https://www.youtube.com/channel/${name}` : `https://www.youtube.com/@${name}`,
    twitter: `https://x.com/${name}`,
  }[platform];
  const parsed = parseProfileLink(link);
  return parsed?.platform === platform && parsed.username === name ? link : null;
}

/** The link the wizard previews and sends: the one given, else the one derived from platform and username. */
export function effectiveLink(values: WizardValues): string {
  return values.profileLink.trim() || derivedLink(values.platform, values.username) || "";
}

/** What step 1 still needs before 'add', named so the user knows what to do. */
export type AccountStepNeed = "linkOrAccount" | "platform" | "username" | "validUsername" | "preview" | null;

export function accountStepNeed(values: WizardValues): AccountStepNeed {
  const hasLink = values.profileLink.trim() !== "";
  const hasName = values.username.trim() !== "";
  if (!hasLink && !values.platform && !hasName) return "linkOrAccount";
  if (!values.platform) return "platform";
  if (!hasName) return "username";
  if (!hasLink && derivedLink(values.platform, values.username) === null) return "validUsername";
  return null;
}

/** Step 1's button ('add') needs platform and username (the link is given or derived); step 2's Next a real category. */
export function canContinue(values: WizardValues, step: WizardStep): boolean {
  if (step === 0) return accountStepNeed(values) === null;
  if (step === 1) return values.categoryId !== "";
  return true;
}

export type LinkProblem = "invalid" | "mismatch" | null;

/** The server refuses a link that does not name this account on this platform: say so on step 1. */
export function linkProblem(values: WizardValues): LinkProblem {
  const parsed = parseProfileLink(effectiveLink(values));
  if (!parsed) return "invalid";
  if (parsed.platform !== values.platform) return "mismatch";
  if (parsed.username === null || normaliseUsername(parsed.username) !== normaliseUsername(values.username)) return "mismatch";
  return null;
}

/** SPEC §5: submit requires username, platform, profile link (given or derived) and category. */
export function missingRequired(values: WizardValues): boolean {
  return !values.username.trim() || !values.platform || !effectiveLink(values) || !values.categoryId;
}

/** SPEC §3 social profile create payload. */
export function toCreatePayload(values: WizardValues): TCreateSocialProfileRequest {
  return {
    username: values.username.trim().replace(/^@/, ""),
    profile_url: effectiveLink(values),
    targeted_category: values.categoryTitle,
    category_id: Number(values.categoryId),
    targeted_gender: values.gender.toLowerCase(),
    age_groups: values.ageGroup === "any" ? [] : [values.ageGroup],
    size_preset: values.sizePreset,
    platform: values.platform as TPlatform,
  };
}
