import type { TPlatform } from "@radar/contract/constants";
import { findMarketAccount } from "./market/synthetic-market.ts";

/**
 * Accounts renamed between two lookups, as real creators rename theirs: the platform's id stays the
 * same, the handle changes. The YouTube (channels.list), Instagram (business_discovery) and X
 * (users/by) sandboxes ask this module which handle to answer with, so the store path can be
 * tested against a rename without a live service.
 *
 * Which accounts:
 * - on every platform, a handle that starts with "renamed" ("renamed.sara", "renamed_fahad"), so a
 *   test or a person trying the product can pick one;
 * - in the synthetic market (YouTube channels), one account in RENAMED_MARKET_EVERY: the rows whose
 *   number leaves RENAMED_MARKET_REMAINDER (about 1 %).
 * A handle is renamed only where its new form is still a valid handle there (X: at most 15 characters).
 *
 * When: the first lookup of such an account in this process answers the handle it was asked by;
 * every later lookup answers `{handle}_2`, under the same id, whether it names the old handle, the
 * new one or the id. The new handle resolves from the start, and the old one keeps resolving to the
 * account (like the redirect a platform keeps for a while), always answering the new name then.
 * `forgetSandboxRenames()` starts the count again (tests).
 */

export const RENAME_SUFFIX = "_2";
export const RENAMED_PREFIX = "renamed";
export const RENAMED_MARKET_EVERY = 97;
export const RENAMED_MARKET_REMAINDER = 42;

const LIMITS: Partial<Record<TPlatform, RegExp>> = { twitter: /^[a-z0-9_]{1,15}$/ };

const lookups = new Map<string, number>();

const normal = (handle: string) => handle.trim().replace(/^@/, "").toLowerCase();

/** Whether `handle` (the account's original handle) is one the sandboxes rename. */
export function isRenamed(platform: TPlatform, handle: string): boolean {
  const name = normal(handle);
  if (name.endsWith(RENAME_SUFFIX) && isRenamed(platform, name.slice(0, -RENAME_SUFFIX.length))) return false;
  const limit = LIMITS[platform];
  if (limit && !limit.test(`${name}${RENAME_SUFFIX}`)) return false;
  if (name.startsWith(RENAMED_PREFIX)) return true;
  if (platform !== "youtube") return false;
  const account = findMarketAccount("youtube", "youtube", name);
  return account !== null && account.row % RENAMED_MARKET_EVERY === RENAMED_MARKET_REMAINDER;
}

/** The handle a renamed account takes. */
export const renamedHandle = (handle: string) => `${normal(handle)}${RENAME_SUFFIX}`;

/** The account's original handle when `handle` is the new name of a renamed one, else null. */
export function originalHandle(platform: TPlatform, handle: string): string | null {
  const name = normal(handle);
  if (!name.endsWith(RENAME_SUFFIX)) return null;
  const original = name.slice(0, -RENAME_SUFFIX.length);
  return isRenamed(platform, original) ? original : null;
}

/**
 * A lookup of the account `asked` names (a handle, old or new): the original handle the account is
 * made from, and the handle to answer with. Counts the lookup.
 */
export function lookupHandle(platform: TPlatform, asked: string): { original: string; answer: string } {
  const name = normal(asked);
  const original = originalHandle(platform, name) ?? name;
  if (!isRenamed(platform, original)) return { original: name, answer: name };
  const key = `${platform}:${original}`;
  const seen = lookups.get(key) ?? 0;
  if (lookups.size > 10_000) lookups.clear();
  lookups.set(key, seen + 1);
  return { original, answer: seen === 0 && name === original ? original : renamedHandle(original) };
}

/** Every renamed account answers its old handle again on its next lookup. */
export function forgetSandboxRenames(): void {
  lookups.clear();
}
