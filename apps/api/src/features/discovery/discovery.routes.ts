import {
  type TSearchResponse,
  ZCategoriesResponseSchema,
  ZLocationsQuerySchema,
  ZLocationsResponseSchema,
  ZSearchErrorSchema,
  ZSearchRequestSchema,
  ZSearchResponseSchema,
} from "@radar/contract/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { acceptsBrotli } from "../../core/http/compression.ts";
import { currentWorkspace } from "../../core/workspaces/current-workspace.ts";
import { briefRoutes } from "./brief/brief.routes.ts";
import { listCategories } from "./categories.service.ts";
import { searchExportRoutes } from "./export/search-export.routes.ts";
import { searchLocations } from "./geo/location-search.ts";
import { savedSearchesRoutes } from "./saved-searches/saved-searches.routes.ts";
import { answerBytes, keptAnswer } from "./search/answer-bytes.ts";
import { documentSearchFilters } from "./search/filters/filter-docs.ts";
import { search } from "./search/search.service.ts";

const isSearchAnswer = (data: unknown): data is TSearchResponse =>
  typeof data === "object" && data !== null && "results" in data && "credits_remaining" in data;

/**
 * Fastify types a serializer's result as a string, but sends a Buffer a serializer returns as it is
 * (fastify/lib/reply.js, onSendEnd accepts strings and Buffers alike); the compression hook takes both.
 */
const asSerialized = (bytes: Buffer) => bytes as unknown as string;

/** The route's reply is typed as its answer; a Buffer sent instead is sent as it is, unserialised. */
const asSentAsIs = (bytes: Buffer) => bytes as unknown as TSearchResponse;

export function discoveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  documentSearchFilters();
  return async (app) => {
    const requireUser = authenticate(ctx.tokens);
    const tags = ["search"];
    const security = [{ bearerAuth: [] }];

    app.post(
      "/search/",
      {
        onRequest: requireUser,
        // Search errors carry both fields the web app may read: `error` (the text SPEC §8 puts after
        // 'Search failed: ', 'Payment required: ' or 'Access denied: ') and `detail` (a whole sentence).
        config: { errorShape: "search" },
        // The response schema documents the shape; validating 50 nested results with zod on every
        // search cost more than the search itself (≈3 ms), and the service is typed by the same schema.
        // An answer is sent as the UTF-8 bytes answerBytes writes (a third of the CPU of encoding
        // JSON.stringify's string); an error as its JSON.
        serializerCompiler: () => (data) => (isSearchAnswer(data) ? asSerialized(answerBytes(data)) : JSON.stringify(data)),
        schema: {
          tags,
          security,
          description:
            "Searches the influencer index (SPEC §7). Costs the workspace plan's search_cost once per distinct filters: other pages and orders of the same filters within 30 minutes, by any member of the workspace, are free.",
          body: ZSearchRequestSchema,
          response: { 200: ZSearchResponseSchema, 400: ZSearchErrorSchema, 402: ZSearchErrorSchema, 403: ZSearchErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = await search(ctx, await currentWorkspace(ctx.db, request), request.body);
        const compressed = acceptsBrotli(request.headers["accept-encoding"]) ? keptAnswer(answer) : null;
        if (!compressed) return answer;
        // Sent as it is: the compression hook passes an answer that has its Content-Encoding.
        return reply
          .header("content-type", "application/json; charset=utf-8")
          .header("content-encoding", "br")
          .header("vary", "accept-encoding")
          .send(asSentAsIs(compressed));
      },
    );

    app.get(
      "/search/locations/",
      {
        onRequest: requireUser,
        schema: { tags, security, querystring: ZLocationsQuerySchema, response: { 200: ZLocationsResponseSchema } },
      },
      async (request) => ({ results: searchLocations(request.query.q, request.query.lang) }),
    );

    app.get("/search/categories/", { schema: { tags, response: { 200: ZCategoriesResponseSchema } } }, async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return listCategories(ctx.db);
    });

    // Issue 15: saved searches and the export of search results.
    await app.register(savedSearchesRoutes(ctx));
    await app.register(briefRoutes(ctx));
    await app.register(searchExportRoutes(ctx));
  };
}
