import {
  ZMarketOfferQuerySchema,
  ZMarketOfferSchema,
  ZMarketSearchRequestSchema,
  ZMarketSearchResponseSchema,
} from "@radar/contract/market";
import { ZSearchErrorSchema } from "@radar/contract/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate } from "../../core/auth/authenticate.ts";
import type { AppContext } from "../../core/context.ts";
import { currentWorkspace } from "../../core/workspaces/current-workspace.ts";
import { marketCrawlRoutes } from "./crawls/market-crawls.routes.ts";
import { marketOffer, marketSearch } from "./market.service.ts";

export function marketRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(marketCrawlRoutes(ctx));
    const requireUser = authenticate(ctx.tokens);
    const tags = ["search"];
    const security = [{ bearerAuth: [] }];

    app.post(
      "/search/market/",
      {
        onRequest: requireUser,
        config: { errorShape: "search" },
        // As POST /api/search/: the schema documents the answer and types the service; validating its
        // nested results with zod again on the way out would be our own time added to every page.
        serializerCompiler: () => (data) => JSON.stringify(data),
        schema: {
          tags,
          security,
          operationId: "searchMarket",
          summary: "Search the market (a connected vendor or YouTube) with a search body",
          description:
            "One page (`market_page`, the source's own pages) of the market for the same body as POST /api/search/. The accounts found are added to our index. Costs the plan's market_search_cost (first page) or market_page_cost (further pages) once per page per 30 minutes; a page without results is free.",
          body: ZMarketSearchRequestSchema,
          response: { 200: ZMarketSearchResponseSchema, 400: ZSearchErrorSchema, 402: ZSearchErrorSchema, 403: ZSearchErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = await marketSearch(ctx, await currentWorkspace(ctx.db, request), request.body);
        // What the source took and what the whole search took: a client (and the benchmark) sees our own share.
        reply.header(
          "server-timing",
          Object.entries(answer.timings)
            .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
            .join(", "),
        );
        return answer.response;
      },
    );

    app.get(
      "/search/market/offer/",
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          operationId: "getMarketOffer",
          summary: "Whether the market can be searched for a platform, and the caller's price",
          querystring: ZMarketOfferQuerySchema,
          response: { 200: ZMarketOfferSchema },
        },
      },
      async (request) => marketOffer(ctx, await currentWorkspace(ctx.db, request), request.query.platform),
    );
  };
}
