import type { TSourceErrorCode, TSourceId } from "@radar/contract/sources";

/**
 * What can go wrong when we ask a data source, in our own terms (each client maps its service's
 * error bodies onto these). The web app shows one message per kind; none of them is a 500.
 * - not_found: the account does not exist, or the source cannot see it (Instagram personal accounts)
 * - quota_exhausted: our daily budget or the service's quota is spent
 * - unauthorised: the service refused our credentials
 * - unavailable: timeouts, network errors, 5xx, rate limits longer than we wait, malformed answers
 * - unsupported: no configured source covers the platform
 */
export class SourceError extends Error {
  constructor(
    readonly kind: TSourceErrorCode,
    readonly source: TSourceId | null,
    message: string,
    readonly options: {
      /** Worth another attempt soon (5xx, 429, network). */
      retryable?: boolean;
      /** How long the source asked us to wait (Retry-After, x-rate-limit-reset), in ms. */
      retryAfterMs?: number;
      /** HTTP status of the answer, when there was one. */
      status?: number;
      /** What to tell the user instead of the kind's general message (a link form that cannot be resolved). */
      publicMessage?: string;
      /** The service's own error code where one matters beyond the kind (Graph 190: the token is invalid or expired). */
      graphCode?: number;
      /** A vendor report is bought and still being generated: ask again later, never another vendor. */
      reportPending?: boolean;
    } = {},
  ) {
    super(message);
    this.name = "SourceError";
  }

  static notFound(source: TSourceId, message = "account not found") {
    return new SourceError("not_found", source, message);
  }
  static quota(source: TSourceId, message = "quota exhausted") {
    return new SourceError("quota_exhausted", source, message);
  }
  static unauthorised(source: TSourceId, message = "credentials refused") {
    return new SourceError("unauthorised", source, message);
  }
  static unavailable(source: TSourceId, message: string, options: SourceError["options"] = {}) {
    return new SourceError("unavailable", source, message, options);
  }
}

export const isSourceError = (error: unknown): error is SourceError => error instanceof SourceError;
