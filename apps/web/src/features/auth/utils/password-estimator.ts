import { passwordUserWords, type TPasswordContext } from "@radar/contract/password-strength";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary } from "@zxcvbn-ts/language-en";

/**
 * The password-strength estimate, with the API's dictionaries and words (core/auth/password-strength.ts
 * on the server), so the meter shows the score the server will hold the password to. About 1.6 MB of
 * word lists: loaded only by use-password-strength.ts, on the first keystroke in a new-password field.
 * No translations are passed, so the feedback comes as keys (`commonPasswords`…) that the meter
 * translates itself.
 */
const estimator = new ZxcvbnFactory({ dictionary: { ...commonDictionary, ...englishDictionary }, graphs: adjacencyGraphs });

export type PasswordEstimate = { score: number; warning: string | null; suggestions: string[] };

export async function estimatePassword(password: string, context: TPasswordContext): Promise<PasswordEstimate> {
  const result = await estimator.checkAsync(password, passwordUserWords(context));
  return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
}
