/**
 * What other features may use of the data sources (issue 13): resolving an account (index first,
 * then its sources), the API answer of a source failure, and keeping a report's account fresh.
 */
export { type ResolvedAccount, resolveAccount } from "./account-resolver.ts";
export { isSourceError, SourceError } from "./source-errors.ts";
export { sourceFailure } from "./source-failure.ts";
