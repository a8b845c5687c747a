/**
 * What other features may use of the data sources (issue 13): resolving an account (index first,
 * then its sources), the API answer of a source failure, and keeping a report's account fresh.
 */
export { type ResolvedAccount, resolveAccount } from "./account-resolver.ts";
export { refreshIfStale } from "./refresh.service.ts";
export { isSourceError, SourceError } from "./source-errors.ts";
export { sourceFailure } from "./source-failure.ts";
// The quota meter and each source's settings: the admin tab's figures, and test environments that build clients.
export { DatabaseSourceMeter, usageToday } from "./source-meter.ts";
export { type AllSourceSettings, sourceSettings } from "./source-settings.ts";
export type { ClientDeps } from "./source-types.ts";
