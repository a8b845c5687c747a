import type { TPlatform } from "@radar/contract/constants";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../../core/context.ts";
import { marketPersona } from "../sandbox/market/market-persona.ts";
import { vendorMarket } from "../sandbox/market/synthetic-market.ts";
import { sandboxAvatarUrl } from "../sandbox/sandbox-avatar.routes.ts";
import { sandboxFault } from "../sandbox/sandbox-faults.ts";
import { sandboxDelay } from "../sandbox/sandbox-latency.ts";
import { sandboxPersona } from "../sandbox/sandbox-persona.ts";
import { spendSandboxQuota } from "../sandbox/sandbox-quota.ts";
import { SANDBOX_CREDENTIALS } from "../source-settings.ts";
import { answerFault, formToObject, sendError, sendNoCredits, sendUnauthorised } from "./hypeauditor-sandbox-http.ts";
import { sandboxReport } from "./hypeauditor-sandbox-render.ts";
import { hypeAuditorSandboxSearch, marketSearchRow, ZSandboxSearchBodySchema } from "./hypeauditor-sandbox-search.ts";
import { HYPEAUDITOR_MAX_PAGE, HYPEAUDITOR_PAGE_SIZE } from "./hypeauditor-search-body.ts";

/**
 * Credits a sandbox token has per UTC day, for discovery pages and reports together. HypeAuditor
 * sells them per plan and month ("queries_left" ~100,000 in the samples); a daily budget lets the
 * out-of-credits path (402) be reached by hand without spending a month's worth.
 */
export const HYPEAUDITOR_SANDBOX_DAILY_CREDITS = 1_000;
/** Seconds the sandbox asks a client to wait for a report being generated. */
export const HYPEAUDITOR_SANDBOX_RETRY_TTL = 2;

const REPORT_METHODS: { method: string; platform: TPlatform; param: "username" | "channel" }[] = [
  { method: "auditor.report", platform: "instagram", param: "username" },
  { method: "auditor.youtube", platform: "youtube", param: "channel" },
  { method: "auditor.tiktok", platform: "tiktok", param: "channel" },
  // [U] parameter name, as in the client.
  { method: "auditor.twitter", platform: "twitter", param: "channel" },
];
const HANDLE = /^[\p{L}\p{N}._-]{1,100}$/u;

/** Reports generated in this process: the first request of an account answers NOT_READY, the next ones the report. */
const generated = new Set<string>();

/**
 * HypeAuditor's API as a sandbox at /sandbox/hypeauditor/api/method: `auditor.search/`,
 * `auditor.searchSandbox/` (both over the synthetic market: sandbox/market) and the v2 report methods, the X-Auth-Id / X-Auth-Token check, credits per
 * token and day in PostgreSQL, reports that are generated asynchronously, and the reserved fault
 * handles (README "Data sources") on reports and as search keywords.
 */
