import { PLATFORMS, type TPlatform } from "@radar/contract/constants";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../../core/context.ts";
import { sandboxAvatarUrl } from "../sandbox/sandbox-avatar.routes.ts";
import { failsThisTime, type SandboxFault, sandboxFault, waitUnlessHungUp } from "../sandbox/sandbox-faults.ts";
import { spendSandboxQuota } from "../sandbox/sandbox-quota.ts";
import { SANDBOX_RETRY_AFTER } from "../sandbox/sandbox-retry-after.ts";
import { SANDBOX_CREDENTIALS } from "../source-settings.ts";
import { handleOfUserId, modashPersona, sandboxInterests, sandboxLocations } from "./modash-sandbox-data.ts";
import { sandboxReport, sandboxUser } from "./modash-sandbox-render.ts";
import { modashSearchAnswer, ZSandboxSearchBodySchema } from "./modash-sandbox-search.ts";

/** Credits per token and UTC day: the Discovery entry plan's 3,000 credits a month [P], spread over the days. */
export const MODASH_SANDBOX_DAILY_CREDITS = 100;
const MODASH_PLATFORMS = PLATFORMS.filter((p) => p !== "twitter");
const HANDLE = /^[\p{L}\p{N}._-]{1,100}$/u;

const error = (reply: FastifyReply, status: number, message: string, code?: string) =>
  reply.status(status).send({ error: true, ...(code ? { code } : {}), message });
const noCredits = (reply: FastifyReply) => error(reply, 402, "You don't have enough credits for this action", "not_enough_credits");
const unauthorised = (reply: FastifyReply) => error(reply, 401, "Invalid access token", "unauthorized");

/**
 * Modash's Discovery API as a sandbox at /sandbox/modash/v1: handle lookup, profile reports, search,
 * the locations dictionary and `user/info`; the Bearer token (or `access_token`) check; credits per
 * token and day in PostgreSQL (report 1, search page 1; lookups and dictionaries free); the reserved
 * fault handles on lookups and reports and as search keywords.
 */
export function modashSandboxRoutes(ctx: AppContext): FastifyPluginAsync {
  const token = SANDBOX_CREDENTIALS.modash.apiToken;
  const authorised = (request: FastifyRequest) =>
    request.headers.authorization === `Bearer ${token}` || (request.query as { access_token?: string }).access_token === token;
  const day = () => new Date().toISOString().slice(0, 10);
  const spend = (units: number) => spendSandboxQuota(ctx.db, "modash", token, units, MODASH_SANDBOX_DAILY_CREDITS, day());
  const picture = (platform: TPlatform, handle: string) => sandboxAvatarUrl(ctx.config.PUBLIC_URL, platform, handle);
  const platformOf = (request: FastifyRequest) => {
    const { platform } = request.params as { platform: string };
    return MODASH_PLATFORMS.find((p) => p === platform) ?? null;
  };

  return async (app) => {
    const schema = { hide: true };
    app.addHook("preHandler", async (request, reply) => {
      if (!authorised(request)) return unauthorised(reply);
      if (request.url.includes("/user/info")) return;
      if (!platformOf(request)) return error(reply, 404, "Not found");
    });

    app.get("/user/info", { schema }, async () => {
      const used = (await spend(0)) ?? MODASH_SANDBOX_DAILY_CREDITS;
      return { error: false, billing: { credits: MODASH_SANDBOX_DAILY_CREDITS - used, rawRequests: 0 } };
    });

    app.get("/:platform/users", { schema }, async (request, reply) => {
      const platform = platformOf(request) as TPlatform;
      const { query = "", limit = "5" } = request.query as { query?: string; limit?: string };
      const handle = query.trim().replace(/^@/, "").toLowerCase();
      if (!handle) return error(reply, 400, "query is required");
      const fault = sandboxFault(handle);
      if (fault === "not_found" || fault === "personal" || !HANDLE.test(handle)) return { error: false, users: [] };
      const answered = await answerFault(reply, fault, `modash:users:${platform}:${handle}`);
      if (answered) return answered;
      // Near matches first, as a search by name answers: the client must pick the exact username.
      const users = [`${handle}.official`, handle, `${handle}_fans`].map((h) =>
        sandboxUser(modashPersona(platform, h), picture(platform, h)),
      );
      return { error: false, users: users.slice(0, Math.max(1, Math.min(50, Number(limit) || 5))) };
    });

    app.get("/:platform/profile/:userId/report", { schema }, async (request, reply) => {
      const platform = platformOf(request) as TPlatform;
      const { userId } = request.params as { userId: string };
      const handle = handleOfUserId(platform, userId);
      const fault = handle ? sandboxFault(handle) : "not_found";
      if (!handle || fault === "not_found" || fault === "personal") return error(reply, 404, "Profile not found", "account_not_found");
      const answered = await answerFault(reply, fault, `modash:report:${platform}:${handle}`);
      if (answered) return answered;
      if ((await spend(1)) === null) return noCredits(reply);
      return sandboxReport(modashPersona(platform, handle), picture(platform, handle), userId);
    });

    app.post("/:platform/search", { schema }, async (request, reply) => {
      const platform = platformOf(request) as TPlatform;
      const parsed = ZSandboxSearchBodySchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return error(reply, 400, `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`, "validation_error");
      }
      const body = parsed.data;
      const influencer = body.filter?.influencer;
      for (const text of [influencer?.keywords, influencer?.bio]) {
        const answered = text
          ? await answerFault(reply, sandboxFault(text.trim()), `modash:search:${platform}:${text.trim()}:${body.page}`)
          : null;
        if (answered) return answered;
      }
      if ((await spend(1)) === null) return noCredits(reply);
      return modashSearchAnswer(ctx.config, platform, body, (handle) => picture(platform, handle));
    });

    app.get("/:platform/interests", { schema }, async (request) => {
      const { query, limit } = request.query as { query?: string; limit?: string };
      return sandboxInterests(query, limit);
    });

    app.get("/:platform/locations", { schema }, async (request) => {
      const { query = "", limit = "10" } = request.query as { query?: string; limit?: string };
      const wanted = query.trim().toLowerCase();
      const matches = sandboxLocations()
        .filter((l) => !wanted || l.name.toLowerCase().startsWith(wanted) || l.title.toLowerCase().includes(wanted))
        .sort((a, b) => Number(b.name.toLowerCase() === wanted) - Number(a.name.toLowerCase() === wanted));
      const locations = matches
        .slice(0, Math.max(1, Math.min(100, Number(limit) || 10)))
        .map(({ id, name, title }) => ({ id, name, title }));
      return { error: false, locations, total: matches.length };
    });
  };
}

/** A reserved handle's failure in Modash's shape, or null when the request should go on. */
async function answerFault(reply: FastifyReply, fault: SandboxFault | null, key: string): Promise<FastifyReply | null> {
  switch (fault) {
    case "quota":
      return noCredits(reply);
    case "unauthorised":
      return unauthorised(reply);
    case "server_error":
      return error(reply, 500, "Internal server error");
    case "flaky":
      return failsThisTime(key) ? error(reply, 503, "Service unavailable") : null;
    case "rate_limited":
      return failsThisTime(key)
        ? reply.header(SANDBOX_RETRY_AFTER, "1").status(429).send({ error: true, message: "Too many requests" })
        : null;
    case "malformed":
      return reply.status(200).header("content-type", "text/html; charset=utf-8").send("<html><body>Bad gateway</body></html>");
    case "slow":
      return (await waitUnlessHungUp(reply.raw)) ? error(reply, 504, "Gateway timeout") : reply.status(499).send();
    default:
      return null;
  }
}
