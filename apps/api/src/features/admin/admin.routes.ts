import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../core/context.ts";

/** The admin API (issue 8). */
export function adminRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
