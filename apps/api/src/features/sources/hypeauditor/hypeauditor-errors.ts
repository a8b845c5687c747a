import { type HttpAnswer, retryAfterMs } from "../http/source-http.ts";
import { SourceError } from "../source-errors.ts";
import { ZErrorBodySchema } from "./hypeauditor-answers.ts";

/**
 * HypeAuditor's error bodies `{"error":{"code":…,"description":"…"}}` [P] in our terms. Its codes are
 * thin in every source we have, so the HTTP status leads and the code / description decide the rest:
 * - 402, or a description about credits → quota_exhausted (SourceHttp pauses the source for the day)
 * - 404, TikTok's CHANNEL_NOT_FOUND / NO_VIDEOS / NO_VIEWS [C], "not found", a private account → not_found
 *   (a third-party summary lists 403 for "invalid token or private account" [P]: the description decides)
 * - 401 / 403 → unauthorised
 * - 429 → retried after Retry-After ("100 requests/minute" per a third-party summary [P]); 5xx → retried
 * - anything else (400: a parameter HypeAuditor refused) → unavailable, not retried
 * Bodies without that envelope are left to the status (statusError).
 */
export function classifyHypeAuditorAnswer(answer: HttpAnswer): SourceError | null {
  const parsed = ZErrorBodySchema.safeParse(answer.json);
  if (!parsed.success) return null;
  const { status, headers } = answer;
  const { code, description } = parsed.data.error;
  const text = `${code ?? ""} ${description ?? ""}`;
  const message = `HypeAuditor error ${code ?? status}: ${description ?? "no description"}`.slice(0, 300);
  const options = { status };
  if (status === 429 || /too many requests|rate limit/i.test(text)) {
    return SourceError.unavailable("hypeauditor", message, { ...options, retryable: true, retryAfterMs: retryAfterMs(headers) });
  }
  if (status >= 500)
    return SourceError.unavailable("hypeauditor", message, { ...options, retryable: true, retryAfterMs: retryAfterMs(headers) });
  if (status === 402 || /credit|quota|balance|limit (is )?(exceeded|reached)/i.test(text)) {
    return new SourceError("quota_exhausted", "hypeauditor", message, options);
  }
  if (status === 404 || /CHANNEL_NOT_FOUND|NO_VIDEOS|NO_VIEWS|not found|private/i.test(text)) {
    return new SourceError("not_found", "hypeauditor", message, options);
  }
  if (status === 401 || status === 403) return new SourceError("unauthorised", "hypeauditor", message, options);
  return SourceError.unavailable("hypeauditor", message, options);
}
