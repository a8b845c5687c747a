import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../core/context.ts";

/** The meetings API (issue 8). */
export function meetingsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
