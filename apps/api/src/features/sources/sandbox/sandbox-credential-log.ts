import type { TSourceId } from "@radar/contract/sources";

/** Where a request carried its credential: a header (Authorization, X-Goog-Api-Key) or the query string. */
export type CredentialForm = "header" | "query";

interface CredentialUse {
  source: TSourceId;
  form: CredentialForm;
  path: string;
  at: number;
}

const MAX_ENTRIES = 500;
const uses: CredentialUse[] = [];

/**
 * The sandboxes accept a credential in either form, as the real services do, and note which form
 * each request used: tests check that our clients keep credentials out of URLs, which the real
 * services cannot tell us.
 */
export function recordCredentialForm(source: TSourceId, form: CredentialForm, path: string): void {
  uses.push({ source, form, path: path.split("?")[0] ?? path, at: Date.now() });
  if (uses.length > MAX_ENTRIES) uses.splice(0, uses.length - MAX_ENTRIES);
}

/** The forms `source`'s requests used since `since` (ms since the epoch), oldest first. */
export function credentialForms(source: TSourceId, since = 0): CredentialUse[] {
  return uses.filter((use) => use.source === source && use.at >= since);
}
