import { PASSWORD_MESSAGES, PASSWORD_MIN_SCORE } from "@radar/contract/auth";
import { passwordUserWords, type TPasswordContext } from "@radar/contract/password-strength";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary } from "@zxcvbn-ts/language-en";
import { AppError } from "../http/app-error.ts";

// Built on first use: the dictionaries take a few tens of milliseconds to index.
let factory: ZxcvbnFactory | undefined;

function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary: { ...commonDictionary, ...englishDictionary }, graphs: adjacencyGraphs });
  return factory;
}

/** The zxcvbn score, 0 (a top-100 password) to 4 (very unguessable), as the web app's meter computes it. */
export async function passwordScore(password: string, context: TPasswordContext = {}): Promise<number> {
  const result = await estimator().checkAsync(password, passwordUserWords(context));
  return result.score;
}

/**
 * Refuses a password that common-password lists, keyboard walks, dates, repeats or the user's own
 * name would find quickly: a 400 `{"password": ["..."]}` like the other form errors.
 */
export async function assertStrongPassword(password: string, context: TPasswordContext = {}): Promise<void> {
  if ((await passwordScore(password, context)) < PASSWORD_MIN_SCORE) throw AppError.fields({ password: [PASSWORD_MESSAGES.weak] });
}