export function hypeAuditorSandboxRoutes(ctx: AppContext): FastifyPluginAsync {
  const credentials = SANDBOX_CREDENTIALS.hypeauditor;
  const authorised = (request: FastifyRequest) =>
    request.headers["x-auth-id"] === credentials.clientId && request.headers["x-auth-token"] === credentials.token;
  const spend = (units: number) =>
    spendSandboxQuota(
      ctx.db,
      "hypeauditor",
      credentials.clientId,
      units,
      HYPEAUDITOR_SANDBOX_DAILY_CREDITS,
      new Date().toISOString().slice(0, 10),
    );
  const avatar = (platform: TPlatform, handle: string) => sandboxAvatarUrl(ctx.config.PUBLIC_URL, platform, handle);

  return async (app) => {
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, formToObject(body as string));
    });
    const schema = { hide: true };
    // HypeAuditor's documented paths end with '/', its PHP examples leave it out: both are served.
    for (const path of ["/auditor.search/", "/auditor.search"])
      app.post(path, { schema }, (request, reply) => search(request, reply, false));
    for (const path of ["/auditor.searchSandbox/", "/auditor.searchSandbox"])
      app.post(path, { schema }, (request, reply) => search(request, reply, true));
    for (const { method, platform, param } of REPORT_METHODS) {
      for (const url of [`/${method}/`, `/${method}`]) {
        app.route({ method: ["GET", "POST"], url, schema, handler: (request, reply) => report(request, reply, platform, param) });
      }
    }
  };

  async function report(request: FastifyRequest, reply: FastifyReply, platform: TPlatform, param: string) {
    if (!authorised(request)) return sendUnauthorised(reply);
    const input = { ...(request.query as Record<string, unknown>), ...((request.body as Record<string, unknown> | undefined) ?? {}) };
    if (String(input.v ?? "1") !== "2") return sendError(reply, 400, 400, "API v1 is deprecated since 2024-08-01: pass v=2");
    const handle = String(input[param] ?? "")
      .trim()
      .replace(/^@/, "")
      .toLowerCase();
    if (!handle) return sendError(reply, 400, 400, `${param} is required`);
    const fault = sandboxFault(handle);
    if (fault === "not_found" || !HANDLE.test(handle)) {
      return platform === "instagram"
        ? sendError(reply, 404, 404, "Account not found")
        : sendError(reply, 404, "CHANNEL_NOT_FOUND", "Channel not found");
    }
    if (fault === "personal") return sendError(reply, 403, 403, "Account is private");
    const answered = await answerFault(reply, fault, `hypeauditor:report:${platform}:${handle}`);
    if (answered) return answered;
    const key = `${platform}:${handle}`;
    if (fault === null && !generated.has(key)) {
      if (generated.size > 10_000) generated.clear();
      generated.add(key);
      return reply
        .status(202)
        .send({ result: { report_state: "NOT_READY", report_quality: null, retryTtl: HYPEAUDITOR_SANDBOX_RETRY_TTL } });
    }
    if ((await spend(1)) === null) return sendNoCredits(reply);
    // An account its search returns reports the same figures; any other plausible handle is a persona of its own.
    const persona = marketPersona("hypeauditor", platform, handle) ?? sandboxPersona(platform, handle);
    return sandboxReport(persona, avatar(platform, handle));
  }

  async function search(request: FastifyRequest, reply: FastifyReply, sample: boolean) {
    if (!authorised(request)) return sendUnauthorised(reply);
    const parsed = ZSandboxSearchBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return sendError(reply, 400, 400, `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`);
    }
    const body = parsed.data;
    // The searchSandbox method validates the request, then answers sample rows without filters or credits [C].
    if (sample) {
      const platform = body.social_network === "twitch" ? "instagram" : body.social_network;
      const rows = vendorMarket("hypeauditor", platform).slice(0, HYPEAUDITOR_PAGE_SIZE);
      const left = HYPEAUDITOR_SANDBOX_DAILY_CREDITS - ((await spend(0)) ?? HYPEAUDITOR_SANDBOX_DAILY_CREDITS);
      await sandboxDelay(ctx.config);
      return page(
        rows.map((p) => marketSearchRow(p, avatar(p.platform, p.username))),
        1,
        1,
        left,
      );
    }
    for (const keyword of body.search ?? []) {
      const fault = sandboxFault(keyword.trim());
      const answered = await answerFault(reply, fault, `hypeauditor:search:${keyword.trim().toLowerCase()}:${body.page}`);
      if (answered) return answered;
    }
    const used = await spend(1);
    if (used === null) return sendNoCredits(reply);
    const found = hypeAuditorSandboxSearch(body);
    await sandboxDelay(ctx.config);
    const rows = found.slice((body.page - 1) * HYPEAUDITOR_PAGE_SIZE, body.page * HYPEAUDITOR_PAGE_SIZE);
    const totalPages = Math.min(HYPEAUDITOR_MAX_PAGE, Math.ceil(found.length / HYPEAUDITOR_PAGE_SIZE));
    return page(
      rows.map((p) => marketSearchRow(p, avatar(p.platform, p.username))),
      body.page,
      totalPages,
      HYPEAUDITOR_SANDBOX_DAILY_CREDITS - used,
    );
  }
}

function page(rows: unknown[], currentPage: number, totalPages: number, queriesLeft: number | null) {
  return { result: { search_results: rows, current_page: currentPage, total_pages: totalPages, queries_left: queriesLeft } };
}
