import type { HttpAnswer } from "../http/source-http.ts";
import { SourceError } from "../source-errors.ts";
import { type TGraphError, ZGraphErrorAnswerSchema } from "./instagram-answers.ts";
import { graphPauseMs, graphUsage } from "./instagram-usage.ts";

/** Business Discovery's answer for a handle that is unknown *or* a personal account: Meta does not tell them apart. */
export const GRAPH_INVALID_USER = { code: 110, subcode: 2207013 } as const;
/** Another not-found subcode of the IG error table ([P] in data-sources.md §2). */
const GRAPH_NOT_FOUND_SUBCODE = 2207006;
/** Code 100's "object does not exist" subcode: about the path node, which is *our* account. */
const GRAPH_UNKNOWN_OBJECT_SUBCODE = 33;
/** App (4), user (17), page (32), custom (613) and Instagram Business Use Case (80002; [P]) rate limits. */
export const GRAPH_RATE_LIMIT_CODES: ReadonlySet<number> = new Set([4, 17, 32, 613, 80002]);
/** Token invalid or expired (190), session (102), permissions (10, 200–299). */
const isAuthCode = (code: number) => code === 190 || code === 102 || code === 10 || (code >= 200 && code <= 299);

/** The Graph error of an answer, when its body is the Graph error envelope. */
export function graphError(answer: HttpAnswer): TGraphError | null {
  const parsed = ZGraphErrorAnswerSchema.safeParse(answer.json);
  return parsed.success ? parsed.data.error : null;
}

const describe = (error: TGraphError) =>
  `Graph error ${error.code}${error.error_subcode ? `/${error.error_subcode}` : ""}: ${error.message || error.error_user_msg || "no message"}`;

/**
 * Graph's error bodies in our terms. Graph answers them with HTTP 400/403 (500 for its own
 * faults), not 404 or 429, so the code and subcode decide, not the status.
 */
export function classifyGraphAnswer(answer: HttpAnswer): SourceError | null {
  const error = graphError(answer);
  if (!error) return null;
  const { code, error_subcode: subcode } = error;
  const options = { status: answer.status };
  const message = describe(error);

  if (code === GRAPH_INVALID_USER.code || subcode === GRAPH_INVALID_USER.subcode) {
    return new SourceError("not_found", "instagram", `no business or creator account with this username (${message})`, options);
  }
  if (subcode === GRAPH_NOT_FOUND_SUBCODE) return new SourceError("not_found", "instagram", message, options);
  if (GRAPH_RATE_LIMIT_CODES.has(code)) {
    // Retried after a short backoff when Meta gives no regain time; otherwise SourceHttp pauses the
    // source for the regain time (onAnswer has paused it already, whatever attempt this is).
    const pauseMs = graphPauseMs(graphUsage(answer.headers)) ?? undefined;
    return SourceError.unavailable("instagram", `rate limited by Meta (${message})`, {
      ...options,
      retryable: true,
      retryAfterMs: pauseMs,
    });
  }
  if (isAuthCode(code)) return new SourceError("unauthorised", "instagram", message, { ...options, graphCode: code });
  // A missing or wrong appsecret_proof: INSTAGRAM_APP_SECRET is unset or not this app's.
  if (/appsecret_proof/i.test(error.message)) return new SourceError("unauthorised", "instagram", message, options);
  if (code === 100) {
    // (#100) is "invalid parameter" in general. Subcode 33 names the path node, our own account:
    // a wrong INSTAGRAM_USER_ID or a token that cannot read it, a configuration fault.
    if (subcode === GRAPH_UNKNOWN_OBJECT_SUBCODE) return new SourceError("unauthorised", "instagram", message, options);
    if (/cannot be found|does not exist|not found/i.test(`${error.message} ${error.error_user_msg ?? ""}`)) {
      return new SourceError("not_found", "instagram", message, options);
    }
  }
  if (error.is_transient || answer.status >= 500) return SourceError.unavailable("instagram", message, { ...options, retryable: true });
  return SourceError.unavailable("instagram", message, options);
}
