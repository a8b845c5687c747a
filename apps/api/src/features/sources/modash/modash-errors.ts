import { type HttpAnswer, retryAfterMs } from "../http/source-http.ts";
import { SourceError } from "../source-errors.ts";
import { ZErrorBodySchema } from "./modash-answers.ts";

/**
 * Modash's error bodies `{error:true, message?, code?}` in our terms; its code strings and the status
 * of each error are [U], so the status leads and the message decides the rest:
 * - 429 → retried: Modash publishes no limits or headers, a Retry-After is honoured when there is one,
 *   otherwise SourceHttp's exponential backoff; 5xx → retried (not billed at Modash)
 * - 402, or "You don't have enough credits for this action" [P] at any status → quota_exhausted
 * - 404, or a "not found" message → not_found
 * - 401 / 403 → unauthorised
 * - anything else (400: a filter Modash refused) → unavailable, not retried
 */
export function classifyModashAnswer(answer: HttpAnswer): SourceError | null {
  const parsed = ZErrorBodySchema.safeParse(answer.json);
  if (!parsed.success) return null;
  const { status, headers } = answer;
  const { code, message } = parsed.data;
  const text = `${code ?? ""} ${message ?? ""}`;
  const description = `Modash error${code != null ? ` ${code}` : ""} (HTTP ${status}): ${message ?? "no message"}`.slice(0, 300);
  const options = { status };
  if (status === 429 || /too many requests|rate.?limit/i.test(text)) {
    return SourceError.unavailable("modash", description, { ...options, retryable: true, retryAfterMs: retryAfterMs(headers) });
  }
  if (status >= 500)
    return SourceError.unavailable("modash", description, { ...options, retryable: true, retryAfterMs: retryAfterMs(headers) });
  if (status === 402 || /enough credits|credits?.{0,20}(exhausted|insufficient)|insufficient.{0,20}credits?/i.test(text)) {
    return new SourceError("quota_exhausted", "modash", description, options);
  }
  if (status === 404 || /not found|does not exist/i.test(text)) return new SourceError("not_found", "modash", description, options);
  if (status === 401 || status === 403) return new SourceError("unauthorised", "modash", description, options);
  return SourceError.unavailable("modash", description, options);
}
