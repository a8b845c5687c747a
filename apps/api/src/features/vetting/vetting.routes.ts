import { ZErrorDetailSchema } from "@radar/contract/errors";
import { ZHistoryQuerySchema, ZInfluencerHistorySchema } from "@radar/contract/vetting";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { getInfluencerHistory } from "./vetting.service.ts";

/** Vetting: an indexed account's history, growth, authenticity signals and quality scores. */
export function vettingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    app.get(
      "/influencers/:id/history/",
      {
        onRequest: requireUser,
        schema: {
          tags: ["vetting"],
          security: [{ bearerAuth: [] }],
          description:
            "An indexed account's daily follower history over 30, 90 or 365 days, its 30- and 90-day growth, our authenticity " +
            "signals (each with its value, benchmark and a reason code) and both quality scores: the vendor's, where one was " +
            "bought, and our estimate from the signals.",
          params: z.object({ id: z.string() }),
          querystring: ZHistoryQuerySchema,
          response: { 200: ZInfluencerHistorySchema, 404: ZErrorDetailSchema },
        },
      },
      async (request) => getInfluencerHistory(ctx, request.params.id, request.query.days),
    );
  };
}
