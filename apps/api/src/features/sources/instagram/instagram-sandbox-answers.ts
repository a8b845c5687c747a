import { randomBytes } from "node:crypto";
import type { Database } from "../../../core/db/database.ts";
import { spendSandboxQuota } from "../sandbox/sandbox-quota.ts";

/**
 * What the Instagram sandbox answers besides accounts: Graph's error envelope with the codes the
 * real API uses, and Meta's usage headers computed from a per-token hourly call count.
 */

export interface GraphErrorAnswer {
  status: number;
  body: { error: Record<string, string | number | boolean> };
}

function graphErrorAnswer(
  status: number,
  code: number,
  message: string,
  extra: { subcode?: number; transient?: boolean; userTitle?: string; userMessage?: string } = {},
): GraphErrorAnswer {
  const error: Record<string, string | number | boolean> = { message, type: "OAuthException", code };
  if (extra.subcode !== undefined) error.error_subcode = extra.subcode;
  error.is_transient = extra.transient ?? false;
  if (extra.userTitle) error.error_user_title = extra.userTitle;
  if (extra.userMessage) error.error_user_msg = extra.userMessage;
  error.fbtrace_id = `A${randomBytes(8).toString("base64url")}`;
  return { status, body: { error } };
}

export const GRAPH_ERRORS = {
  badToken: () => graphErrorAnswer(400, 190, "Invalid OAuth access token - Cannot parse access token"),
  expiredToken: () =>
    graphErrorAnswer(400, 190, "Error validating access token: Session has expired on Thursday, 01-Jan-2026 00:00:00 PST.", {
      subcode: 463,
    }),
  // [U] wording and code (not in data-sources.md): what Graph answers apps that require the app secret.
  proofMissing: () => graphErrorAnswer(400, 100, "API calls from the server require an appsecret_proof argument"),
  proofInvalid: () => graphErrorAnswer(400, 100, "Invalid appsecret_proof provided in the API argument"),
  // Business Discovery's one answer for unknown *and* personal accounts (data-sources.md §2, [C]).
  invalidUser: (handle: string) =>
    graphErrorAnswer(400, 110, "Invalid user id", {
      subcode: 2207013,
      userTitle: "Cannot find User",
      userMessage: `The user with username: ${handle} cannot be found.`,
    }),
  // [U] the exact statuses: the reference only says Graph uses 400 or 403 for these, never 429.
  appLimit: () => graphErrorAnswer(403, 4, "(#4) Application request limit reached", { transient: true }),
  instagramLimit: () =>
    graphErrorAnswer(403, 80002, "(#80002) There have been too many calls to this Instagram account. Wait a bit and try again.", {
      transient: true,
    }),
  customLimit: () => graphErrorAnswer(400, 613, "(#613) Calls to this api have exceeded the rate limit.", { transient: true }),
  unavailable: (status: number) =>
    graphErrorAnswer(status, 2, "An unexpected error has occurred. Please retry your request later.", { transient: true }),
  noPermission: () => graphErrorAnswer(400, 10, "(#10) Application does not have permission for this action"),
  nonexistingField: (field: string, nodeType: string) =>
    graphErrorAnswer(400, 100, `(#100) Tried accessing nonexisting field (${field}) on node type (${nodeType})`),
  invalidParameter: (message: string) => graphErrorAnswer(400, 100, `(#100) ${message}`),
  // [U] the code: Graph reports field-expression syntax errors and unknown path parts as 2500.
  syntax: (message: string) => graphErrorAnswer(400, 2500, message),
};

/** The Instagram Platform limit the reference gives for Business Discovery: 200 calls per hour per token ([P/U]). */
export const SANDBOX_GRAPH_CALLS_PER_HOUR = 200;

/** The sandbox_source_usage key of a token's hourly window (tests seed it to reach the limits). */
export function graphUsageKey(token: string, at: Date): { credential: string; day: string } {
  const hour = at.toISOString().slice(0, 13);
  return { credential: `${token.slice(0, 200)}@${hour}`, day: hour.slice(0, 10) };
}

/** Counts one call; answers the calls of this hour so far, and whether the window was already full. */
export async function countGraphCall(db: Database, token: string, at: Date): Promise<{ used: number; blocked: boolean }> {
  const { credential, day } = graphUsageKey(token, at);
  const used = await spendSandboxQuota(db, "instagram", credential, 1, SANDBOX_GRAPH_CALLS_PER_HOUR, day);
  return used === null ? { used: SANDBOX_GRAPH_CALLS_PER_HOUR, blocked: true } : { used, blocked: false };
}

const minutesToNextHour = (at: Date) => Math.max(1, Math.ceil((3_600_000 - (at.getTime() % 3_600_000)) / 60_000));

/**
 * X-App-Usage and X-Business-Use-Case-Usage for `used` calls this hour. Regain time is only given
 * once access is blocked (100 %), as Meta does; `full` puts the Business Use
 * Case counters at 100 % (the Instagram BUC limit, #80002) whatever the app's own count.
 */
export function graphUsageHeaders(used: number, igUserId: string, at: Date, full = false): Record<string, string> {
  const percent = (count: number) => ({ call_count: count, total_cputime: Math.floor(count / 4), total_time: Math.floor(count / 3) });
  const appCount = Math.min(100, Math.floor((used * 100) / SANDBOX_GRAPH_CALLS_PER_HOUR));
  const businessCount = full ? 100 : appCount;
  const regain = businessCount >= 100 ? minutesToNextHour(at) : 0;
  return {
    "x-app-usage": JSON.stringify(percent(appCount)),
    "x-business-use-case-usage": JSON.stringify({
      [igUserId]: [{ type: "instagram", ...percent(businessCount), estimated_time_to_regain_access: regain }],
    }),
  };
}
