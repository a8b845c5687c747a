import { type HttpAnswer, retryAfterMs } from "../http/source-http.ts";
import { SourceError } from "../source-errors.ts";
import { ZGoogleErrorSchema } from "./youtube-answers.ts";

/** Our quota is spent at Google: nothing works again before midnight Pacific. */
const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded"]);
/** Short-term limits: worth a retry after a wait. */
const RATE_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded", "RATE_LIMIT_EXCEEDED"]);
/**
 * The key is wrong, restricted, or the project has not enabled the API: legacy `keyInvalid`, the
 * current `badRequest` + ErrorInfo `API_KEY_INVALID`, `accessNotConfigured` (API not enabled),
 * `forbidden` (e.g. no key at all). The ErrorInfo reasons other than API_KEY_INVALID are [U]
 * (seen in Google's other APIs; the reference confirms only API_KEY_SERVICE_BLOCKED).
 */
const CREDENTIAL_REASONS = new Set([
  "keyInvalid",
  "keyExpired",
  "API_KEY_INVALID",
  "API_KEY_SERVICE_BLOCKED",
  "API_KEY_HTTP_REFERRER_BLOCKED",
  "API_KEY_IP_ADDRESS_BLOCKED",
  "SERVICE_DISABLED",
  "accessNotConfigured",
  "ipRefererBlocked",
  "forbidden",
]);

/**
 * YouTube's answers in our terms (reference §1 "Errors"). A channels.list without `items` is a
 * not-found delivered with HTTP 200. Anything not recognised here is left to the HTTP status
 * (5xx and 429 are retried by SourceHttp).
 */
export function classifyYoutubeAnswer(answer: HttpAnswer): SourceError | null {
  const { status, json } = answer;
  if (status >= 200 && status < 300) {
    if (isEmptyChannelList(json)) return new SourceError("not_found", "youtube", "no channel matches", { status });
    return null;
  }
  const parsed = ZGoogleErrorSchema.safeParse(json);
  if (!parsed.success) return null;
  const { error } = parsed.data;
  const reasons = [...error.errors.map((e) => e.reason), ...error.details.map((d) => d.reason)].filter((reason): reason is string =>
    Boolean(reason),
  );
  const message = error.message || reasons[0] || `HTTP ${status}`;
  const quotaReason = reasons.some((reason) => QUOTA_REASONS.has(reason));
  const rateReason = reasons.some((reason) => RATE_REASONS.has(reason));
  // The reason decides: a rate limit is a 403 too, and may come in the youtube.quota domain, but
  // taking it for the daily quota would pause the source until midnight for a few seconds' limit.
  const quotaDomain = !rateReason && error.errors.some((e) => e.domain === "youtube.quota");
  if (quotaReason || quotaDomain) {
    // With a status, SourceHttp pauses the source until our quota day ends (midnight Pacific).
    return new SourceError("quota_exhausted", "youtube", `YouTube quota exceeded: ${message}`, { status });
  }
  if (rateReason) {
    return SourceError.unavailable("youtube", `YouTube rate limit: ${message}`, {
      status,
      retryable: true,
      retryAfterMs: retryAfterMs(answer.headers),
    });
  }
  if (reasons.some((reason) => CREDENTIAL_REASONS.has(reason)) || /API key not valid/i.test(error.message)) {
    return new SourceError("unauthorised", "youtube", `YouTube refused the API key: ${message}`, { status });
  }
  // An uploads playlist others may not read [U: reason name from the playlistItems docs]: the
  // channel's figures are unknown, which the client treats like a channel without uploads.
  if (status === 404 || reasons.includes("playlistItemsNotAccessible")) return new SourceError("not_found", "youtube", message, { status });
  return null;
}

function isEmptyChannelList(json: unknown): boolean {
  if (typeof json !== "object" || json === null) return false;
  const body = json as { kind?: unknown; items?: unknown };
  return body.kind === "youtube#channelListResponse" && (!Array.isArray(body.items) || body.items.length === 0);
}
