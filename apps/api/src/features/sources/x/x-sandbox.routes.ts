import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../../core/context.ts";
import { failsThisTime, sandboxFault, waitUnlessHungUp } from "../sandbox/sandbox-faults.ts";
import { sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { spendSandboxQuota } from "../sandbox/sandbox-quota.ts";
import { lookupHandle } from "../sandbox/sandbox-renames.ts";
import { SANDBOX_CREDENTIALS } from "../source-settings.ts";
import { notFoundError, renderXUser, X_KNOWN_USER_FIELDS, X_PROBLEMS } from "./x-sandbox-answers.ts";

/** User lookup's app limit: 300 requests per 15-minute window ([C] data-sources.md §4). */
export const X_WINDOW_REQUESTS = 300;
const WINDOW_MS = 15 * 60_000;
const USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const MAX_USERNAMES = 100;

/** The sandbox_source_usage key of a token's 15-minute window (tests seed it to reach the limit). */
export function xWindowKey(token: string, at: Date): { credential: string; day: string; resetSeconds: number } {
  const start = Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS;
  const startIso = new Date(start).toISOString();
  return { credential: `${token.slice(0, 200)}@${startIso}`, day: startIso.slice(0, 10), resetSeconds: (start + WINDOW_MS) / 1000 };
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * X API v2 user lookup at `/sandbox/x/2`: `GET /users/by/username/:username` and
 * `GET /users/by?usernames=a,b` (≤ 100), app-only Bearer auth, only the requested `user.fields`,
 * x-rate-limit-* headers from a per-token 15-minute window of 300 requests, unknown usernames as
 * HTTP 200 with `errors[]`, and the reserved handles answering X's own failures.
 */
export function xSandboxRoutes(ctx: AppContext): FastifyPluginAsync {
  const bearer = `Bearer ${SANDBOX_CREDENTIALS.x.bearerToken}`;
  const publicUrl = ctx.config.PUBLIC_URL;

  return async (app) => {
    app.get("/users/by/username/:username", { schema: { hide: true } }, async (request, reply) => {
      const { username } = request.params as { username: string };
      return lookup(request, reply, [username], "single");
    });
    app.get("/users/by", { schema: { hide: true } }, async (request, reply) => {
      const { usernames } = request.query as Record<string, unknown>;
      return lookup(request, reply, (typeof usernames === "string" ? usernames : "").split(",").filter(Boolean), "batch");
    });
  };

  async function lookup(request: FastifyRequest, reply: FastifyReply, usernames: string[], shape: "single" | "batch") {
    if (request.headers.authorization !== bearer) return send(reply, { status: 401, body: X_PROBLEMS.unauthorized });
    const now = new Date();
    const window = xWindowKey(SANDBOX_CREDENTIALS.x.bearerToken, now);
    const used = await spendSandboxQuota(ctx.db, "x", window.credential, 1, X_WINDOW_REQUESTS, window.day);
    reply.headers({
      "x-rate-limit-limit": String(X_WINDOW_REQUESTS),
      "x-rate-limit-remaining": String(used === null ? 0 : X_WINDOW_REQUESTS - used),
      "x-rate-limit-reset": String(window.resetSeconds),
    });
    if (used === null) return send(reply, { status: 429, body: X_PROBLEMS.tooManyRequests });

    const { "user.fields": asked } = request.query as Record<string, unknown>;
    const fields = (typeof asked === "string" ? asked : "").split(",").filter(Boolean);
    const unknownField = fields.find((field) => !X_KNOWN_USER_FIELDS.has(field));
    if (unknownField) {
      const message = `The \`user.fields\` query parameter value [${unknownField}] is not one of [${[...X_KNOWN_USER_FIELDS].join(",")}]`;
      return send(reply, { status: 400, body: X_PROBLEMS.invalidRequest("user.fields", [unknownField], message) });
    }
    const parameter = shape === "single" ? "username" : "usernames";
    if (usernames.length === 0 || usernames.length > MAX_USERNAMES) {
      const message = `The number of values in the \`${parameter}\` query parameter list [${usernames.length}] is not between 1 and ${MAX_USERNAMES}`;
      return send(reply, { status: 400, body: X_PROBLEMS.invalidRequest(parameter, usernames.slice(0, 3), message) });
    }
    const invalid = usernames.find((name) => !USERNAME.test(name));
    if (invalid !== undefined) {
      const message = `The \`${parameter}\` query parameter value [${invalid}] does not match ^[A-Za-z0-9_]{1,15}$`;
      return send(reply, { status: 400, body: X_PROBLEMS.invalidRequest(parameter, [invalid], message) });
    }
    // In a batch, the first reserved handle that fails the whole request decides, as in a single lookup.
    for (const name of usernames) {
      const fault = await faultAnswer(name.toLowerCase(), request);
      if (fault === "malformed")
        return reply.status(200).header("content-type", "text/html; charset=utf-8").send("<html><body>Over capacity</body></html>");
      if (fault) return send(reply, fault);
    }

    const found = usernames.filter((name) => sandboxFault(name) !== "not_found");
    const data = found.map((name) => {
      // A renamed account answers its new username under the same id (sandbox-renames.ts).
      const { original, answer } = lookupHandle("twitter", name);
      return renderXUser(sandboxPersona("twitter", original), new Set(fields), publicUrl, answer);
    });
    const errors = usernames.filter((name) => sandboxFault(name) === "not_found").map(notFoundError);
    if (shape === "single") return send(reply, { status: 200, body: data[0] ? { data: data[0] } : { errors } });
    return send(reply, { status: 200, body: { ...(data.length > 0 ? { data } : {}), ...(errors.length > 0 ? { errors } : {}) } });
  }

  async function faultAnswer(handle: string, request: FastifyRequest): Promise<Answer | "malformed" | null> {
    switch (sandboxFault(handle)) {
      case "quota":
        return { status: 402, body: X_PROBLEMS.creditsDepleted };
      case "unauthorised":
        return { status: 401, body: X_PROBLEMS.unauthorized };
      case "server_error":
        return { status: 500, body: X_PROBLEMS.serverError(500) };
      case "flaky":
        return failsThisTime(`x:${handle}`) ? { status: 503, body: X_PROBLEMS.serverError(503) } : null;
      case "rate_limited":
        if (!failsThisTime(`x:${handle}`)) return null;
        // A window that reopens within two seconds: a client that honours x-rate-limit-reset waits and succeeds.
        return {
          status: 429,
          body: X_PROBLEMS.tooManyRequests,
          headers: { "x-rate-limit-remaining": "0", "x-rate-limit-reset": String(Math.ceil(Date.now() / 1000) + 1) },
        };
      case "malformed":
        return "malformed";
      case "slow":
        return (await waitUnlessHungUp(request.raw)) ? null : { status: 503, body: X_PROBLEMS.serverError(503) };
      default:
        return null;
    }
  }
}

function send(reply: FastifyReply, answer: Answer) {
  if (answer.headers) reply.headers(answer.headers);
  // v2 sends its problems (401, 402, 429, 5xx, invalid-request) as problem+json.
  return reply
    .status(answer.status)
    .header("content-type", answer.status >= 400 ? "application/problem+json" : "application/json; charset=utf-8")
    .send(JSON.stringify(answer.body));
}
