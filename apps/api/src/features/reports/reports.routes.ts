import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../core/context.ts";

/** The reports API (issue 7). */
export function reportsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
