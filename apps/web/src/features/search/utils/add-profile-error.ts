import { PROFILE_MSG } from "@radar/contract/profiles";

/** The profiles API's refusals we word ourselves (so they read well in Arabic too); others show as sent. */
const KNOWN: Record<string, string> = {
  [PROFILE_MSG.alreadyExists]: "addErrors.alreadyExists",
  [PROFILE_MSG.limitReached]: "addErrors.limitReached",
  [PROFILE_MSG.notEligible]: "addErrors.notEligible",
  [PROFILE_MSG.noSubscription]: "addErrors.noSubscription",
  [PROFILE_MSG.linkMismatch]: "addErrors.linkMismatch",
};

/** The locale key of a known refusal, or null. */
export function addProfileErrorKey(message: string | undefined): string | null {
  if (!message) return null;
  return KNOWN[message] ?? null;
}

const TARGETING: Record<string, string> = {
  "Authentication token is missing": "errors.missingToken",
  [PROFILE_MSG.invalidId]: "errors.invalidProfileId",
  [PROFILE_MSG.notFound]: "errors.profileNotFound",
};

/** The locale key of a known targeting failure (SPEC §5 checks, a profile that is not the user's), or null. */
export function targetingErrorKey(message: string | undefined): string | null {
  if (!message) return null;
  return TARGETING[message] ?? null;
}
