import { ZBriefAnswerSchema, ZBriefRequestSchema } from "@radar/contract/brief";
import { ZFieldErrorsSchema } from "@radar/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate } from "../../../core/auth/authenticate.ts";
import type { AppContext } from "../../../core/context.ts";
import { parseBrief, warmBriefParser } from "./parse-brief.ts";

/** Search by brief: reads a brief into filters; free, the search it leads to is charged as usual. */
export function briefRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    warmBriefParser();
    app.post(
      "/search/brief/",
      {
        onRequest: authenticate(ctx.tokens),
        schema: {
          tags: ["search"],
          security: [{ bearerAuth: [] }],
          operationId: "parseSearchBrief",
          summary: "Read a brief in Arabic or English into search filters",
          description:
            "Reads a brief (Arabic, Modern Standard or Gulf, English, or both) into a search body for POST /api/search/, " +
            "with what each part was read as and the parts not understood. Local rules, no outside service; costs nothing.",
          body: ZBriefRequestSchema,
          response: { 200: ZBriefAnswerSchema, 400: ZFieldErrorsSchema },
        },
      },
      // Parsed by the contract so the answer carries the search body's defaults, exactly as a search reads it.
      async (request) => ZBriefAnswerSchema.parse(parseBrief(request.body.text)),
    );
  };
}
