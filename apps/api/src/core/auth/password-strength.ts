import { PASSWORD_MESSAGES, PASSWORD_MIN_SCORE } from "@radar/contract/auth";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";
import { AppError } from "../http/app-error.ts";

/** Words that make a password guessable for this site whoever the user is. */
const SITE_WORDS = ["influencers", "influencer", "radar", "influencersradar", "influencers-radar"];

// Built on first use: the dictionaries take a few tens of milliseconds to index.
let factory: ZxcvbnFactory | undefined;

function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  return factory;
}

/** The user's own details, which a guesser tries first. */
export type PasswordContext = { email?: string; firstName?: string; lastName?: string; username?: string };

function userWords(context: PasswordContext): string[] {
  const local = context.email?.split("@")[0] ?? "";
  return [local, ...local.split(/[._+-]/), context.firstName, context.lastName, context.username].filter(
    (word): word is string => typeof word === "string" && word.length >= 3,
  );
}

/** The zxcvbn score, 0 (a top-100 password) to 4 (very unguessable). */
export async function passwordScore(password: string, context: PasswordContext = {}): Promise<number> {
  const result = await estimator().checkAsync(password, [...SITE_WORDS, ...userWords(context)]);
  return result.score;
}

/**
 * Refuses a password that common-password lists, keyboard walks, dates, repeats or the user's own
 * name would find quickly: a 400 `{"password": ["..."]}` like the other form errors.
 */
export async function assertStrongPassword(password: string, context: PasswordContext = {}): Promise<void> {
  if ((await passwordScore(password, context)) < PASSWORD_MIN_SCORE) throw AppError.fields({ password: [PASSWORD_MESSAGES.weak] });
}
