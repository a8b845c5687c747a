import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../core/context.ts";
import { hypeAuditorSandboxRoutes } from "./hypeauditor/hypeauditor-sandbox.routes.ts";
import { instagramSandboxRoutes } from "./instagram/instagram-sandbox.routes.ts";
import { modashSandboxRoutes } from "./modash/modash-sandbox.routes.ts";
import { SANDBOX_AVATAR_PREFIX, sandboxAvatarRoutes } from "./sandbox/sandbox-avatar.routes.ts";
import { SANDBOX_RETRY_AFTER } from "./sandbox/sandbox-retry-after.ts";
import { SANDBOX_PATHS } from "./source-settings.ts";
import { xSandboxRoutes } from "./x/x-sandbox.routes.ts";
import { youtubeSandboxRoutes } from "./youtube/youtube-sandbox.routes.ts";

/**
 * The built-in sandboxes of the data sources, mounted outside /api like the payment sandbox when
 * SOURCES_SANDBOX is on (the default outside production). Each speaks its service's protocol at
 * the service's own paths below SANDBOX_PATHS[source], so the real clients run against them
 * unchanged over loopback HTTP.
 */
const SANDBOXES: { prefix: string; routes: (ctx: AppContext) => FastifyPluginAsync }[] = [
  { prefix: SANDBOX_PATHS.youtube, routes: youtubeSandboxRoutes },
  { prefix: SANDBOX_PATHS.instagram, routes: instagramSandboxRoutes },
  { prefix: SANDBOX_PATHS.x, routes: xSandboxRoutes },
  { prefix: SANDBOX_PATHS.hypeauditor, routes: hypeAuditorSandboxRoutes },
  { prefix: SANDBOX_PATHS.modash, routes: modashSandboxRoutes },
];

export async function registerSourceSandboxes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // Runs after the server-wide onSend hooks (a plugin's hooks follow its parent's).
    scope.addHook("onSend", async (_request, reply, payload) => {
      const own = reply.getHeader(SANDBOX_RETRY_AFTER);
      reply.removeHeader(SANDBOX_RETRY_AFTER);
      if (own === undefined) reply.removeHeader("retry-after");
      else reply.header("retry-after", String(own));
      return payload;
    });
    await scope.register(sandboxAvatarRoutes(), { prefix: SANDBOX_AVATAR_PREFIX });
    for (const sandbox of SANDBOXES) await scope.register(sandbox.routes(ctx), { prefix: sandbox.prefix });
  });
}

export { SANDBOX_PATHS };
