import { type HttpAnswer, retryAfterMs } from "../http/source-http.ts";
import { SourceError } from "../source-errors.ts";
import { ZXErrorsAnswerSchema, ZXProblemSchema } from "./x-answers.ts";

const problemType = (type: string | undefined) => type?.replace(/^.*\/problems\//, "") ?? "";

/**
 * X API v2's errors in our terms. An unknown username is HTTP 200 with `errors[]` and no `data`;
 * the other failures are problem bodies with their own status (401, 402, 429, 5xx).
 */
export function classifyXAnswer(answer: HttpAnswer): SourceError | null {
  const { status, json } = answer;
  const options = { status };

  if (status >= 200 && status < 300) {
    const body = ZXErrorsAnswerSchema.safeParse(json);
    if (!body.success || (json as { data?: unknown }).data !== undefined) return null;
    const error = body.data.errors[0];
    const detail = error?.detail ?? error?.title ?? "partial error";
    // Suspended accounts come back in the same shape with another detail ([U] data-sources.md §4):
    // for us they are as gone as unknown ones.
    if (problemType(error?.type) === "resource-not-found" || /suspended/i.test(detail)) {
      return new SourceError("not_found", "x", detail, options);
    }
    return SourceError.unavailable("x", `X answered an error: ${detail}`, options);
  }

  const problem = ZXProblemSchema.safeParse(json);
  const detail = problem.success ? (problem.data.detail ?? problem.data.title ?? `HTTP ${status}`) : `HTTP ${status}`;
  const type = problem.success ? problemType(problem.data.type) : "";
  if (status === 401 || status === 403) return new SourceError("unauthorised", "x", `HTTP ${status}: ${detail}`, options);
  if (status === 402 || type === "credits-depleted")
    return new SourceError("quota_exhausted", "x", `X credits depleted: ${detail}`, options);
  if (status === 429) {
    // x-rate-limit-reset says when the window reopens: SourceHttp waits if it is soon, else pauses the source.
    return SourceError.unavailable("x", `rate limited by X: ${detail}`, {
      ...options,
      retryable: true,
      retryAfterMs: retryAfterMs(answer.headers),
    });
  }
  if (status >= 500) return SourceError.unavailable("x", `HTTP ${status}: ${detail}`, { ...options, retryable: true });
  if (status >= 400) return SourceError.unavailable("x", `HTTP ${status}: ${detail}`, options);
  return null;
}
