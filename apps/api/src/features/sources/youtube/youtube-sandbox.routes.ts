import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../../core/context.ts";
import { sandboxAvatarUrl } from "../sandbox/sandbox-avatar.routes.ts";
import { recordCredentialForm } from "../sandbox/sandbox-credential-log.ts";
import { waitUnlessHungUp } from "../sandbox/sandbox-faults.ts";
import { spendSandboxQuota } from "../sandbox/sandbox-quota.ts";
import { dayIn } from "../source-meter.ts";
import { SANDBOX_CREDENTIALS } from "../source-settings.ts";
import { listChannels } from "./youtube-sandbox-channels.ts";
import { type GoogleError, invalidKey, missingKey, quotaExceeded } from "./youtube-sandbox-errors.ts";
import { listPlaylistItems, listVideos } from "./youtube-sandbox-lists.ts";
import { flattenQuery, type MethodContext, type SandboxAnswer } from "./youtube-sandbox-request.ts";
import { marketSearch } from "./youtube-sandbox-search.ts";

/** Google's default: 10,000 units per project and day, the day ending at midnight Pacific. */
export const SANDBOX_DAILY_UNITS = 10_000;

type Method = (method: MethodContext) => SandboxAnswer | null | Promise<SandboxAnswer | null>;

/**
 * YouTube Data API v3 at /sandbox/youtube/v3 (reference §1): GET /channels, /playlistItems,
 * /videos (1 unit each) and /search (100 units), with an API key in the X-Goog-Api-Key header
 * (or `key`, which Google accepts too; the form each request used is recorded for tests). Quota is counted per key and Pacific day in
 * PostgreSQL and spent by every request with a valid key, invalid ones included, as Google does;
 * requests without a valid key are refused before they count. Any plausible handle is a channel
 * (sandbox-persona.ts); the reserved handles of sandbox-faults.ts fail on channels.list.
 */
export function youtubeSandboxRoutes(ctx: AppContext): FastifyPluginAsync {
  const avatarUrl = (handle: string) => sandboxAvatarUrl(ctx.config.PUBLIC_URL, "youtube", handle);

  return async (app) => {
    const schema = { hide: true };
    const serve = (units: number, method: Method) => async (request: FastifyRequest, reply: FastifyReply) => {
      const query = flattenQuery(request.query);
      const key = query.key ?? headerKey(request);
      if (key) recordCredentialForm("youtube", query.key ? "query" : "header", request.url);
      const refused = await admit(key, units);
      if (refused) return send(reply, { status: refused.status, body: refused.body });
      const answer = await method({ query, avatarUrl, waitSlowly: () => waitUnlessHungUp(request.raw) });
      if (answer === null) return reply.hijack(); // the client went away: nobody to answer
      return send(reply, answer);
    };

    app.get("/channels", { schema }, serve(1, listChannels));
    app.get("/playlistItems", { schema }, serve(1, listPlaylistItems));
    app.get("/videos", { schema }, serve(1, listVideos));
    app.get("/search", { schema }, serve(100, marketSearch(ctx.config)));
  };

  /** The key's check, then its quota: null when the request may proceed. */
  async function admit(key: string | undefined, units: number): Promise<GoogleError | null> {
    if (!key) return missingKey();
    if (key !== SANDBOX_CREDENTIALS.youtube.apiKey) return invalidKey();
    const day = dayIn("America/Los_Angeles", new Date());
    const used = await spendSandboxQuota(ctx.db, "youtube", key, units, SANDBOX_DAILY_UNITS, day);
    return used === null ? quotaExceeded() : null;
  }
}

function headerKey(request: FastifyRequest): string | undefined {
  const value = request.headers["x-goog-api-key"];
  return Array.isArray(value) ? value[0] : value;
}

function send(reply: FastifyReply, answer: SandboxAnswer) {
  if ("raw" in answer) return reply.status(answer.status).header("content-type", "text/html; charset=utf-8").send(answer.raw);
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  return reply.status(answer.status).header("content-type", "application/json; charset=UTF-8").send(JSON.stringify(answer.body));
}
