import {
  ZCategoriesResponseSchema,
  ZLocationsQuerySchema,
  ZLocationsResponseSchema,
  ZSearchErrorSchema,
  ZSearchRequestSchema,
  ZSearchResponseSchema,
} from "@radar/contract/search";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { authenticate, currentUserId } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { InsufficientCreditsError } from "../../core/credits/ledger.ts";
import { AppError, errorBody } from "../../core/http/app-error.ts";
import { replyIfDatabaseUnavailable } from "../../core/http/database-unavailable-reply.ts";
import { listCategories } from "./categories.service.ts";
import { searchLocations } from "./geo/location-search.ts";
import { search } from "./search/search.service.ts";

/**
 * Search errors carry both fields the web app may read: `error` (the text SPEC §8 puts after
 * 'Search failed: ', 'Payment required: ' or 'Access denied: ') and `detail` (a whole sentence).
 */
function searchErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = error.validation.map((issue) => issue.message ?? "Invalid search parameters").join("; ");
    return reply.status(400).send({ error: message, detail: `Search failed: ${message}` });
  }
  if (error instanceof InsufficientCreditsError) {
    return reply.status(402).send({ error: error.detail, detail: `${error.detail}: the balance is ${error.balance.toFixed(2)} credits` });
  }
  if (error instanceof AppError) {
    if (error.status === 400) return reply.status(400).send({ error: error.detail, detail: `Search failed: ${error.detail}` });
    if (error.status === 403) return reply.status(403).send({ error: error.detail, detail: error.detail });
    return reply.status(error.status).send(errorBody(error));
  }
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500) return reply.status(status).send({ error: error.message, detail: `Search failed: ${error.message}` });
  if (replyIfDatabaseUnavailable(error, request, reply)) return reply;
  request.log.error({ err: error }, "search failed");
  return reply.status(500).send({ detail: "An unexpected error occurred" });
}

export function discoveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const tags = ["search"];
    const security = [{ bearerAuth: [] }];

    app.post(
      "/search/",
      {
        preHandler: requireUser,
        errorHandler: searchErrorHandler,
        // The response schema documents the shape; validating 50 nested results with zod on every
        // search cost more than the search itself (≈3 ms), and the service is typed by the same schema.
        serializerCompiler: () => (data) => JSON.stringify(data),
        // Encoded to UTF-8 once, here: as a string, the page (two-byte, for its Arabic names) was
        // measured for its UTF-8 length by the compression hook (≈0.6 ms) and then encoded anyway.
        onSend: async (_request, _reply, payload) => (typeof payload === "string" ? Buffer.from(payload) : payload),
        schema: {
          tags,
          security,
          description:
            "Searches the influencer index (SPEC §7). Costs the plan's search_cost once per distinct filters: other pages and orders of the same filters within 30 minutes are free.",
          body: ZSearchRequestSchema,
          response: { 200: ZSearchResponseSchema, 400: ZSearchErrorSchema, 402: ZSearchErrorSchema, 403: ZSearchErrorSchema },
        },
      },
      async (request) => search(ctx, currentUserId(request), request.body),
    );

    app.get(
      "/search/locations/",
      {
        preHandler: requireUser,
        schema: { tags, security, querystring: ZLocationsQuerySchema, response: { 200: ZLocationsResponseSchema } },
      },
      async (request) => ({ results: searchLocations(request.query.q, request.query.lang) }),
    );

    app.get("/search/categories/", { schema: { tags, response: { 200: ZCategoriesResponseSchema } } }, async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return listCategories(ctx.db);
    });
  };
}
