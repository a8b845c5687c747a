import { ZHealthResponseSchema } from "@radar/contract/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import type { AppContext } from "../../core/context.ts";

const VERSION = process.env.npm_package_version ?? "0.1.0";

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/health",
      { schema: { tags: ["health"], response: { 200: ZHealthResponseSchema, 503: ZHealthResponseSchema } } },
      async (_request, reply) => {
        const started = performance.now();
        let up = true;
        try {
          await sql`SELECT 1`.execute(ctx.db);
        } catch (error) {
          ctx.logger.warn({ err: error }, "health check: database unreachable");
          up = false;
        }
        const body = {
          status: up ? ("ok" as const) : ("degraded" as const),
          database: {
            status: up ? ("up" as const) : ("down" as const),
            latency_ms: up ? Math.round((performance.now() - started) * 100) / 100 : null,
            embedded: ctx.embeddedDatabase,
          },
          version: VERSION,
          uptime_s: Math.round(process.uptime()),
        };
        return reply.status(up ? 200 : 503).send(body);
      },
    );
  };
}
