/**
 * What the password-strength estimate (zxcvbn) is told besides its dictionaries, the same in the API
 * and in the web app's meter so both give a password the same score: the site's own name and the
 * user's details, which a guesser tries first. No zod here: the web app's forms load it lazily.
 */

/** Words that make a password guessable for this site whoever the user is. */
export const PASSWORD_SITE_WORDS: readonly string[] = ["influencers", "influencer", "radar", "influencersradar", "influencers-radar"];

export type TPasswordContext = { email?: string; firstName?: string; lastName?: string; username?: string };

/** The site's words and the user's own: the e-mail's local part (and its pieces), names, username. */
export function passwordUserWords(context: TPasswordContext): string[] {
  const local = context.email?.split("@")[0] ?? "";
  const own = [local, ...local.split(/[._+-]/), context.firstName, context.lastName, context.username].filter(
    (word): word is string => typeof word === "string" && word.trim().length >= 3,
  );
  return [...PASSWORD_SITE_WORDS, ...own.map((word) => word.trim())];
}
